import { describe, expect, it } from 'vitest';
import { extractKeywords, keywordTier, stripParticle, stripSourceSuffix } from './keywords.ts';

describe('stripParticle', () => {
  it.each([
    ['삼성전자가', '삼성전자'],
    ['반도체를', '반도체'],
    ['시장에서', '시장'],
    ['미국으로', '미국'],
    ['수출은', '수출'],
    ['금리와', '금리'],
    ['환율도', '환율'],
    ['코스피의', '코스피'],
    ['반도체', '반도체'],
    ['사이', '사이'],
    ['나는', '나는'],
  ])('%s → %s', (word, expected) => {
    expect(stripParticle(word)).toBe(expected);
  });
});

describe('extractKeywords', () => {
  it('counts Korean words of 2+ characters after removing particles, stop-words and non-Korean text', () => {
    const result = extractKeywords([
      '삼성전자가 반도체 호조에 신고가 - 연합뉴스',
      '반도체 수출은 역대 최대, 삼성전자 실적 개선 AI 2024',
      '오늘 반도체를 둘러싼 관련 소식',
    ]);
    expect(result[0]).toEqual({ word: '반도체', count: 3 });
    expect(result[1]).toEqual({ word: '삼성전자', count: 2 });
    const words = result.map((k) => k.word);
    expect(words).not.toContain('오늘');
    expect(words).not.toContain('관련');
    expect(words).not.toContain('연합뉴스');
    expect(words.every((w) => w.length >= 2 && /^[가-힣]+$/.test(w))).toBe(true);
  });

  it('keeps the top N, ties in Korean order', () => {
    const texts = Array.from({ length: 60 }, (_, i) => `키워드${String.fromCharCode(0xac00 + i * 3)}`);
    expect(extractKeywords(texts)).toHaveLength(50);
    expect(extractKeywords(['나비 가방 다리'], 2)).toEqual([
      { word: '가방', count: 1 },
      { word: '나비', count: 1 },
    ]);
  });

  it('finds nothing in text without Korean words', () => {
    expect(extractKeywords(['Stocks rally', '2024', ''])).toEqual([]);
  });
});

describe('keywordTier', () => {
  it.each([
    [11, 4],
    [10, 3],
    [8, 3],
    [7, 2],
    [5, 2],
    [4, 1],
    [1, 1],
  ])('%i occurrences → tier %i', (count, tier) => {
    expect(keywordTier(count)).toBe(tier);
  });
});

describe('stripSourceSuffix', () => {
  it('drops the press name after the last " - "', () => {
    expect(stripSourceSuffix('코스피 2,700선 회복 - 한국경제')).toBe('코스피 2,700선 회복');
    expect(stripSourceSuffix('제목만 있는 기사')).toBe('제목만 있는 기사');
  });
});
