import type { UserRow } from '../../db/schema.ts';

/**
 * Whether the member proved their e-mail address by opening the link mailed to it; the one
 * place the trust rules read it.
 */
export function isEmailVerified(user: Pick<UserRow, 'email_verified_at'>): boolean {
  return user.email_verified_at !== null;
}
