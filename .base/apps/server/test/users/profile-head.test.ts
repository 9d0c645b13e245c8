import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** A shared /user/{userId} link describes the profile (users/head.ts), HTML-escaped. */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('profile page head', () => {
  it('names the person and quotes their bio, escaped; unknown users get the site head', async () => {
    const user = await signUpUser(t.app, '<b>공유</b>');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie: user.cookie },
      payload: { bio: '"영상" & 음악' },
    });
    const html = (await t.app.inject({ method: 'GET', url: `/user/${user.numericId}` })).body;
    expect(html).toContain('<title>&lt;b&gt;공유&lt;/b&gt;님의 프로필 | 튜브스피어</title>');
    expect(html).toContain('<meta property="og:description" content="&quot;영상&quot; &amp; 음악">');
    const missing = (await t.app.inject({ method: 'GET', url: '/user/user99999999' })).body;
    expect(missing).toContain('<title>튜브스피어 - 함께 보는 유튜브 커뮤니티</title>');
  });
});
