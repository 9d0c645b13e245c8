import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushTestService } from '../helpers/push-test-service.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call } from '../notifications/fixtures.ts';
import { openStream } from '../notifications/stream-client.ts';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushTestService>>;

beforeAll(async () => {
  service = await startPushTestService();
  t = await createTestApp({ env: { WEB_PUSH_ALLOW_HTTP: '1' } });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

type Member = Awaited<ReturnType<typeof signUpUser>>;

/** A 회원 (level 1): new sign-ups are 새내기 (0), who may not start a conversation. */
async function member(name: string, level = 1): Promise<Member> {
  const user = await signUpUser(t.app, name);
  await t.app.db.updateTable('user').set({ trust_level: level }).where('user_id', '=', user.numericId).execute();
  return user;
}

const send = (from: Member, to: Member | string, content: string) =>
  call(t.app, 'POST', '/api/messages', from.cookie, { toUserId: typeof to === 'string' ? to : to.userId, content });

describe('쪽지', () => {
  it('sends, lists conversations with the last message and unread count, reads a thread and marks it read', async () => {
    const a = await member('보내는이');
    const b = await member('받는이');
    const c = await member('다른이');
    const sent = await send(a, b, '  안녕하세요, 쪽지입니다  ');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      senderId: a.userId,
      recipientId: b.userId,
      content: '안녕하세요, 쪽지입니다',
      readAt: null,
    });
    await send(c, b, '저도 한마디');
    await send(b, a, '네 반갑습니다');
    await send(a, b, '두 번째 쪽지');

    const inbox = await call(t.app, 'GET', '/api/messages', b.cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.body.unreadCount).toBe(3);
    expect(inbox.body.conversations).toMatchObject([
      { user: { id: a.userId, name: '보내는이' }, lastMessage: { content: '두 번째 쪽지' }, unreadCount: 2 },
      { user: { id: c.userId, name: '다른이' }, lastMessage: { content: '저도 한마디' }, unreadCount: 1 },
    ]);
    expect((await call(t.app, 'GET', '/api/messages/unread-count', b.cookie)).body.unreadCount).toBe(3);

    const thread = await call(t.app, 'GET', `/api/messages/${a.userId}`, b.cookie);
    expect(thread.body).toMatchObject({ user: { id: a.userId }, nextBefore: null, canSend: true });
    expect((thread.body.messages as { content: string }[]).map((m) => m.content)).toEqual([
      '안녕하세요, 쪽지입니다',
      '네 반갑습니다',
      '두 번째 쪽지',
    ]);
    const read = await call(t.app, 'POST', `/api/messages/${a.userId}/read`, b.cookie);
    expect(read.body).toEqual({ success: true, updated: 2, unreadCount: 1 });
    // Others' threads are theirs: c sees only what c and b wrote.
    const theirs = await call(t.app, 'GET', `/api/messages/${b.userId}`, c.cookie);
    expect((theirs.body.messages as { content: string }[]).map((m) => m.content)).toEqual(['저도 한마디']);
  });

  it('pages a long thread by before, newest page first', async () => {
    const a = await member('수다쟁이');
    const b = await member('듣는이');
    for (let i = 1; i <= 35; i += 1) await send(i % 2 ? a : b, i % 2 ? b : a, `쪽지 ${i}`);
    const first = await call(t.app, 'GET', `/api/messages/${b.userId}`, a.cookie);
    const firstPage = first.body.messages as { id: number; content: string }[];
    expect(firstPage).toHaveLength(30);
    expect(firstPage[0]?.content).toBe('쪽지 6');
    expect(firstPage.at(-1)?.content).toBe('쪽지 35');
    expect(first.body.nextBefore).toBe(firstPage[0]?.id);
    const older = await call(t.app, 'GET', `/api/messages/${b.userId}?before=${first.body.nextBefore}`, a.cookie);
    expect((older.body.messages as { content: string }[]).map((m) => m.content)).toEqual([
      '쪽지 1',
      '쪽지 2',
      '쪽지 3',
      '쪽지 4',
      '쪽지 5',
    ]);
    expect(older.body.nextBefore).toBeNull();
    expect((await call(t.app, 'GET', `/api/messages/${b.userId}?before=abc`, a.cookie)).status).toBe(400);
    // Beyond a 32-bit id: a clear 400 on both engines, not PostgreSQL's out-of-range error.
    expect((await call(t.app, 'GET', `/api/messages/${b.userId}?before=99999999999`, a.cookie)).status).toBe(400);
  });

  it('pages the conversation list', async () => {
    const hub = await member('인기인');
    for (let i = 0; i < 21; i += 1) await send(await member(`팬${i}`), hub, `팬레터 ${i}`);
    const first = await call(t.app, 'GET', '/api/messages?page=1', hub.cookie);
    expect(first.body.conversations).toHaveLength(20);
    expect(first.body.pagination).toMatchObject({ page: 1, hasMore: true });
    const second = await call(t.app, 'GET', '/api/messages?page=2', hub.cookie);
    expect(
      (second.body.conversations as { lastMessage: { content: string } }[]).map((c) => c.lastMessage.content),
    ).toEqual(['팬레터 0']);
  });

  it('refuses blocked pairs both ways (403), myself (400), unknown and deleted members (404), bad content (400), guests (401)', async () => {
    const a = await member('차단한이');
    const b = await member('차단된이');
    await send(a, b, '차단 전 쪽지');
    await call(t.app, 'POST', `/api/users/${b.userId}/block`, a.cookie);
    const blocked = '차단했거나 차단된 사용자와는 쪽지를 주고받을 수 없습니다.';
    expect(await send(a, b, '내가 막았는데')).toMatchObject({ status: 403, body: { error: blocked } });
    expect(await send(b, a, '나는 막혔는데')).toMatchObject({ status: 403, body: { error: blocked } });
    expect((await call(t.app, 'GET', `/api/messages/${a.userId}`, b.cookie)).body.canSend).toBe(false);
    await call(t.app, 'DELETE', `/api/users/${b.userId}/block`, a.cookie);
    expect((await send(b, a, '풀렸네요')).status).toBe(201);

    expect(await send(a, a, '나에게')).toMatchObject({
      status: 400,
      body: { error: '자기 자신에게는 쪽지를 보낼 수 없습니다.' },
    });
    expect((await send(a, 'user99999999', '없는 사람')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/messages/user99999999', a.cookie)).status).toBe(404);
    const gone = await member('탈퇴예정');
    await t.app.db
      .updateTable('user')
      .set({ deleted_at: new Date().toISOString() })
      .where('user_id', '=', gone.numericId)
      .execute();
    expect((await send(a, gone, '탈퇴했나요')).status).toBe(404);
    expect(await send(a, b, '   ')).toMatchObject({ status: 400, body: { error: '쪽지 내용을 입력해주세요.' } });
    expect(await send(a, b, '가'.repeat(2001))).toMatchObject({
      status: 400,
      body: { error: '쪽지는 2,000자 이하로 적어주세요.' },
    });
    expect((await send(a, b, '가'.repeat(2000))).status).toBe(201);
    expect((await call(t.app, 'POST', '/api/messages', null, { toUserId: b.userId, content: '손님' })).status).toBe(
      401,
    );
    expect((await call(t.app, 'GET', '/api/messages', null)).status).toBe(401);
  });

  it('a 새내기 cannot start a conversation but can answer one', async () => {
    const newcomer = await member('새내기', 0);
    const regular = await member('회원');
    expect(await send(newcomer, regular, '먼저 말 걸기')).toMatchObject({
      status: 403,
      body: { error: '새내기 등급은 먼저 쪽지를 보낼 수 없습니다. 받은 쪽지에는 답장할 수 있습니다.' },
    });
    expect((await call(t.app, 'GET', `/api/messages/${regular.userId}`, newcomer.cookie)).body.canSend).toBe(false);
    expect((await send(regular, newcomer, '환영합니다')).status).toBe(201);
    expect((await send(newcomer, regular, '감사합니다')).status).toBe(201);
  });

  it('arrives live on the recipient’s notification stream (ids only), and on the sender’s other tabs', async () => {
    const a = await member('실시간보냄');
    const b = await member('실시간받음');
    const recipient = await openStream(t.app, b.cookie);
    const senderTab = await openStream(t.app, a.cookie);
    try {
      await recipient.reader.next((message) => message.event === 'unread');
      await senderTab.reader.next((message) => message.event === 'unread');
      const sent = await send(a, b, '실시간 쪽지');
      const heard = await recipient.reader.next((message) => message.event === 'message');
      expect(heard.data).toEqual({ messageId: (sent.body.message as { id: number }).id, otherUserId: a.userId });
      const echoed = await senderTab.reader.next((message) => message.event === 'message');
      expect(echoed.data).toEqual({ messageId: (sent.body.message as { id: number }).id, otherUserId: b.userId });
    } finally {
      recipient.close();
      senderTab.close();
    }
  });

  it('pushes a new message to the recipient’s browser, opening the thread', async () => {
    const a = await member('푸시보냄');
    const b = await member('푸시받음');
    const browser = service.subscriber('messages-b');
    await call(t.app, 'POST', '/api/push/subscriptions', b.cookie, { endpoint: browser.endpoint, keys: browser.keys });
    await send(a, b, '휴대폰으로 받는 쪽지');
    expect(await t.app.push.sendDue()).toMatchObject({ sent: 1 });
    expect(service.failures).toEqual([]);
    expect(service.received.at(-1)?.payload).toEqual({
      title: '푸시보냄님의 쪽지',
      body: '휴대폰으로 받는 쪽지',
      url: `/messages/${a.userId}`,
      tag: `m-${a.userId}`,
    });
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const a = await signUpUser(limited.app, '도배');
      const b = await signUpUser(limited.app, '받는이');
      await limited.app.db.updateTable('user').set({ trust_level: 1 }).where('user_id', '=', a.numericId).execute();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        statuses.push(
          (await call(limited.app, 'POST', '/api/messages', a.cookie, { toUserId: b.userId, content: `${i}` })).status,
        );
      }
      expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
