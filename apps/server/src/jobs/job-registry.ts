import os from 'node:os';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobLock } from './job-lock.ts';

/** What a job gets to work with. */
export interface JobContext {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Aborted when the server shuts down: stop between batches and return what was done. */
  signal: AbortSignal;
}

/** What a job reports (rows deleted, items fetched …): logged and kept in job_run. */
export type JobSummary = Record<string, number | string | boolean | null>;

export interface JobDefinition {
  /** Unique, kebab-case: names the lock and the job_run row. */
  name: string;
  /** Cron pattern, seconds optional (croner): '0 * * * *' hourly, '30 4 * * *' daily at 04:30. */
  schedule: string;
  /** Time zone of the pattern; Seoul unless said, so "daily at 04:30" means a Korean night. */
  timezone?: string;
  run(context: JobContext): Promise<JobSummary | undefined> | Promise<void>;
}

export type JobOutcome =
  | { status: 'ok'; summary: JobSummary; durationMs: number }
  | { status: 'failed'; error: string; durationMs: number }
  | { status: 'skipped'; reason: 'running elsewhere' | 'slot already run' | 'stopped' };

interface RegisteredJob {
  definition: JobDefinition;
  cron: Cron;
}

const RUNNER = `${os.hostname()}:${process.pid}`;

/**
 * Periodic jobs of the server, one runner at a time across every process: register a job with
 * `app.jobs.register({ name, schedule, run })` (see README, "Periodic jobs"). Each process keeps
 * the schedule; at each tick the processes race for the job's lock (jobs/job-lock.ts: a PostgreSQL
 * advisory lock, or the one SQLite process), and the winner also checks job_run so a slot a
 * neighbour has already run is not run twice. Runs are logged and recorded in job_run; a failure
 * never escapes into the process. Nothing runs until `start()`, and `stop()` waits for runs in
 * progress after asking them to finish.
 */
export class JobRegistry {
  private readonly jobs = new Map<string, RegisteredJob>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly shutdown = new AbortController();
  private started = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly lock: JobLock,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(definition: JobDefinition): void {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(definition.name)) {
      throw new Error(`job name "${definition.name}" must be kebab-case`);
    }
    if (this.jobs.has(definition.name)) throw new Error(`job "${definition.name}" is registered twice`);
    // Croner checks the pattern here, so a typo fails at start-up rather than never running.
    const cron = new Cron(
      definition.schedule,
      // protect: a run still going when the next tick comes is not started twice in one process.
      // unref: a schedule never keeps a process alive by itself (scripts that build the app).
      { timezone: definition.timezone ?? 'Asia/Seoul', paused: !this.started, protect: true, unref: true },
      async (self: Cron) => {
        await this.track(this.execute(definition, self.currentRun() ?? new Date()));
      },
    );
    this.jobs.set(definition.name, { definition, cron });
  }

  /** Names, patterns and next run times, for logs and an operator's eye. */
  list(): { name: string; schedule: string; nextRun: string | null }[] {
    return [...this.jobs.values()].map(({ definition, cron }) => ({
      name: definition.name,
      schedule: definition.schedule,
      nextRun: cron.nextRun()?.toISOString() ?? null,
    }));
  }

  start(): void {
    this.started = true;
    for (const { cron } of this.jobs.values()) cron.resume();
  }

  /**
   * Runs a job now, under the same lock as its schedule (tests, an operator). `slot` makes it a
   * scheduled run of that time: skipped if some process already ran that slot.
   */
  async runNow(name: string, options: { slot?: Date } = {}): Promise<JobOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named "${name}"`);
    return this.track(this.execute(job.definition, options.slot ?? null));
  }

  async stop(): Promise<void> {
    for (const { cron } of this.jobs.values()) cron.stop();
    this.shutdown.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private async track<T>(run: Promise<T>): Promise<T> {
    this.inFlight.add(run);
    try {
      return await run;
    } finally {
      this.inFlight.delete(run);
    }
  }

  private async execute(definition: JobDefinition, slot: Date | null): Promise<JobOutcome> {
    if (this.shutdown.signal.aborted) return { status: 'skipped', reason: 'stopped' };
    const log = this.log.child({ job: definition.name });
    try {
      const locked = await this.lock(definition.name, async (): Promise<JobOutcome> => {
        if (slot && (await this.slotAlreadyRun(definition.name, slot))) {
          return { status: 'skipped', reason: 'slot already run' };
        }
        return this.runLocked(definition, slot, log);
      });
      return locked.acquired ? locked.value : { status: 'skipped', reason: 'running elsewhere' };
    } catch (error) {
      // The lock or the bookkeeping failed (the database is away): the next tick tries again.
      log.error({ err: error }, 'job could not run');
      return { status: 'failed', error: String(error), durationMs: 0 };
    }
  }

  private async runLocked(definition: JobDefinition, slot: Date | null, log: FastifyBaseLogger): Promise<JobOutcome> {
    const startedAt = new Date();
    await this.record(definition.name, {
      // A run on demand leaves the schedule's last slot as it was.
      ...(slot ? { last_slot_at: slot.toISOString() } : {}),
      last_started_at: startedAt.toISOString(),
      last_finished_at: null,
      last_status: 'running',
      last_error: null,
      last_duration_ms: null,
      last_summary: null,
      last_runner: RUNNER,
    });
    let outcome: JobOutcome;
    try {
      const summary = (await definition.run({ db: this.db, log, signal: this.shutdown.signal })) ?? {};
      outcome = { status: 'ok', summary, durationMs: Date.now() - startedAt.getTime() };
      // Routine: every few minutes, in every process. Failures below stay at error.
      log.debug({ summary, durationMs: outcome.durationMs }, 'job finished');
    } catch (error) {
      outcome = { status: 'failed', error: String(error), durationMs: Date.now() - startedAt.getTime() };
      log.error({ err: error }, 'job failed');
    }
    await this.record(definition.name, {
      last_finished_at: new Date().toISOString(),
      last_status: outcome.status === 'ok' ? 'ok' : 'failed',
      last_error: outcome.status === 'failed' ? outcome.error.slice(0, 2000) : null,
      last_duration_ms: outcome.durationMs,
      last_summary: outcome.status === 'ok' ? JSON.stringify(outcome.summary) : null,
    });
    return outcome;
  }

  private async slotAlreadyRun(name: string, slot: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('job_run')
      .select('last_slot_at')
      .where('job_name', '=', name)
      .executeTakeFirst();
    return row?.last_slot_at != null && row.last_slot_at >= slot.toISOString();
  }

  private async record(name: string, values: Partial<Omit<Database['job_run'], 'job_name'>>): Promise<void> {
    if (values.last_started_at) {
      const row = { job_name: name, ...values } as Database['job_run'];
      await this.db
        .insertInto('job_run')
        .values(row)
        .onConflict((conflict) => conflict.column('job_name').doUpdateSet(values))
        .execute();
    } else {
      await this.db.updateTable('job_run').set(values).where('job_name', '=', name).execute();
    }
  }
}
