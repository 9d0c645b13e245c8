import { describe, expect, it } from 'vitest';
import { hangulPrefixRanges, matchesHangulPrefix } from './hangul-prefix.ts';

describe('이름 앞부분 찾기 (초성 포함)', () => {
  it('reads lone initials as any syllable they start', () => {
    expect(matchesHangulPrefix('홍길동', 'ㅎㄱㄷ')).toBe(true);
    expect(matchesHangulPrefix('홍길동', 'ㅎ')).toBe(true);
    expect(matchesHangulPrefix('홍길동', 'ㅎㄱㅁ')).toBe(false);
    expect(matchesHangulPrefix('김철수', 'ㅎㄱ')).toBe(false);
    // ㄲ is its own initial, not ㄱ.
    expect(matchesHangulPrefix('꽃님', 'ㄱ')).toBe(false);
    expect(matchesHangulPrefix('꽃님', 'ㄲ')).toBe(true);
  });

  it('mixes syllables and initials, and takes a last syllable still being typed', () => {
    expect(matchesHangulPrefix('홍길동', '홍ㄱ')).toBe(true);
    expect(matchesHangulPrefix('홍길동', '홍기')).toBe(true);
    expect(matchesHangulPrefix('홍길동', '홍길')).toBe(true);
    expect(matchesHangulPrefix('홍길동', '홍가')).toBe(false);
    // Only the last one may be unfinished: 기 in the middle means 기.
    expect(matchesHangulPrefix('홍길동', '홍기동')).toBe(false);
  });

  it('matches other scripts as a plain, case-insensitive prefix', () => {
    expect(matchesHangulPrefix('TubeFan', 'tube')).toBe(true);
    expect(matchesHangulPrefix('TubeFan', 'fan')).toBe(false);
    expect(matchesHangulPrefix('짧', '짧은이름')).toBe(false);
    expect(matchesHangulPrefix('누구든', '')).toBe(false);
  });

  it('gives the syllable block of each initial', () => {
    expect(hangulPrefixRanges('ㄱ')).toEqual([{ from: '가', to: '깋' }]);
    expect(hangulPrefixRanges('ㅎ')).toEqual([{ from: '하', to: '힣' }]);
    expect(hangulPrefixRanges('가')).toEqual([{ from: '가', to: '갛' }]);
  });
});
