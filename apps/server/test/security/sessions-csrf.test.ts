import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/lib/session-token.ts';
import { answersAnySite } from '../../src/plugins/app/origin-check.ts';
import {
  createTestApp,
  sessionCookie,
  signInAdmin,
  signUpUser,
  TEST_ADMIN,
  type TestApp,
} from '../helpers/test-app.ts';
import { apiRouteKeys, snapshotTables } from './support.ts';

/** Sessions and CSRF (docs/architecture.md#identity, #cross-site-requests). Passwords in logs: see password-exposure.test.ts. */

let t: TestApp;
let adminCookie: string;
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signInAdmin(t.app)).cookie;
  const author = await signUpUser(t.app, '작성자');
  const now = new Date().toISOString();
  const row = await t.app.db
    .insertInto('post')
    .values({
      user_id: author.numericId,
      title: '글',
      content: '본문',
      blocks_json: '[]',
      is_confirmed: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  postId = `post${row.post_id}`;
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, headers: Record<string, string> = {}, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers, remoteAddress: ip });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;
const tokenOf = (cookie: string) => cookie.slice('ts_session='.length);
const sessionRows = (token: string) =>
  t.app.db.selectFrom('session').select('user_id').where('token_hash', '=', hashSessionToken(token)).execute();

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, path / and only Secure when configured', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'cookie@test.kr', password: 'password-123', user_name: '쿠키' },
    });
    const loggedIn = await login('cookie@test.kr', 'password-123');
    for (const response of [signup, loggedIn]) {
      const cookie = response.cookies.find((c) => c.name === 'ts_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      // 256 random bits, base64url: nothing guessable, nothing that names the user.
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.headers['set-cookie']).toMatch(/HttpOnly/);
      expect(response.headers['set-cookie']).toMatch(/SameSite=Lax/);
    }
    const secure = await createTestApp({ env: { COOKIE_SECURE: '1' } });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(response.cookies.find((c) => c.name === 'ts_session')).toMatchObject({ secure: true, httpOnly: true });
      expect(response.headers['strict-transport-security']).toBeDefined();
    } finally {
      await secure.close();
    }
  });

  it('stores only a hash of the token in the database', async () => {
    const user = await signUpUser(t.app);
    const token = tokenOf(user.cookie);
    const rows = await t.app.db.selectFrom('session').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(await sessionRows(token)).toEqual([{ user_id: user.numericId }]);
  });
});

describe('session lifecycle', () => {
  it('issues a new token at login, never promoting a token the client brought (fixation)', async () => {
    const user = await signUpUser(t.app);
    const planted = 'ts_session=attacker-chosen-value-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const response = await login(user.email, 'password-123', { cookie: planted }, '10.1.0.2');
    expect(response.statusCode).toBe(200);
    const issued = sessionCookie(response);
    expect(issued).not.toBe(planted);
    expect(issued).not.toBe(user.cookie);
    expect(await me(planted)).toBeNull();
    expect((await me(issued)).user_id).toBe(user.userId);
    // Logging in twice gives two different tokens too.
    const again = sessionCookie(await login(user.email, 'password-123', {}, '10.1.0.3'));
    expect(again).not.toBe(issued);
  });

  it('logout deletes the session row, so a copied cookie is dead on the server', async () => {
    const user = await signUpUser(t.app);
    const other = sessionCookie(await login(user.email, 'password-123', {}, '10.1.0.4'));
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user.cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['set-cookie']).toMatch(/ts_session=;/);
    expect(await sessionRows(tokenOf(user.cookie))).toEqual([]);
    expect(await me(user.cookie)).toBeNull();
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      payload: { content: '로그아웃 뒤' },
      headers: { cookie: user.cookie },
    });
    expect(write.statusCode).toBe(401);
    // Only that session ended: the user's other device stays signed in.
    expect((await me(other)).user_id).toBe(user.userId);
  });

  it('refuses an expired session even if the cookie is still sent', async () => {
    const user = await signUpUser(t.app);
    await t.app.db
      .updateTable('session')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token_hash', '=', hashSessionToken(tokenOf(user.cookie)))
      .execute();
    expect(await me(user.cookie)).toBeNull();
  });
  // Password guessing limits: test/rate-limits/login-limits.test.ts and client-address.test.ts.
});

describe('CSRF: a state-changing request naming a foreign Origin is refused', () => {
  const fill = (url: string) =>
    url.replace(':postId', postId).replace(':sphereId', '1').replace(':userId', 'user1').replace(/:\w+/g, '1');
  const foreignOrigins = [
    'https://evil.example',
    'null',
    'http://localhost:80.evil.example',
    'http://localhost:8080',
    'https://localhost',
  ];

  it('for every non-GET API route in the route table, before anything is written', async () => {
    // One-click unsubscribe answers any site by design; test/away-mail/away-mail.test.ts checks its token.
    const writes = apiRouteKeys(t.app).filter(
      (key) => !key.startsWith('GET ') && !answersAnySite(key.split(' ')[1] ?? ''),
    );
    expect(writes.length).toBeGreaterThan(15);
    const before = await snapshotTables(t.app);
    const wrong: string[] = [];
    let checks = 0;
    for (const key of writes) {
      const [method, url] = key.split(' ') as ['POST', string];
      for (const origin of foreignOrigins) {
        const response = await t.app.inject({
          method,
          url: fill(url),
          payload: { content: 'csrf', companionVisible: false, type: 'like', query: 'delete from post' },
          headers: { cookie: adminCookie, origin, host: 'localhost:80' },
        });
        checks += 1;
        if (response.statusCode !== 403 || response.json().error !== '허용되지 않은 요청 출처입니다.') {
          wrong.push(`${key} with Origin ${origin}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.app)).toEqual(before);
    console.info(
      `CSRF: ${writes.length} state-changing routes × ${foreignOrigins.length} foreign origins = ${checks} refusals`,
    );
  });

  it('lets the same origin through (and requests without Origin, which carry no browser credentials)', async () => {
    for (const headers of [{ origin: 'http://localhost:3000' }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/like`,
        payload: { type: 'like' },
        headers: { cookie: adminCookie, host: 'localhost:3000', ...headers },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('never answers with CORS headers that would let another site read an answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: adminCookie, origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/posts/feed',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
