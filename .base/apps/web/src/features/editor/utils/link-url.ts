import { type ParsedVideo, parseVideoUrl } from '@tubesphere/shared/domain/video-url';

export type LinkUrlCheck =
  | { kind: 'empty' }
  | { kind: 'invalid'; example: string }
  | { kind: 'video'; url: string; domain: string; video: ParsedVideo }
  | { kind: 'web'; url: string; domain: string };

const GENERIC_EXAMPLE = 'https://example.com';

/**
 * What a link block's address is (spec §2/§5): nothing yet, not a URL (with an example of what
 * would be — the same host with https:// when the scheme was left off), a video site (previewed
 * locally, no server call), or a web page (previewed by the server).
 */
export function checkLinkUrl(input: string): LinkUrlCheck {
  const text = input.trim();
  if (!text) return { kind: 'empty' };
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  const looksLikeHost = /^[^\s/:?#]+\.[^\s/:?#]+/.test(text);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return { kind: 'invalid', example: !url && looksLikeHost ? `https://${text.split(/[/?#]/)[0]}` : GENERIC_EXAMPLE };
  }
  // A host needs a dot (or be an IPv6 literal): "http://naver" is a typo, not a site.
  if (!url.hostname.includes('.') && !url.hostname.startsWith('['))
    return { kind: 'invalid', example: GENERIC_EXAMPLE };
  const video = parseVideoUrl(url.toString());
  if (video && video.provider !== 'file') return { kind: 'video', url: url.toString(), domain: url.hostname, video };
  return { kind: 'web', url: url.toString(), domain: url.hostname };
}
