import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../helpers/s3-test-server.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call } from '../own-content/own-content-fixtures.ts';
import { injectImageUpload } from '../security/support.ts';

/**
 * 회원 탈퇴 while the bucket is down: the account goes at once, and the member's files wait in
 * pending_file_deletion until the `retry-file-deletions` job finds the bucket back, with backoff
 * between attempts, instead of staying in the bucket for good.
 */
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function uploaded(cookie: string): Promise<{ url: string; fileName: string }> {
  const response = await injectImageUpload(t.app, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const pending = () =>
  t.app.db
    .selectFrom('pending_file_deletion')
    .select(['file_name', 'attempts', 'next_attempt_at', 'last_error'])
    .orderBy('file_name')
    .execute();

describe('deleting a leaving member’s files when the bucket is down', () => {
  it('keeps them queued while it is down and deletes them once it is back', async () => {
    const member = await signUpUser(t.app, '버킷장애회원');
    const picture = await uploaded(member.cookie);
    const unused = await uploaded(member.cookie);
    expect((await call(t.app, 'PATCH', '/api/users/me', member.cookie, { profile_image: picture.url })).status).toBe(
      200,
    );
    const files = [picture.fileName, unused.fileName].sort();

    await s3.stop();
    const startedAt = Date.now();
    const deleted = await call(t.app, 'POST', '/api/auth/delete-account', member.cookie, { password: 'password-123' });
    expect(deleted.status, deleted.raw).toBe(200);

    // The account is gone, the files are not: each waits with one failed attempt and a retry
    // about a minute later.
    let rows = await pending();
    expect(rows.map((row) => row.file_name)).toEqual(files);
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      expect(row.last_error).toBeTruthy();
      const wait = Date.parse(row.next_attempt_at) - startedAt;
      expect(wait).toBeGreaterThanOrEqual(55_000);
      expect(wait).toBeLessThan(5 * 60_000);
    }

    // A run before they are due leaves them alone.
    expect(await t.app.jobs.runNow('retry-file-deletions')).toMatchObject({
      status: 'ok',
      summary: { deleted: 0, postponed: 0 },
    });

    // Due while the bucket is still down: another failure, and a longer wait.
    await t.app.db
      .updateTable('pending_file_deletion')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    expect(await t.app.jobs.runNow('retry-file-deletions')).toMatchObject({
      status: 'ok',
      summary: { deleted: 0, postponed: 2 },
    });
    rows = await pending();
    for (const row of rows) {
      expect(row.attempts).toBe(2);
      expect(Date.parse(row.next_attempt_at) - Date.now()).toBeGreaterThan(60_000);
    }

    // The bucket is back with the files still in it; when they come due, the job deletes them.
    await s3.start();
    expect(await s3.keys()).toEqual(expect.arrayContaining(files));
    await t.app.db
      .updateTable('pending_file_deletion')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    expect(await t.app.jobs.runNow('retry-file-deletions')).toMatchObject({
      status: 'ok',
      summary: { deleted: 2, postponed: 0 },
    });
    const keys = await s3.keys();
    for (const file of files) expect(keys).not.toContain(file);
    expect(await pending()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: picture.url })).statusCode).toBe(404);
  });

  it('leaves nothing queued when the bucket answers at once', async () => {
    const member = await signUpUser(t.app, '버킷정상회원');
    const file = await uploaded(member.cookie);
    const deleted = await call(t.app, 'POST', '/api/auth/delete-account', member.cookie, { password: 'password-123' });
    expect(deleted.status, deleted.raw).toBe(200);
    expect(await s3.keys()).not.toContain(file.fileName);
    expect(await pending()).toEqual([]);
  });
});
