import fs from 'node:fs';
import { UPLOAD_MESSAGES } from '@tubesphere/shared/contract/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { preflight } from '../../src/startup/preflight.ts';
import { StartupError } from '../../src/startup/startup-error.ts';
import { startS3TestServer } from '../helpers/s3-test-server.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call } from '../own-content/own-content-fixtures.ts';
import { injectImageUpload } from '../security/support.ts';

/**
 * UPLOAD_STORAGE=s3: uploads, profile pictures and the demo's pictures go to an S3-compatible
 * bucket (a real S3 server on loopback, s3rver) instead of the local folder; the app serves them
 * at the same /uploads/ addresses with the same cache headers, and 회원 탈퇴 deletes them from the
 * bucket. Nothing is written to the local upload folder.
 */
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let t: TestApp;
let member: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ seedDemo: true, env: s3.env });
  member = await signUpUser(t.app, '버킷회원');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const uploadImage = (cookie: string) => injectImageUpload(t.app, cookie);

async function uploaded(cookie: string): Promise<{ url: string; fileName: string }> {
  const response = await uploadImage(cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const served = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const localFiles = () => (fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir) : []);

describe('uploads in an S3-compatible bucket', () => {
  it('stores the re-encoded WebP in the bucket, not on the local disk', async () => {
    const body = await uploaded(member.cookie);
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await s3.keys()).toContain(body.fileName);
    const stored = await s3.object(body.fileName);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(localFiles()).toEqual([]);
  });

  it('serves it at /uploads/ with the local files’ cache headers, and answers a current copy with 304', async () => {
    const { url, fileName } = await uploaded(member.cookie);
    const response = await served(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(await s3.object(fileName))).toBe(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await served(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a name that is not there or is not an upload’s name', async () => {
    for (const url of [
      `/uploads/${'0'.repeat(32)}.webp`,
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/a.svg',
    ]) {
      const response = await served(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toHaveProperty('error');
    }
  });

  it('seeds the demo pictures into the bucket', async () => {
    expect(await s3.keys()).toEqual(expect.arrayContaining(['demo-1.webp', 'demo-6.webp']));
    const response = await served('/uploads/demo-1.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('takes a profile picture only if the bucket has it', async () => {
    const { url } = await uploaded(member.cookie);
    const set = await call(t.app, 'PATCH', '/api/users/me', member.cookie, { profile_image: url });
    expect(set.status, set.raw).toBe(200);
    const missing = await call(t.app, 'PATCH', '/api/users/me', member.cookie, {
      profile_image: `/uploads/${'a'.repeat(32)}.webp`,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('프로필 사진은 이 사이트에 올린 이미지만 쓸 수 있습니다.');
  });

  it('deletes the leaving member’s picture and unused uploads from the bucket, keeps their posts’ pictures', async () => {
    const leaving = await signUpUser(t.app, '떠날버킷회원');
    const picture = await uploaded(leaving.cookie);
    const unused = await uploaded(leaving.cookie);
    const inPost = await uploaded(leaving.cookie);
    const theirs = await uploaded(member.cookie);
    expect((await call(t.app, 'PATCH', '/api/users/me', leaving.cookie, { profile_image: picture.url })).status).toBe(
      200,
    );
    const created = await call(t.app, 'POST', '/api/posts/feed', leaving.cookie, {
      title: '버킷 사진 글',
      blocks: [{ id: '1', type: 'image', url: inPost.url, fileName: 'a.png', caption: '남는 사진' }],
    });
    expect(created.status, created.raw).toBe(201);

    const deleted = await call(t.app, 'POST', '/api/auth/delete-account', leaving.cookie, { password: 'password-123' });
    expect(deleted.status, deleted.raw).toBe(200);

    const keys = await s3.keys();
    expect(keys).not.toContain(picture.fileName);
    expect(keys).not.toContain(unused.fileName);
    expect(keys).toEqual(expect.arrayContaining([inPost.fileName, theirs.fileName]));
    expect((await served(picture.url)).statusCode).toBe(404);
    expect((await served(unused.url)).statusCode).toBe(404);
    expect((await served(inPost.url)).statusCode).toBe(200);
  });

  it('stops at start-up, naming the settings, when the bucket does not exist', async () => {
    const config = loadConfig({
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: t.config.dataDir,
    });
    const failure = await preflight(config).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toContain('S3 버킷 no-such-bucket');
    expect((failure as Error).message).toContain('S3_BUCKET');
    await expect(preflight({ ...config, uploadStorage: t.config.uploadStorage })).resolves.toBeUndefined();
  });

  // Last: the bucket goes away for good.
  it('answers 503 in Korean, storing nothing, while the bucket cannot be reached', async () => {
    const { url } = await uploaded(member.cookie);
    await s3.stop();
    const upload = await uploadImage(member.cookie);
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual({ error: UPLOAD_MESSAGES.storageUnavailable });
    expect(upload.headers['retry-after']).toBe('5');
    const picture = await call(t.app, 'PATCH', '/api/users/me', member.cookie, { profile_image: url });
    expect(picture.status).toBe(503);
    const serving = await served(url);
    expect(serving.statusCode).toBe(503);
    expect(localFiles()).toEqual([]);
  });
});

describe('UPLOAD_STORAGE=s3 without its settings', () => {
  it('refuses to start, naming each missing setting', () => {
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_REGION: must be set when UPLOAD_STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow(/S3_BUCKET: must be set/);
    expect(() => loadConfig({ ...s3.env, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http\(s\) origin/,
    );
    expect(loadConfig({}).uploadStorage).toEqual({ kind: 'local' });
  });
});
