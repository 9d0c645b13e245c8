import type { LinkMetadata } from '@tubesphere/shared/contract/links';
import { Parser } from 'htmlparser2';

const LIMITS = { title: 300, description: 1000, siteName: 200, url: 2048 } as const;

const clean = (text: string | undefined, max: number): string => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/** Only an absolute http(s) address (resolved against the page) may become a preview image. */
export function absoluteHttpUrl(value: string | undefined, base: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const text = url.toString();
    return text.length <= LIMITS.url ? text : null;
  } catch {
    return null;
  }
}

/** The charset a page declares: Content-Type header first, then a <meta> near the top. */
export function sniffCharset(contentType: string, head: Buffer): string {
  const fromHeader = /charset=["']?([\w.:-]+)/i.exec(contentType)?.[1];
  if (fromHeader) return fromHeader;
  const start = head.subarray(0, 4096).toString('latin1');
  return /<meta[^>]+charset=["']?([\w.:-]+)/i.exec(start)?.[1] ?? 'utf-8';
}

/** Decodes a page in its declared charset (Korean sites still use EUC-KR), UTF-8 otherwise. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const charset = sniffCharset(contentType, body);
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * Open Graph first, then Twitter cards, then plain <title> / <meta name="description">.
 * htmlparser2 decodes entities; the result is text, never HTML.
 */
export function parseHtmlMetadata(html: string, pageUrl: string, domain: string): LinkMetadata {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  let titleDone = false;
  let svgDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth += 1;
        if (name === 'title' && svgDepth === 0 && !titleDone) inTitle = true;
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          const content = attributes.content;
          if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());
  const image = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src']
    .map((key) => absoluteHttpUrl(meta.get(key), pageUrl))
    .find(Boolean);
  return {
    title: clean(first('og:title', 'twitter:title') ?? title, LIMITS.title),
    description: clean(first('og:description', 'twitter:description', 'description'), LIMITS.description),
    image: image ?? null,
    siteName: clean(first('og:site_name', 'application-name'), LIMITS.siteName) || null,
    domain,
  };
}

/** A preview for what is not a web page (an image, a PDF): named after its file. */
export function fileMetadata(pageUrl: string, domain: string, isImage: boolean): LinkMetadata {
  const url = new URL(pageUrl);
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  return {
    title: clean(name, LIMITS.title),
    description: '',
    image: isImage ? absoluteHttpUrl(pageUrl, pageUrl) : null,
    siteName: null,
    domain,
  };
}
