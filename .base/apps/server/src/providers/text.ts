import { decodeHTMLStrict } from 'entities';

/**
 * Providers send HTML-escaped text (&amp; &#39; &quot;); we store and send plain text. Strict:
 * only entities ending in `;`, so a title such as "AT&T&co" stays as written.
 */
export const decodeEntities = (text: string): string => decodeHTMLStrict(text);

/** Naver wraps matches in <b>…</b>: drop every tag, then unescape. Never rendered as HTML. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).trim();
}
