import { z } from './zod.ts';

/**
 * Sign-up's proof-of-work (docs/decisions/221-spam-defences.md): an ALTCHA challenge the browser
 * solves itself (no third-party service), asked when SIGNUP_CHALLENGE says so.
 */
export const SIGNUP_CHALLENGE_MESSAGES = {
  missing: '자동 가입 방지 확인이 필요합니다. 확인을 마친 뒤 다시 가입해주세요.',
  invalid: '자동 가입 방지 확인에 실패했습니다. 새 확인을 받아 다시 시도해주세요.',
} as const;

/** Sign-ups one network may make within an hour before the challenge is asked (adaptive). */
export const SIGNUPS_BEFORE_CHALLENGE = 3;

/** The challenge in ALTCHA's format (altcha-lib's v1 challenge). */
export const altchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.int(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

export const signupChallengeResponse = z.object({
  success: z.literal(true),
  /** Whether the next sign-up from here must carry a solution. */
  required: z.boolean(),
  challenge: z.nullable(altchaChallenge),
});
export type SignupChallengeResponse = z.infer<typeof signupChallengeResponse>;

/** The solution, as ALTCHA sends it: base64 of {algorithm, challenge, number, salt, signature}. */
export const altchaPayload = z.optional(z.string().check(z.maxLength(4000)));
