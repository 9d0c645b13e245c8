import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SseReader } from '../notifications/stream-client.ts';
import { call } from '../own-content/own-content-fixtures.ts';

export { call };

/** A confirmed post with a video (from 3:25 when `url` says so); its wire id. */
export async function videoPost(app: FastifyInstance, cookie: string, url = 'https://youtu.be/dQw4w9WgXcQ?t=205') {
  const created = await call(app, 'POST', '/api/posts/feed', cookie, {
    title: '같이 볼 영상',
    blocks: [{ id: '1', type: 'video', url }],
  });
  if (created.status !== 201) throw new Error(`post ${created.status} ${created.raw}`);
  const postId = (created.body.post as { postId: string }).postId;
  await app.db
    .updateTable('post')
    .set({ is_confirmed: 1 })
    .where('post_id', '=', Number(postId.slice(4)))
    .execute();
  return postId;
}

export async function startParty(app: FastifyInstance, cookie: string, body: object): Promise<string> {
  const created = await call(app, 'POST', '/api/watch-parties', cookie, body);
  if (created.status !== 201) throw new Error(`party ${created.status} ${created.raw}`);
  return (created.body.party as { id: string }).id;
}

/** A party's events stream through app.inject; `close()` is the page going away. */
export async function openPartyStream(app: FastifyInstance, partyId: string, cookie: string | null) {
  const controller = new AbortController();
  const response = await app.inject({
    method: 'GET',
    url: `/api/watch-parties/${partyId}/events`,
    headers: cookie ? { cookie } : {},
    payloadAsStream: true,
    signal: controller.signal,
  });
  const reader = new SseReader();
  const body = response.stream() as Readable;
  body.setEncoding('utf8');
  body.on('data', (chunk: string) => reader.push(chunk));
  body.on('end', () => reader.finish());
  body.on('error', () => reader.finish());
  return { status: response.statusCode, reader, close: () => controller.abort() };
}

/** Waits until `check` holds (work another stream's close sets off finishes in the background). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
