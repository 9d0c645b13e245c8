import { highlightRanges, type TextRange } from './search-text.ts';

/**
 * A short excerpt of `text` around the first match, with the match ranges re-based onto the
 * excerpt. Without a match, the start of the text.
 */
export function searchSnippet(text: string, words: string[], maxLength = 140): { text: string; ranges: TextRange[] } {
  const flat = text.replace(/\s+/g, ' ').trim();
  const all = highlightRanges(flat, words);
  const first = all[0];
  let start = first ? Math.max(0, first.start - Math.floor(maxLength / 3)) : 0;
  if (flat.length - start < maxLength) start = Math.max(0, flat.length - maxLength);
  const end = Math.min(flat.length, start + maxLength);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < flat.length ? '…' : '';
  const ranges = all
    .filter((r) => r.start >= start && r.end <= end)
    .map((r) => ({ start: r.start - start + prefix.length, end: r.end - start + prefix.length }));
  return { text: `${prefix}${flat.slice(start, end)}${suffix}`, ranges };
}
