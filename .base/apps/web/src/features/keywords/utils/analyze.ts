import type { NewsArticle } from '@tubesphere/shared/contract/news';
import {
  extractKeywords,
  KEYWORD_MESSAGES,
  type KeywordCount,
  stripSourceSuffix,
} from '@tubesphere/shared/domain/keywords';

export type Analysis =
  | { ok: true; keywords: KeywordCount[]; articleCount: number; analyzedAt: Date }
  | { ok: false; message: string };

/** Headlines (without the press name) → the top keywords, or the §8 message. */
export function analyzeArticles(articles: readonly NewsArticle[], analyzedAt = new Date()): Analysis {
  if (articles.length === 0) return { ok: false, message: KEYWORD_MESSAGES.noNews };
  // Headlines only: descriptions repeat boilerplate that would drown the real topics.
  const texts = articles.map((a) => stripSourceSuffix(a.title));
  const keywords = extractKeywords(texts);
  if (keywords.length === 0) return { ok: false, message: KEYWORD_MESSAGES.noKeywords };
  return { ok: true, keywords, articleCount: articles.length, analyzedAt };
}
