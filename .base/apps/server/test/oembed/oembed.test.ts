import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ID = 'dQw4w9WgXcQ';
const PRIVATE_ID = 'privateVid1';
const BROKEN_ID = 'brokenVid01';

/** A stand-in for https://www.youtube.com/oembed, in its real answer format. */
let upstream: http.Server;
const requests: URL[] = [];
let t: TestApp;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    requests.push(url);
    const id = new URL(url.searchParams.get('url') ?? 'https://x/').searchParams.get('v');
    if (id === PRIVATE_ID) return res.writeHead(401).end('Unauthorized');
    if (id === BROKEN_ID) return res.writeHead(500).end('oops');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        title: ' 릭 애스틀리 &amp; 친구들 ',
        author_name: 'Rick Astley',
        author_url: 'https://www.youtube.com/@RickAstleyYT',
        type: 'video',
        provider_name: 'YouTube',
        thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
        html: '<iframe></iframe>',
      }),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  t = await createTestApp({ env: { YOUTUBE_OEMBED_URL: `http://127.0.0.1:${port}/oembed` } });
});
afterAll(async () => {
  await t.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const oembed = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/youtube/oembed?url=${encodeURIComponent(url)}` });

describe('GET /api/youtube/oembed', () => {
  it('answers title, channel and thumbnail for any YouTube link form, to guests too', async () => {
    const response = await oembed(`https://youtu.be/${ID}?si=share`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      videoId: ID,
      // Provider text is unescaped to plain text (the client renders it as text, never as HTML).
      title: '릭 애스틀리 & 친구들',
      author_name: 'Rick Astley',
      thumbnail_url: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    });
    expect(response.headers['cache-control']).toContain('max-age=3600');
    const sent = requests.at(-1);
    expect(sent?.pathname).toBe('/oembed');
    expect(sent?.searchParams.get('url')).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(sent?.searchParams.get('format')).toBe('json');
  });

  it('caches per video id, whatever the link form', async () => {
    const before = requests.length;
    await oembed(`https://www.youtube.com/watch?v=${ID}`);
    await oembed(`https://www.youtube.com/shorts/${ID}`);
    expect(requests.length).toBe(before);
  });

  it('answers 404 for a private or deleted video, and remembers it', async () => {
    const first = await oembed(`https://youtu.be/${PRIVATE_ID}`);
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ error: '영상 정보를 찾을 수 없습니다.' });
    const before = requests.length;
    expect((await oembed(`https://youtu.be/${PRIVATE_ID}`)).statusCode).toBe(404);
    expect(requests.length).toBe(before);
  });

  it('answers 502 when the provider fails, without caching the failure', async () => {
    expect((await oembed(`https://youtu.be/${BROKEN_ID}`)).statusCode).toBe(502);
    const before = requests.length;
    expect((await oembed(`https://youtu.be/${BROKEN_ID}`)).statusCode).toBe(502);
    expect(requests.length).toBe(before + 1);
  });

  it.each([
    '',
    'https://vimeo.com/1',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
  ])('refuses %j with 400 without calling the provider', async (url) => {
    const before = requests.length;
    const response = await oembed(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '올바른 유튜브 링크를 입력해주세요.' });
    expect(requests.length).toBe(before);
  });

  it('answers 400 when the url parameter is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/youtube/oembed' });
    expect(response.statusCode).toBe(400);
  });
});
