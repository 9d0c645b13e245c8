import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../domain/password-limits.ts';
import { loginBody } from './auth.ts';
import { z } from './zod.ts';

/** The account layer: password recovery, e-mail verification and change. */
export const ACCOUNT_MESSAGES = {
  /** One answer for every address, so the form tells nobody who has an account. */
  resetRequested: '입력한 이메일로 가입된 계정이 있으면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해주세요.',
  tokenRequired: '링크가 올바르지 않습니다.',
  resetTokenInvalid: '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 비밀번호 찾기를 다시 요청해주세요.',
  tooManyResetRequests: '비밀번호 찾기 요청이 너무 많습니다.',
  tooManyTokenTries: '요청이 너무 많습니다.',
} as const;

const token = z
  .string({ error: ACCOUNT_MESSAGES.tokenRequired })
  .check(z.trim(), z.minLength(16, ACCOUNT_MESSAGES.tokenRequired), z.maxLength(200, ACCOUNT_MESSAGES.tokenRequired));

/** POST /api/auth/password-reset: answers 202 whether or not the address has an account. */
export const passwordResetBody = z.pick(loginBody, { email: true });
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** POST /api/auth/password-reset/confirm: the same password rules as sign-up (checked by the server). */
export const passwordResetConfirmBody = z.object({
  token,
  password: z
    .string({ error: PASSWORD_MESSAGES.tooShort })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort),
      z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
    ),
});
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBody>;

export const acceptedResponse = z.object({ success: z.literal(true), message: z.string() });
export type AcceptedResponse = z.infer<typeof acceptedResponse>;

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
