import type { Post } from '@tubesphere/shared/contract/posts';
import { type SearchResponse, searchResponse } from '@tubesphere/shared/contract/search';
import { searchSnippet } from '@tubesphere/shared/domain/search-snippet';
import {
  highlightRanges,
  matchesAllWords,
  parseSearchQuery,
  SEARCH_MESSAGES,
} from '@tubesphere/shared/domain/search-text';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { ReadCache } from '../../plugins/app/read-cache.ts';
import { toWirePost } from '../posts/index.ts';
import { searchPage } from './repository.ts';

/** The text to excerpt: the first of content, text blocks and link titles that holds a match. */
function snippetSource(post: Post, words: string[]): string {
  const candidates = [
    post.content,
    ...post.blocks.flatMap((block) =>
      block.type === 'text' ? [block.content] : block.type === 'link' ? [block.title ?? ''] : [],
    ),
  ];
  return candidates.find((text) => matchesAllWords(text, words.slice(0, 1))) ?? post.content;
}

export class SearchService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly cache?: ReadCache,
  ) {}

  /**
   * A guest's page as JSON text, from the read cache when the same words were searched moments
   * ago (plugins/app/read-cache.ts): a common word matches a tenth of all posts, and scoring those
   * candidates is the one cost of search that indexes cannot remove.
   */
  async guestSearchJson(q: string, sort: 'relevance' | 'newest', page: number, limit: number): Promise<Buffer> {
    const parsed = parseSearchQuery(q);
    if (!parsed) throw badRequest(SEARCH_MESSAGES.tooShort);
    const render = async () =>
      Buffer.from(JSON.stringify(searchResponse.parse(await this.search(null, q, sort, page, limit))));
    if (!this.cache) return render();
    // Normalized words and their tokens are what the query depends on: 경제뉴스 and 경제뉴스␠ share an entry.
    const key = `search:${sort}:${page}:${limit}:${parsed.words.join(' ')}:${parsed.tokens.join(' ')}`;
    return this.cache.load(key, render, { deep: true });
  }

  async search(
    viewerId: number | null,
    q: string,
    sort: 'relevance' | 'newest',
    page: number,
    limit: number,
  ): Promise<SearchResponse> {
    const parsed = parseSearchQuery(q);
    if (!parsed) throw badRequest(SEARCH_MESSAGES.tooShort);
    const { records, hasMore } = await searchPage(this.db, this.dialect, viewerId, parsed, sort, page, limit);
    const now = new Date();
    const posts = records.map((record) => {
      const post = toWirePost(record, now);
      return {
        ...post,
        highlights: {
          title: post.title ? highlightRanges(post.title, parsed.words) : [],
          snippet: searchSnippet(snippetSource(post, parsed.words), parsed.words),
        },
      };
    });
    return { success: true, data: { posts, pagination: { page, limit, hasMore }, words: parsed.words } };
  }
}
