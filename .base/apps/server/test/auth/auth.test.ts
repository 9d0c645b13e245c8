import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
const login = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe('signup', () => {
  it('creates the user, starts a session and never returns the password', async () => {
    const response = await signup({ email: 'New@Test.kr', password: 'password-123', user_name: '새유저' });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ email: 'new@test.kr', user_name: '새유저', level: 1, admin_level: 0, adminLevel: 0 });
    expect(user.user_id).toMatch(/^user\d+$/);
    expect(response.body).not.toContain('password');
    const cookie = response.cookies.find((c) => c.name === 'ts_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await me(sessionCookie(response))).json().user.email).toBe('new@test.kr');
  });

  it('refuses a taken e-mail with 409, whatever its case', async () => {
    await signup({ email: 'taken@test.kr', password: 'password-123', user_name: 'a' });
    const response = await signup({ email: 'TAKEN@test.kr', password: 'password-123', user_name: 'b' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: '이미 가입된 이메일입니다.' });
  });

  it.each([
    [{ password: 'password-123', user_name: 'a' }, '이메일을 입력해주세요.'],
    [{ email: 'not-an-email', password: 'password-123', user_name: 'a' }, '올바른 이메일 주소를 입력해주세요.'],
    [{ email: 'a@test.kr', password: '', user_name: 'a' }, '비밀번호를 입력해주세요.'],
    [{ email: 'a@test.kr', password: 'short', user_name: 'a' }, '비밀번호는 8자 이상이어야 합니다.'],
    [{ email: 'a@test.kr', password: 'password-123', user_name: '   ' }, '사용자 이름을 입력해주세요.'],
    [{ email: 'a@test.kr', password: 'password-123' }, '사용자 이름을 입력해주세요.'],
  ])('answers 400 with a Korean message for %o', async (payload, message) => {
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTypeOf('string');
  });
});

describe('login, me and logout', () => {
  it('logs in with the right password and rotates the session token', async () => {
    const user = await signUpUser(t.app);
    const response = await login({ email: user.email, password: 'password-123' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.user_id).toBe(user.userId);
    expect(sessionCookie(response)).not.toBe(user.cookie);
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const user = await signUpUser(t.app);
    const wrong = await login({ email: user.email, password: 'wrong-password' }, '10.0.0.2');
    const unknown = await login({ email: 'nobody@test.kr', password: 'wrong-password' }, '10.0.0.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: '이메일 또는 비밀번호가 올바르지 않습니다.' });
    }
  });

  it('requires e-mail and password', async () => {
    const response = await login({ email: 'a@test.kr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '비밀번호를 입력해주세요.' });
  });

  it('reports guests as null and ends the session on logout, on the server too', async () => {
    expect((await me()).json()).toEqual({ user: null });
    const user = await signUpUser(t.app);
    expect((await me(user.cookie)).json().user.user_id).toBe(user.userId);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user.cookie } });
    expect(logout.statusCode).toBe(200);
    // The old cookie is dead even if a client keeps sending it.
    expect((await me(user.cookie)).json()).toEqual({ user: null });
  });

  // Login and sign-up limits at their shipped numbers: test/rate-limits/login-limits.test.ts.

  it('refuses a state change that names a foreign Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:80' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('users', () => {
  it('returns a public profile without the e-mail', async () => {
    const user = await signUpUser(t.app, '공개프로필');
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${user.userId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ user_id: user.userId, user_name: '공개프로필' });
    expect(response.body).not.toContain(user.email);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/user999999' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/users/robert' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: '사용자 ID 형식이 올바르지 않습니다.' });
  });

  it('serves health with the engine name, and a JSON 404 for unknown API paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/healthz' })).json()).toMatchObject({ status: 'ok' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: '요청한 주소를 찾을 수 없습니다.' });
  });
});
