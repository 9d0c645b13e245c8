import type { TextRange } from '@tubesphere/shared/domain/search-text';
import styles from './search-results.module.css';

/** Text with <mark>ed ranges; the text is rendered as text, never as HTML. */
export function HighlightedText({ text, ranges }: { text: string; ranges: TextRange[] }) {
  const parts: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start < at || range.end > text.length) continue;
    if (range.start > at) parts.push({ text: text.slice(at, range.start), mark: false });
    parts.push({ text: text.slice(range.start, range.end), mark: true });
    at = range.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
