import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deletionRetryDelayMs } from './deletion-backoff.ts';
import {
  attemptsOf,
  dueFileDeletions,
  forgetFileDeletions,
  type PendingFileDeletion,
  postponeFileDeletion,
} from './pending-deletions.ts';
import type { UploadStorage } from './storage/upload-storage.ts';

/** Files tried per round of the retry job; a round's requests run side by side. */
const RETRY_BATCH = 16;

export interface DeletionRound {
  deleted: number;
  postponed: number;
}

/**
 * Deletes files already queued in pending_file_deletion (queueFileDeletions, in the transaction
 * that dropped their rows). Each file is tried on its own, so one that keeps failing never holds
 * back the others; a failure books the next attempt with backoff instead of being lost.
 */
export class FileDeletions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: UploadStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Right after the commit: the queued files, now. Never throws; the retry job has the rest. */
  async removeNow(fileNames: readonly string[]): Promise<void> {
    if (fileNames.length === 0) return;
    try {
      await this.attempt(await attemptsOf(this.db, fileNames));
    } catch (error) {
      this.log.warn({ err: error, files: fileNames }, 'uploaded files not deleted yet; the retry job will');
    }
  }

  /** The retry job: every file whose next attempt has come, a batch at a time. */
  async retryDue(signal: AbortSignal): Promise<DeletionRound> {
    const total: DeletionRound = { deleted: 0, postponed: 0 };
    while (!signal.aborted) {
      const due = await dueFileDeletions(this.db, new Date().toISOString(), RETRY_BATCH);
      if (due.length === 0) break;
      const round = await this.attempt(due);
      total.deleted += round.deleted;
      total.postponed += round.postponed;
    }
    return total;
  }

  private async attempt(files: readonly PendingFileDeletion[]): Promise<DeletionRound> {
    const results = await Promise.allSettled(files.map((file) => this.storage.remove([file.file_name])));
    const deleted: string[] = [];
    let postponed = 0;
    for (const [index, result] of results.entries()) {
      const file = files[index] as PendingFileDeletion;
      if (result.status === 'fulfilled') {
        deleted.push(file.file_name);
        continue;
      }
      postponed += 1;
      const attempts = file.attempts + 1;
      const nextAttemptAt = new Date(Date.now() + deletionRetryDelayMs(attempts)).toISOString();
      await postponeFileDeletion(this.db, file.file_name, { attempts, nextAttemptAt, error: String(result.reason) });
      this.log.warn(
        { err: result.reason, file: file.file_name, attempts, nextAttemptAt },
        'uploaded file could not be deleted; will try again',
      );
    }
    await forgetFileDeletions(this.db, deleted);
    return { deleted: deleted.length, postponed };
  }
}
