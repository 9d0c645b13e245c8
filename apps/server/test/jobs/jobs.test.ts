import { seoulDay } from '@tubesphere/shared/domain/rewards';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLockFor } from '../../src/jobs/job-lock.ts';
import { JobRegistry } from '../../src/jobs/job-registry.ts';
import { createTestApp, signUpUser, type TestApp, testDialect } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';

/**
 * Periodic jobs: the registry (one runner at a time, slots run once, failures recorded, stops
 * cleanly) and the maintenance purges (expired sessions, stale link previews, old reward rows;
 * never the SQL tool's audit trail). Jobs run on demand here; one test lets the schedule fire.
 */

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (table: 'session' | 'link_preview_cache' | 'reward_log' | 'audit_log') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`maintenance purges (${testDialect()})`, () => {
  it('delete expired sessions and keep live ones', async () => {
    const alive = await signUpUser(t.app, '살아있는');
    const expired = await signUpUser(t.app, '만료된');
    await t.app.db
      .updateTable('session')
      .set({ expires_at: daysAgo(1).toISOString() })
      .where('user_id', '=', expired.numericId)
      .execute();
    const outcome = await t.app.jobs.runNow('purge-expired-sessions');
    expect(outcome).toMatchObject({ status: 'ok', summary: { deleted: 1 } });
    const left = await t.app.db.selectFrom('session').select('user_id').execute();
    expect(left.map((row) => row.user_id)).toContain(alive.numericId);
    expect(left.map((row) => row.user_id)).not.toContain(expired.numericId);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: alive.cookie } });
    expect(me.json().user.user_id).toBe(alive.userId);
  });

  it('delete link previews no request can use any more (older than a day)', async () => {
    const rows = [
      { url: 'https://old.example/a', ok: 1, fetched_at: daysAgo(2).toISOString() },
      { url: 'https://old.example/failed', ok: 0, fetched_at: daysAgo(1.5).toISOString() },
      { url: 'https://fresh.example/b', ok: 1, fetched_at: daysAgo(0.5).toISOString() },
    ];
    await t.app.db
      .insertInto('link_preview_cache')
      .values(rows.map((row) => ({ ...row, metadata_json: '{}' })))
      .execute();
    expect(await t.app.jobs.runNow('purge-stale-link-previews')).toMatchObject({
      status: 'ok',
      summary: { deleted: 2 },
    });
    const left = await t.app.db.selectFrom('link_preview_cache').select('url').execute();
    expect(left.map((row) => row.url)).toEqual(['https://fresh.example/b']);
  });

  it('delete reward rows past 30 days except like rewards, and leave daily caps working', async () => {
    const user = await signUpUser(t.app, '보상');
    const old = (action: string, key: string, days: number) => ({
      user_id: user.numericId,
      action_type: action,
      reward_key: key,
      reward_day: seoulDay(daysAgo(days)),
      experience: 1,
      water_drops: 1,
      created_at: daysAgo(days).toISOString(),
    });
    await t.app.db
      .insertInto('reward_log')
      .values([
        old('daily_login', seoulDay(daysAgo(40)), 40),
        old('comment_write', 'comment:old', 31),
        old('like_give', 'like:old', 90),
        old('comment_write', 'comment:recent', 5),
      ])
      .execute();
    // Today's rows, through the API: a daily login.
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/character/experience',
        payload: { actionType: 'daily_login' },
        headers: { cookie: user.cookie },
      });
    expect((await claim()).json().reward.granted).toBe(true);
    const before = await t.app.db
      .selectFrom('reward_log')
      .select(['action_type', 'reward_key'])
      .where('user_id', '=', user.numericId)
      .execute();

    expect(await t.app.jobs.runNow('purge-old-reward-log')).toMatchObject({ status: 'ok', summary: { deleted: 2 } });
    const left = await t.app.db
      .selectFrom('reward_log')
      .select(['action_type', 'reward_key'])
      .where('user_id', '=', user.numericId)
      .execute();
    const keys = left.map((row) => row.reward_key).sort();
    expect(keys).toEqual(
      before
        .map((row) => row.reward_key)
        .filter((key) => key !== 'comment:old' && key !== seoulDay(daysAgo(40)))
        .sort(),
    );
    expect(keys).toContain('like:old');
    // Today's login stays counted: claiming again grants nothing.
    expect((await claim()).json().reward.granted).toBe(false);
  });

  it('never touch the SQL audit trail, however old', async () => {
    const admin = await t.app.db
      .selectFrom('user')
      .select('user_id')
      .where('admin_level', '>=', 1)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('audit_log')
      .values({
        actor_id: admin.user_id,
        actor_name: '관리자',
        action: 'sql.run',
        target: null,
        outcome: 'ok',
        row_count: 1,
        reason: null,
        error_message: null,
        detail_json: JSON.stringify({ sql: 'select 1' }),
        created_at: daysAgo(3650).toISOString(),
      })
      .execute();
    const audits = await count('audit_log');
    for (const job of t.app.jobs.list()) expect((await t.app.jobs.runNow(job.name)).status).toBe('ok');
    expect(await count('audit_log')).toBe(audits);
  });
});

