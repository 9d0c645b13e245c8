import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_QUEUE_FULL_MESSAGE, passwordHashQueue } from '../../src/lib/password.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Password hashing is bounded (lib/password.ts): a flood of logins with ever-new e-mails —
 * each costs a full scrypt — is turned away fast with 503 + Retry-After once the small queue is
 * full, while reads are served. How much faster the rest of the site stays is measured in
 * bench/login-flood.ts, not asserted here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a flood of logins with fresh e-mails', () => {
  it('hashes a few at a time, sheds the rest with 503 + Retry-After, and keeps reads answering', async () => {
    const member = await signUpUser(t.app, '회원');
    let peak = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, passwordHashQueue.load.active);
    }, 1);
    // Every request from its own address, as a botnet would: no per-address limit stops it.
    const flood = Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody-${i}-${Date.now()}@flood.kr`, password: 'guess-123456' },
        remoteAddress: `10.66.${i >> 8}.${i & 255}`,
      }),
    );
    const feed = await t.app.inject({ method: 'GET', url: '/api/posts/feed' });
    const answers = await Promise.all(flood);
    clearInterval(watch);

    expect(feed.statusCode).toBe(200);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    const shed = answers.filter((answer) => answer.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of shed) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ error: PASSWORD_QUEUE_FULL_MESSAGE });
      expect(answer.cookies).toEqual([]);
    }
    // Never more hashes at once than the queue allows (half of libuv's thread pool).
    expect(peak).toBeLessThanOrEqual(passwordHashQueue.concurrency);
    expect(passwordHashQueue.load).toEqual({ active: 0, waiting: 0 });

    // Once the flood has passed, a real member signs in as usual.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'password-123' },
      remoteAddress: '10.67.0.1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets a member sign in during the flood: their hash goes first and takes a flooder’s place', async () => {
    const member = await signUpUser(t.app, '회원');
    const flood = Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `stranger-${i}-${Date.now()}@flood.kr`, password: 'guess-123456' },
        remoteAddress: `10.68.${i >> 8}.${i & 255}`,
      }),
    );
    // Sent while the flood fills the queue (every waiting place is taken by then).
    await new Promise((resolve) => setImmediate(resolve));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'password-123' },
      remoteAddress: '10.69.0.1',
    });
    const answers = await Promise.all(flood);
    expect(login.statusCode, login.body).toBe(200);
    expect(answers.filter((answer) => answer.statusCode === 503).length).toBeGreaterThan(0);
    expect(passwordHashQueue.load).toEqual({ active: 0, waiting: 0 });
  });
});
