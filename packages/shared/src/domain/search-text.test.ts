import { describe, expect, it } from 'vitest';
import {
  highlightRanges,
  indexTokens,
  isSearchTooShort,
  matchesAllWords,
  parseSearchQuery,
  positionalTokens,
  WORD_BREAK_TOKEN,
  wordBigrams,
} from './search-text.ts';

describe('too short to search', () => {
  it('is one character or less once trimmed, as the server counts it', () => {
    expect(['', ' ', '가', ' 가 ', 'a'].map(isSearchTooShort)).toEqual([true, true, true, true, true]);
    expect(['가나', ' 먹방 ', 'ab'].map(isSearchTooShort)).toEqual([false, false, false]);
  });
});

describe('bigram index', () => {
  it('splits Korean compounds into overlapping bigrams', () => {
    expect(wordBigrams('한국경제')).toEqual(['한국', '국경', '경제']);
    expect(wordBigrams('밥')).toEqual(['밥']);
  });

  it('indexes every field once, lower-cased and de-duplicated', () => {
    expect(indexTokens('경제뉴스', null, 'KBO 경제')).toBe('경제 제뉴 뉴스 kb bo');
  });

  it('finds 경제 inside 경제뉴스 and 한국경제 (token containment)', () => {
    const query = parseSearchQuery('경제');
    expect(query).toEqual({ words: ['경제'], tokens: ['경제'] });
    for (const text of ['경제뉴스', '한국경제 신문']) {
      const tokens = new Set(indexTokens(text).split(' '));
      expect(query?.tokens.every((t) => tokens.has(t))).toBe(true);
      expect(matchesAllWords(text, query?.words ?? [])).toBe(true);
    }
  });

  it('needs every word of a multi-word query', () => {
    const query = parseSearchQuery('경제  야구');
    expect(query?.words).toEqual(['경제', '야구']);
    expect(matchesAllWords('경제 뉴스와 야구', query?.words ?? [])).toBe(true);
    expect(matchesAllWords('경제 뉴스', query?.words ?? [])).toBe(false);
  });

  it('rejects bigram coincidences through the substring check', () => {
    // 경제뉴 has bigrams 경제, 제뉴 — present in "경제 제뉴" but not as a substring.
    expect(matchesAllWords('경제 제뉴', ['경제뉴'])).toBe(false);
  });

  it('has nothing to search in punctuation', () => {
    expect(parseSearchQuery('!!! ...')).toBeNull();
  });
});

describe('highlightRanges', () => {
  it('finds every occurrence, case-insensitively, and merges overlaps', () => {
    expect(highlightRanges('KBO 경제, kbo경제', ['kbo', '경제'])).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 6 },
      { start: 8, end: 13 },
    ]);
  });
  it('returns nothing when there is no match', () => {
    expect(highlightRanges('야구', ['경제'])).toEqual([]);
  });
});

describe('searchSnippet', () => {
  it('cuts around the first match and re-bases the ranges', async () => {
    const { searchSnippet } = await import('./search-snippet.ts');
    const text = `${'가'.repeat(200)} 경제뉴스 ${'나'.repeat(200)}`;
    const snippet = searchSnippet(text, ['경제'], 60);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    const [range] = snippet.ranges;
    expect(range && snippet.text.slice(range.start, range.end)).toBe('경제');
  });
  it('keeps short texts whole', async () => {
    const { searchSnippet } = await import('./search-snippet.ts');
    expect(searchSnippet('한국경제 신문', ['경제'])).toEqual({ text: '한국경제 신문', ranges: [{ start: 2, end: 4 }] });
  });
});

describe('positional tokens', () => {
  it('keeps every bigram in order, repeats included, with a break between words', () => {
    expect(positionalTokens('경제 경제뉴스')).toBe(`경제 ${WORD_BREAK_TOKEN} 경제 제뉴 뉴스`);
  });

  it('gives one-character words no token but still a break, so 가나 다 나다 never joins up', () => {
    expect(positionalTokens('가나 다 나다')).toBe(`가나 ${WORD_BREAK_TOKEN} ${WORD_BREAK_TOKEN} 나다`);
  });

  it('normalizes like the rest of search (NFKC, lower case) and skips punctuation', () => {
    expect(positionalTokens('ＫＢＯ, 야구!')).toBe(`kb bo ${WORD_BREAK_TOKEN} 야구`);
  });

  it('uses a break no bigram or one-character word can equal', () => {
    expect(Array.from(WORD_BREAK_TOKEN)).toHaveLength(3);
  });
});
