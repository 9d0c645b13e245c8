import { pagination, queryInt } from './common.ts';
import { z } from './zod.ts';

/** /admin/mail: the outbox, for a 최고 관리자 (level 2), who can read every mail the site wrote. */
export const ADMIN_MAIL_PAGE_SIZE = 30;
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];

export const ADMIN_MAIL_MESSAGES = {
  levelTwoRequired: '최고 관리자(2단계)만 메일함을 볼 수 있습니다.',
  notFound: '메일을 찾을 수 없습니다.',
} as const;

export const adminMailListQuery = z.object({
  page: queryInt(1, 100_000, 1),
  status: z.pipe(
    z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
    z.optional(z.enum(MAIL_STATUSES)),
  ),
});
export type AdminMailListQuery = z.input<typeof adminMailListQuery>;

export const adminMailSummary = z.object({
  mailId: z.int(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.int(),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type AdminMailSummary = z.infer<typeof adminMailSummary>;

export const adminMailListResponse = z.object({
  mails: z.array(adminMailSummary),
  pagination: z.extend(pagination, { total: z.int() }),
  /** False without SMTP_URL: nothing is sent, mails are read here. */
  delivers: z.boolean(),
});
export type AdminMailListResponse = z.infer<typeof adminMailListResponse>;

export const adminMailDetailResponse = z.object({
  mail: z.extend(adminMailSummary, {
    text: z.string(),
    html: z.string(),
    /** Extra headers the mail is sent with (List-Unsubscribe …); {} for none. */
    headers: z.record(z.string(), z.string()),
  }),
});
export type AdminMailDetailResponse = z.infer<typeof adminMailDetailResponse>;

export const adminMailParams = z.object({ mailId: queryInt(1, 2_147_483_647, 0) });
