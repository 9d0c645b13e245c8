import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../domain/password-limits.ts';
import { altchaPayload } from './signup-challenge.ts';
import { z } from './zod.ts';

export const AUTH_MESSAGES = {
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  usernameRequired: '사용자 이름을 입력해주세요.',
  usernameTooLong: '사용자 이름은 20자 이하로 입력해주세요.',
  emailTaken: '이미 가입된 이메일입니다.',
  wrongCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  /** 429 first sentences; the server appends how long to wait. */
  tooManyAttempts: '로그인 시도가 너무 많습니다.',
  tooManySignups: '가입 요청이 너무 많습니다.',
  tooManyPasswordChecks: '비밀번호 확인 시도가 너무 많습니다.',
  currentPasswordRequired: '현재 비밀번호를 입력해주세요.',
  wrongCurrentPassword: '현재 비밀번호가 올바르지 않습니다.',
  samePassword: '현재 비밀번호와 다른 새 비밀번호를 입력해주세요.',
  loginRequired: '로그인이 필요합니다.',
  notYourAccount: '다른 사용자의 정보는 변경할 수 없습니다.',
  adminRequired: '관리자 권한이 필요합니다.',
} as const;

const email = z.pipe(
  z.pipe(
    z
      .string({ error: AUTH_MESSAGES.emailRequired })
      .check(z.trim(), z.minLength(1, AUTH_MESSAGES.emailRequired), z.maxLength(254, AUTH_MESSAGES.emailInvalid)),
    z.email(AUTH_MESSAGES.emailInvalid),
  ),
  z.transform((value) => value.toLowerCase()),
);

const loginPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .check(z.minLength(1, AUTH_MESSAGES.passwordRequired), z.maxLength(200, AUTH_MESSAGES.passwordRequired));

export const loginBody = z.object({ email, password: loginPassword });

export const USER_NAME_MAX = 20;
/** A display name, at signup and when changed on the profile: trimmed, 1–20 characters. */
export const userNameField = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .check(
    z.trim(),
    z.minLength(1, AUTH_MESSAGES.usernameRequired),
    z.maxLength(USER_NAME_MAX, AUTH_MESSAGES.usernameTooLong),
  );
export type LoginBody = z.input<typeof loginBody>;

/**
 * A new password's length; the rest of the rules (domain/password-rules.ts) need the account's
 * e-mail and name and a word list, so the service checks them and the browser mirrors them.
 */
const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .check(
    z.minLength(1, AUTH_MESSAGES.passwordRequired),
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
  );

export const signupBody = z.object({
  email,
  password: newPassword,
  user_name: userNameField,
  /** The solved sign-up challenge, when GET /api/auth/signup-challenge says one is required. */
  altcha: altchaPayload,
});
export type SignupBody = z.input<typeof signupBody>;

/** The profile (docs/product.md#data); `adminLevel` mirrors `admin_level` because clients read both. */
export const userProfile = z.object({
  user_id: z.string(),
  user_name: z.string(),
  email: z.string(),
  profile_image: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  water_drops: z.int(),
  gems: z.int(),
  level: z.int(),
  experience: z.int(),
  admin_level: z.int(),
  adminLevel: z.int(),
  /** 등급 0–4 (docs/trust-levels.md). */
  trustLevel: z.int(),
  /** Whether the address was confirmed by opening the link mailed to it (the server always says). */
  emailVerified: z.optional(z.boolean()),
  /** A suspension in force (until null: a ban); the account can read but not write. */
  suspension: z.nullish(z.object({ until: z.nullable(z.string()), reason: z.string(), message: z.string() })),
});
export type UserProfile = z.infer<typeof userProfile>;

/** A profile as others see it: no e-mail address, and nothing that says who is an admin. */
export const publicUserProfile = z.omit(userProfile, {
  email: true,
  admin_level: true,
  adminLevel: true,
  suspension: true,
  emailVerified: true,
});
export type PublicUserProfile = z.infer<typeof publicUserProfile>;

/** POST /api/auth/password: every other session of the account ends. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .check(
      z.minLength(1, AUTH_MESSAGES.currentPasswordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.wrongCurrentPassword),
    ),
  newPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** POST /api/auth/delete-account (회원 탈퇴): the password again, so a borrowed session cannot do it. */
export const deleteAccountBody = z.object({
  password: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .check(
      z.minLength(1, AUTH_MESSAGES.currentPasswordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.wrongCurrentPassword),
    ),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** What a deleted account's posts and comments show instead of a name. */
export const DELETED_USER_NAME = '탈퇴한 사용자';

export const authResponse = z.object({ user: userProfile });
export type AuthResponse = z.infer<typeof authResponse>;
export const meResponse = z.object({ user: z.nullable(userProfile) });
export type MeResponse = z.infer<typeof meResponse>;
