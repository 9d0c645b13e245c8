import type { LinkBlock } from '@tubesphere/shared/contract/blocks';
import { isHttpUrl, isImageSource } from '@tubesphere/shared/domain/http-url';
import { useState } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { domainOf } from '../utils/safe-url.ts';
import styles from './blocks.module.css';

/** A link preview card; only http(s) targets become links (docs/architecture.md#external-input). */
export function LinkCard({ block }: { block: LinkBlock }) {
  const [imageBroken, setImageBroken] = useState(false);
  if (!isHttpUrl(block.url)) return null;
  // The host the link really goes to, from its address: never a stored or supplied name.
  const domain = domainOf(block.url);
  const title = block.title?.trim() || ko.feed.blocks.linkFallbackTitle(domain);
  const showImage = isImageSource(block.image) && !imageBroken;
  return (
    <a className={styles.linkCard} href={block.url} target="_blank" rel="noopener noreferrer nofollow ugc">
      {showImage && (
        <span className={styles.linkImage}>
          <img
            className={styles.cover}
            src={block.image ?? ''}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setImageBroken(true)}
          />
        </span>
      )}
      <span className={styles.linkText}>
        <span className={styles.linkTitle}>{title}</span>
        {block.description && <span className={styles.linkDescription}>{block.description}</span>}
        <span className={styles.linkDomain}>{domain}</span>
      </span>
    </a>
  );
}
