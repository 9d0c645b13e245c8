import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { notifyNewPost } from '../notifications/index.ts';
import { advanceQueued, dropQueued, nextQueued, nextRecipients } from './repository.ts';

/**
 * Recipients told per transaction: small enough that a write waiting for the SQLite connection
 * or a row lock waits one short batch, big enough that 10,000 followers take a few seconds.
 */
export const FAN_OUT_BATCH = 500;

export interface FanOutSummary {
  [key: string]: number;
  posts: number;
  notified: number;
}

/**
 * One run of the `fan-out-new-posts` job (one runner across processes: jobs/job-lock.ts): every
 * queued post, batch by batch. Each batch writes its notifications and moves the post's cursor in
 * one transaction, so a run stopped anywhere resumes after the last batch that committed and
 * nobody is told twice. A post deleted or taken down before its turn is dropped from the queue.
 */
export async function fanOutNewPosts(db: Kysely<Database>, signal?: AbortSignal): Promise<FanOutSummary> {
  const summary: FanOutSummary = { posts: 0, notified: 0 };
  for (;;) {
    if (signal?.aborted) return summary;
    const queued = await nextQueued(db);
    if (!queued) return summary;
    if (queued.author_id === null || queued.deleted_at !== null || queued.is_confirmed !== 1) {
      await dropQueued(db, queued.post_id);
      continue;
    }
    const post = { postId: queued.post_id, authorId: queued.author_id, sphereId: queued.sphere_id ?? null };
    let after = queued.after_user_id;
    for (;;) {
      if (signal?.aborted) return summary;
      const done = await db.transaction().execute(async (trx) => {
        const recipients = await nextRecipients(trx, { ...post, afterUserId: after }, FAN_OUT_BATCH);
        if (recipients.length > 0) {
          summary.notified += await notifyNewPost(trx, {
            postId: post.postId,
            authorId: post.authorId,
            recipientIds: recipients,
            now: nowIso(),
          });
        }
        if (recipients.length < FAN_OUT_BATCH) {
          await dropQueued(trx, post.postId);
          return true;
        }
        after = recipients[recipients.length - 1] as number;
        await advanceQueued(trx, post.postId, after);
        return false;
      });
      if (done) break;
    }
    summary.posts += 1;
  }
}
