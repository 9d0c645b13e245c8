import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteExpiredRateLimitCounters } from '../../src/plugins/app/rate-limit-store.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { freshAddress, limitHeaders, login, REAL_LIMITS, signUpFrom } from './support.ts';

// Each password guess is a real scrypt hash (tens of ms, far more on a busy machine).
vi.setConfig({ testTimeout: 240_000 });

/** Login and sign-up limits at the shipped numbers (plugins/app/rate-limits.ts, docs/decisions/056). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: REAL_LIMITS });
});
afterAll(async () => {
  await t.close();
});

describe('login per address and e-mail', () => {
  it('refuses the 11th try in 10 minutes, even with the right password, and says when to retry', async () => {
    const user = await signUpFrom(t.app);
    const address = freshAddress();
    const first = await login(t.app, user.email, 'wrong-0', { remoteAddress: address });
    expect(first.statusCode).toBe(401);
    expect(limitHeaders(first)).toMatchObject({ limit: '10', remaining: '9' });
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let i = 1; i < 10; i += 1) {
      expect((await login(t.app, user.email, `wrong-${i}`, { remoteAddress: address })).statusCode).toBe(401);
    }
    const blocked = await login(t.app, user.email, 'password-123', { remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: '로그인 시도가 너무 많습니다. 10분 후에 다시 시도해주세요.' });
    expect(blocked.cookies.find((cookie) => cookie.name === 'ts_session')).toBeUndefined();
    const headers = limitHeaders(blocked);
    expect(headers).toMatchObject({ limit: '10', remaining: '0' });
    // What is left of the 10-minute window.
    expect(Number(headers.retryAfter)).toBeGreaterThan(0);
    expect(Number(headers.retryAfter)).toBeLessThanOrEqual(600);
    // The e-mail's case does not open a second window; another address is not punished.
    expect((await login(t.app, user.email.toUpperCase(), 'password-123', { remoteAddress: address })).statusCode).toBe(
      429,
    );
    expect((await login(t.app, user.email, 'password-123', { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });
});

describe('login per address across e-mails (spraying)', () => {
  it('processes 20 accounts from one address, then refuses', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await login(t.app, `spray-${i}@test.kr`, 'password1!', { remoteAddress: address })).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    // A real account from that address waits too; from elsewhere it is untouched.
    const user = await signUpFrom(t.app);
    expect((await login(t.app, user.email, 'password-123', { remoteAddress: address })).statusCode).toBe(429);
    expect((await login(t.app, user.email, 'password-123', { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });
});

describe('login per account across addresses', () => {
  it('backs off further with every try past 20 from anywhere, up to an hour, and then lets the owner in', async () => {
    const user = await signUpFrom(t.app);
    for (let i = 0; i < 20; i += 1) {
      expect((await login(t.app, user.email, `wrong-${i}`, { remoteAddress: freshAddress() })).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await login(t.app, user.email, 'password-123', { remoteAddress: freshAddress() });
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
    }
    // Counted from each refused try: 15 minutes, then 30, then the one-hour cap. Never a lock.
    expect(waits).toEqual([900, 1800, 3600, 3600]);

    // When the wait is over (moved into the past here), the owner signs in.
    await t.app.db
      .updateTable('rate_limit_counter')
      .set({ reset_at: Date.now() - 1 })
      .where('counter_key', 'like', 'login-account:%')
      .execute();
    expect((await login(t.app, user.email, 'password-123', { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });
});

describe('sign-up per address', () => {
  it('takes 10 sign-ups an hour from one address, not a burst of 25', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: `burst-${i}@test.kr`, password: 'password-123', user_name: `버스트${i}` },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
  });
});

describe('expired counters', () => {
  it('are deleted by deleteExpiredRateLimitCounters, live ones kept', async () => {
    await login(t.app, 'keep@test.kr', 'password1!', { remoteAddress: freshAddress() });
    await t.app.db
      .insertInto('rate_limit_counter')
      .values({ counter_key: 'test:old', hits: 3, reset_at: Date.now() - 60_000 })
      .execute();
    const before = await t.app.db.selectFrom('rate_limit_counter').select('counter_key').execute();
    const deleted = await deleteExpiredRateLimitCounters(t.app.db);
    const after = await t.app.db.selectFrom('rate_limit_counter').select('counter_key').execute();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(after.map((row) => row.counter_key)).not.toContain('test:old');
    expect(after.length).toBe(before.length - deleted);
    expect(after.length).toBeGreaterThan(0);
    // Keys are hashed: no e-mail or address is stored in the clear.
    expect(after.map((row) => row.counter_key).join(' ')).not.toMatch(/@|\d+\.\d+\.\d+\.\d+/);
  });
});
