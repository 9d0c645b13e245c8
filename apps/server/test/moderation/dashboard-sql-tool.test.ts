import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSeoulDays } from '../../src/modules/admin/dashboard/service.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { auditRows, call, comment, pendingPost, publishPost, report } from './moderation-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp({ env: { YOUTUBE_API_KEY: 'test-key' } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('대시보드', () => {
  it('counts what waits, and sign-ups, posts and comments per Korean day for 30 days', async () => {
    const writer = await signUpUser(t.app, '대시보드작가');
    const reader = await signUpUser(t.app, '대시보드독자');
    await pendingPost(t.app, writer.cookie);
    const live = await publishPost(t.app, writer.cookie, admin.cookie);
    await comment(t.app, live, reader.cookie, '첫 댓글');
    await report(t.app, reader.cookie, 'post', live);
    // An old sign-up falls outside the window.
    await t.app.db
      .updateTable('user')
      .set({ created_at: '2001-01-01T00:00:00.000Z' })
      .where('user_id', '=', reader.numericId)
      .execute();
    await t.app.db
      .insertInto('api_quota_usage')
      .values({
        provider: 'youtube',
        usage_day: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date()),
        units: 101,
      })
      .execute();

    const response = await call(t.app, 'GET', '/api/admin/dashboard', admin.cookie);
    expect(response.status).toBe(200);
    const body = response.body as {
      pendingPosts: number;
      openReports: number;
      days: { day: string; signups: number; posts: number; comments: number }[];
      providers: { provider: string; keys: { name: string; set: boolean }[]; quota: { used: number } | null }[];
    };
    expect(body).toMatchObject({ pendingPosts: 1, openReports: 1 });
    expect(body.days.map((d) => d.day)).toEqual(lastSeoulDays(30));
    const today = body.days.at(-1);
    // The admin (seeded today) and the writer; the reader's sign-up was moved to 2001.
    expect(today).toEqual({ day: lastSeoulDays(1)[0], signups: 2, posts: 2, comments: 1 });
    expect(body.days.slice(0, -1).every((d) => d.posts === 0)).toBe(true);
    const youtube = body.providers.find((p) => p.provider === 'youtube');
    expect(youtube).toMatchObject({ keys: [{ name: 'YOUTUBE_API_KEY', set: true }], quota: { used: 101 } });
    expect(response.raw).not.toContain('test-key');
    expect(body.providers.find((p) => p.provider === 'naver')).toMatchObject({
      keys: [
        { name: 'NAVER_CLIENT_ID', set: false },
        { name: 'NAVER_CLIENT_SECRET', set: false },
      ],
      quota: null,
    });
  });

  it('names Korean days across midnight UTC', () => {
    expect(lastSeoulDays(2, new Date('2025-03-01T15:30:00Z'))).toEqual(['2025-03-01', '2025-03-02']);
  });
});

describe('SQL tool: saved queries and the schema', () => {
  it('saves, replaces by name, lists and deletes shared queries, audited', async () => {
    const saved = await call(t.app, 'POST', '/api/admin/query/saved', admin.cookie, {
      name: '신고 많은 글',
      sql: "select target_id, count(*) from report where status = 'open' group by target_id",
    });
    expect(saved.status).toBe(200);
    const id = (saved.body.query as { id: number }).id;
    const replaced = await call(t.app, 'POST', '/api/admin/query/saved', admin.cookie, {
      name: '신고 많은 글',
      sql: 'select 1',
    });
    expect(replaced.body.query).toMatchObject({ id, sql: 'select 1', createdBy: '관리자' });
    const list = await call(t.app, 'GET', '/api/admin/query/saved', admin.cookie);
    expect(list.body.queries).toEqual([expect.objectContaining({ id, name: '신고 많은 글' })]);
    expect((await call(t.app, 'POST', '/api/admin/query/saved', admin.cookie, { name: ' ', sql: 'x' })).status).toBe(
      400,
    );
    expect((await call(t.app, 'DELETE', `/api/admin/query/saved/${id}`, admin.cookie)).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/admin/query/saved/${id}`, admin.cookie)).status).toBe(404);
    expect(
      (await auditRows(t.app, 'sql.save_query')).map((row) => JSON.parse(row.detail_json ?? '{}').replaced),
    ).toEqual([false, true]);
    expect(await auditRows(t.app, 'sql.delete_query')).toHaveLength(1);
  });

  it('lists every table with its columns, without the bookkeeping tables', async () => {
    const response = await call(t.app, 'GET', '/api/admin/query/schema', admin.cookie);
    const tables = response.body.tables as { name: string; columns: { name: string }[] }[];
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['post', 'user', 'report', 'saved_query', 'audit_log']));
    expect(names.some((name) => name.startsWith('kysely_') || name.startsWith('sqlite_'))).toBe(false);
    const report = tables.find((table) => table.name === 'report');
    expect(report?.columns.slice(0, 3).map((column) => column.name)).toEqual([
      'report_id',
      'reporter_id',
      'target_type',
    ]);
  });
});
