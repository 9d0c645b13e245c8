import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpUser(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, byte for byte as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = `----tubesphere${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (parts: Part[], withCookie: string | null = cookie) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: body.payload,
    headers: { ...body.headers, ...(withCookie ? { cookie: withCookie } : {}) },
  });
};

const image = (name: string, data: Buffer, contentType = 'image/png'): Part => ({
  name: 'image',
  fileName: name,
  contentType,
  data,
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 255, g: 80, b: 80 } } })
    .png()
    .toBuffer();

/** A valid greyscale PNG of zeros: tiny on disk, width × height bytes once decoded. */
function blankPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), default compression, filter, no interlace
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const storedFiles = () => fs.readdirSync(t.config.uploadDir);

describe('POST /api/upload/image', () => {
  it('re-encodes a real image to WebP under a random name and serves it with long cache headers', async () => {
    const response = await upload([image('고양이 사진.png', await png(320, 200))]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(body.fileName).toBe(body.url.slice('/uploads/'.length));
    expect(body.path).toBe(`uploads/${body.fileName}`);
    const onDisk = fs.readFileSync(path.join(t.config.uploadDir, body.fileName));
    expect(body.size).toBe(onDisk.length);
    expect((await sharp(onDisk).metadata()).format).toBe('webp');

    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // The bucket's serving route (s3-storage.test.ts) answers with this same header.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('shrinks large images to 2048 px and strips metadata', async () => {
    const withExif = await sharp(await png(3000, 1200))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'GPS here' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload([image('photo.jpg', withExif, 'image/jpeg')]);
    expect(response.statusCode).toBe(201);
    const stored = fs.readFileSync(path.join(t.config.uploadDir, response.json().fileName));
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height]).toEqual([2048, 819]);
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    // Two 40×80 frames, red then blue (identical frames would be merged by the encoder).
    const raw = Buffer.alloc(40 * 160 * 4);
    for (let pixel = 0; pixel < 40 * 160; pixel += 1)
      raw.set(pixel < 40 * 80 ? [255, 0, 0, 255] : [0, 0, 255, 255], pixel * 4);
    const gif = await sharp(raw, { raw: { width: 40, height: 160, channels: 4, pageHeight: 80 } })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(2);
    const response = await upload([image('anim.gif', gif, 'image/gif')]);
    expect(response.statusCode).toBe(201);
    const stored = fs.readFileSync(path.join(t.config.uploadDir, response.json().fileName));
    const metadata = await sharp(stored, { animated: true }).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    expect([metadata.width, metadata.height]).toEqual([40, 80]);
  });

  it('refuses a text file renamed .png, whatever it claims to be', async () => {
    const before = storedFiles().length;
    const response = await upload([image('notes.png', Buffer.from('just some text, not a picture\n'), 'image/png')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '이미지 파일만 올릴 수 있습니다.' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses SVG and HTML dressed as images', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await upload([image('a.svg', Buffer.from(svg), 'image/svg+xml')])).statusCode).toBe(400);
    expect((await upload([image('a.gif', Buffer.from('<html><script>x</script>'), 'image/gif')])).statusCode).toBe(400);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([await png(10, 10), randomBytes(10 * 1024 * 1024 + 10)]);
    const response = await upload([image('huge.png', big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: '이미지는 10MB 이하만 올릴 수 있습니다.' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a decompression bomb (more than 50 megapixels) before decoding it', async () => {
    const bomb = blankPng(8000, 8000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload([image('bomb.png', bomb)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '이미지 해상도가 너무 큽니다.' });
  });

  it.each([
    ['another field name', [{ name: 'file', fileName: 'a.png', contentType: 'image/png', data: 'x' }]],
    ['a text field named image', [{ name: 'image', data: 'hello' }]],
    ['no parts at all', []],
    ['an empty file', [{ name: 'image', fileName: 'a.png', contentType: 'image/png', data: '' }]],
  ])('answers 400 for a missing image field: %s', async (_name, parts) => {
    const response = await upload(parts as Part[]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '이미지 파일을 선택해주세요.' });
  });

  it('answers 400 for a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: { image: 'data:image/png;base64,AAAA' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '이미지 파일을 선택해주세요.' });
  });

  it('answers guests with 401', async () => {
    const response = await upload([image('a.png', await png(10, 10))], null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: '로그인이 필요합니다.' });
  });
});
