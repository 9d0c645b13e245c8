import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'ts_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** 256 random bits for the cookie; only the hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
