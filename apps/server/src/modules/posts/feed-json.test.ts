import { feedResponse } from '@tubesphere/shared/contract/feed';
import { post as postSchema } from '@tubesphere/shared/contract/posts';
import { userPostsResponse } from '@tubesphere/shared/contract/users';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedJson, serializePost, withReaction } from './feed-json.ts';
import { type PostRecord, toWirePost } from './post-mapper.ts';

/**
 * The feed, sphere feed and profile posts answer with bytes joined from posts serialized once
 * (feed-json.ts), past their routes' response schemas, and production skips the per-post parse.
 * So here, for any row the database can hold, the production path (`checkContract` off) must
 * give exactly the bytes the route's serializer would: the contract's parse keeps every value
 * and key order, and nothing it would refuse gets through.
 */
const text = fc.string({ unit: 'binary', maxLength: 40 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const iso = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
const count = fc.nat({ max: 2 ** 31 - 1 });
const url = fc.oneof(fc.webUrl(), fc.constant('/uploads/a.png'), fc.constant(''), text);
const id = fc.oneof(fc.string({ maxLength: 64 }), fc.integer());

const block = fc.oneof(
  fc.record({ id, type: fc.constant('text'), content: text }, { requiredKeys: ['id', 'type'] }),
  fc.record({ id, type: fc.constant('image'), url, fileName: text, caption: text }, { requiredKeys: ['id', 'type'] }),
  fc.record({ id, type: fc.constant('video'), url, caption: text, embedUrl: url }, { requiredKeys: ['id', 'type'] }),
  fc.record(
    {
      id,
      type: fc.constant('link'),
      url,
      title: text,
      description: text,
      image: maybe(url),
      siteName: maybe(text),
      domain: text,
    },
    { requiredKeys: ['id', 'type'] },
  ),
);
/** What blocks_json holds: the editor's blocks, or anything a broken row might (no blocks then). */
const blocksJson = fc.oneof(
  fc.array(block, { maxLength: 6 }).map((blocks) => JSON.stringify(blocks)),
  fc.json(),
  text,
);
const categoriesJson = maybe(
  fc.oneof(
    fc
      .record({ timing: fc.array(text, { maxLength: 3 }), content: fc.array(text, { maxLength: 3 }) })
      .map((categories) => JSON.stringify(categories)),
    fc.json(),
    text,
  ),
);

const record: fc.Arbitrary<PostRecord> = fc.record({
  post_id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  user_id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  title: maybe(text),
  content: text,
  image: maybe(text),
  blocks_json: blocksJson,
  categories_json: categoriesJson,
  category_mask: fc.nat(),
  sphere_id: maybe(fc.integer({ min: 1, max: 2 ** 31 - 1 })),
  like_count: count,
  dislike_count: count,
  comment_count: count,
  hot_score: fc.double({ noNaN: true }),
  share_count: count,
  view_count: count,
  is_pinned: fc.constantFrom(0, 1),
  is_confirmed: fc.constantFrom(0, 1),
  confirmed_at: maybe(iso),
  confirmed_by: maybe(fc.nat()),
  api_source: maybe(fc.constantFrom('youtube_api', 'manual')),
  youtube_video_id: maybe(text),
  ranking: maybe(fc.integer({ min: 1, max: 200 })),
  region: maybe(text),
  created_at: iso,
  updated_at: iso,
  deleted_at: maybe(iso),
  edited_at: maybe(iso),
  moderation_status: maybe(fc.constantFrom('rejected' as const, 'hidden' as const)),
  moderation_reason: maybe(text),
  moderated_at: maybe(iso),
  moderated_by: maybe(fc.nat()),
  author_name: text,
  author_image: maybe(text),
  author_bio: maybe(text),
  author_deleted_at: maybe(iso),
  author_trust_level: fc.integer({ min: 0, max: 4 }),
  sphere_name: maybe(text),
  sphere_icon: maybe(text),
  my_reaction: fc.constantFrom(null, 'like' as const, 'dislike' as const),
  my_bookmark: fc.constantFrom(0, 1),
}) as fc.Arbitrary<PostRecord>;

const pagination = fc.record({
  page: fc.integer({ min: 1, max: 10_000 }),
  limit: fc.integer({ min: 1, max: 50 }),
  hasMore: fc.boolean(),
});

/** What fastify-type-provider-zod's serializer sends for `value` under `schema`. */
const routeBytes = (schema: { parse(value: unknown): unknown }, value: unknown) => JSON.stringify(schema.parse(value));

describe('the pre-serialised feed keeps its contract', () => {
  it('a post serialized without the check is byte for byte what the response schema sends', () => {
    fc.assert(
      fc.property(record, iso, (row, now) => {
        const wire = toWirePost(row, new Date(now));
        const serialized = serializePost(row.post_id, wire, false);
        expect(serialized.json).toBe(routeBytes(postSchema, wire));
        for (const reaction of [undefined, 'like', 'dislike'] as const) {
          for (const bookmarked of [false, true]) {
            const mine = {
              ...wire,
              isLiked: reaction === 'like',
              isDisliked: reaction === 'dislike',
              isBookmarked: bookmarked,
            };
            expect(withReaction(serialized, reaction, bookmarked)).toBe(
              reaction || bookmarked ? routeBytes(postSchema, mine) : serialized.json,
            );
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a joined page is what feedResponse and userPostsResponse send', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 4 }), pagination, (rows, page) => {
        const wires = rows.map((row) => toWirePost(row));
        const body = feedJson(
          wires.map((wire, i) => serializePost(rows[i]?.post_id ?? 0, wire, false).json),
          page,
        );
        const answer = { success: true, data: { posts: wires, pagination: page } };
        expect(body).toBe(routeBytes(feedResponse, answer));
        expect(body).toBe(routeBytes(userPostsResponse, answer));
      }),
      { numRuns: 200 },
    );
  });

  it('would notice a serializer that drifted from the contract', () => {
    const row = fc.sample(record, { numRuns: 1, seed: 1 })[0] as PostRecord;
    const wire = { ...toWirePost(row), likeCount: 1.5 };
    expect(() => routeBytes(postSchema, wire)).toThrow();
    expect(() => serializePost(row.post_id, wire, true)).toThrow();
  });
});
