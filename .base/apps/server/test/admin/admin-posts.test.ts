import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertComment, insertPost } from './admin-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; userId: string };
let author: Awaited<ReturnType<typeof signUpUser>>;
let other: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  author = await signUpUser(t.app, '김작가');
  other = await signUpUser(t.app, 'Bob_Writer');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
const confirm = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/posts/confirm', payload, headers: { cookie: admin.cookie } });
const ids = (response: { json(): { results: { postId: string }[] } }) => response.json().results.map((p) => p.postId);

describe('admin lists', () => {
  let pendingIds: number[];
  let confirmedId: number;

  beforeAll(async () => {
    pendingIds = [];
    for (let i = 1; i <= 23; i++) {
      pendingIds.push(await insertPost(t.app, author.numericId, { title: `대기 글 ${i}`, content: `내용 ${i}` }));
    }
    confirmedId = await insertPost(t.app, other.numericId, {
      title: 'Confirmed Title',
      content: '확정된 내용 100%',
      is_confirmed: 1,
      confirmed_at: new Date().toISOString(),
      blocks_json: JSON.stringify([{ id: 'b1', type: 'text', content: '블록 글' }]),
    });
    // Deleted posts never show up anywhere.
    await insertPost(t.app, author.numericId, { title: '대기 글 삭제됨', deleted_at: new Date().toISOString() });
  });

  it('pages the pending list 20 at a time, newest first, with hasMore', async () => {
    const first = await get('/api/admin/posts/pending?page=1&limit=20');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, hasMore: true });
    expect(ids(first)).toEqual(
      pendingIds
        .slice()
        .reverse()
        .slice(0, 20)
        .map((id) => `post${id}`),
    );
    expect(body.results[0]).toMatchObject({
      userName: '김작가',
      isConfirmed: false,
      confirmedAt: null,
      blocks_json: '[]',
    });

    const second = await get('/api/admin/posts/pending?page=2&limit=20');
    expect(second.json().pagination.hasMore).toBe(false);
    expect(ids(second)).toEqual(
      pendingIds
        .slice(0, 3)
        .reverse()
        .map((id) => `post${id}`),
    );
  });

  it('defaults to page 1 and 20 per page', async () => {
    const response = await get('/api/admin/posts/pending');
    expect(response.json().pagination).toEqual({ page: 1, limit: 20, hasMore: true });
  });

  it('lists confirmed posts with blocks_json as JSON text, and all posts', async () => {
    const confirmed = await get('/api/admin/posts/confirmed');
    expect(ids(confirmed)).toEqual([`post${confirmedId}`]);
    const [post] = confirmed.json().results;
    expect(post.isConfirmed).toBe(true);
    expect(JSON.parse(post.blocks_json)).toEqual([{ id: 'b1', type: 'text', content: '블록 글' }]);
    expect(post.blocks).toEqual([{ id: 'b1', type: 'text', content: '블록 글' }]);

    const all = await get('/api/admin/posts/all?limit=100');
    expect(all.json().results).toHaveLength(24);
  });

  it('searches title, content and author name, case-insensitively, wildcards taken literally', async () => {
    expect(ids(await get(`/api/admin/posts/all?q=${encodeURIComponent('confirmed title')}`))).toEqual([
      `post${confirmedId}`,
    ]);
    expect(ids(await get(`/api/admin/posts/all?q=${encodeURIComponent('100%')}`))).toEqual([`post${confirmedId}`]);
    expect(ids(await get(`/api/admin/posts/all?q=${encodeURIComponent('bob_w')}`))).toEqual([`post${confirmedId}`]);
    expect(ids(await get(`/api/admin/posts/all?q=${encodeURIComponent('b_b')}`))).toEqual([]);
    expect(ids(await get(`/api/admin/posts/pending?q=${encodeURIComponent('대기 글 23')}`))).toEqual([
      `post${pendingIds[22]}`,
    ]);
    const byAuthor = await get(`/api/admin/posts/pending?q=${encodeURIComponent('김작')}&limit=100`);
    expect(byAuthor.json().results).toHaveLength(23);
    expect(ids(await get(`/api/admin/posts/confirmed?q=${encodeURIComponent('김작')}`))).toEqual([]);
  });

  it('counts each tab, following the search', async () => {
    expect((await get('/api/admin/posts/counts')).json()).toEqual({
      success: true,
      counts: { pending: 23, confirmed: 1, all: 24 },
    });
    expect((await get(`/api/admin/posts/counts?q=${encodeURIComponent('Bob')}`)).json().counts).toEqual({
      pending: 0,
      confirmed: 1,
      all: 1,
    });
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'limit=0', 'limit=101']) {
      const response = await get(`/api/admin/posts/all?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBeTypeOf('string');
    }
  });
});

describe('confirming', () => {
  it('publishes one post: is_confirmed, confirmed_at, confirmed_by; it leaves pending for confirmed', async () => {
    const postId = await insertPost(t.app, author.numericId, { title: '확정할 글' });
    const response = await confirm({ postId: `post${postId}`, adminKey: 'anything' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, postIds: [`post${postId}`], confirmedCount: 1 });

    const row = await t.app.db.selectFrom('post').selectAll().where('post_id', '=', postId).executeTakeFirstOrThrow();
    expect(row.is_confirmed).toBe(1);
    expect(row.confirmed_by).toBe(Number(admin.userId.slice(4)));
    expect(row.confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(ids(await get('/api/admin/posts/pending?q=확정할'))).toEqual([]);
    expect(ids(await get('/api/admin/posts/confirmed?q=확정할'))).toEqual([`post${postId}`]);
  });

  it('confirms several at once and keeps the first confirmation of an already-confirmed post', async () => {
    const a = await insertPost(t.app, author.numericId, { title: '묶음 A' });
    const b = await insertPost(t.app, author.numericId, { title: '묶음 B' });
    const first = await confirm({ postId: a });
    expect(first.statusCode).toBe(200);
    const before = await t.app.db.selectFrom('post').select('confirmed_at').where('post_id', '=', a).executeTakeFirst();

    const response = await confirm({ postIds: [`post${a}`, `post${b}`, `${b}`] });
    expect(response.json()).toEqual({ success: true, postIds: [`post${a}`, `post${b}`], confirmedCount: 1 });
    const after = await t.app.db.selectFrom('post').select('confirmed_at').where('post_id', '=', a).executeTakeFirst();
    expect(after).toEqual(before);
    const counts = (await get(`/api/admin/posts/counts?q=${encodeURIComponent('묶음')}`)).json().counts;
    expect(counts).toEqual({ pending: 0, confirmed: 2, all: 2 });
  });

  it('changes nothing when one of the posts does not exist (404)', async () => {
    const a = await insertPost(t.app, author.numericId, { title: '홀로 남은 글' });
    const response = await confirm({ postIds: [`post${a}`, 'post999999'] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: '게시글을 찾을 수 없습니다.' });
    const row = await t.app.db.selectFrom('post').select('is_confirmed').where('post_id', '=', a).executeTakeFirst();
    expect(row?.is_confirmed).toBe(0);
  });

  it('refuses deleted posts, bad ids, empty and oversized selections', async () => {
    const deleted = await insertPost(t.app, author.numericId, { deleted_at: new Date().toISOString() });
    expect((await confirm({ postId: `post${deleted}` })).statusCode).toBe(404);
    for (const payload of [{ postId: 'abc' }, { postId: 'post0' }, { postIds: ['x'] }, { postIds: 'post1' }]) {
      const response = await confirm(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const none = await confirm({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: '확정할 게시글을 선택해주세요.' });
    const tooMany = await confirm({ postIds: Array.from({ length: 101 }, (_, i) => `post${i + 1}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: '한 번에 100개까지 확정할 수 있습니다.' });
  });
});

