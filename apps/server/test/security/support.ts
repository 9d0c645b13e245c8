import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';

/** `METHOD /api/...` for every API route the server registered (HEAD twins of GETs left out). */
export function apiRouteKeys(app: FastifyInstance): string[] {
  const keys = new Set<string>();
  for (const route of app.routeTable) {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') continue;
    keys.add(`${route.method} ${route.url}`);
  }
  return [...keys];
}

/** Tables a request may legitimately write on a refusal, with the reason, left out of snapshots. */
export const WRITES_ON_REFUSAL: Record<string, string> = {
  audit_log: 'the SQL tool audits refused runs too',
  link_preview_cache: 'a page that cannot be read is remembered for 10 minutes (422)',
  api_quota_usage: 'a provider call spends quota even when the provider answers an error',
  rate_limit_counter: 'a limited route counts every request, refused ones included',
};

const TABLES = [
  'user',
  'session',
  'sphere',
  'sphere_member',
  'post',
  'post_reaction',
  'comment',
  'character',
  'character_accessory',
  'plant',
  'reward_log',
  'youtube_channels',
  'admin_settings',
  'post_search',
  // The collector's tables are left out: a run started by one request keeps writing in the background.
  'user_favorite',
  'report',
  'saved_query',
] as const;

/**
 * Columns a snapshot leaves out, because something other than the request in hand writes them:
 * views of earlier reads are added up in memory and written once a second (posts/view-counter.ts),
 * and a request may slide its session's expiry without that being a write of user data.
 */
const IGNORED_COLUMNS: Record<string, string[]> = {
  post: ['view_count'],
  session: ['created_at', 'expires_at', 'last_seen_at'],
};

/** One hash per table over every row (sorted, so row order does not matter). */
export async function snapshotTables(app: FastifyInstance): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.db);
    const ignored = IGNORED_COLUMNS[table] ?? [];
    const lines = rows.map((row) =>
      JSON.stringify(
        Object.keys(row)
          .filter((key) => !ignored.includes(key))
          .map((key) => [key, String(row[key])]),
      ),
    );
    lines.sort();
    result[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return result;
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body with one file field, byte for byte as a browser sends it. */
export function multipartFile(field: string, fileName: string, contentType: string, data: Buffer): MultipartBody {
  const boundary = `----tubesphere${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Posts a fresh 8×8 PNG to the image upload as `cookie`'s member. Its colour is random, so no two
 * uploads are the same file (storage names and deletion follow each file).
 */
export async function injectImageUpload(app: FastifyInstance, cookie: string) {
  const image = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: randomBytes(1)[0] ?? 0, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const { payload, headers } = multipartFile('image', 'a.png', 'image/png', image);
  return app.inject({ method: 'POST', url: '/api/upload/image', payload, headers: { ...headers, cookie } });
}

export const smallPng = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 20, g: 120, b: 220 } } })
    .png()
    .toBuffer();

/** A loopback page with Open Graph tags for the link preview (its port goes in SAFE_FETCH_TEST_ALLOW). */
export async function startPreviewSite(): Promise<{ origin: string; allow: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<html><head><meta property="og:title" content="미리보기"></head><body></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    allow: `127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** What the matrix and the fuzzer read of an answer. */
export interface Answer {
  statusCode: number;
  body: string;
  json(): { error?: unknown } & Record<string, unknown>;
}

/**
 * app.inject, also for a route that answers with an endless stream (Server-Sent Events): its
 * status is read as soon as the headers are written, then the request is dropped, as a tab
 * that closes would (a refusal is read whole, it ends).
 */
export async function injectAnswer(app: FastifyInstance, options: InjectOptions, stream: boolean): Promise<Answer> {
  if (!stream) {
    const response = await app.inject(options);
    return { statusCode: response.statusCode, body: response.body, json: () => response.json() };
  }
  const controller = new AbortController();
  const response = await app.inject({ ...options, payloadAsStream: true, signal: controller.signal });
  let body = '';
  if (response.statusCode === 200) controller.abort();
  else for await (const chunk of response.stream() as Readable) body += String(chunk);
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) };
}
