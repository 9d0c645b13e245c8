/**
 * Keyword analysis of Korean headlines (spec §2 Stock keyword, §9): Korean words of 2+
 * characters with a trailing particle removed, stop-words dropped, the top 50 by count.
 */

/** Trailing particles, longest first so "에서" wins over "서"-less "에". */
export const PARTICLES = [
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '처럼',
  '보다',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '과',
  '와',
  '도',
  '만',
] as const;

/** Words that say nothing about the market: news filler, verbs' stems, press names. */
export const STOP_WORDS = new Set([
  '기자',
  '뉴스',
  '속보',
  '단독',
  '종합',
  '오늘',
  '내일',
  '어제',
  '올해',
  '지난해',
  '지난',
  '이번',
  '관련',
  '위해',
  '대한',
  '통해',
  '따르면',
  '있다',
  '했다',
  '한다',
  '된다',
  '있는',
  '없는',
  '하는',
  '되는',
  '것으로',
  '것이',
  '그리고',
  '하지만',
  '그러나',
  '또한',
  '이후',
  '이전',
  '현재',
  '전망',
  '소식',
  '입니다',
  '있을',
  '계획이다',
  '보고',
  '있다고',
  '말했다',
  '밝혔다',
  '커져',
  '웃돌아',
  '이어져',
  '업계에',
  '시장에서는',
  '향후',
  '결정할',
  '것으로',
  '방향을',
  '부문',
  '투자를',
  '늘릴',
  '계획',
  '업계',
  '연합뉴스',
  '한국경제',
  '매일경제',
  '조선비즈',
  '머니투데이',
  '이데일리',
  '서울경제',
  '헤럴드경제',
  '뉴시스',
  '뉴스1',
]);

export const KEYWORD_MESSAGES = {
  fetchFailed: '뉴스 데이터를 가져오지 못했습니다.',
  noNews: '분석할 뉴스 데이터가 없습니다.',
  noKeywords: '분석할 키워드를 찾지 못했습니다.',
} as const;

export const KEYWORD_TOP = 50;
export const KEYWORD_RANKED = 10;

export interface KeywordCount {
  word: string;
  count: number;
}

/** "삼성전자가" → "삼성전자"; a particle is only removed when 2+ characters remain. */
export function stripParticle(word: string): string {
  for (const particle of PARTICLES) {
    if (word.endsWith(particle) && word.length - particle.length >= 2) return word.slice(0, -particle.length);
  }
  return word;
}

/** Headlines end with " - 언론사"; the press name is not a keyword. */
export const stripSourceSuffix = (title: string): string => title.replace(/\s+-\s+[^-]+$/, '');

export function extractKeywords(texts: readonly string[], top = KEYWORD_TOP): KeywordCount[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const raw of text.match(/[가-힣]+/g) ?? []) {
      const word = stripParticle(raw);
      if (word.length < 2 || STOP_WORDS.has(word) || STOP_WORDS.has(raw)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word, 'ko'))
    .slice(0, top);
}

/** Spec §9 size/colour tiers: over 10, over 7, over 4, else (4 = largest). */
export function keywordTier(count: number): 1 | 2 | 3 | 4 {
  if (count > 10) return 4;
  if (count > 7) return 3;
  if (count > 4) return 2;
  return 1;
}
