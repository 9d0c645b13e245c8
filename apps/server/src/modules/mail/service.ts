import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoPlus, nowIso } from '../../lib/clock.ts';
import {
  claimMail,
  findDueMailIds,
  insertMail,
  mailHeaders,
  markMailFailed,
  markMailSent,
  type NewMail,
} from './outbox-repository.ts';
import type { MailTransport } from './transport.ts';

/** Tries before a mail is given up; the waits between them double from a minute to six hours. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;
/** A claimed mail whose sender has not reported by then is tried again. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 20;

export const retryDelayMs = (attempts: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface SendSummary {
  [key: string]: number;
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * The outbox: a mail is written in the transaction of what it is about (no token without its
 * mail, no mail without its token), then the `send-mail` job hands it to SMTP. Without a
 * transport (no SMTP_URL) nothing is sent: mails wait for a level-2 admin to read at /admin/mail.
 */
export class MailService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly from: string,
    private readonly transport: MailTransport | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Writes a mail to the outbox; pass the transaction of the change it reports. */
  async enqueue(mail: NewMail, trx?: Transaction<Database>): Promise<number> {
    return insertMail(trx ?? this.db, mail, nowIso());
  }

  /** One pass of the sender: every due mail, one at a time, until none is left or it is told to stop. */
  async sendDue(signal?: AbortSignal): Promise<SendSummary> {
    const summary: SendSummary = { sent: 0, retrying: 0, failed: 0 };
    const transport = this.transport;
    if (!transport) return summary;
    for (;;) {
      const ids = await findDueMailIds(this.db, nowIso(), BATCH);
      if (ids.length === 0 || signal?.aborted) return summary;
      for (const mailId of ids) {
        if (signal?.aborted) return summary;
        const now = new Date();
        const mail = await claimMail(this.db, mailId, now.toISOString(), isoPlus(CLAIM_MS, now));
        if (!mail) continue;
        try {
          await transport.send({
            from: this.from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body,
            headers: mailHeaders(mail),
          });
          await markMailSent(this.db, mailId, nowIso());
          summary.sent += 1;
        } catch (error) {
          // The message only: SMTP errors never carry the body, and the body holds links.
          const reason = error instanceof Error ? error.message : String(error);
          const giveUp = mail.attempts >= MAX_ATTEMPTS;
          await markMailFailed(this.db, mailId, reason, giveUp ? null : isoPlus(retryDelayMs(mail.attempts)));
          this.log.warn({ mailId, attempts: mail.attempts, reason, giveUp }, 'mail not sent');
          if (giveUp) summary.failed += 1;
          else summary.retrying += 1;
        }
      }
    }
  }
}
