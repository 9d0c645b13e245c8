import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { freshAddress, login, REAL_LIMITS, signUpFrom } from './support.ts';

// Each password guess is a real scrypt hash (tens of ms, far more on a busy machine).
vi.setConfig({ testTimeout: 240_000 });

/**
 * Two servers on one database, as two processes of one deployment behind a balancer: the
 * counters live in the database, so the allowance is shared, never doubled (docs/decisions/056).
 * On PostgreSQL this is the scale-out set-up; on SQLite, two connections to one file.
 */

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ env: REAL_LIMITS });
  second = await createTestApp({ env: REAL_LIMITS, shareDatabaseWith: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const oembed = (t: TestApp, address: string) =>
  t.app.inject({ method: 'GET', url: '/api/youtube/oembed?url=not-a-video', remoteAddress: address });

describe('counters shared by two servers', () => {
  it('spends one allowance whichever server answers', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await oembed(i % 2 === 0 ? first : second, address)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses[30]).toBe(429);
    expect((await oembed(first, address)).statusCode).toBe(429);
    expect((await oembed(second, address)).statusCode).toBe(429);
  });

  it('lets through exactly the allowance when both are hit at once', async () => {
    const address = freshAddress();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => oembed(i % 2 === 0 ? first : second, address)),
    );
    const answered = burst.filter((response) => response.statusCode === 400).length;
    const refused = burst.filter((response) => response.statusCode === 429).length;
    expect({ answered, refused }).toEqual({ answered: 30, refused: 20 });
  });

  it('counts password guesses on either server against one account', async () => {
    const user = await signUpFrom(first.app);
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      const server = i % 2 === 0 ? first : second;
      expect((await login(server.app, user.email, `wrong-${i}`, { remoteAddress: address })).statusCode).toBe(401);
    }
    expect((await login(second.app, user.email, 'password-123', { remoteAddress: address })).statusCode).toBe(429);
    expect((await login(first.app, user.email, 'password-123', { remoteAddress: address })).statusCode).toBe(429);
  });
});
