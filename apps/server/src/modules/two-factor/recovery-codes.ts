import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@tubesphere/shared/contract/two-factor';
import { hashSessionToken } from '../../lib/session-token.ts';
import { base32Encode } from '../../lib/totp.ts';

/** Ten codes of 50 random bits each, shown as `abcde-fghij` (no 0/1/8/9: base32's letters and digits). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** The stored form: sha256 of the code without case, dash or spaces, as typed in any of those ways. */
export const hashRecoveryCode = (code: string): string =>
  hashSessionToken(code.toLowerCase().replace(/[^a-z2-7]/g, ''));
