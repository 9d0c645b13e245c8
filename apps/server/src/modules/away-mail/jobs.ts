import type { AwayMailKind } from '@tubesphere/shared/contract/away-mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailService, NewMail } from '../mail/index.ts';
import { digestMail, unreadMail } from './compose.ts';
import { bestPostsOfWeek } from './digest-repository.ts';
import { digestWeek, unreadMailDay } from './periods.ts';
import { claimPeriod, type Recipient, recipientsPage, recordPeriodMail } from './sent-repository.ts';
import { issueUnsubscribeToken } from './token-repository.ts';
import { markMailed, unreadToMail } from './unread-repository.ts';

/** Posts a digest lists. */
export const DIGEST_POSTS = 5;
/** Notifications one unread mail lists; more wait for the next day's mail. */
export const UNREAD_MAX = 30;
const DAY_MS = 86_400_000;
/** Notifications older than this are not mailed: turning the mail on does not send a backlog. */
const UNREAD_WINDOW_MS = 7 * DAY_MS;
const PAGE = 100;

export interface AwayMailDeps {
  db: Kysely<Database>;
  mail: MailService;
  /** The origin of mailed links, or null when none may be written (production without SITE_URL). */
  origin: string | null;
  log: FastifyBaseLogger;
}

export interface AwayMailSummary {
  [key: string]: number | string;
  sent: number;
  skipped: number;
}

/**
 * Writes one member's mail of one period: the period mark, the unsubscribe token and the outbox
 * row in one transaction. The mark's primary key makes it once per member and period whichever
 * process gets there first; `build` returning null (nothing to say) writes nothing.
 */
async function writeOnce(
  db: Kysely<Database>,
  mail: MailService,
  key: { recipient: Recipient; kind: AwayMailKind; period: string; now: string },
  build: (
    trx: Transaction<Database>,
    token: () => Promise<string>,
  ) => Promise<{ mail: NewMail; after?: (mailId: number) => Promise<void> } | null>,
): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      const userId = key.recipient.userId;
      const built = await build(trx, () => issueUnsubscribeToken(trx, userId, key.kind, key.now));
      if (!built) return false;
      if (!(await claimPeriod(trx, { userId, kind: key.kind, period: key.period, now: key.now }))) {
        // Another process wrote this period's mail meanwhile: drop this one's token with it.
        throw new AlreadySent();
      }
      const mailId = await mail.enqueue(built.mail, trx);
      await recordPeriodMail(trx, { userId, kind: key.kind, period: key.period, mailId });
      await built.after?.(mailId);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadySent) return false;
      throw error;
    });
}

class AlreadySent extends Error {}

async function forEachRecipient(
  deps: AwayMailDeps,
  kind: AwayMailKind,
  period: string,
  now: Date,
  signal: AbortSignal | undefined,
  each: (recipient: Recipient) => Promise<boolean>,
): Promise<AwayMailSummary> {
  const summary: AwayMailSummary = { sent: 0, skipped: 0, period };
  if (!deps.origin) {
    deps.log.error({ kind }, 'SITE_URL is not set: away mails are not written in production without it');
    return summary;
  }
  let after = 0;
  for (;;) {
    const page = await recipientsPage(deps.db, kind, period, after, PAGE, now.toISOString());
    for (const recipient of page) {
      if (signal?.aborted) return summary;
      try {
        if (await each(recipient)) summary.sent += 1;
        else summary.skipped += 1;
      } catch (error) {
        // One member's failure (a constraint, a lost connection) is not everyone's: the next run retries.
        deps.log.warn({ err: error, userId: recipient.userId, kind }, 'away mail not written');
        summary.skipped += 1;
      }
    }
    if (page.length < PAGE) return summary;
    after = page[page.length - 1]!.userId;
  }
}

/** 주간 소식: each member's best posts of last week in their spheres; nothing when there were none. */
export function runWeeklyDigest(deps: AwayMailDeps, now: Date, signal?: AbortSignal): Promise<AwayMailSummary> {
  const week = digestWeek(now);
  const range = { start: week.start.toISOString(), end: week.end.toISOString() };
  const origin = deps.origin ?? '';
  return forEachRecipient(deps, 'weekly-digest', week.key, now, signal, (recipient) =>
    writeOnce(
      deps.db,
      deps.mail,
      { recipient, kind: 'weekly-digest', period: week.key, now: now.toISOString() },
      async (trx, token) => {
        const posts = await bestPostsOfWeek(trx, recipient.userId, range, DIGEST_POSTS);
        if (posts.length === 0) return null;
        return { mail: digestMail(origin, recipient, posts, await token()) };
      },
    ),
  );
}

/**
 * 읽지 않은 알림 메일: notifications unread for a day and never mailed, in one mail per member
 * and Seoul day; those read meanwhile are left out, and none at all means no mail.
 */
export function runUnreadMail(deps: AwayMailDeps, now: Date, signal?: AbortSignal): Promise<AwayMailSummary> {
  const day = unreadMailDay(now);
  const window = {
    from: new Date(now.getTime() - UNREAD_WINDOW_MS).toISOString(),
    to: new Date(now.getTime() - DAY_MS).toISOString(),
  };
  const origin = deps.origin ?? '';
  return forEachRecipient(deps, 'unread-notifications', day, now, signal, (recipient) =>
    writeOnce(
      deps.db,
      deps.mail,
      { recipient, kind: 'unread-notifications', period: day, now: now.toISOString() },
      async (trx, token) => {
        const items = await unreadToMail(trx, recipient.userId, window, UNREAD_MAX);
        if (items.length === 0) return null;
        return {
          mail: unreadMail(origin, recipient, items, await token()),
          after: (mailId) =>
            markMailed(
              trx,
              items.map((item) => item.notificationId),
              mailId,
              now.toISOString(),
            ),
        };
      },
    ),
  );
}
