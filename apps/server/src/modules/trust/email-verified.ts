import type { UserRow } from '../../db/schema.ts';

/**
 * Whether the member proved their e-mail address. Accounts have no verification yet, so every
 * account counts as unverified; this is the one place the trust rules read it.
 */
export function isEmailVerified(_user: Pick<UserRow, 'user_id'>): boolean {
  return false;
}
