import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushTestService, type TestSubscriber } from '../helpers/push-test-service.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, comment, publishPost } from '../notifications/fixtures.ts';

let t: TestApp;
let second: TestApp;
let admin: { cookie: string };
let service: Awaited<ReturnType<typeof startPushTestService>>;

beforeAll(async () => {
  service = await startPushTestService();
  t = await createTestApp({ env: { WEB_PUSH_ALLOW_HTTP: '1' } });
  // Another process of the same deployment, as production runs it: https endpoints only.
  second = await createTestApp({ shareDatabaseWith: t });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await service?.close();
});

const subscribe = (cookie: string, sub: Pick<TestSubscriber, 'endpoint' | 'keys'>, app = t.app) =>
  call(app, 'POST', '/api/push/subscriptions', cookie, { endpoint: sub.endpoint, keys: sub.keys });

const queued = async () =>
  (await t.app.db.selectFrom('push_delivery').select(['delivery_id', 'status', 'attempts', 'kind']).execute()).map(
    (row) => ({ ...row, attempts: Number(row.attempts) }),
  );

describe('web push', () => {
  it('generates the VAPID key pair at first start, stores it once, and every process serves the same one', async () => {
    const first = await call(t.app, 'GET', '/api/push/public-key');
    const other = await call(second.app, 'GET', '/api/push/public-key');
    expect(first.status).toBe(200);
    const publicKey = first.body.publicKey as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(other.body.publicKey).toBe(publicKey);
    const stored = await t.app.db.selectFrom('push_vapid_key').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.public_key).toBe(publicKey);
  });

  it('refuses guests, malformed endpoints and keys, and plain http where it is not allowed', async () => {
    const member = await signUpUser(t.app, '푸시검사');
    const good = service.subscriber('validation');
    expect((await subscribe('', good)).status).toBe(401);
    for (const endpoint of ['not a url', 'ftp://push.example/x', `https://user:pw@push.example/x`, 'x'.repeat(3000)]) {
      const answer = await subscribe(member.cookie, { endpoint, keys: good.keys });
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.error).toBe('푸시 구독 주소(endpoint)가 올바르지 않습니다.');
    }
    for (const keys of [
      { p256dh: 'short', auth: good.keys.auth },
      { p256dh: good.keys.p256dh, auth: 'not-sixteen-bytes' },
      { p256dh: good.keys.p256dh },
    ]) {
      const answer = await subscribe(member.cookie, { endpoint: good.endpoint, keys: keys as TestSubscriber['keys'] });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('푸시 구독 키(p256dh, auth)가 올바르지 않습니다.');
    }
    const httpOnProduction = await subscribe(member.cookie, good, second.app);
    expect(httpOnProduction).toMatchObject({ status: 400, body: { error: '푸시 구독 주소는 https 주소여야 합니다.' } });
    expect((await call(t.app, 'GET', '/api/push/subscriptions', member.cookie)).body.devices).toEqual([]);
  });

  it('pushes a notification encrypted for the browser and signed with VAPID; lists and removes devices', async () => {
    const author = await signUpUser(t.app, '글쓴이');
    const commenter = await signUpUser(t.app, '댓글러');
    const browser = service.subscriber('author-phone');
    const created = await subscribe(author.cookie, browser);
    expect(created.status).toBe(201);
    expect(created.body.device).toMatchObject({ endpoint: browser.endpoint, lastSuccessAt: null });
    // The same browser again: the same device, no second row.
    expect((await subscribe(author.cookie, browser)).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/push/subscriptions', author.cookie)).body.devices).toHaveLength(1);

    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const before = service.received.length;
    const { commentId } = await comment(t.app, postId, commenter.cookie, '푸시로 받을 댓글입니다');
    const summary = await t.app.push.sendDue();
    expect(summary).toMatchObject({ sent: 2, failed: 0 });
    expect(service.failures).toEqual([]);
    const pushes = service.received.slice(before).filter((push) => push.path === '/push/author-phone');
    // The confirmation of the post (post_confirmed) and the comment, each once.
    expect(pushes.map((push) => push.payload.title)).toEqual([
      '회원님의 게시글이 승인되어 모두에게 공개되었습니다.',
      '댓글러님이 회원님의 게시글에 댓글을 남겼습니다.',
    ]);
    expect(pushes[1]?.payload).toMatchObject({
      body: '푸시로 받을 댓글입니다',
      url: `/post/${postId}#comment-${commentId}`,
    });
    const publicKey = (await call(t.app, 'GET', '/api/push/public-key')).body.publicKey;
    expect(pushes[1]?.vapidKey).toBe(publicKey);
    expect(pushes[1]?.claims.aud).toBe(service.origin);
    expect(pushes[1]?.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(pushes[1]?.claims.sub).toBe('mailto:admin@test.kr');
    expect(await queued()).toEqual([]);
    const devices = (await call(t.app, 'GET', '/api/push/subscriptions', author.cookie)).body.devices as {
      lastSuccessAt: string | null;
    }[];
    expect(devices[0]?.lastSuccessAt).not.toBeNull();

    // Another member cannot remove my device; I can, once.
    const unsubscribe = (cookie: string) =>
      call(t.app, 'DELETE', '/api/push/subscriptions', cookie, { endpoint: browser.endpoint });
    expect((await unsubscribe(commenter.cookie)).status).toBe(404);
    expect((await unsubscribe(author.cookie)).body).toEqual({ success: true, removed: true });
    expect((await unsubscribe(author.cookie)).status).toBe(404);
    await comment(t.app, postId, commenter.cookie, '이제는 푸시가 없습니다');
    expect(await queued()).toEqual([]);
  });

  it('pushes nothing for a type the member turned off, or for a notification read before the push went out', async () => {
    const author = await signUpUser(t.app, '끈사람');
    const commenter = await signUpUser(t.app, '말거는이');
    await subscribe(author.cookie, service.subscriber('quiet'));
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    await t.app.push.sendDue();
    const saved = await call(t.app, 'PUT', '/api/notifications/preferences', author.cookie, {
      preferences: { comment: false },
    });
    expect(saved.status).toBe(200);
    await comment(t.app, postId, commenter.cookie, '꺼둔 종류의 알림');
    expect(await queued()).toEqual([]);

    await call(t.app, 'PUT', '/api/notifications/preferences', author.cookie, { preferences: { comment: true } });
    await comment(t.app, postId, commenter.cookie, '읽고 나면 보낼 필요 없는 알림');
    expect(await queued()).toHaveLength(1);
    await call(t.app, 'POST', '/api/notifications/read', author.cookie, { all: true });
    const before = service.received.length;
    expect(await t.app.push.sendDue()).toMatchObject({ sent: 0 });
    expect(service.received.length).toBe(before);
    expect(await queued()).toEqual([]);
  });

  it('forgets a subscription the push service calls gone (404, 410)', async () => {
    for (const status of [404, 410]) {
      const author = await signUpUser(t.app, '떠난기기');
      const commenter = await signUpUser(t.app, '말거는이');
      const name = `gone-${status}`;
      await subscribe(author.cookie, service.subscriber(name));
      const postId = await publishPost(t.app, author.cookie, admin.cookie);
      service.respond(name, status);
      await comment(t.app, postId, commenter.cookie, '받을 브라우저가 없습니다');
      // The first answer removes the browser, and the other push queued for it with it.
      expect(await t.app.push.sendDue()).toMatchObject({ expired: 1, sent: 0 });
      expect((await call(t.app, 'GET', '/api/push/subscriptions', author.cookie)).body.devices).toEqual([]);
      expect(await queued()).toEqual([]);
    }
  });

  it('retries a push the service could not take, later, and one sender across processes sends it once', async () => {
    const author = await signUpUser(t.app, '다시받기');
    const commenter = await signUpUser(t.app, '말거는이');
    const name = 'flaky';
    await subscribe(author.cookie, service.subscriber(name));
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    await t.app.push.sendDue();
    service.respond(name, 503, 201);
    await comment(t.app, postId, commenter.cookie, '두 번째에 도착하는 댓글');
    expect(await t.app.push.sendDue()).toMatchObject({ retrying: 1, sent: 0 });
    const [waiting] = await queued();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    // Not due yet: nothing is sent before its time.
    expect(await t.app.push.sendDue()).toMatchObject({ sent: 0, retrying: 0 });
    await t.app.db.updateTable('push_delivery').set({ next_attempt_at: '2000-01-01T00:00:00.000Z' }).execute();
    const before = service.received.length;
    // Another process that may reach this test's plain-http push service too (`second` may not,
    // and would fail whichever push it claimed first).
    const neighbour = await createTestApp({ shareDatabaseWith: t, env: { WEB_PUSH_ALLOW_HTTP: '1' } });
    const [a, b] = await Promise.all([t.app.push.sendDue(), neighbour.app.push.sendDue()]).finally(() =>
      neighbour.close(),
    );
    expect((a.sent ?? 0) + (b.sent ?? 0)).toBe(1);
    const arrived = service.received.slice(before).filter((push) => push.path === `/push/${name}`);
    expect(arrived.map((push) => push.payload.body)).toEqual(['두 번째에 도착하는 댓글']);
    expect(await queued()).toEqual([]);
  });

  it('gives up on a refusal that will not change (400) without retrying', async () => {
    const author = await signUpUser(t.app, '거절됨');
    const commenter = await signUpUser(t.app, '말거는이');
    await subscribe(author.cookie, service.subscriber('refuses'));
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    service.respond('refuses', 403);
    await comment(t.app, postId, commenter.cookie, '거절될 푸시');
    expect(await t.app.push.sendDue()).toMatchObject({ failed: 2 });
    expect((await queued()).map((row) => row.status)).toEqual(['failed', 'failed']);
    await t.app.db.deleteFrom('push_delivery').execute();
  });
});
