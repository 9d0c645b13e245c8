import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpUser, type TestApp, testDialect } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';
import { multipartFile, smallPng } from '../security/support.ts';

/**
 * A full disk: the user is told plainly (507, in Korean) and nothing half-written is left
 * behind — no empty upload file, no row — while the log names the real cause, not a
 * consequence of it ("cannot rollback - no transaction is active").
 */

const logged: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

let t: TestApp;
let user: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'error', stream: logStream } });
  user = await signUpUser(t.app, '디스크');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  logged.length = 0;
});

const noSpace = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

describe(`a full disk (${testDialect()})`, () => {
  it('answers an upload 507 in Korean, leaves no empty file and logs ENOSPC', async () => {
    const realWrite = fsp.writeFile;
    // What the kernel does when the disk fills mid-write: the file exists, the bytes do not.
    vi.spyOn(fsp, 'writeFile').mockImplementation(async (file, _data, options) => {
      await realWrite(file, '', options);
      throw noSpace();
    });
    const body = multipartFile('image', 'photo.png', 'image/png', await smallPng());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie },
    });
    expect(response.statusCode).toBe(507);
    expect(response.json().error).toMatch(/저장 공간/);
    const files = fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir) : [];
    expect(files).toEqual([]);
    expect(logged.join('')).toContain('ENOSPC');

    // Space again: the same upload works.
    vi.restoreAllMocks();
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie },
    });
    expect(retry.statusCode).toBe(201);
  });

  it('answers a comment 507 when the database cannot grow, writes nothing and logs the cause', async () => {
    const postId = await insertPost(t.app, user.numericId);
    const comment = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/posts/post${postId}/comments`,
        payload: { content },
        headers: { cookie: user.cookie },
      });
    let restore = async () => {};
    if (t.app.dialect === 'sqlite') {
      // The database file may not grow by a page: SQLite answers SQLITE_FULL, as on a full disk.
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
      await sql.raw(`pragma max_page_count = ${rows[0]?.page_count}`).execute(t.app.db);
      restore = async () => {
        await sql`pragma max_page_count = 1073741823`.execute(t.app.db);
      };
    } else {
      // PostgreSQL's own error for a full disk (SQLSTATE 53100), raised where the write happens.
      await sql`create function disk_is_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`.execute(
        t.app.db,
      );
      await sql`create trigger comment_disk_full before insert on comment for each row execute function disk_is_full()`.execute(
        t.app.db,
      );
      restore = async () => {
        await sql`drop trigger comment_disk_full on comment`.execute(t.app.db);
      };
    }
    const countRows = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('comment')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('post_id', '=', postId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    try {
      let answer = await comment('가'.repeat(1000));
      // Fill what free space the last pages had, until a write needs a new page.
      for (let i = 0; i < 200 && answer.statusCode === 201; i += 1) answer = await comment('나'.repeat(1000));
      expect(answer.statusCode, answer.body).toBe(507);
      expect(answer.json().error).toMatch(/저장 공간/);
      const rowsAtFailure = await countRows();
      const post = await t.app.db
        .selectFrom('post')
        .select('comment_count')
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      // The failed comment's transaction left nothing: counter and rows agree.
      expect(post.comment_count).toBe(rowsAtFailure);
      const log = logged.join('');
      expect(log).toMatch(
        t.app.dialect === 'sqlite' ? /SQLITE_FULL|database or disk is full/ : /No space left on device/,
      );
      expect(log).not.toContain('cannot rollback');
    } finally {
      await restore();
    }
    expect((await comment('공간이 다시 생긴 뒤의 댓글')).statusCode).toBe(201);
  });
});
