import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a typed admin key with the configured one. */
export function adminKeyMatches(typed: string | undefined, expected: string): boolean {
  if (!typed) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(typed), digest(expected));
}
