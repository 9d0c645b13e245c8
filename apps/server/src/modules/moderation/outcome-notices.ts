import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What an author or a reporter must hear about a moderation outcome. `post_hidden` with a
 * `commentId` is about that comment (hidden or deleted); `text` is the sentence to show.
 */
export interface OutcomeNotice {
  type: 'post_rejected' | 'post_hidden' | 'report_resolved';
  recipientId: number;
  actorId: number | null;
  postId?: string | null;
  commentId?: number | null;
  text?: string | null;
}

/**
 * Tells one recipient about one outcome, inside the transaction of the action (so a notice
 * exists exactly when the action committed). Called once per recipient.
 */
export async function noticeOutcome(_trx: Transaction<Database>, _event: OutcomeNotice): Promise<void> {
  // MERGE POINT: replaced by the notifications module's `notify(trx, event)` (same signature) when
  // the notifications branch is merged; until then there is nowhere to deliver a notice.
  return;
}
