import { SIGNUP_CHALLENGE_MESSAGES } from '@tubesphere/shared/contract/signup-challenge';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let adaptive: TestApp;
let always: TestApp;

beforeAll(async () => {
  adaptive = await createTestApp({ env: { SIGNUP_CHALLENGE: 'adaptive' } });
  always = await createTestApp({ env: { SIGNUP_CHALLENGE: 'always' } });
});
afterAll(async () => {
  await adaptive?.close();
  await always?.close();
});

let counter = 0;
const signUp = (t: TestApp, remoteAddress: string, altcha?: string) => {
  counter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress,
    payload: {
      email: `challenge${counter}-${Date.now()}@test.kr`,
      password: 'password-123',
      user_name: `확인회원${counter}`,
      ...(altcha === undefined ? {} : { altcha }),
    },
  });
};

const challengeFor = async (t: TestApp, remoteAddress: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/signup-challenge', remoteAddress });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    required: boolean;
    challenge: { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string } | null;
  };
};

/** What the browser's solver sends: base64 of the challenge and the number found. */
async function solve(challenge: NonNullable<Awaited<ReturnType<typeof challengeFor>>['challenge']>) {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('no solution');
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('자동 가입 방지 (SIGNUP_CHALLENGE)', () => {
  it('adaptive: asks from the 4th sign-up of a network within an hour, and only that network', async () => {
    const network = '198.51.100.';
    expect(await challengeFor(adaptive, `${network}10`)).toEqual({ success: true, required: false, challenge: null });
    for (let i = 1; i <= 3; i += 1) {
      expect((await signUp(adaptive, `${network}${i}`)).statusCode).toBe(201);
    }
    // The same /24, another address: the 4th sign-up needs the challenge.
    const refused = await signUp(adaptive, `${network}77`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: SIGNUP_CHALLENGE_MESSAGES.missing });
    // Another network is not asked.
    expect((await challengeFor(adaptive, '198.51.101.5')).required).toBe(false);
    expect((await signUp(adaptive, '198.51.101.5')).statusCode).toBe(201);

    const asked = await challengeFor(adaptive, `${network}77`);
    expect(asked.required).toBe(true);
    expect(asked.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });
    const payload = await solve(asked.challenge!);
    expect((await signUp(adaptive, `${network}77`, payload)).statusCode).toBe(201);
    // One solution, one sign-up.
    const replayed = await signUp(adaptive, `${network}78`, payload);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ error: SIGNUP_CHALLENGE_MESSAGES.invalid });
  });

  it('refuses a wrong or forged solution with a Korean 400, and writes no account', async () => {
    const asked = await challengeFor(always, '203.0.113.9');
    expect(asked.required).toBe(true);
    const challenge = asked.challenge!;
    const wrongNumber = Buffer.from(JSON.stringify({ ...challenge, number: -1 })).toString('base64');
    const forged = Buffer.from(JSON.stringify({ ...challenge, signature: '0'.repeat(64), number: 1 })).toString(
      'base64',
    );
    const before = await always.app.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const altcha of [wrongNumber, forged, 'not-base64!', '']) {
      const response = await signUp(always, '203.0.113.9', altcha);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/자동 가입 방지/);
    }
    const after = await always.app.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // always: asked from the first sign-up.
    expect((await signUp(always, '203.0.113.9', await solve(challenge))).statusCode).toBe(201);
  });
});
