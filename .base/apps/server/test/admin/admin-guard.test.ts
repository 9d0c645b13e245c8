import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, TEST_ADMIN, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from './admin-fixtures.ts';

let t: TestApp;
let userCookie: string;
let adminCookie: string;
let postId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await signUpUser(t.app, '일반회원');
  userCookie = user.cookie;
  adminCookie = (await signInAdmin(t.app)).cookie;
  postId = await insertPost(t.app, user.numericId);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
/** Every /api/admin/* endpoint of the admin core, with a valid request for each. */
const endpoints = (): [Method, string, object | undefined][] => [
  ['GET', '/api/admin/posts/pending?page=1&limit=20', undefined],
  ['GET', '/api/admin/posts/confirmed?page=1&limit=20', undefined],
  ['GET', '/api/admin/posts/all?page=1&limit=20', undefined],
  ['GET', '/api/admin/posts/counts', undefined],
  ['POST', '/api/admin/posts/confirm', { postId: `post${postId}` }],
  ['GET', `/api/admin/posts/post${postId}/detail`, undefined],
  ['GET', `/api/admin/posts/post${postId}/comments`, undefined],
  ['POST', '/api/admin/query', { query: 'select 1 as one' }],
  ['GET', '/api/admin/settings', undefined],
  ['POST', '/api/admin/settings', { companionVisible: true, recommendedSpheresVisible: true }],
];

/** The key goes where the spec's client puts it: the query string for GET, the body for POST. */
function withKey(method: Method, url: string, body: object | undefined, key: string) {
  if (method === 'GET') return { url: `${url}${url.includes('?') ? '&' : '?'}adminKey=${key}`, payload: undefined };
  return { url, payload: { ...body, adminKey: key } };
}

describe('the admin guard on every endpoint (DESIGN §4.3)', () => {
  it('answers 401 to guests, even with the right admin key', async () => {
    for (const [method, url, body] of endpoints()) {
      for (const request of [{ url, payload: body }, withKey(method, url, body, TEST_ADMIN.key)]) {
        const response = await t.app.inject({ method, ...request });
        expect(response.statusCode, `${method} ${request.url}`).toBe(401);
        expect(response.json()).toEqual({ error: '로그인이 필요합니다.' });
      }
    }
  });

  it('answers 403 to signed-in users, even with the right admin key', async () => {
    for (const [method, url, body] of endpoints()) {
      for (const request of [{ url, payload: body }, withKey(method, url, body, TEST_ADMIN.key)]) {
        const response = await t.app.inject({ method, ...request, headers: { cookie: userCookie } });
        expect(response.statusCode, `${method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ error: '관리자 권한이 필요합니다.' });
      }
    }
  });

  it('guards before validating: a guest sending garbage still gets 401, a user 403', async () => {
    const garbage = { postId: '../../etc', query: 42, companionVisible: 'yes' };
    for (const url of ['/api/admin/posts/confirm', '/api/admin/query', '/api/admin/settings']) {
      expect((await t.app.inject({ method: 'POST', url, payload: garbage })).statusCode).toBe(401);
      const asUser = await t.app.inject({ method: 'POST', url, payload: garbage, headers: { cookie: userCookie } });
      expect(asUser.statusCode).toBe(403);
    }
    const badPage = await t.app.inject({ method: 'GET', url: '/api/admin/posts/all?page=-4' });
    expect(badPage.statusCode).toBe(401);
  });

  it('lets the admin in, with or without the adminKey parameter', async () => {
    for (const [method, url, body] of endpoints()) {
      const payload = url === '/api/admin/query' ? { ...body, adminKey: TEST_ADMIN.key } : body;
      const response = await t.app.inject({ method, url, payload, headers: { cookie: adminCookie } });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
      expect(response.json().success).toBe(true);
    }
  });
});
