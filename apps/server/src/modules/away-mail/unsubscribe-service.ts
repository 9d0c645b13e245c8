import { AWAY_MAIL_KINDS, AWAY_MAIL_MESSAGES, type UnsubscribeResponse } from '@tubesphere/shared/contract/away-mail';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { setAwayMail } from './settings-repository.ts';
import { findUnsubscribeToken, markUnsubscribeTokenUsed } from './token-repository.ts';

const isKind = (kind: string): kind is (typeof AWAY_MAIL_KINDS)[number] =>
  (AWAY_MAIL_KINDS as readonly string[]).includes(kind);

/**
 * One-click unsubscribe: the token names the member and the kind, and turns that kind off. A
 * used token keeps answering the same (RFC 8058 senders may retry); turning the kind on again in
 * /settings rotates the tokens, so an old mail's link cannot undo that choice.
 */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<UnsubscribeResponse> {
  return db.transaction().execute(async (trx) => {
    const row = await findUnsubscribeToken(trx, token);
    if (!row || !isKind(row.kind)) throw notFound(AWAY_MAIL_MESSAGES.tokenNotFound);
    const now = nowIso();
    const changed = await setAwayMail(trx, Number(row.user_id), row.kind, false, now);
    await markUnsubscribeTokenUsed(trx, row.token_hash, now);
    return { success: true as const, kind: row.kind, changed, message: AWAY_MAIL_MESSAGES.unsubscribed[row.kind] };
  });
}
