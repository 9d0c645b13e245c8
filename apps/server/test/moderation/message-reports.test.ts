import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../helpers/test-app.ts';
import { auditRows, call, cast, publishPost, report, type TestUser } from './moderation-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof cast>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t.app);
  // The author starts conversations too: 회원 (level 1) may write first.
  await t.app.db.updateTable('user').set({ trust_level: 1 }).execute();
});
afterAll(async () => {
  await t?.close();
});

const reader = (i: number): TestUser => {
  const user = c.readers[i];
  if (!user) throw new Error(`no reader ${i}`);
  return user;
};
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, method, url, c.admin.cookie, payload);
const resolve = (targets: { targetType: string; targetId: string | number }[], action: string, extra = {}) =>
  admin('POST', '/api/admin/reports/resolve', { targets, action, ...extra });

/** Sends a 쪽지 through the API; returns its id. */
async function send(from: { cookie: string }, to: { userId: string }, content: string): Promise<number> {
  const sent = await call(t.app, 'POST', '/api/messages', from.cookie, { toUserId: to.userId, content });
  if (sent.status !== 201) throw new Error(`send failed ${sent.status} ${sent.raw}`);
  return (sent.body.message as { id: number }).id;
}

const threadContents = async (viewer: { cookie: string }, other: { userId: string }) =>
  (
    (await call(t.app, 'GET', `/api/messages/${other.userId}`, viewer.cookie)).body.messages as { content: string }[]
  ).map((message) => message.content);

type Group = {
  key: string;
  targetType: string;
  postId: string | null;
  content: string;
  state: string;
  author: { userId: string; userName: string; suspended: boolean };
  recipient: { userId: string; userName: string } | null;
  reportCount: number;
  resolution: { action: string } | null;
};
const queue = async (status = 'open') =>
  (await admin('GET', `/api/admin/reports?status=${status}`)).body.groups as Group[];
const openReportsOn = (messageId: number) =>
  t.app.db
    .selectFrom('report')
    .select('report_id')
    .where('target_type', '=', 'message')
    .where('target_id', '=', messageId)
    .where('status', '=', 'open')
    .execute();
const isDeleted = async (messageId: number) =>
  (
    await t.app.db
      .selectFrom('direct_message')
      .select('deleted_at')
      .where('message_id', '=', messageId)
      .executeTakeFirstOrThrow()
  ).deleted_at !== null;

