// The font file's address as the build emits it (Vite's ?url import: no CSS, no download here).
import twemojiUrl from 'twemoji-colr-font/twemoji.woff2?url';

/**
 * Emoji are content here (sphere icons, companion parts, what people write), never interface
 * icons (those are SVG). A device's own emoji font paints them; one without an emoji font gets
 * Twemoji, named last in --font-emoji (tokens.css). The unicode-range keeps the download to
 * pages that show an emoji no earlier font has, so devices with an emoji font never fetch it.
 */
const EMOJI_RANGE = [
  'U+200D, U+203C, U+2049, U+20E3, U+2139, U+2194-2199, U+21A9-21AA, U+231A-231B, U+2328, U+23CF, U+23E9-23F3',
  'U+23F8-23FA, U+24C2, U+25AA-25AB, U+25B6, U+25C0, U+25FB-25FE, U+2600-27BF, U+2934-2935, U+2B05-2B07',
  'U+2B1B-2B1C, U+2B50, U+2B55, U+3030, U+303D, U+3297, U+3299, U+FE0F, U+1F000-1FAFF, U+E0020-E007F',
].join(', ');

/**
 * Declares the Twemoji fallback once the page has painted. Declared in CSS, its half-megabyte
 * file joined the first paint's critical path on every device without an emoji font (the page's
 * text waited for it on a slow phone link); declared after load, such a device shows the page at
 * once and its emoji a moment later.
 */
export function declareEmojiFallbackFont(): void {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const declare = () =>
    document.fonts.add(
      new FontFace('Twemoji Fallback', `url("${twemojiUrl}") format("woff2")`, {
        display: 'swap',
        unicodeRange: EMOJI_RANGE,
      }),
    );
  if (document.readyState === 'complete') declare();
  else window.addEventListener('load', declare, { once: true });
}
