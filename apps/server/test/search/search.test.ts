import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexMissingPosts } from '../../src/modules/search/indexer.ts';
import { SEARCH_SLICES, SEARCH_WINDOW } from '../../src/modules/search/repository.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: { cookie: string };
let author: Awaited<ReturnType<typeof signUpUser>>;
let other: Awaited<ReturnType<typeof signUpUser>>;

async function createPost(app: FastifyInstance, cookie: string, title: string, text: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/posts/feed',
    headers: { cookie },
    payload: { title, blocks: [{ id: '1', type: 'text', content: text }] },
  });
  if (response.statusCode !== 201) throw new Error(`create failed ${response.statusCode} ${response.body}`);
  return response.json().post.postId as string;
}

const confirm = (postId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/posts/confirm',
    headers: { cookie: admin.cookie },
    payload: { postId },
  });

const search = (q: string, cookie?: string, extra = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/posts/search?q=${encodeURIComponent(q)}${extra}`,
    headers: cookie ? { cookie } : {},
  });

const ids = async (q: string, cookie?: string, extra = '') => {
  const response = await search(q, cookie, extra);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.posts as { postId: string }[]).map((p) => p.postId);
};

const posts: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  author = await signUpUser(t.app, '검색작성자');
  other = await signUpUser(t.app, '다른사람');
  const fixtures: [string, string, string][] = [
    ['news', '오늘의 경제뉴스 요약', '금리와 환율 이야기'],
    ['daily', '한국경제 신문 읽기', '아침마다 한국경제를 읽어요'],
    ['baseball', '야구 하이라이트', '9회말 역전승'],
    ['both', '경제 야구 이야기', '야구단의 경제학'],
    ['title', '경제 경제 경제', '제목에 경제가 세 번'],
    ['apart', '가나 나다 모음', '띄어 쓴 두 낱말'],
  ];
  for (const [key, title, text] of fixtures) {
    posts[key] = await createPost(t.app, author.cookie, title, text);
    await confirm(posts[key] as string);
  }
  posts.pending = await createPost(t.app, author.cookie, '비밀 경제 메모', '아직 확정 전');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/posts/search', () => {
  it('finds a 2-character Korean word inside compounds (경제 → 경제뉴스, 한국경제)', async () => {
    const found = await ids('경제');
    expect(found).toEqual(expect.arrayContaining([posts.news, posts.daily, posts.both, posts.title]));
    expect(found).not.toContain(posts.baseball);
  });

  it('needs every word of a multi-word query', async () => {
    expect(await ids('경제 야구')).toEqual([posts.both]);
  });

  it('does not match bigram coincidences that are not substrings', async () => {
    expect(await ids('경제야구')).toEqual([]);
  });

  it('ranks by relevance (title hits and occurrences), then recency', async () => {
    const found = await ids('경제');
    expect(found[0]).toBe(posts.title);
    const newest = await ids('경제', undefined, '&sort=newest');
    expect(newest[0]).toBe(posts.title);
    expect(newest.at(-1)).toBe(posts.news);
  });

  it('finds a word only within one word of the text, never across a space (가나 나다 is not 가나다)', async () => {
    expect(await ids('가나다')).toEqual([]);
    expect(await ids('가나 나다')).toEqual([posts.apart]);
  });

  it('checks one-character words of a longer query in the text (야구 9 → 9회말)', async () => {
    expect(await ids('야구 9')).toEqual([posts.baseball]);
    expect(await ids('야구 7')).toEqual([]);
  });

  it('finds by author and sphere name too', async () => {
    expect(await ids('검색작성자')).toHaveLength(6);
  });

  it('never shows pending posts to others, shows them to their author, and finds them once confirmed', async () => {
    expect(await ids('비밀')).toEqual([]);
    expect(await ids('비밀', other.cookie)).toEqual([]);
    expect(await ids('비밀', author.cookie)).toEqual([posts.pending]);
    await confirm(posts.pending as string);
    expect(await ids('비밀')).toEqual([posts.pending]);
  });

  it('finds a new post at once (indexed in its own transaction)', async () => {
    const id = await createPost(t.app, author.cookie, '새로 쓴 글', '방금 올린 따끈한 소식');
    expect(await ids('따끈', author.cookie)).toEqual([id]);
  });

  it('drops a post from the index when its search row goes', async () => {
    const id = await createPost(t.app, author.cookie, '곧 지울 글', '사라질 메아리');
    expect(await ids('메아리', author.cookie)).toEqual([id]);
    await t.app.db
      .deleteFrom('post_search')
      .where('post_id', '=', Number(id.slice(4)))
      .execute();
    expect(await ids('메아리', author.cookie)).toEqual([]);
  });

  it('returns highlights as text ranges, never HTML', async () => {
    const response = await search('한국경제');
    const [result] = response.json().data.posts;
    expect(result.title).toBe('한국경제 신문 읽기');
    expect(result.highlights.title).toEqual([{ start: 0, end: 4 }]);
    const { text, ranges } = result.highlights.snippet;
    expect(text.slice(ranges[0].start, ranges[0].end)).toBe('한국경제');
  });

  it('pages with hasMore', async () => {
    const first = (await search('경제', undefined, '&limit=2')).json().data;
    expect(first.posts).toHaveLength(2);
    expect(first.pagination).toEqual({ page: 1, limit: 2, hasMore: true });
    const third = (await search('경제', undefined, '&limit=2&page=3')).json().data;
    expect(third.pagination.hasMore).toBe(false);
  });

  it.each([
    ['', '검색어는 2자 이상 입력해주세요.'],
    ['   ', '검색어는 2자 이상 입력해주세요.'],
    ['경', '검색어는 2자 이상 입력해주세요.'],
    ['가'.repeat(201), '검색어는 200자 이하로 입력해주세요.'],
    ['!!', '검색어는 2자 이상 입력해주세요.'],
  ])('answers %j with a clear 400', async (q, message) => {
    const response = await search(q);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('treats LIKE wildcards and FTS syntax as plain text', async () => {
    expect((await search('%_')).statusCode).toBe(400);
    expect(await ids('경제%')).toEqual(await ids('경제'));
    // OR is a word to find, not an operator.
    expect(await ids('"경제" OR')).toEqual([]);
  });
});

describe('the candidate window', () => {
  it(`ranks only the newest ${SEARCH_WINDOW} matches, so a common word costs the same at any size`, async () => {
    // The oldest match has the word in its title three times: the best score, but outside the window.
    const at = '2031-01-01T00:00:00.000Z';
    const row = (title: string, content = '창문 이야기') => ({
      user_id: author.numericId,
      title,
      content,
      blocks_json: '[]',
      is_confirmed: 1,
      created_at: at,
      updated_at: at,
    });
    const [oldest] = await t.app.db
      .insertInto('post')
      .values(row('창문 창문 창문', '창문 이야기 두루미떼'))
      .returning('post_id')
      .execute();
    const newer = Array.from({ length: SEARCH_WINDOW + 4 }, (_, i) => row(`평범한 글 ${i}`));
    for (let i = 0; i < newer.length; i += 500) {
      await t.app.db
        .insertInto('post')
        .values(newer.slice(i, i + 500))
        .execute();
    }
    await indexMissingPosts(t.app.db, t.app.dialect);

    const best = await ids('창문', undefined, '&sort=relevance&limit=5');
    expect(best).toHaveLength(5);
    expect(best).not.toContain(`post${oldest?.post_id}`);
    const last = (await search('창문', undefined, `&limit=10&page=${SEARCH_WINDOW / 10}`)).json().data;
    expect(last.posts).toHaveLength(10);
    expect(last.pagination.hasMore).toBe(false);

    // A rare word, or a second word, reaches the oldest post past thousands of common ones.
    expect(await ids('두루미떼')).toEqual([`post${oldest?.post_id}`]);
    expect(await ids('창문 두루미', undefined, '&sort=newest')).toEqual([`post${oldest?.post_id}`]);
  });

  it('finds matches in every slice of post ids, newest first (PostgreSQL looks slice by slice)', async () => {
    const { max } = await t.app.db
      .selectFrom('post')
      .select((eb) => eb.fn.max('post_id').as('max'))
      .executeTakeFirstOrThrow();
    const base = Number(max);
    const [newest, middle] = SEARCH_SLICES as [number, number];
    // One post in each slice counted back from the newest id: older than both slices, between them, the newest.
    const placed = [1, newest + middle / 2, newest + middle + 10].map((offset, i) => ({
      post_id: base + offset,
      user_id: author.numericId,
      title: `너구리굴 탐험 ${i}`,
      content: '너구리굴 이야기',
      blocks_json: '[]',
      is_confirmed: 1,
      created_at: `2032-01-0${i + 1}T00:00:00.000Z`,
      updated_at: `2032-01-0${i + 1}T00:00:00.000Z`,
    }));
    await t.app.db.insertInto('post').values(placed).execute();
    await indexMissingPosts(t.app.db, t.app.dialect);
    const wire = placed.map((p) => `post${p.post_id}`).reverse();
    expect(await ids('너구리굴', undefined, '&sort=newest')).toEqual(wire);
    expect(await ids('너구리굴 탐험')).toEqual(wire);
    expect(await ids('너구리굴 이야기', undefined, '&limit=2')).toEqual(wire.slice(0, 2));
  });
});