describe('쪽지 신고 (reporting a direct message)', () => {
  it('keeps every index of the report table, and a report may name no post', async () => {
    const indexes =
      testDialect() === 'postgres'
        ? (
            await sql<{ name: string }>`select indexname as name from pg_indexes
              where schemaname = current_schema() and tablename = 'report'`.execute(t.app.db)
          ).rows
        : (
            await sql<{ name: string }>`select name from sqlite_master
              where type = 'index' and tbl_name = 'report' and sql is not null`.execute(t.app.db)
          ).rows;
    expect(
      indexes
        .map((row) => row.name)
        .filter((name) => name.endsWith('_idx'))
        .sort(),
    ).toEqual(['report_open_once_idx', 'report_status_idx', 'report_target_idx', 'report_target_user_idx']);
  });

  it('takes a report from the recipient only: the sender hears 403, anyone else 404', async () => {
    const messageId = await send(c.author, reader(0), '광고 쪽지입니다 http://spam.example');
    const first = await report(t.app, reader(0).cookie, 'message', messageId, 'spam', '모르는 사람이 광고를 보냄');
    expect(first.status).toBe(201);
    const stored = await t.app.db
      .selectFrom('report')
      .selectAll()
      .where('report_id', '=', first.body.reportId as number)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      target_type: 'message',
      target_id: messageId,
      post_id: null,
      target_user_id: c.author.numericId,
      status: 'open',
    });

    const again = await report(t.app, reader(0).cookie, 'message', String(messageId), 'abuse');
    expect(again).toMatchObject({
      status: 409,
      body: { error: '이미 신고한 내용입니다. 검토가 끝나면 결과를 알려드립니다.' },
    });
    const own = await report(t.app, c.author.cookie, 'message', messageId);
    expect(own).toMatchObject({ status: 403, body: { error: '내가 보낸 쪽지는 신고할 수 없습니다.' } });
    const stranger = await report(t.app, reader(1).cookie, 'message', messageId);
    expect(stranger).toMatchObject({ status: 404, body: { error: '쪽지를 찾을 수 없습니다.' } });
    expect((await report(t.app, reader(1).cookie, 'message', 99_999_999)).status).toBe(404);
    expect((await report(t.app, null as unknown as string, 'message', messageId)).status).toBe(401);
    expect((await report(t.app, reader(0).cookie, 'message', 'message12')).status).toBe(400);
    expect(await openReportsOn(messageId)).toHaveLength(1);
  });

  it('shows the 쪽지 in the queue with its sender and recipient', async () => {
    const messageId = await send(c.author, reader(1), '큐에 보일 쪽지 본문');
    expect((await report(t.app, reader(1).cookie, 'message', messageId, 'abuse')).status).toBe(201);
    const group = (await queue()).find((item) => item.key === `message${messageId}`);
    expect(group).toMatchObject({
      targetType: 'message',
      postId: null,
      content: '큐에 보일 쪽지 본문',
      state: 'visible',
      author: { userId: c.author.userId, userName: '작성자', suspended: false },
      recipient: { userId: reader(1).userId, userName: '독자2' },
      reportCount: 1,
    });
    // The post groups say they have no recipient.
    const postId = await publishPost(t.app, c.author.cookie, c.admin.cookie);
    await report(t.app, reader(2).cookie, 'post', postId);
    expect((await queue()).find((item) => item.key === postId)).toMatchObject({ recipient: null, postId });
  });

  it('deletes a reported 쪽지 from both sides of the thread, tells the reporter, audits it apart from the public log', async () => {
    const messageId = await send(c.author, reader(2), '삭제될 쪽지');
    await send(c.author, reader(2), '남을 쪽지');
    await report(t.app, reader(2).cookie, 'message', messageId, 'abuse');
    const modlogBefore = (await call(t.app, 'GET', '/api/modlog')).body.entries as unknown[];

    const hide = await resolve([{ targetType: 'message', targetId: messageId }], 'hide');
    expect(hide).toMatchObject({
      status: 400,
      body: { error: '쪽지는 숨길 수 없습니다. 삭제하거나 무시를 골라주세요.' },
    });

    const done = await resolve([{ targetType: 'message', targetId: messageId }], 'delete');
    expect(done).toMatchObject({ status: 200, body: { keys: [`message${messageId}`], reportCount: 1 } });
    expect(await threadContents(reader(2), c.author)).toEqual(['남을 쪽지']);
    expect(await threadContents(c.author, reader(2))).toEqual(['남을 쪽지']);
    const inbox = await call(t.app, 'GET', '/api/messages', reader(2).cookie);
    expect(inbox.body.unreadCount).toBe(1);

    const resolved = (await queue('resolved')).find((item) => item.key === `message${messageId}`);
    expect(resolved).toMatchObject({ state: 'deleted', content: '삭제될 쪽지', resolution: { action: 'delete' } });

    const notices = await call(t.app, 'GET', '/api/notifications', reader(2).cookie);
    expect(notices.body.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'report_resolved',
          postId: null,
          text: '신고하신 쪽지를 검토해 삭제했습니다.',
        }),
      ]),
    );
    const [audit] = await auditRows(t.app, 'report.resolve_message');
    expect(audit).toMatchObject({
      target: `message${messageId}`,
      row_count: 1,
      actor_id: Number(c.admin.userId.slice(4)),
    });
    expect(JSON.parse(audit?.detail_json ?? '{}')).toEqual({
      action: 'delete',
      keys: [`message${messageId}`],
      reportCount: 1,
    });
    expect((await auditRows(t.app, 'report.resolve')).some((row) => row.target?.includes('message'))).toBe(false);

    const modlog = await call(t.app, 'GET', '/api/modlog');
    expect(modlog.body.entries).toEqual(modlogBefore);
    expect(modlog.raw).not.toContain('삭제될 쪽지');

    // Gone from the thread, so nobody can report it again.
    expect((await report(t.app, reader(2).cookie, 'message', messageId)).status).toBe(404);
    expect((await resolve([{ targetType: 'message', targetId: messageId }], 'delete')).status).toBe(409);
  });

  it('dismisses a report and leaves the 쪽지 where it was', async () => {
    const messageId = await send(reader(0), reader(1), '평범한 쪽지');
    await report(t.app, reader(1).cookie, 'message', messageId, 'other', '오해였어요');
    expect((await resolve([{ targetType: 'message', targetId: messageId }], 'ignore')).status).toBe(200);
    expect(await isDeleted(messageId)).toBe(false);
    expect(await threadContents(reader(1), reader(0))).toContain('평범한 쪽지');
    expect(await openReportsOn(messageId)).toHaveLength(0);
  });

  it('sanctions the sender: suspended through the usual flow, the 쪽지 deleted, all or nothing', async () => {
    const sender = c.readers[0] as TestUser;
    const fromMember = await send(sender, reader(2), '욕설 쪽지');
    const fromAdmin = await send(c.admin, reader(2), '운영자의 쪽지');
    await report(t.app, reader(2).cookie, 'message', fromMember, 'abuse');
    await report(t.app, reader(2).cookie, 'message', fromAdmin, 'abuse');
    const postId = await publishPost(t.app, c.author.cookie, c.admin.cookie);
    await report(t.app, reader(1).cookie, 'post', postId);

    // A batch naming a 쪽지 cannot be hidden, and nothing of it is done.
    const hidden = await resolve(
      [
        { targetType: 'post', targetId: postId },
        { targetType: 'message', targetId: fromMember },
      ],
      'hide',
    );
    expect(hidden.status).toBe(400);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/detail`)).status).toBe(200);

    // An admin cannot be sanctioned: the whole batch is refused, the first 쪽지 is not deleted.
    const refused = await resolve(
      [
        { targetType: 'message', targetId: fromMember },
        { targetType: 'message', targetId: fromAdmin },
      ],
      'sanction',
      { days: 7 },
    );
    expect(refused).toMatchObject({ status: 409, body: { error: '관리자 계정은 제재할 수 없습니다.' } });
    expect(await isDeleted(fromMember)).toBe(false);
    expect(await openReportsOn(fromMember)).toHaveLength(1);
    const untouched = await t.app.db
      .selectFrom('user')
      .select('suspended_at')
      .where('user_id', '=', sender.numericId)
      .executeTakeFirstOrThrow();
    expect(untouched.suspended_at).toBeNull();

    const done = await resolve([{ targetType: 'message', targetId: fromMember }], 'sanction', { days: 7 });
    expect(done.status).toBe(200);
    expect(await isDeleted(fromMember)).toBe(true);
    const suspended = await t.app.db
      .selectFrom('user')
      .select(['suspended_at', 'suspended_until'])
      .where('user_id', '=', sender.numericId)
      .executeTakeFirstOrThrow();
    expect(suspended.suspended_at).not.toBeNull();
    expect(suspended.suspended_until).not.toBeNull();
    const suspensions = await auditRows(t.app, 'user.suspend');
    expect(suspensions.at(-1)).toMatchObject({ target: sender.userId });
    const resolutions = await auditRows(t.app, 'report.resolve_message');
    expect(JSON.parse(resolutions.at(-1)?.detail_json ?? '{}')).toMatchObject({
      action: 'sanction',
      sanctioned: [sender.userId],
      days: 7,
    });
    // The suspension is public like every suspension; the 쪽지 is not.
    expect((await call(t.app, 'GET', '/api/modlog')).raw).not.toContain('욕설 쪽지');
  });
});
