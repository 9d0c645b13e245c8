import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubAnswer {
  status: number;
  body: unknown;
}

export interface UpstreamStub {
  baseUrl: string;
  /** Every request path+query the stub received, in order. */
  calls: URL[];
  answer: (url: URL) => StubAnswer;
  close(): Promise<void>;
}

/**
 * A YouTube stand-in whose answers a test decides (an empty search, a chart only, a failure
 * after a success); the project's fake covers the ordinary world and its error keys.
 */
export async function startUpstreamStub(answer: (url: URL) => StubAnswer): Promise<UpstreamStub> {
  const stub = { calls: [] as URL[], answer } as UpstreamStub;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub.local');
    stub.calls.push(url);
    const { status, body } = stub.answer(url);
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

/** A videos.list item in YouTube's format (counts as strings, titles may carry entities). */
export const stubVideo = (id: string, title: string, views: number) => ({
  kind: 'youtube#video',
  etag: `etag-${id}`,
  id,
  snippet: {
    publishedAt: '2026-03-01T09:00:00Z',
    channelId: 'UCstub',
    title,
    description: `${title} 설명`,
    thumbnails: { medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 } },
    channelTitle: '스텁 채널',
    categoryId: '24',
  },
  statistics: { viewCount: String(views), likeCount: String(Math.round(views / 20)), commentCount: '3' },
});

export const list = (kind: string, items: unknown[]) => ({
  kind,
  etag: 'stub-etag',
  pageInfo: { totalResults: items.length, resultsPerPage: 10 },
  items,
});
