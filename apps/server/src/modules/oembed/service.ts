import { OEMBED_MESSAGES, type OembedResponse } from '@tubesphere/shared/contract/oembed';
import { parseYoutubeId } from '@tubesphere/shared/domain/video-url';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { decodeEntities } from '../../providers/text.ts';

const FOUND_TTL_MS = 60 * 60 * 1000;
const MISSING_TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 2000;
const TIMEOUT_MS = 5000;

/** What YouTube's oEmbed answers (https://oembed.com/#section2.3); extra fields are ignored. */
const upstreamSchema = z.object({
  title: z.string(),
  author_name: z.string().optional(),
  thumbnail_url: z.string().optional(),
});

const httpsOnly = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/**
 * Title and channel of a YouTube video through its public oEmbed endpoint (docs/architecture.md#secrets: the
 * browser never calls third parties). The URL comes from configuration, not from the user —
 * the user only chooses an 11-character id — so it needs no SSRF guard. Answers are cached in
 * memory per process (lib/loading-cache.ts): an hour when found, ten minutes for private or
 * deleted videos (`null`), and one request to YouTube for many asking at once.
 */
export class OembedService {
  private readonly cache = new LoadingCache<OembedResponse | null>({
    maxEntries: MAX_ENTRIES,
    ttlMs: (value) => (value ? FOUND_TTL_MS : MISSING_TTL_MS),
  });

  constructor(
    private readonly endpoint: () => string,
    private readonly doFetch: typeof fetch = fetch,
  ) {}

  async lookup(input: string): Promise<OembedResponse> {
    const videoId = parseYoutubeId(input);
    if (!videoId) throw badRequest(OEMBED_MESSAGES.invalidUrl);
    const value = await this.cache.load(videoId, () => this.fetchOembed(videoId));
    if (!value) throw notFound(OEMBED_MESSAGES.notFound);
    return value;
  }

  private async fetchOembed(videoId: string): Promise<OembedResponse | null> {
    const url = new URL(this.endpoint());
    url.searchParams.set('url', `https://www.youtube.com/watch?v=${videoId}`);
    url.searchParams.set('format', 'json');
    let response: Response;
    try {
      response = await this.doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(502, OEMBED_MESSAGES.upstream);
    }
    // YouTube answers 401 for private or embed-disabled videos and 404 (or 400) for unknown ids.
    if ([400, 401, 403, 404].includes(response.status)) return null;
    if (!response.ok) throw new HttpError(502, OEMBED_MESSAGES.upstream);
    const parsed = upstreamSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new HttpError(502, OEMBED_MESSAGES.upstream);
    return {
      videoId,
      title: decodeEntities(parsed.data.title).trim().slice(0, 300),
      author_name: decodeEntities(parsed.data.author_name ?? '')
        .trim()
        .slice(0, 200),
      thumbnail_url: httpsOnly(parsed.data.thumbnail_url),
    };
  }
}