describe('detail and comments', () => {
  it('shows a pending post with its blocks and its comments, oldest first', async () => {
    const blocks = [
      { id: '1', type: 'text', content: '본문 블록' },
      { id: '2', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ];
    const postId = await insertPost(t.app, author.numericId, { title: '상세 글', blocks_json: JSON.stringify(blocks) });
    await insertComment(t.app, postId, other.numericId, '첫 댓글');
    await insertComment(t.app, postId, author.numericId, '두 번째 댓글');

    const detail = await get(`/api/admin/posts/post${postId}/detail?adminKey=x`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().post).toMatchObject({
      postId: `post${postId}`,
      title: '상세 글',
      userName: '김작가',
      isConfirmed: false,
      blocks,
      blocks_json: JSON.stringify(blocks),
    });

    const comments = await get(`/api/admin/posts/${postId}/comments`);
    expect(comments.statusCode).toBe(200);
    expect(comments.json().comments.map((c: { content: string; userName: string }) => [c.userName, c.content])).toEqual(
      [
        ['Bob_Writer', '첫 댓글'],
        ['김작가', '두 번째 댓글'],
      ],
    );
  });

  it('answers 404 for unknown or deleted posts and 400 for malformed ids', async () => {
    const deleted = await insertPost(t.app, author.numericId, { deleted_at: new Date().toISOString() });
    for (const url of [
      '/api/admin/posts/post999999/detail',
      '/api/admin/posts/post999999/comments',
      `/api/admin/posts/post${deleted}/detail`,
      `/api/admin/posts/post${deleted}/comments`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: '게시글을 찾을 수 없습니다.' });
    }
    for (const url of ['/api/admin/posts/nope/detail', '/api/admin/posts/post-1/comments']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});
