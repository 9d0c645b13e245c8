import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  createProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
} from '../reliability/server-process.ts';

/**
 * Passwords are never logged or returned (issue 10 §3). The real server process logs at
 * `trace` — everything pino would ever write — while a user signs up, fails and succeeds to log
 * in (also through a URL, and in broken JSON); then the whole log and every answer are searched.
 */

let db: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  await db?.drop();
});

describe('passwords in logs and answers', () => {
  it('appear nowhere: not in the trace log, not in any response, not in the database', async () => {
    db = await createProcessDatabase();
    server = await startServerProcess({ ...db.env, LOG_LEVEL: 'trace' });
    const password = `Pw-${randomBytes(6).toString('hex')}-비밀번호`;
    const wrongPassword = `Wrong-${randomBytes(6).toString('hex')}`;
    const email = 'secret@test.kr';
    const client = new ApiClient(server.url);
    const answers: string[] = [];
    const record = async (promise: ReturnType<ApiClient['request']>) => {
      const response = await promise;
      answers.push(response.text);
      return response;
    };

    expect(
      (await record(client.request('POST', '/api/auth/signup', { email, password, user_name: '비밀' }))).status,
    ).toBe(201);
    await record(client.request('GET', '/api/auth/me'));
    const userId = ((await record(client.request('GET', '/api/auth/me'))).json.user as { user_id: string }).user_id;
    await record(client.request('GET', `/api/users/${userId}`));
    await record(client.request('POST', '/api/auth/logout'));
    expect((await record(client.request('POST', '/api/auth/login', { email, password: wrongPassword }))).status).toBe(
      401,
    );
    expect((await record(client.request('POST', '/api/auth/login', { email, password }))).status).toBe(200);
    // Mistakes a client might make: the password in the URL, broken JSON, a too-long password.
    await record(
      client.request('POST', `/api/auth/login?email=${email}&password=${encodeURIComponent(password)}`, {
        email,
        password,
      }),
    );
    const broken = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"${email}","password":"${password}"`,
    });
    expect(broken.status).toBe(400);
    answers.push(await broken.text());
    await record(
      client.request('POST', '/api/auth/signup', { email: 'x@test.kr', password: password.repeat(20), user_name: 'x' }),
    );
    await record(client.request('GET', '/api/posts/feed'));

    // Give pino a moment to flush its last lines.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = server.output();
    expect(log.length).toBeGreaterThan(1000);
    expect(log).toContain('/api/auth/login');
    // The URL with the password was logged — with the value redacted.
    expect(log).toContain('password=%5Bredacted%5D');
    for (const secret of [password, wrongPassword, encodeURIComponent(password)]) {
      expect(log.includes(secret), `the log contains ${secret}`).toBe(false);
      for (const answer of answers) expect(answer.includes(secret)).toBe(false);
    }
    for (const answer of answers) {
      expect(answer).not.toMatch(/password_hash|scrypt\$/);
    }
    expect(log).not.toMatch(/scrypt\$/);
    const [row] = await db.query<{ password_hash: string }>(
      `select password_hash from "user" where email = '${email}'`,
    );
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash.includes(password)).toBe(false);
  }, 60_000);
});
