/**
 * Words whose last syllable looks like a particle but belongs to the word: 순매도 is not 순매 +
 * 도, 신고가 is not 신고 + 가. A word ending in one of these keeps its ending (삼성전자우선주의
 * still loses its 의, since no entry ends it). Each entry was checked against the words a
 * particle could really follow in headlines: 시가 is left out (증시가 = 증시 + 가), and so are
 * 물가 (선물가), 주가 (자사주가), 매도 (경매도), 한도 (제한도), 성과 (안정성과), 주의 (대장주의);
 * their compounds are listed whole instead. Two-syllable words need no entry: a particle is only
 * removed when two syllables stay.
 */
export const NOUNS_ENDING_LIKE_PARTICLES: readonly string[] = [
  // -가 (價, 家, 加, 街): prices and people
  '신고가',
  '신저가',
  '최고가',
  '최저가',
  '상한가',
  '하한가',
  '시초가',
  '목표가',
  '목표주가',
  '공모가',
  '행사가',
  '전환가',
  '발행가',
  '평단가',
  '매입단가',
  '제조원가',
  '분양가',
  '매매가',
  '전세가',
  '낙찰가',
  '감정가',
  '공시가',
  '공시지가',
  '국제유가',
  '소비자물가',
  '생산자물가',
  '수입물가',
  '생활물가',
  '재평가',
  '저평가',
  '고평가',
  '전문가',
  '자본가',
  '기업가',
  '사업가',
  // -도 (度, 渡): selling, limits and measures
  '순매도',
  '공매도',
  '차익매도',
  '대출한도',
  '신용한도',
  '투자한도',
  '신용도',
  '의존도',
  '만족도',
  '선호도',
  '인지도',
  '신뢰도',
  '집중도',
  '민감도',
  '중요도',
  '가속도',
  // -의 (議, 義)
  '잠정합의',
  '최종합의',
  '보호주의',
  '자본주의',
  '민주주의',
  // -과 (果, 過)
  '공급초과',
  '수요초과',
  '낙수효과',
  '경영성과',
  '투자성과',
  // company and product names
  '카카오페이',
  '네이버페이',
  '디스플레이',
  '에스케이',
  '에코프로',
  '고속도로',
];
