import { isDomainName } from '../domain/email-domain.ts';
import { z } from './zod.ts';

/** 자동 가입 방지 settings (docs/decisions/221-spam-defences.md): the e-mail domain blocklist. */
export const SPAM_MESSAGES = {
  blockedDomain: '이 이메일 주소의 도메인은 사용할 수 없습니다. 다른 이메일 주소를 입력해주세요.',
  badDomain: '도메인 형식이 올바르지 않습니다. (예: spam.example)',
  tooMany: '도메인은 500개까지 등록할 수 있습니다.',
} as const;

export const EMAIL_DOMAIN_BLOCKLIST_MAX = 500;

const domain = z.string().check(z.trim(), z.toLowerCase(), z.refine(isDomainName, SPAM_MESSAGES.badDomain));

export const spamSettings = z.object({ emailDomainBlocklist: z.array(z.string()) });
export type SpamSettings = z.infer<typeof spamSettings>;

export const spamSettingsResponse = z.object({ success: z.literal(true), settings: spamSettings });
export type SpamSettingsResponse = z.infer<typeof spamSettingsResponse>;

/** The whole list, replacing the stored one. */
export const saveSpamSettingsBody = z.object({
  emailDomainBlocklist: z.array(domain).check(z.maxLength(EMAIL_DOMAIN_BLOCKLIST_MAX, SPAM_MESSAGES.tooMany)),
});
export type SaveSpamSettingsBody = z.input<typeof saveSpamSettingsBody>;
