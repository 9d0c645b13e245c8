import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp, testDialect } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';

/**
 * Another connection holding the write lock — the admin SQL tool's write mode, a script, a
 * backup — must make a user's like or comment wait, not fail: while it waits the rest of the
 * server keeps answering, and past the wait the user gets 503 + Retry-After, never a 500.
 */

interface LockHolder {
  release(): Promise<void>;
}

/** A second connection takes the lock a like and a comment need (SQLite: the database's write lock). */
async function holdWriteLock(t: TestApp): Promise<LockHolder> {
  const database = t.config.database;
  if (database.kind === 'sqlite') {
    const other = new SqliteDatabase(database.file);
    other.exec('begin immediate');
    other
      .prepare("insert into admin_settings (setting_key, setting_value, updated_at) values ('lock-test', '1', 'x')")
      .run();
    return {
      async release() {
        other.exec('rollback');
        other.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: database.url, options: `-c search_path=${database.schema}` });
  await client.connect();
  await client.query('begin');
  // EXCLUSIVE lets reads through and stops every write to these tables, as a long UPDATE would.
  await client.query('lock table post_reaction, comment in exclusive mode');
  return {
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`writes while another connection holds the lock (${testDialect()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a like and a comment wait for a 2-second lock and succeed; reads are answered meanwhile', async () => {
    const author = await signUpUser(t.app, '작성자');
    const reader = await signUpUser(t.app, '독자');
    const postId = await insertPost(t.app, author.numericId);
    const lock = await holdWriteLock(t);
    const order: string[] = [];
    const track = <T>(name: string, promise: Promise<T>) =>
      promise.then((value) => {
        order.push(name);
        return value;
      });
    const like = track(
      'like',
      t.app.inject({
        method: 'POST',
        url: `/api/posts/post${postId}/like`,
        payload: { type: 'like' },
        headers: { cookie: reader.cookie },
      }),
    );
    const comment = track(
      'comment',
      t.app.inject({
        method: 'POST',
        url: `/api/posts/post${postId}/comments`,
        payload: { content: '기다렸다가 저장되는 댓글' },
        headers: { cookie: reader.cookie },
      }),
    );
    await later(300);
    const feed = await track('feed', t.app.inject({ method: 'GET', url: '/api/posts/feed' }));
    expect(feed.statusCode).toBe(200);
    await later(1700);
    await track('release', lock.release());
    const [liked, commented] = await Promise.all([like, comment]);
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json()).toMatchObject({ likes: 1, isLiked: true });
    expect(commented.statusCode, commented.body).toBe(201);
    // The writes waited for the lock; the read did not wait for them.
    expect(order.indexOf('feed')).toBe(0);
    expect(order.indexOf('release')).toBeLessThan(order.indexOf('like'));
    expect(order.indexOf('release')).toBeLessThan(order.indexOf('comment'));
    const stored = await t.app.db
      .selectFrom('post')
      .select(['like_count', 'comment_count'])
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ like_count: 1, comment_count: 1 });
  });
});

describe(`writes past the wait (${testDialect()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DB_WRITE_WAIT_MS: '500' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer 503 with Retry-After and a Korean message, write nothing, and succeed once the lock is gone', async () => {
    const author = await signUpUser(t.app, '작성자');
    const postId = await insertPost(t.app, author.numericId);
    // More users than PostgreSQL's pool has connections: there the wait that runs out is the
    // one for a connection, while the writes ahead of it queue on the lock.
    const users = [];
    for (let i = 0; i < 12; i += 1) users.push(await signUpUser(t.app, `사용자${i}`));
    const lock = await holdWriteLock(t);
    const like = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/posts/post${postId}/like`,
        payload: { type: 'like' },
        headers: { cookie },
      });
    const pending = users.map((user) => like(user.cookie));
    await later(1500);
    await lock.release();
    const answers = await Promise.all(pending);

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.json().error).toContain('잠시 후 다시 시도해주세요');
    }
    // Only the answered likes were stored, and the counter agrees with the rows.
    const accepted = statuses.filter((status) => status === 200).length;
    const rows = await t.app.db.selectFrom('post_reaction').select('user_id').where('post_id', '=', postId).execute();
    expect(rows.length).toBe(accepted);
    const post = await t.app.db
      .selectFrom('post')
      .select('like_count')
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(post.like_count).toBe(accepted);

    // Trying again after the lock is gone works.
    const again = await like(users[0]?.cookie as string);
    expect(again.statusCode).toBe(200);
  });
});
