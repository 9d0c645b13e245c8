import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, testDialect } from '../helpers/test-app.ts';
import {
  ApiClient,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from '../reliability/server-process.ts';
import { isNotification, SseReader } from './stream-client.ts';

/**
 * Live notifications across server processes (docs/decisions/100-notifications.md): a comment
 * written through process A reaches the author's stream on process B through PostgreSQL's
 * LISTEN/NOTIFY, and so do read marks and logouts. SQLite is one process, so this runs in the
 * PostgreSQL pass only (scripts/run-api-tests.mjs).
 */
const onPostgres = testDialect() === 'postgres';

let db: ProcessDatabase | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  await db?.drop();
});

/** A stream opened with fetch against a real process, parsed as it arrives. */
async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const reader = new SseReader();
  const body = response.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const chunk = await body?.read();
        if (!chunk || chunk.done) break;
        reader.push(decoder.decode(chunk.value, { stream: true }));
      }
    } catch {
      // Aborted by the test.
    }
    reader.finish();
  })();
  return { status: response.status, reader, close: () => controller.abort() };
}

describe.skipIf(!onPostgres)('notifications across two server processes (PostgreSQL pass only)', () => {
  it('pushes an event written on process A to a stream on process B, and closes it at logout on A', async () => {
    db = await createProcessDatabase();
    const a = await startServerProcess(db.env);
    servers.push(a);
    const b = await startServerProcess(db.env);
    servers.push(b);

    const author = new ApiClient(a.url);
    await author.signUp('author@test.kr', '두프로세스');
    const admin = new ApiClient(a.url);
    await admin.request('POST', '/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const created = await author.request('POST', '/api/posts/feed', {
      title: '멀리서 온 알림',
      blocks: [{ id: 1, type: 'text', content: '프로세스 둘' }],
    });
    const postId = (created.json.post as { postId: string }).postId;

    const stream = await openStream(b.url, author.cookie);
    expect(stream.status).toBe(200);
    await stream.reader.next((m) => m.event === 'unread');

    // Confirmed by the admin through A: B's stream hears it.
    expect((await admin.request('POST', '/api/admin/posts/confirm', { postId })).status).toBe(200);
    await stream.reader.next(isNotification('post_confirmed'));

    const fan = new ApiClient(a.url);
    await fan.signUp('fan@test.kr', '먼곳의팬');
    const written = await fan.request('POST', `/api/posts/${postId}/comments`, { content: 'A에서 쓴 댓글' });
    expect(written.status).toBe(201);
    const pushed = await stream.reader.next(isNotification('comment'));
    expect(pushed.data).toMatchObject({
      notification: { actor: { name: '먼곳의팬' }, excerpt: 'A에서 쓴 댓글', postId },
      unreadCount: 2,
    });

    // PostgreSQL drops the listening connections (a restart, a failover): each process opens
    // a new one and its streams catch up on what was written meanwhile.
    await db.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query like 'listen %' and datname = current_database()",
    );
    const during = await fan.request('POST', `/api/posts/${postId}/comments`, { content: '끊긴 사이에 쓴 댓글' });
    expect(during.status).toBe(201);
    await stream.reader.next((m) => isNotification('comment')(m) && m.data.unreadCount === 3);

    // Read on A: B hears the new count.
    expect((await author.request('POST', '/api/notifications/read', { all: true })).status).toBe(200);
    await stream.reader.next((m) => m.event === 'unread' && m.data.unreadCount === 0);

    // Logged out through A: B ends the stream of that session.
    expect((await author.request('POST', '/api/auth/logout')).status).toBe(200);
    await stream.reader.next((m) => m.event === 'ended');
    await stream.reader.closed();
    stream.close();
  }, 120_000);
});
