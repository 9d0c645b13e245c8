import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { multipartFile } from './support.ts';

/**
 * Hostile uploads (issue 10 §2), beyond test/uploads (which covers text renamed .png, SVG/HTML
 * as images, 10 MB, an 8000² PNG bomb, empty and missing files): polyglots whose payload must
 * not survive re-encoding, other bombs, hostile file names, random bytes, and the stored files
 * served back only as inert images.
 */

let t: TestApp;
let cookies: string[];
beforeAll(async () => {
  t = await createTestApp();
  // 60 uploads per 10 minutes per user: a few accounts for the fuzzing below.
  cookies = [];
  for (let i = 0; i < 3; i += 1) cookies.push((await signUpUser(t.app, `업로더${i}`)).cookie);
});
afterAll(async () => {
  await t.close();
});

let sent = 0;
const upload = (data: Buffer, fileName = 'a.png', contentType = 'image/png') => {
  sent += 1;
  const body = multipartFile('image', fileName, contentType, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: body.payload,
    headers: { ...body.headers, cookie: cookies[Math.floor(sent / 50) % cookies.length] as string },
  });
};
const stored = () => (fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir) : []);
const readStored = (fileName: string) => fs.readFileSync(path.join(t.config.uploadDir, fileName));

const PAYLOAD = '<script>alert(document.cookie)</script><?php system($_GET["c"]); ?>';
const png = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .jpeg()
    .toBuffer();

/** A JPEG with a COM (comment) segment right after SOI. */
const jpegWithComment = (image: Buffer, comment: string) => {
  const text = Buffer.from(comment);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), segment, text, image.subarray(2)]);
};

describe('polyglot uploads', () => {
  it('re-encodes image+payload polyglots so the payload is gone from what is stored and served', async () => {
    const zipHeader = Buffer.from('504b0304140000000800', 'hex');
    const cases: [string, Buffer, string][] = [
      ['PNG with HTML/PHP appended', Buffer.concat([await png(), Buffer.from(PAYLOAD)]), 'image/png'],
      [
        'PNG with a ZIP appended (GIFAR-style)',
        Buffer.concat([await png(), zipHeader, Buffer.from(PAYLOAD)]),
        'image/png',
      ],
      ['JPEG with the payload in a comment segment', jpegWithComment(await jpeg(), PAYLOAD), 'image/jpeg'],
      [
        'PNG with the payload in a text chunk',
        await sharp(await png())
          .png()
          .withMetadata({ exif: { IFD0: { ImageDescription: PAYLOAD } } })
          .toBuffer(),
        'image/png',
      ],
    ];
    for (const [name, data, type] of cases) {
      expect(data.includes(Buffer.from('<script>')), name).toBe(true);
      const response = await upload(data, 'polyglot.png.html', type);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      const { fileName, url } = response.json();
      expect(fileName).toMatch(/^[0-9a-f]{32}\.webp$/);
      const bytes = readStored(fileName);
      expect(bytes.includes(Buffer.from('<script>')), name).toBe(false);
      expect(bytes.includes(Buffer.from('<?php')), name).toBe(false);
      expect(bytes.includes(zipHeader.subarray(0, 4)), name).toBe(false);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses payloads wearing image magic bytes but not decodable as images', async () => {
    const before = stored().length;
    const fakes: [string, Buffer][] = [
      ['GIF magic + script', Buffer.from(`GIF89a/*${PAYLOAD}*/=1;`)],
      ['PNG signature + HTML', Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.from(PAYLOAD)])],
      ['JPEG SOI + HTML', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(PAYLOAD)])],
      ['PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
      ['ZIP', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(60)])],
      ['ELF', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(60)])],
      ['SVG with an onload', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['HTML', Buffer.from(`<!doctype html><html>${PAYLOAD}</html>`)],
    ];
    for (const [name, data] of fakes) {
      const response = await upload(data, 'x.gif', 'image/gif');
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ error: '이미지 파일만 올릴 수 있습니다.' });
    }
    expect(stored()).toHaveLength(before);
  });
});

