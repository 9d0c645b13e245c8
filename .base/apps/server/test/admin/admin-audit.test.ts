import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE } from '@tubesphere/shared/contract/admin-audit';
import { ADMIN_QUERY_MESSAGES } from '@tubesphere/shared/contract/admin-query';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signUpUser, TEST_ADMIN, testDialect } from '../helpers/test-app.ts';
import { cachedAdminCookie, useFakesAndApp } from '../providers/fake-setup.ts';
import { insertPost } from './admin-fixtures.ts';

/**
 * The audit trail (docs/decisions/061-audit-trail.md): every admin action that changes
 * something leaves one row in the same transaction, the rows cannot be changed, and
 * GET /api/admin/audit lists them with filters and pages.
 */
const ctx = useFakesAndApp();
const admin = cachedAdminCookie(ctx);

const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, payload, headers: { cookie: await admin() } });
const list = async (params: Record<string, string> = {}) => {
  const response = await call('GET', `/api/admin/audit?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const yesterdayKst = () => new Date(Date.now() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
const todayKst = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

describe(`the audit trail on ${testDialect()}`, () => {
  it('records post confirmations, single and bulk, with the posts they published', async () => {
    const author = await signUpUser(ctx.t.app, '작성자');
    const [a, b, c] = [
      await insertPost(ctx.t.app, author.numericId),
      await insertPost(ctx.t.app, author.numericId),
      await insertPost(ctx.t.app, author.numericId),
    ];
    expect((await call('POST', '/api/admin/posts/confirm', { postId: `post${a}` })).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/admin/posts/confirm', { postIds: [`post${a}`, `post${b}`, `post${c}`] })).statusCode,
    ).toBe(200);
    // Nothing left to publish: nothing recorded.
    expect((await call('POST', '/api/admin/posts/confirm', { postIds: [`post${b}`] })).statusCode).toBe(200);

    const { entries } = await list({ action: 'post.confirm' });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'post.confirm',
      actor: { userName: '관리자' },
      target: `post${b}, post${c}`,
      outcome: 'ok',
      rowCount: 2,
      detail: { postIds: [`post${b}`, `post${c}`], requested: 3 },
    });
    expect(entries[1]).toMatchObject({ target: `post${a}`, rowCount: 1 });
  });

  it('records settings changes from → to, and nothing when nothing changed', async () => {
    expect((await call('POST', '/api/admin/settings', { companionVisible: false })).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/settings', { companionVisible: false })).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/admin/settings', { companionVisible: true, recommendedSpheresVisible: false }))
        .statusCode,
    ).toBe(200);
    const { entries } = await list({ action: 'settings.update' });
    expect(entries.map((e: { detail: unknown }) => e.detail)).toEqual([
      {
        changes: {
          companion_visible: { from: false, to: true },
          recommended_spheres_visible: { from: true, to: false },
        },
      },
      { changes: { companion_visible: { from: true, to: false } } },
    ]);
  });

  it('records YouTube imports, saved selections and channel collection', async () => {
    const imported = await call('POST', '/api/youtube/import', {
      region: 'KR',
      date: yesterdayKst(),
      maxResults: '3',
      key: TEST_ADMIN.key,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const importBody = imported.json();
    const saved = await call('POST', '/api/youtube/save-videos', {
      videos: [{ videoId: 'auditVid001', title: '감사 테스트 영상' }],
      params: { regionCode: 'KR' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/api/youtube/channels?region=KR&maxResults=2')).statusCode).toBe(200);

    const [importRow] = (await list({ action: 'youtube.import' })).entries;
    expect(importRow).toMatchObject({
      rowCount: importBody.savedCount,
      detail: { region: 'KR', date: yesterdayKst(), maxResults: 3, savedCount: importBody.savedCount },
    });
    expect(importRow.target.split(', ')).toEqual(
      importBody.videos
        .filter((v: { status: string }) => v.status === 'saved')
        .map((v: { postId: string }) => v.postId),
    );
    const [saveRow] = (await list({ action: 'youtube.save_videos' })).entries;
    expect(saveRow).toMatchObject({
      rowCount: 1,
      target: saved.json().postIds[0],
      detail: { region: 'KR', videoIds: ['auditVid001'], savedCount: 1, duplicateCount: 0 },
    });
    const [collectRow] = (await list({ action: 'youtube.collect_channels' })).entries;
    expect(collectRow).toMatchObject({ detail: { region: 'KR', dataSource: 'trending' } });
    expect(collectRow.rowCount).toBe(collectRow.detail.channelIds.length);
  });

  it('lists newest first, 30 a page, filtered by action, admin, outcome and Korean day', async () => {
    const me = await ctx.t.app.db
      .selectFrom('user')
      .select('user_id')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 32; i += 1) {
      await ctx.t.app.audit.record({
        actorId: me.user_id,
        action: 'sql.run',
        detail: { sql: `SELECT ${i}`, mode: 'read' },
      });
    }
    await call('POST', '/api/admin/query', { query: 'DELETE FROM audit_log', adminKey: TEST_ADMIN.key, mode: 'write' });

    const first = await list({ action: 'sql.run' });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.pagination).toEqual({ page: 1, limit: AUDIT_PAGE_SIZE, hasMore: true, total: 33 });
    expect(first.entries[0]).toMatchObject({ outcome: 'refused', error: ADMIN_QUERY_MESSAGES.audit });
    expect(first.entries[1].detail).toEqual({ sql: 'SELECT 31', mode: 'read' });
    const second = await list({ action: 'sql.run', page: '2' });
    expect(second.entries.map((e: { detail: { sql: string } }) => e.detail.sql)).toEqual([
      'SELECT 2',
      'SELECT 1',
      'SELECT 0',
    ]);
    expect(second.pagination.hasMore).toBe(false);

    expect((await list({ action: 'sql.run', outcome: 'refused' })).pagination.total).toBe(1);
    const adminId = first.entries[0].actor.userId;
    expect(first.actors).toEqual([{ userId: adminId, userName: '관리자' }]);
    expect((await list({ actor: adminId })).pagination.total).toBeGreaterThan(33);
    expect((await list({ actor: 'user999999' })).entries).toEqual([]);
    expect((await list({ from: todayKst(), to: todayKst() })).pagination.total).toBeGreaterThan(33);
    expect((await list({ to: yesterdayKst() })).entries).toEqual([]);
    expect((await list({ page: '99' })).entries).toEqual([]);
  });

  it('answers a bad filter with a Korean 400', async () => {
    for (const [params, error] of [
      [{ from: '2024/01/01' }, AUDIT_MESSAGES.badDate],
      [{ from: '2024-02-10', to: '2024-02-01' }, AUDIT_MESSAGES.badRange],
      [{ action: 'DROP TABLE' }, AUDIT_MESSAGES.badAction],
    ] as const) {
      const response = await call('GET', `/api/admin/audit?${new URLSearchParams(params)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it('keeps rows unchangeable even for the server’s own connection', async () => {
    const db = ctx.t.app.db;
    await expect(sql`update audit_log set outcome = 'ok'`.execute(db)).rejects.toThrow(/감사 기록/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/감사 기록/);
    if (testDialect() === 'postgres') await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/감사 기록/);
    expect((await list()).pagination.total).toBeGreaterThan(33);
  });
});
