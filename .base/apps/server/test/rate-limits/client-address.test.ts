import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { login, REAL_LIMITS, signUpFrom } from './support.ts';

// Each password guess is a real scrypt hash (tens of ms, far more on a busy machine).
vi.setConfig({ testTimeout: 240_000 });

/**
 * Whose address counts (docs/decisions/055). Without TRUST_PROXY a client cannot choose its own
 * address with X-Forwarded-For: not to get more password guesses, not to get a victim locked out.
 */

let plain: TestApp;
let behindProxy: TestApp;
let hopCount: TestApp;

beforeAll(async () => {
  [plain, behindProxy, hopCount] = await Promise.all([
    createTestApp({ env: REAL_LIMITS }),
    createTestApp({ env: { ...REAL_LIMITS, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } }),
    createTestApp({ env: { ...REAL_LIMITS, TRUST_PROXY: '1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), behindProxy?.close(), hopCount?.close()]);
});

const rotating = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });

describe('without TRUST_PROXY', () => {
  it('does not believe X-Forwarded-For: rotating it buys no extra guesses', async () => {
    const user = await signUpFrom(plain.app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await login(plain.app, user.email, `wrong-${i}`, { headers: rotating(i) })).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // The right password on the 11th try, from yet another claimed address: still refused.
    const eleventh = await login(plain.app, user.email, 'password-123', { headers: rotating(10) });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.cookies.find((cookie) => cookie.name === 'ts_session')).toBeUndefined();
  });

  it("does not let a spoofed header spend the victim's allowance", async () => {
    const victim = await signUpFrom(plain.app);
    const victimAddress = '198.51.100.7';
    for (let i = 0; i < 12; i += 1) {
      await login(plain.app, victim.email, `guess-${i}`, {
        remoteAddress: '198.51.100.66',
        headers: { 'x-forwarded-for': victimAddress },
      });
    }
    const own = await login(plain.app, victim.email, 'password-123', { remoteAddress: victimAddress });
    expect(own.statusCode).toBe(200);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('believes the address the proxy forwards', async () => {
    const user = await signUpFrom(behindProxy.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await login(behindProxy.app, user.email, `wrong-${i}`, { headers: rotating(i) })).statusCode);
    }
    // Twelve clients, one try each: the per-address limit of 10 is not reached.
    expect(statuses).toEqual(Array(12).fill(401));
    expect((await login(behindProxy.app, user.email, 'password-123', { headers: rotating(40) })).statusCode).toBe(200);
  });

  it('still ignores the header from a peer that is not a named proxy', async () => {
    const user = await signUpFrom(behindProxy.app);
    const stranger = '192.0.2.9';
    for (let i = 0; i < 10; i += 1) {
      const response = await login(behindProxy.app, user.email, `wrong-${i}`, {
        remoteAddress: stranger,
        headers: rotating(i),
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(behindProxy.app, user.email, 'password-123', {
      remoteAddress: stranger,
      headers: rotating(10),
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  it('takes the address one hop in front of the server, not what the client wrote before it', async () => {
    const user = await signUpFrom(hopCount.app);
    // The client writes a different fake first entry each time; the proxy appends its real address.
    const from = (i: number) => ({ 'x-forwarded-for': `6.6.6.${i + 1}, 203.0.113.1` });
    for (let i = 0; i < 10; i += 1) {
      expect((await login(hopCount.app, user.email, `wrong-${i}`, { headers: from(i) })).statusCode).toBe(401);
    }
    expect((await login(hopCount.app, user.email, 'password-123', { headers: from(10) })).statusCode).toBe(429);
    // Another real client behind the same proxy is its own address.
    const other = { 'x-forwarded-for': '6.6.6.6, 203.0.113.2' };
    expect((await login(hopCount.app, user.email, 'password-123', { headers: other })).statusCode).toBe(200);
  });
});