describe('bombs and sizes', () => {
  it('refuses images that declare huge dimensions in a few bytes (GIF and JPEG headers)', async () => {
    const before = stored().length;
    // GIF89a, logical screen 65535 × 65535, one 65535 × 65535 image of almost no data.
    const gif = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
      Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00]),
      Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
    ]);
    // A JPEG whose frame header claims 65500 × 65500.
    const small = await jpeg();
    const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
    const bigJpeg = Buffer.from(small);
    bigJpeg.writeUInt16BE(65_500, sof + 5);
    bigJpeg.writeUInt16BE(65_500, sof + 7);
    for (const [name, data] of [
      ['GIF', gif],
      ['JPEG', bigJpeg],
    ] as const) {
      const response = await upload(data, `bomb.${name.toLowerCase()}`, `image/${name.toLowerCase()}`);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(['이미지 해상도가 너무 큽니다.', '이미지 파일만 올릴 수 있습니다.']).toContain(response.json().error);
    }
    expect(stored()).toHaveLength(before);
  });

  it('refuses a 0-byte file and one byte over 10 MB, and stores only one of two files', async () => {
    const before = stored().length;
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
    const over = await upload(Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1 - (await png()).length)]));
    expect(over.statusCode).toBe(413);
    expect(stored()).toHaveLength(before);

    const boundary = '----twofiles';
    const part = async (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        await png(),
        Buffer.from('\r\n'),
      ]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: Buffer.concat([await part('1.png'), await part('2.png'), Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: cookies[2] as string },
    });
    expect(two.statusCode).toBeLessThan(500);
    expect(stored().length - before).toBeLessThanOrEqual(1);
  });
});

describe('file names and storage', () => {
  it('never uses the client file name: traversal, NUL, RTL and huge names all become a random name', async () => {
    const names = [
      '../../../../tmp/evil.png',
      '..\\..\\evil.png',
      'a.png\u0000.php',
      '\u202Egnp.exe',
      `${'x'.repeat(5000)}.png`,
      '.htaccess',
      'index.html',
      '',
    ];
    for (const name of names) {
      const response = await upload(await png(), name);
      expect(response.statusCode, JSON.stringify(name).slice(0, 60)).toBe(201);
      expect(response.json().fileName).toMatch(/^[0-9a-f]{32}\.webp$/);
    }
    expect(stored().every((file) => /^[0-9a-f]{32}\.webp$/.test(file))).toBe(true);
    expect(fs.existsSync('/tmp/evil.png')).toBe(false);
    // Nothing landed beside the uploads either (the SQLite file and its WAL are all that live there).
    const strays = fs.readdirSync(t.config.dataDir).filter((f) => f !== 'uploads' && !f.startsWith('tubesphere.db'));
    expect(strays).toEqual([]);
  });

  it('serves nothing outside the upload folder', async () => {
    for (const url of [
      '/uploads/../tubesphere.db',
      '/uploads/..%2ftubesphere.db',
      '/uploads/%2e%2e/tubesphere.db',
      '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
      '/uploads/....//tubesphere.db',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body.startsWith('SQLite format'), url).toBe(false);
      expect(response.headers['content-type'] ?? '', url).not.toMatch(/octet-stream|sqlite/);
    }
  });

  it('answers random bytes with 400 or 201, never 5xx, and stores only WebP (seeded fuzz)', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 4096 }),
          fc
            .tuple(
              fc.constantFrom('GIF89a', '\x89PNG\r\n\x1a\n', '\xff\xd8\xff', 'RIFF\0\0\0\0WEBP', 'II*\0'),
              fc.uint8Array({ maxLength: 2048 }),
            )
            .map(([magic, rest]) => Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.from(rest)])),
        ),
        async (bytes) => {
          cases += 1;
          const response = await upload(Buffer.from(bytes), 'fuzz.png');
          return response.statusCode === 201 || response.statusCode === 400;
        },
      ),
      { numRuns: 40, seed: 4242 },
    );
    expect(cases).toBe(40);
    expect(stored().every((file) => file.endsWith('.webp'))).toBe(true);
  });
});
