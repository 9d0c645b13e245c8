import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny web site for the authoring specs, on loopback: pages for the link preview to read
 * and a stand-in for YouTube's oEmbed endpoint. The server under test is started with
 * SAFE_FETCH_TEST_ALLOW for exactly this port (test-only; refused outside NODE_ENV=test).
 */
export interface AuthoringSite {
  origin: string;
  port: number;
  close(): Promise<void>;
}

export const SITE_ARTICLE = {
  title: 'E2E 기사: 튜브스피어 오픈',
  description: '영상을 함께 보는 커뮤니티가 문을 열었습니다.',
  siteName: 'E2E 뉴스',
};
export const OEMBED = { title: 'E2E 영상 제목', channel: 'E2E 채널' };

export async function startAuthoringSite(): Promise<AuthoringSite> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname === '/article') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>무시되는 제목</title>
        <meta property="og:title" content="${SITE_ARTICLE.title}">
        <meta property="og:description" content="${SITE_ARTICLE.description}">
        <meta property="og:site_name" content="${SITE_ARTICLE.siteName}">
        <meta property="og:image" content="https://images.invalid/cover.jpg">
        </head><body>기사 본문</body></html>`);
    } else if (url.pathname === '/oembed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          title: OEMBED.title,
          author_name: OEMBED.channel,
          thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
          type: 'video',
        }),
      );
    } else {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<title>error</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
