import { LINK_MESSAGES, type LinkMetadata, linkMetadata } from '@tubesphere/shared/contract/links';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { SafeFetchError, type SafeFetchOptions, safeFetch } from '../../lib/safe-fetch.ts';
import { decodeHtml, fileMetadata, parseHtmlMetadata } from './html-metadata.ts';
import { findLinkPreview, saveLinkPreview } from './repository.ts';

/** A good preview is reused for a day; a failure for 10 minutes (the refresh button skips both). */
const OK_TTL_MS = 24 * 60 * 60 * 1000;
const FAILED_TTL_MS = 10 * 60 * 1000;
/** Older cache rows are never used again: the maintenance job deletes them. */
export const LINK_PREVIEW_MAX_AGE_MS = Math.max(OK_TTL_MS, FAILED_TTL_MS);
const USER_AGENT = 'Mozilla/5.0 (compatible; TubeSphereBot/1.0; +link preview)';

const isHtml = (contentType: string) => /^(text\/html|application\/xhtml\+xml)/i.test(contentType.trim());

/** The cache key: the URL as the WHATWG parser writes it, without the #fragment. */
export function normaliseLinkUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw badRequest(LINK_MESSAGES.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(LINK_MESSAGES.httpOnly);
  if (!url.hostname) throw badRequest(LINK_MESSAGES.invalidUrl);
  url.hash = '';
  return url;
}

const fetchFailed = () => new HttpError(422, LINK_MESSAGES.fetchFailed);

export class LinkPreviewService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly fetchOptions: Pick<SafeFetchOptions, 'testAllowlist'>,
  ) {}

  async preview(input: string, { refresh = false } = {}): Promise<LinkMetadata> {
    const url = normaliseLinkUrl(input);
    const key = url.toString();
    if (!refresh) {
      const cached = await findLinkPreview(this.db, key);
      if (cached) {
        const age = Date.now() - Date.parse(cached.fetched_at);
        if (cached.ok === 1 && age < OK_TTL_MS) {
          const parsed = linkMetadata.safeParse(JSON.parse(cached.metadata_json));
          if (parsed.success) return parsed.data;
        }
        if (cached.ok === 0 && age < FAILED_TTL_MS) throw fetchFailed();
      }
    }
    let metadata: LinkMetadata;
    try {
      metadata = await this.fetchMetadata(url);
    } catch (error) {
      // A refused address is the user's input, not the site's failure: say so, cache nothing.
      if (error instanceof SafeFetchError && (error.kind === 'blocked' || error.kind === 'scheme')) {
        throw badRequest(error.kind === 'blocked' ? LINK_MESSAGES.blocked : LINK_MESSAGES.httpOnly);
      }
      await saveLinkPreview(this.db, { url: key, metadata_json: '{}', ok: 0, fetched_at: nowIso() });
      throw fetchFailed();
    }
    await saveLinkPreview(this.db, { url: key, metadata_json: JSON.stringify(metadata), ok: 1, fetched_at: nowIso() });
    return metadata;
  }

  private async fetchMetadata(url: URL): Promise<LinkMetadata> {
    const domain = url.hostname;
    const result = await safeFetch(url, {
      ...this.fetchOptions,
      headers: {
        'user-agent': USER_AGENT,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        'accept-language': 'ko-KR,ko;q=0.9,en;q=0.6',
        'accept-encoding': 'gzip, deflate, br',
      },
      // Only pages are read; for an image or a download the headers say enough.
      wantBody: (status, headers) => status >= 200 && status < 300 && isHtml(String(headers['content-type'] ?? '')),
    });
    if (result.status < 200 || result.status >= 300) throw new Error(`upstream status ${result.status}`);
    const contentType = String(result.headers['content-type'] ?? '');
    if (!isHtml(contentType)) return fileMetadata(result.url, domain, /^image\//i.test(contentType));
    return parseHtmlMetadata(decodeHtml(result.body, contentType), result.url, domain);
  }
}
