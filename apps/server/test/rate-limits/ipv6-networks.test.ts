import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { REAL_LIMITS } from './support.ts';

/**
 * An IPv6 client counts by its /64: one home connection is given a whole /64 and may take a new
 * address for every request, so per-address limits would never bite. Checked on sign-up (10 an
 * hour per address), straight from the socket and behind a named proxy.
 */
let direct: TestApp;
let behindProxy: TestApp;

beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([
    createTestApp({ env: REAL_LIMITS }),
    createTestApp({ env: { ...REAL_LIMITS, TRUST_PROXY: '127.0.0.1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), behindProxy?.close()]);
});

const signUp = (t: TestApp, client: string, viaProxy: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: `v6-${randomBytes(4).toString('hex')}@test.kr`, password: 'password-123', user_name: '회원' },
    ...(viaProxy ? { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } } : { remoteAddress: client }),
  });

describe.each([
  ['from the socket', false],
  ['behind a trusted proxy', true],
] as const)('IPv6 clients %s', (_label, viaProxy) => {
  it('share one allowance per /64, whichever addresses inside it they use', async () => {
    const t = viaProxy ? behindProxy : direct;
    for (let i = 1; i <= 10; i += 1) {
      const response = await signUp(t, `2001:db8:42:7:${i.toString(16)}::${i}`, viaProxy);
      expect(response.statusCode, response.body).toBe(201);
    }
    const eleventh = await signUp(t, '2001:db8:42:7:ffff:ffff:ffff:1', viaProxy);
    expect(eleventh.statusCode).toBe(429);
    // The neighbouring /64 is another connection with its own allowance; an IPv4 client too.
    expect((await signUp(t, '2001:db8:42:8::1', viaProxy)).statusCode).toBe(201);
    expect((await signUp(t, '198.51.100.23', viaProxy)).statusCode).toBe(201);
  });
});
