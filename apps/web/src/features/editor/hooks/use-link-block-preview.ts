import type { LinkBlock } from '@tubesphere/shared/contract/blocks';
import { useEffect, useMemo, useState } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useLinkPreview } from '../api/get-link-preview.ts';
import type { BlockPatch } from '../utils/blocks-reducer.ts';
import { checkLinkUrl, type LinkUrlCheck } from '../utils/link-url.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const t = ko.editor.link;
/** The preview loads 0.5 s after the address stops changing. */
export const LINK_PREVIEW_DEBOUNCE_MS = 500;

export type LinkPreviewStatus = 'empty' | 'typing' | 'invalid' | 'local' | 'loading' | 'loaded' | 'failed';

type PreviewFields = Pick<LinkBlock, 'title' | 'description' | 'image' | 'siteName' | 'domain'>;

function localVideoFields(check: Extract<LinkUrlCheck, { kind: 'video' }>): PreviewFields {
  const site = t.sites[check.video.provider];
  return {
    title: t.videoTitle(site),
    description: '',
    image: check.video.thumbnailUrls[0] ?? null,
    siteName: site,
    domain: check.domain,
  };
}

const sameFields = (block: LinkBlock, fields: PreviewFields) =>
  (Object.keys(fields) as (keyof PreviewFields)[]).every((key) => (block[key] ?? null) === (fields[key] ?? null));

/**
 * A link block's preview (docs/product.md#write): waits for typing to pause, previews video sites locally
 * and everything else through the server, and writes what it found into the block so the post
 * carries it. A failure still gives the block a title ("{domain}에서 공유된 링크").
 */
export function useLinkBlockPreview(block: LinkBlock, onChange: (patch: BlockPatch) => void) {
  const url = block.url ?? '';
  const debounced = useDebouncedValue(url, LINK_PREVIEW_DEBOUNCE_MS);
  const settled = debounced === url;
  const check = useMemo(() => checkLinkUrl(debounced), [debounced]);
  const [refreshes, setRefreshes] = useState({ url: '', count: 0 });
  const attempt = refreshes.url === debounced ? refreshes.count : 0;
  const query = useLinkPreview(check.kind === 'web' ? check.url : null, attempt);

  let fields: PreviewFields | null = null;
  if (settled && check.kind === 'video') fields = localVideoFields(check);
  else if (settled && check.kind === 'web' && query.data) fields = query.data;
  else if (settled && check.kind === 'web' && query.isError)
    fields = {
      title: t.fallbackTitle(check.domain),
      description: '',
      image: null,
      siteName: null,
      domain: check.domain,
    };

  useEffect(() => {
    if (fields && !sameFields(block, fields)) onChange(fields);
  }, [fields, block, onChange]);

  let status: LinkPreviewStatus;
  if (!url.trim()) status = 'empty';
  else if (!settled) status = 'typing';
  else if (check.kind === 'invalid') status = 'invalid';
  else if (check.kind === 'video') status = 'local';
  else if (query.isFetching) status = 'loading';
  else if (query.isError) status = 'failed';
  else if (query.data) status = 'loaded';
  else status = 'loading';

  return {
    status,
    check,
    refresh: () => setRefreshes({ url: debounced, count: attempt + 1 }),
  };
}
