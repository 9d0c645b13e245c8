import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password-limits.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH };

let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common;
};

/** Code points, so a Korean or emoji password counts the characters a person typed. */
const length = (text: string) => [...text].length;

/**
 * Why a new password is refused, or null when it is acceptable. The same rules run in the
 * browser (as the user types) and on the server (which decides). Length is the rule that
 * matters most; the rest refuse what an attacker tries first (docs/decisions/057).
 */
export function passwordProblem(password: string, account: { email?: string; userName?: string } = {}): string | null {
  if (length(password) < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length(password) > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.trim() === '') return PASSWORD_MESSAGES.blank;
  const lowered = password.trim().toLowerCase();
  const email = account.email?.trim().toLowerCase() ?? '';
  const personal = [email, email.split('@')[0] ?? '', account.userName?.trim().toLowerCase() ?? ''];
  if (personal.some((value) => value !== '' && value === lowered)) return PASSWORD_MESSAGES.sameAsAccount;
  if (commonPasswords().has(lowered)) return PASSWORD_MESSAGES.common;
  return null;
}
