import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { THEME_BOOT_SCRIPT } from '@tubesphere/shared/domain/color-theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { DEFERRED_SCRIPTS_LOADER } from '../../src/modules/pages/deferred-scripts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('configuration', () => {
  it('names every bad key at start-up', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO|PORT[\s\S]*SEED_DEMO[\s\S]*DATABASE_URL/,
    );
  });

  it('defaults to SQLite under DATA_DIR, and switches to PostgreSQL on a postgres:// URL', () => {
    const sqlite = loadConfig({ DATA_DIR: '/tmp/x' });
    expect(sqlite.database).toEqual({ kind: 'sqlite', file: '/tmp/x/tubesphere.db' });
    expect(sqlite.port).toBe(3000);
    expect(sqlite.host).toBe('127.0.0.1');
    expect(sqlite.admin.passwordGenerated).toBe(true);
    expect(sqlite.admin.key.length).toBeGreaterThan(16);
    const pg = loadConfig({ DATABASE_URL: 'postgres://u@h/db' });
    expect(pg.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });
});

describe('the web shell', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head><!--app-head--></head><body>app</body></html>');
    fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers any page path with the SPA shell and a filled <head>', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trending?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>튜브스피어');
    expect(response.body).toContain('og:site_name');
    expect(response.body).not.toContain('<!--app-head-->');
  });

  it('serves hashed assets with a year of caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends a CSP that allows YouTube embeds and https thumbnails, and no inline script but the theme boot and the script loader', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp).toContain(
      `script-src 'self' ${hashOf(THEME_BOOT_SCRIPT)} ${hashOf(DEFERRED_SCRIPTS_LOADER)} https://www.youtube.com;`,
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toMatch(/img-src[^;]*https:/);
  });
});

describe('failures', () => {
  it('answers a broken percent-encoding in the path with a Korean 400', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/posts/%E0%A4%A/detail' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '요청 주소가 올바르지 않습니다.' });
    await t.close();
  });

  it('hides internals behind a Korean 500 and reports the database down on health', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-fail-'));
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
    const database = openDatabase(config.database);
    await prepareDatabase(database, config);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    await database.db.destroy();

    const response = await app.inject({ method: 'GET', url: '/api/users/user1' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' });
    const health = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json().error).toBe('데이터베이스에 연결할 수 없습니다.');
    await app.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
