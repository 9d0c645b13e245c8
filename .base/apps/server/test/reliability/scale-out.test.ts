import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, testDialect } from '../helpers/test-app.ts';
import {
  ApiClient,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from './server-process.ts';
import { WriteLoad } from './write-load.ts';

/**
 * Scale-out (issue 10 §5, README "Scaling out"): two server processes on one PostgreSQL behind
 * one client. Sessions live in the database, and counters are updated in the database, so any
 * process may answer any request. SQLite is one file for one process, so this runs in the
 * PostgreSQL pass only (scripts/run-api-tests.mjs runs the api project on both engines).
 */
const onPostgres = testDialect() === 'postgres';

let db: ProcessDatabase | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  await db?.drop();
});

describe.skipIf(!onPostgres)('scale-out: two server processes on one PostgreSQL (PostgreSQL pass only)', () => {
  it('shares sessions and keeps counters exact under concurrent writes through both', async () => {
    db = await createProcessDatabase();
    // A new database is migrated by the first process before the second starts (README).
    const one = await startServerProcess(db.env);
    servers.push(one);
    const two = await startServerProcess(db.env);
    servers.push(two);

    // A session made on one process is valid on the other, and a logout on one ends it on both.
    const client = new ApiClient(one.url);
    const userId = await client.signUp('scale@test.kr', '스케일');
    const onTwo = new ApiClient(two.url);
    onTwo.cookie = client.cookie;
    expect(((await onTwo.request('GET', '/api/auth/me')).json.user as { user_id: string }).user_id).toBe(userId);
    const second = new ApiClient(two.url);
    await second.request('POST', '/api/auth/login', { email: 'scale@test.kr', password: 'password-123' });
    const secondOnOne = new ApiClient(one.url);
    secondOnOne.cookie = second.cookie;
    expect((await secondOnOne.request('POST', '/api/auth/logout')).status).toBe(200);
    expect((await second.request('GET', '/api/auth/me')).json.user).toBeNull();

    // Many users like the same post at the same moment, half through each process.
    const admin = new ApiClient(one.url);
    await admin.request('POST', '/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const created = await client.request('POST', '/api/posts/feed', {
      title: '모두가 누르는 글',
      blocks: [{ id: 1, type: 'text', content: '좋아요를 눌러주세요' }],
    });
    const postId = (created.json.post as { postId: string }).postId;
    expect((await admin.request('POST', '/api/admin/posts/confirm', { postId })).status).toBe(200);
    const fans: ApiClient[] = [];
    for (let i = 0; i < 16; i += 1) {
      const fan = new ApiClient(i % 2 === 0 ? one.url : two.url);
      await fan.signUp(`fan${i}@test.kr`, `팬${i}`);
      fans.push(fan);
    }
    // like → unlike → like, every user at once: 24 final likes, whatever the interleaving.
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        fans.map((fan) => fan.request('POST', `/api/posts/${postId}/like`, { type: 'like' })),
      );
      expect(answers.map((a) => a.status)).toEqual(fans.map(() => 200));
    }
    const comments = await Promise.all(
      fans.map((fan, i) => fan.request('POST', `/api/posts/${postId}/comments`, { content: `동시 댓글 ${i}` })),
    );
    expect(comments.map((c) => c.status)).toEqual(fans.map(() => 201));
    const joins = await Promise.all(fans.map((fan) => fan.request('POST', '/api/spheres/1/join', {})));
    expect(joins.map((j) => j.status)).toEqual(fans.map(() => 200));

    const [row] = await db.query<{ like_count: number; comment_count: number }>(
      `select like_count, comment_count from post where post_id = ${Number(postId.slice(4))}`,
    );
    expect(row).toEqual({ like_count: fans.length, comment_count: fans.length });
    const [sphere] = await db.query<{ member_count: number }>('select member_count from sphere where sphere_id = 1');
    expect(sphere?.member_count).toBe(fans.length);
    // Both processes answer the same counts to a signed-in reader (personal answers are never cached).
    for (const reader of [new ApiClient(one.url), new ApiClient(two.url)]) {
      reader.cookie = client.cookie;
      const detail = await reader.request('GET', `/api/posts/${postId}/detail`);
      expect(detail.json.post).toMatchObject({ likeCount: fans.length, commentCount: fans.length });
    }

    // Mixed writes, every request to the other process than the last.
    let turn = 0;
    const load = new WriteLoad(() => {
      turn += 1;
      return turn % 2 === 0 ? one.url : two.url;
    });
    await load.setup(4, 3);
    const until = Date.now() + 3_000;
    await load.run(8, () => Date.now() > until);
    const { lost, counterErrors, checked } = await load.verify(db);
    console.info(
      `scale-out (postgres, 2 processes): ${load.stats.acknowledged} acknowledged writes, ${checked} end states checked, ` +
        `lost: ${lost.length}, counter mismatches: ${counterErrors.length}`,
    );
    expect(
      load.problems,
      servers
        .map((s) => s.output())
        .join('\n')
        .slice(-6000),
    ).toEqual([]);
    expect(lost).toEqual([]);
    expect(counterErrors).toEqual([]);
  }, 180_000);
});
