import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { loggerOptions } from '../../src/lib/logger.ts';
import { createTestApp, signInAdmin, TEST_ADMIN, type TestApp } from '../helpers/test-app.ts';

/** The admin key in the `X-Admin-Key` header: accepted like the body field, and never logged. */

let t: TestApp;
let cookie: string;
const logged: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  // The server's own logger settings (redaction, serializers) at info, into memory.
  const options = await loggerOptions({ logLevel: 'info', env: 'production' } as AppConfig);
  t = await createTestApp({ env: { ACCESS_LOG: '1' }, logger: { ...options, level: 'info', stream } });
  cookie = (await signInAdmin(t.app)).cookie;
});
afterAll(() => t.close());

const query = (headers: Record<string, string>, payload: object = { query: 'SELECT 1 AS one' }) =>
  t.app.inject({ method: 'POST', url: '/api/admin/query', payload, headers: { cookie, ...headers } });

describe('the admin key header', () => {
  it('runs the SQL tool with X-Admin-Key and no adminKey field', async () => {
    const response = await query({ 'x-admin-key': TEST_ADMIN.key });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([{ one: 1 }]);
  });

  it('refuses a wrong key in the header with the same Korean 403 as a wrong field', async () => {
    const header = await query({ 'x-admin-key': 'not-the-key' });
    const field = await query({}, { query: 'SELECT 1', adminKey: 'not-the-key' });
    expect(header.statusCode).toBe(403);
    expect(header.json()).toEqual(field.json());
    expect(header.json().error).toMatch(/[가-힣]/);
  });

  it('keeps the key, from the header or the query string, out of the log', async () => {
    await query({ 'x-admin-key': TEST_ADMIN.key });
    await t.app.inject({ method: 'GET', url: `/api/youtube/import?key=${TEST_ADMIN.key}`, headers: { cookie } });
    const text = logged.join('');
    // The access lines are there (the header's request among them), the key is not.
    expect(text).toContain('"url":"/api/admin/query"');
    expect(text).toContain('"url":"/api/youtube/import?key=%5Bredacted%5D"');
    expect(text).not.toContain(TEST_ADMIN.key);
  });
});
