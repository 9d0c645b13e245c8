import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';
import { BoundedQueue, QueueFullError } from './bounded-queue.ts';
import { serviceUnavailable } from './http-error.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

// N=2^15, r=8, p=1: OWASP's scrypt recommendation; about 50 ms and 32 MiB per hash here.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), the
 * same threads that read static files, compress answers and resolve host names, and each hash
 * keeps a core busy. Measured: 20 connections posting logins with ever-new e-mails kept every
 * pool thread hashing, and the JS bundle took 20 s to arrive. So at most half the pool hashes,
 * and never so many that no core is left for the event loop; a few more logins wait their turn
 * and the rest are told to come back (503 + Retry-After) at once. bench/login-flood.ts measures it.
 */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const HASHING_AT_ONCE = Math.max(1, Math.min(Math.floor(THREAD_POOL_SIZE / 2), os.availableParallelism() - 1));
// 2 s: a login that could not even start hashing by then is better told to retry than kept
// waiting while the machine is starved of CPU.
export const passwordHashQueue = new BoundedQueue(HASHING_AT_ONCE, 8, 2000);
export const PASSWORD_QUEUE_FULL_MESSAGE = '로그인 요청이 몰리고 있습니다. 잠시 후 다시 시도해주세요.';

/**
 * Whose hash it is: `member` for an account that exists (signing in to it, changing or checking
 * its password), `ordinary` for work no account is behind yet (a sign-up, or the stand-in hash
 * of a login with an unknown e-mail). A flood of made-up e-mails is all `ordinary`, so it can
 * fill the queue but never keep a member out: their hash goes first and takes an ordinary
 * waiter's place (docs/decisions/054).
 */
export type HashLane = 'member' | 'ordinary';

async function hashInTurn(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: object,
  lane: HashLane,
): Promise<Buffer> {
  try {
    return await passwordHashQueue.run(() => scryptAsync(password, salt, keyLength, options), {
      urgent: lane === 'member',
    });
  } catch (error) {
    if (error instanceof QueueFullError) throw serviceUnavailable(PASSWORD_QUEUE_FULL_MESSAGE, 1);
    throw error;
  }
}

export async function hashPassword(password: string, lane: HashLane = 'ordinary'): Promise<string> {
  const salt = randomBytes(16);
  const key = await hashInTurn(password, salt, KEY_LENGTH, PARAMS, lane);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string, lane: HashLane = 'ordinary'): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await hashInTurn(
    password,
    Buffer.from(salt, 'base64'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    },
    lane,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
