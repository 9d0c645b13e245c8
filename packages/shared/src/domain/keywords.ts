/**
 * Keyword analysis of Korean headlines (docs/product.md#stock-keyword): Korean words of 2+
 * characters with a trailing particle removed, stop-words dropped, the top 50 by count.
 * Particles are removed by rule, not by a morphological analyser: the maintained Korean
 * analysers on npm need a dictionary or model of tens of megabytes, too much for one admin page
 * (docs/decisions/134-korean-keywords.md).
 */
import { NOUNS_ENDING_LIKE_PARTICLES } from './keyword-nouns.ts';

/**
 * Particles a headline word may end in, longest first: compounds (에서는, 으로도) before their
 * parts, so 시장에서는 loses all of 에서는 at once.
 */
export const PARTICLES = [
  '에서는',
  '에서도',
  '에서의',
  '으로는',
  '으로도',
  '으로의',
  '에게서',
  '에게는',
  '까지는',
  '까지도',
  '부터는',
  '보다는',
  '이라는',
  '이라고',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '처럼',
  '보다',
  '만큼',
  '마저',
  '조차',
  '라는',
  '라고',
  '에는',
  '에도',
  '와의',
  '과의',
  '와는',
  '과는',
  '로는',
  '로도',
  '로서',
  '이나',
  '이며',
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

/** Two syllables at least stay: 사이, 나는, 주가 are words, not 사 + 이. */
const MIN_STEM = 2;
const PLURAL = '들';

const endsInNoun = (word: string, nouns: ReadonlySet<string>): boolean => {
  for (let start = 0; start <= word.length - MIN_STEM; start++) {
    if (nouns.has(word.slice(start))) return true;
  }
  return false;
};

const DEFAULT_NOUNS: ReadonlySet<string> = new Set(NOUNS_ENDING_LIKE_PARTICLES);

/**
 * "삼성전자가" → "삼성전자", "투자자들의" → "투자자", "시장에서는" → "시장"; "순매도", "목표주가를"
 * → "순매도", "목표주가". One particle (and a plural 들 before it) comes off the end, never
 * leaving less than two syllables, and never from a word that ends in a known noun.
 */
export function stripParticle(word: string, nouns: ReadonlySet<string> = DEFAULT_NOUNS): string {
  if (endsInNoun(word, nouns)) return word;
  let stem = word;
  for (const particle of PARTICLES) {
    if (word.endsWith(particle) && word.length - particle.length >= MIN_STEM) {
      stem = word.slice(0, -particle.length);
      break;
    }
  }
  if (stem.endsWith(PLURAL) && stem.length - PLURAL.length >= MIN_STEM) stem = stem.slice(0, -PLURAL.length);
  return stem;
}

const COMPOUND_PARTICLES: ReadonlySet<string> = new Set(PARTICLES.filter((p) => p.length > 1));
const ONE_SYLLABLE_PARTICLES: ReadonlySet<string> = new Set(PARTICLES.filter((p) => p.length === 1));

/**
 * Nouns the headlines themselves show: a word that ends like a particle but is itself followed
 * by a particle elsewhere (신고가를 beside 신고가) is a noun, so 신고가 keeps its 가. Not when
 * the two make one compound particle: 이번에도 says nothing about 이번에.
 */
function nounsSeenWithParticles(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const word of words) {
    for (const particle of ONE_SYLLABLE_PARTICLES) {
      if (!word.endsWith(particle)) continue;
      const noun = word.slice(0, -particle.length);
      const last = noun.slice(-1);
      if (noun.length > MIN_STEM && ONE_SYLLABLE_PARTICLES.has(last) && !COMPOUND_PARTICLES.has(last + particle)) {
        found.add(noun);
      }
    }
  }
  return found;
}

/** Headlines end with " - 언론사"; the press name is not a keyword. */
export const stripSourceSuffix = (title: string): string => title.replace(/\s+-\s+[^-]+$/, '');

export function extractKeywords(texts: readonly string[], top = KEYWORD_TOP): KeywordCount[] {
  const counts = new Map<string, number>();
  const words = texts.flatMap((text) => text.match(/[가-힣]+/g) ?? []);
  const nouns = new Set([...DEFAULT_NOUNS, ...nounsSeenWithParticles(words)]);
  for (const raw of words) {
    const word = stripParticle(raw, nouns);
    if (word.length < 2 || STOP_WORDS.has(word) || STOP_WORDS.has(raw)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word, 'ko'))
    .slice(0, top);
}

/** Size/colour tiers: over 10, over 7, over 4, else (4 = largest). */
export function keywordTier(count: number): 1 | 2 | 3 | 4 {
  if (count > 10) return 4;
  if (count > 7) return 3;
  if (count > 4) return 2;
  return 1;
}
