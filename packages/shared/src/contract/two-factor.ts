import { authResponse } from './auth.ts';
import { z } from './zod.ts';

/** 2단계 인증 (TOTP): /settings sets it up, sign-in asks for it (docs/decisions/210-two-factor.md). */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: '인증 앱에 표시된 6자리 코드를 입력해주세요.',
  codeFormat: '인증 코드는 숫자 6자리입니다.',
  wrongCode: '인증 코드가 올바르지 않습니다.',
  recoveryFormat: '복구 코드 형식이 올바르지 않습니다.',
  wrongRecoveryCode: '복구 코드가 올바르지 않거나 이미 사용되었습니다.',
  oneOfCodes: '인증 코드 또는 복구 코드 중 하나를 입력해주세요.',
  alreadyEnabled: '2단계 인증이 이미 켜져 있습니다.',
  notSetUp: '먼저 2단계 인증 설정을 시작해주세요.',
  notEnabled: '2단계 인증이 켜져 있지 않습니다.',
  challengeMissing: '로그인 확인 시간이 지났거나 올바르지 않습니다. 이메일과 비밀번호로 다시 로그인해주세요.',
  /** 429 first sentence; how long to wait is appended. */
  tooManyTries: '인증 코드를 너무 많이 틀렸습니다.',
  tooManyRequests: '2단계 인증 요청이 너무 많습니다.',
  adminRequired: '관리자 기능을 쓰려면 2단계 인증이 필요합니다. 설정(/settings)에서 2단계 인증을 켜주세요.',
  enableOwnFirst: '관리자 2단계 인증 필수를 켜기 전에 내 계정의 2단계 인증을 먼저 켜주세요.',
} as const;

export const RECOVERY_CODE_COUNT = 10;

const totpCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .check(
    z.trim(),
    z.minLength(1, TWO_FACTOR_MESSAGES.codeRequired),
    z.regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat),
  );
/** As shown (xxxxx-xxxxx), in any case, with or without the dash and spaces. */
const recoveryCode = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryFormat })
  .check(z.trim(), z.regex(/^[a-zA-Z2-7]{5}[-\s]?[a-zA-Z2-7]{5}$/, TWO_FACTOR_MESSAGES.recoveryFormat));

/** GET /api/auth/2fa */
export const twoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: z.int(),
  /** 관리자 2단계 인증 필수 is on (admins only learn it; false for members). */
  adminRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

/** POST /api/auth/2fa/setup: a new secret, as text for manual entry and as the URI in the QR code. */
export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The URI as a QR code, an SVG document drawn on the server. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

/** POST /api/auth/2fa/enable */
export const twoFactorEnableBody = z.object({ code: totpCode });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBody>;
export const twoFactorEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponse>;

/** POST /api/auth/2fa/disable: the password (accounts that have one) and a current code or a recovery code. */
export const twoFactorDisableBody = z.object({
  password: z.optional(z.string().check(z.maxLength(200))),
  code: z.optional(totpCode),
  recoveryCode: z.optional(recoveryCode),
});
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;

/** POST /api/auth/login/2fa: `{code}` or `{recoveryCode}`. */
export const twoFactorLoginBody = z.object({
  code: z.optional(totpCode),
  recoveryCode: z.optional(recoveryCode),
});
export type TwoFactorLoginBody = z.input<typeof twoFactorLoginBody>;

/** POST /api/auth/login: the session, or (2단계 인증 on) no session yet and the code step next. */
export const twoFactorRequiredResponse = z.object({ twoFactorRequired: z.literal(true) });
export const loginResponse = z.union([authResponse, twoFactorRequiredResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;
