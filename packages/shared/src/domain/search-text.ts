/**
 * Korean-aware search text rules, shared by the indexer, the query parser and the highlighter.
 *
 * Korean writes compounds without spaces (한국경제, 경제뉴스), so word tokenizers miss most
 * matches. Every word is indexed as overlapping character bigrams (한국경제 → 한국 국경 경제);
 * a query word becomes the bigrams it must contain, and candidates are then checked for the
 * exact substring, so 경제 finds 경제뉴스 and 한국경제 but 경뉴 finds nothing.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;

export const SEARCH_MESSAGES = {
  tooShort: '검색어는 2자 이상 입력해주세요.',
  tooLong: '검색어는 200자 이하로 입력해주세요.',
} as const;

/**
 * A query the server would refuse as too short (the contract's rule: trimmed, in UTF-16 units):
 * the page says what is needed instead of asking and showing an error.
 */
export const isSearchTooShort = (q: string): boolean => q.trim().length < SEARCH_MIN_LENGTH;

const WORD = /[\p{L}\p{N}]+/gu;

export const normalizeSearchText = (text: string): string => text.normalize('NFKC').toLowerCase();

/** The words of a text, normalized. */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text).match(WORD) ?? [];
}

/** Overlapping bigrams of one word; a one-character word is its own token. */
export function wordBigrams(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < 2) return chars.length === 1 ? [word] : [];
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) grams.push(`${chars[i]}${chars[i + 1]}`);
  return grams;
}

/** The space-separated, de-duplicated token string stored in the search index. */
export function indexTokens(...texts: (string | null | undefined)[]): string {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of searchWords(text)) for (const gram of wordBigrams(word)) tokens.add(gram);
  }
  return [...tokens].join(' ');
}

/**
 * Stands between two words in a positional token stream. Three characters: no bigram and no
 * one-character word is ever three characters, so no query can match it, and a phrase of bigrams
 * never runs on from one word into the next (가나 나다 must not make 가나다).
 */
export const WORD_BREAK_TOKEN = 'qqq';

/**
 * Every bigram of a text in order, duplicates kept, words separated by WORD_BREAK_TOKEN: what a
 * positional index (SQLite FTS5) stores, so a query word is found as the phrase of its bigrams —
 * exactly where the word occurs as a substring — and occurrences can be counted for ranking.
 */
export function positionalTokens(text: string): string {
  const parts: string[] = [];
  for (const word of searchWords(text)) {
    if (parts.length > 0) parts.push(WORD_BREAK_TOKEN);
    if (Array.from(word).length >= 2) parts.push(...wordBigrams(word));
  }
  return parts.join(' ');
}

export interface ParsedSearchQuery {
  /** Normalized words; every one must occur in a result (multi-word AND). */
  words: string[];
  /** Bigram tokens the index must contain (from words of 2+ characters). */
  tokens: string[];
}

/** A query's words and tokens, or null when it has nothing searchable. */
export function parseSearchQuery(query: string): ParsedSearchQuery | null {
  const words = [...new Set(searchWords(query))];
  if (words.length === 0) return null;
  const tokens = [...new Set(words.filter((w) => Array.from(w).length >= 2).flatMap(wordBigrams))];
  return { words, tokens };
}

/** True when every query word occurs in the text (the precision check after the index). */
export function matchesAllWords(text: string, words: string[]): boolean {
  const haystack = normalizeSearchText(text);
  return words.every((word) => haystack.includes(word));
}

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Where the query words occur in a text, as merged [start, end) ranges in UTF-16 offsets of the
 * ORIGINAL text, for highlighting as text (never as HTML).
 */
export function highlightRanges(text: string, words: string[]): TextRange[] {
  // NFKC can change lengths; fall back to no highlight rather than misplace one.
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return [];
  const ranges: TextRange[] = [];
  for (const word of words) {
    if (!word) continue;
    let from = 0;
    for (;;) {
      const at = lower.indexOf(word, from);
      if (at === -1) break;
      ranges.push({ start: at, end: at + word.length });
      from = at + word.length;
    }
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}
