/**
 * Prefix matching of names that understands how Korean is typed: a lone initial consonant (초성)
 * stands for every syllable it starts (ㅎㄱㄷ → 홍길동), and the last syllable may still lack its
 * final consonant while the IME composes it (홍기 → 홍길동). Each character of a query becomes an
 * inclusive range of characters the name's character at that place may be; the server turns the
 * ranges into SQL, and `matchesHangulPrefix` is the same rule in code.
 */
export interface CharRange {
  from: string;
  to: string;
}

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** Syllables per initial (21 medials × 28 finals) and per initial+medial (28 finals). */
const PER_INITIAL = 588;
const PER_MEDIAL = 28;
/** The 19 initials in syllable order, as compatibility jamo (what a keyboard types alone). */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

const char = (code: number) => String.fromCodePoint(code);

/** Lower-cased, one range per character of the query (at most `max` characters). */
export function hangulPrefixRanges(query: string, max = 20): CharRange[] {
  const chars = [...query.trim().toLowerCase()].slice(0, max);
  return chars.map((c, i) => {
    const initial = INITIALS.indexOf(c);
    if (initial >= 0) {
      const first = SYLLABLE_FIRST + initial * PER_INITIAL;
      return { from: char(first), to: char(first + PER_INITIAL - 1) };
    }
    const code = c.codePointAt(0) ?? 0;
    const isLast = i === chars.length - 1;
    if (isLast && code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST && (code - SYLLABLE_FIRST) % PER_MEDIAL === 0) {
      return { from: c, to: char(code + PER_MEDIAL - 1) };
    }
    return { from: c, to: c };
  });
}

/** Whether `name` starts with what `query` may stand for (case-insensitive). */
export function matchesHangulPrefix(name: string, query: string): boolean {
  const ranges = hangulPrefixRanges(query);
  const chars = [...name.toLowerCase()];
  if (ranges.length === 0 || chars.length < ranges.length) return false;
  return ranges.every((range, i) => {
    const c = chars[i] as string;
    return c >= range.from && c <= range.to;
  });
}
