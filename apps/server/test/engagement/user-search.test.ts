import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, comment, publishPost } from '../own-content/own-content-fixtures.ts';

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Suggestion = { id: string; name: string; profileImage: string | null };
const search = async (q: string, cookie: string | null = null, postId?: string) => {
  const query = new URLSearchParams({ q, ...(postId ? { postId } : {}) });
  const answer = await call(t.app, 'GET', `/api/users/search?${query}`, cookie);
  expect(answer.status).toBe(200);
  return (answer.body.users as Suggestion[]).map((u) => u.name);
};

describe('@ suggestions (GET /api/users/search)', () => {
  it('matches name prefixes, 초성 and a syllable still being typed, at most 8', async () => {
    for (const name of ['홍길동', '홍길순', '홍두깨', '황금별', '김철수', 'TubeFan']) await signUpUser(t.app, name);
    expect(await search('ㅎㄱㄷ')).toEqual(['홍길동']);
    expect(await search('ㅎㄱ')).toEqual(['홍길동', '홍길순', '황금별']);
    expect(await search('홍기')).toEqual(['홍길동', '홍길순']);
    expect(await search('홍ㄷ')).toEqual(['홍두깨']);
    expect(await search('tube')).toEqual(['TubeFan']);
    expect(await search('ㅋㅋ')).toEqual([]);
    for (let i = 0; i < 10; i += 1) await signUpUser(t.app, `많은이름${i}`);
    const many = await search('ㅁㅇ');
    expect(many).toHaveLength(8);
    expect((await call(t.app, 'GET', '/api/users/search?q=홍', null)).body.users).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.stringMatching(/^user\d+$/), profileImage: null })]),
    );
  });

  it('puts people I follow first, then the thread’s people, never myself', async () => {
    const me = await signUpUser(t.app, '박나래');
    const followed = await signUpUser(t.app, '박하늘');
    const inThread = await signUpUser(t.app, '박다솜');
    await signUpUser(t.app, '박가을');
    await call(t.app, 'PUT', `/api/users/${followed.userId}/follow`, me.cookie);
    const postId = await publishPost(t.app, me.cookie, admin.cookie);
    await comment(t.app, postId, inThread.cookie, '첫 댓글');

    expect(await search('ㅂ', null)).toEqual(['박가을', '박나래', '박다솜', '박하늘']);
    expect(await search('ㅂ', me.cookie)).toEqual(['박하늘', '박가을', '박다솜']);
    expect(await search('ㅂ', me.cookie, postId)).toEqual(['박하늘', '박다솜', '박가을']);
    // A thread id no row can have (past PostgreSQL's integer) has no people: not a failed query.
    expect(await search('ㅂ', me.cookie, 'post2147483648')).toEqual(['박하늘', '박가을', '박다솜']);
  });

  it('refuses an empty or too long query with a Korean 400', async () => {
    for (const url of ['/api/users/search', '/api/users/search?q=', `/api/users/search?q=${'가'.repeat(21)}`]) {
      const answer = await call(t.app, 'GET', url, null);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/검색어/);
    }
  });
});
