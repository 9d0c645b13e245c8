import { describe, expect, it } from 'vitest';
import { extractKeywords, stripParticle } from './keywords.ts';

/**
 * 100 finance terms as headlines write them, bare and with particles, and the keyword each must
 * count as. The first block is where a plain "drop the last particle" rule went wrong.
 */
const FINANCE_TERMS: [string, string][] = [
  ['순매도', '순매도'],
  ['순매도에', '순매도'],
  ['목표주가', '목표주가'],
  ['목표주가를', '목표주가'],
  ['신고가', '신고가'],
  ['신고가를', '신고가'],
  ['신저가', '신저가'],
  ['공매도', '공매도'],
  ['공매도가', '공매도'],
  ['상한가', '상한가'],
  ['하한가로', '하한가'],
  ['시초가', '시초가'],
  ['공모가', '공모가'],
  ['공모가보다', '공모가'],
  ['최고가', '최고가'],
  ['최저가', '최저가'],
  ['분양가', '분양가'],
  ['분양가가', '분양가'],
  ['전세가', '전세가'],
  ['매매가', '매매가'],
  ['낙찰가', '낙찰가'],
  ['감정가', '감정가'],
  ['공시지가', '공시지가'],
  ['국제유가', '국제유가'],
  ['소비자물가', '소비자물가'],
  ['소비자물가가', '소비자물가'],
  ['전문가들은', '전문가'],
  ['평단가', '평단가'],
  ['목표가', '목표가'],
  ['신용도', '신용도'],
  ['의존도', '의존도'],
  ['대출한도', '대출한도'],
  ['카카오페이', '카카오페이'],
  ['카카오페이가', '카카오페이'],
  ['디스플레이', '디스플레이'],
  ['에코프로', '에코프로'],
  ['에코프로가', '에코프로'],
  // Particles that must come off.
  ['삼성전자가', '삼성전자'],
  ['삼성전자는', '삼성전자'],
  ['에스케이하이닉스', '에스케이하이닉스'],
  ['반도체', '반도체'],
  ['반도체를', '반도체'],
  ['코스피', '코스피'],
  ['코스피가', '코스피'],
  ['코스닥도', '코스닥'],
  ['외국인이', '외국인'],
  ['외국인은', '외국인'],
  ['기관의', '기관'],
  ['개인은', '개인'],
  ['개미들이', '개미'],
  ['투자자들의', '투자자'],
  ['금리', '금리'],
  ['금리가', '금리'],
  ['기준금리를', '기준금리'],
  ['금리인하', '금리인하'],
  ['금리인하에', '금리인하'],
  ['환율이', '환율'],
  ['원달러환율', '원달러환율'],
  ['주가', '주가'],
  ['주가가', '주가'],
  ['주가는', '주가'],
  ['시가총액', '시가총액'],
  ['시가총액이', '시가총액'],
  ['배당금을', '배당금'],
  ['배당주', '배당주'],
  ['자사주를', '자사주'],
  ['자사주가', '자사주'],
  ['대장주의', '대장주'],
  ['테마주가', '테마주'],
  ['실적', '실적'],
  ['실적이', '실적'],
  ['영업이익은', '영업이익'],
  ['영업이익이', '영업이익'],
  ['순이익', '순이익'],
  ['매출액이', '매출액'],
  ['유상증자', '유상증자'],
  ['유상증자에', '유상증자'],
  ['무상증자로', '무상증자'],
  ['기업공개', '기업공개'],
  ['상장폐지', '상장폐지'],
  ['인플레이션', '인플레이션'],
  ['인플레이션이', '인플레이션'],
  ['경기침체', '경기침체'],
  ['경기침체로', '경기침체'],
  ['증시가', '증시'],
  ['증시에서', '증시'],
  ['뉴욕증시는', '뉴욕증시'],
  ['미국으로', '미국'],
  ['연준이', '연준'],
  ['국채금리가', '국채금리'],
  ['비트코인이', '비트코인'],
  ['비트코인도', '비트코인'],
  ['부동산', '부동산'],
  ['부동산시장에서는', '부동산시장'],
  ['아파트값이', '아파트값'],
  ['전셋값도', '전셋값'],
  ['이차전지', '이차전지'],
  ['이차전지가', '이차전지'],
  ['거래대금이', '거래대금'],
  ['경상수지가', '경상수지'],
];

describe('keywords of 100 finance terms', () => {
  it('has 100 distinct terms', () => {
    expect(FINANCE_TERMS).toHaveLength(100);
    expect(new Set(FINANCE_TERMS.map(([term]) => term)).size).toBe(100);
  });

  it.each(FINANCE_TERMS)('%s → %s', (term, keyword) => {
    expect(stripParticle(term)).toBe(keyword);
  });

  it('counts each term under its keyword in headlines', () => {
    const headlines = FINANCE_TERMS.map(([term]) => `${term} 관련 소식`);
    const counted = new Map(extractKeywords(headlines, 200).map((k) => [k.word, k.count]));
    const expected = new Map<string, number>();
    for (const [, keyword] of FINANCE_TERMS) expected.set(keyword, (expected.get(keyword) ?? 0) + 1);
    for (const [keyword, count] of expected) expect(counted.get(keyword), keyword).toBe(count);
  });
});

describe('nouns learnt from the headlines themselves', () => {
  it('keeps a word that the headlines also show followed by a particle', () => {
    // 장중고가 is in no list: alone it reads as 장중고 + 가, but 장중고가를 shows it is a noun.
    expect(stripParticle('장중고가')).toBe('장중고');
    const keywords = extractKeywords(['장중고가 경신', '장중고가를 넘었다', '장중고가에 매도']);
    expect(keywords).toContainEqual({ word: '장중고가', count: 3 });
    expect(keywords.map((k) => k.word)).not.toContain('장중고');
  });

  it('is not fooled by compound particles: 시장에도 is 시장 + 에도, not 시장에 + 도', () => {
    const keywords = extractKeywords(['시장에 풀린 돈', '시장에도 봄']);
    expect(keywords).toContainEqual({ word: '시장', count: 2 });
    expect(keywords.map((k) => k.word)).not.toContain('시장에');
  });
});