describe(`the job registry (${testDialect()})`, () => {
  const registry = () => new JobRegistry(t.app.db, jobLockFor(t.app.db, t.app.dialect), t.app.log);

  it('runs a job in one place at a time: a second runner skips while the first holds the lock', async () => {
    const a = registry();
    const b = registry();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    for (const r of [a, b]) {
      r.register({
        name: 'exclusive-test',
        schedule: '0 3 * * *',
        run: async () => {
          runs += 1;
          await gate;
          return { runs };
        },
      });
    }
    const first = a.runNow('exclusive-test');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await b.runNow('exclusive-test')).toEqual({ status: 'skipped', reason: 'running elsewhere' });
    release();
    expect(await first).toMatchObject({ status: 'ok', summary: { runs: 1 } });
    // Free again afterwards.
    expect(await b.runNow('exclusive-test')).toMatchObject({ status: 'ok' });
    expect(runs).toBe(2);
  });

  it('keeps deployments apart: a lock held in one database (a PostgreSQL schema) never blocks another', async () => {
    const other = await createTestApp();
    try {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = jobLockFor(t.app.db, t.app.dialect)('shared-name', () => gate);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const elsewhere = await jobLockFor(other.app.db, other.app.dialect)('shared-name', async () => 'ran');
      expect(elsewhere).toEqual({ acquired: true, value: 'ran' });
      // The same database is still refused while the first holds it.
      expect(await jobLockFor(t.app.db, t.app.dialect)('shared-name', async () => 'ran')).toEqual({ acquired: false });
      release();
      expect(await held).toEqual({ acquired: true, value: undefined });
    } finally {
      await other.close();
    }
  });

  it('runs each scheduled slot once, whichever process ticks first', async () => {
    const a = registry();
    const b = registry();
    let runs = 0;
    for (const r of [a, b]) {
      r.register({
        name: 'slot-test',
        schedule: '*/5 * * * *',
        run: async () => {
          runs += 1;
        },
      });
    }
    const slot = new Date('2030-01-01T00:05:00Z');
    expect((await a.runNow('slot-test', { slot })).status).toBe('ok');
    expect(await b.runNow('slot-test', { slot })).toEqual({ status: 'skipped', reason: 'slot already run' });
    expect((await b.runNow('slot-test', { slot: new Date('2030-01-01T00:10:00Z') })).status).toBe('ok');
    expect(runs).toBe(2);
  });

  it('records a failure in job_run without throwing, and runs again next time', async () => {
    const r = registry();
    let fail = true;
    r.register({
      name: 'flaky-test',
      schedule: '0 * * * *',
      run: async () => {
        if (fail) throw new Error('upstream said no');
        return { fetched: 3 };
      },
    });
    expect(await r.runNow('flaky-test')).toMatchObject({ status: 'failed', error: 'Error: upstream said no' });
    const failed = await t.app.db
      .selectFrom('job_run')
      .selectAll()
      .where('job_name', '=', 'flaky-test')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ last_status: 'failed', last_error: 'Error: upstream said no' });
    fail = false;
    expect(await r.runNow('flaky-test')).toMatchObject({ status: 'ok', summary: { fetched: 3 } });
    const ok = await t.app.db
      .selectFrom('job_run')
      .selectAll()
      .where('job_name', '=', 'flaky-test')
      .executeTakeFirstOrThrow();
    expect(ok).toMatchObject({ last_status: 'ok', last_error: null, last_summary: '{"fetched":3}' });
  });

  it('logs a routine run at debug and a failure at error', async () => {
    const lines: Array<{ level: number; msg: string; job: string }> = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const r = new JobRegistry(t.app.db, jobLockFor(t.app.db, t.app.dialect), log);
    r.register({ name: 'routine-test', schedule: '0 0 1 1 *', run: async () => ({ due: 0 }) });
    r.register({
      name: 'broken-test',
      schedule: '0 0 1 1 *',
      run: async () => {
        throw new Error('no');
      },
    });
    await r.runNow('routine-test');
    await r.runNow('broken-test');
    const levelOf = (job: string) =>
      lines.filter((l) => l.job === job).map((l) => [pino.levels.labels[l.level], l.msg]);
    expect(levelOf('routine-test')).toEqual([['debug', 'job finished']]);
    expect(levelOf('broken-test')).toEqual([['error', 'job failed']]);
  });

  it('refuses a bad name, a duplicate and a pattern croner cannot read, at registration', () => {
    const r = registry();
    expect(() => r.register({ name: 'Bad Name', schedule: '* * * * *', run: async () => {} })).toThrow(/kebab-case/);
    r.register({ name: 'once', schedule: '* * * * *', run: async () => {} });
    expect(() => r.register({ name: 'once', schedule: '* * * * *', run: async () => {} })).toThrow(/twice/);
    expect(() => r.register({ name: 'typo', schedule: '61 * * * *', run: async () => {} })).toThrow();
  });
});

describe(`schedules (${testDialect()})`, () => {
  it('fire by themselves when enabled, and stop on close after the run in progress has finished', async () => {
    const scheduled = await createTestApp({ env: { JOBS_ENABLED: '1' } });
    const author = await signUpUser(scheduled.app, '작성자');
    const postId = await insertPost(scheduled.app, author.numericId);
    let runs = 0;
    let finished = 0;
    scheduled.app.jobs.register({
      name: 'every-second-test',
      schedule: '* * * * * *',
      run: async ({ db }) => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The database is still open while a run finishes during shutdown.
        await db.selectFrom('post').select('post_id').where('post_id', '=', postId).executeTakeFirstOrThrow();
        finished += 1;
      },
    });
    const deadline = Date.now() + 10_000;
    while (runs < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBeGreaterThanOrEqual(2);
    await scheduled.close();
    // Every run that started also finished, before close() returned; none starts afterwards.
    const runsAtClose = runs;
    expect(finished).toBe(runsAtClose);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toBe(runsAtClose);
  });
});
