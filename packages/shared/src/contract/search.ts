import { SEARCH_MAX_LENGTH, SEARCH_MESSAGES, SEARCH_MIN_LENGTH } from '../domain/search-text.ts';
import { pagination, queryInt } from './common.ts';
import { post } from './posts.ts';
import { z } from './zod.ts';

export const SEARCH_PAGE_SIZE = 10;

export const searchQuery = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.tooShort })
    .check(
      z.trim(),
      z.minLength(SEARCH_MIN_LENGTH, SEARCH_MESSAGES.tooShort),
      z.maxLength(SEARCH_MAX_LENGTH, SEARCH_MESSAGES.tooLong),
    ),
  page: queryInt(1, 1000, 1),
  limit: queryInt(1, 50, SEARCH_PAGE_SIZE),
  sort: z._default(z.enum(['relevance', 'newest']), 'relevance'),
});
export type SearchQuery = z.input<typeof searchQuery>;

const textRange = z.object({ start: z.int(), end: z.int() });

/** Matches as text ranges (never HTML), for the title and a short excerpt of the content. */
export const searchHighlights = z.object({
  title: z.array(textRange),
  snippet: z.object({ text: z.string(), ranges: z.array(textRange) }),
});
export type SearchHighlights = z.infer<typeof searchHighlights>;

export const searchResult = z.extend(post, { highlights: searchHighlights });
export type SearchResult = z.infer<typeof searchResult>;

export const searchResponse = z.object({
  success: z.literal(true),
  data: z.object({ posts: z.array(searchResult), pagination, words: z.array(z.string()) }),
});
export type SearchResponse = z.infer<typeof searchResponse>;
