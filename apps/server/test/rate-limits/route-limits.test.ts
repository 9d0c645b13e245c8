import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';
import { freshAddress, limitHeaders, REAL_LIMITS, signUpFrom } from './support.ts';

// Each password guess is a real scrypt hash (tens of ms, far more on a busy machine).
vi.setConfig({ testTimeout: 240_000 });

/** The per-address and per-user limits of the writing and lookup routes, at the shipped numbers. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: REAL_LIMITS });
});
afterAll(async () => {
  await t.close();
});

/** Sends `count` requests and returns their statuses. */
async function statusesOf(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send(i)).statusCode);
  return statuses;
}

describe('per address', () => {
  it('limits oEmbed lookups (public) to 30 a minute per address', async () => {
    const address = freshAddress();
    const lookup = () =>
      t.app.inject({ method: 'GET', url: '/api/youtube/oembed?url=not-a-video', remoteAddress: address });
    const first = await lookup();
    expect(first.statusCode).toBe(400);
    expect(limitHeaders(first)).toMatchObject({ limit: '30', remaining: '29' });
    expect(await statusesOf(29, lookup)).toEqual(Array(29).fill(400));
    const limited = await lookup();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^영상 정보 요청이 너무 많습니다\. \d+(초|분) 후에 다시 시도해주세요\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/youtube/oembed?url=not-a-video',
      remoteAddress: freshAddress(),
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('limits link previews to 30 a minute per address, whichever account asks', async () => {
    const address = freshAddress();
    const [a, b] = [await signUpFrom(t.app), await signUpFrom(t.app)];
    const preview = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/links/preview',
        payload: { url: 'not a url' },
        headers: { cookie },
        remoteAddress: address,
      });
    const statuses = await statusesOf(31, (i) => preview(i % 2 === 0 ? a.cookie : b.cookie));
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses[30]).toBe(429);
  });

  it('limits image uploads to 60 in 10 minutes per address', async () => {
    const address = freshAddress();
    const user = await signUpFrom(t.app);
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        payload: {},
        headers: { cookie: user.cookie },
        remoteAddress: address,
      });
    const statuses = await statusesOf(61, upload);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(400));
    expect(statuses[60]).toBe(429);
    expect((await upload()).json().error).toContain('이미지를 너무 많이 올렸습니다.');
  });
});

describe('per user', () => {
  it('limits comments to 10 a minute per user, wherever they write from', async () => {
    const [writer, other] = [await signUpFrom(t.app), await signUpFrom(t.app)];
    const postId = await insertPost(t.app, 1);
    const comment = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/posts/post${postId}/comments`,
        payload: { content: '댓글' },
        headers: { cookie },
        remoteAddress: freshAddress(),
      });
    const statuses = await statusesOf(11, () => comment(writer.cookie));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    const limited = await comment(writer.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toContain('댓글을 너무 자주 작성하고 있습니다.');
    expect(limitHeaders(limited)).toMatchObject({ limit: '10', remaining: '0' });
    // Another user is not affected; a guest still hears that they must sign in.
    expect((await comment(other.cookie)).statusCode).toBe(201);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/posts/post${postId}/comments`,
      payload: { content: '댓글' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('limits new posts to 10 in 10 minutes per user', async () => {
    const author = await signUpFrom(t.app);
    // A 회원 (등급 1): a 새내기's own daily allowance of posts is smaller and tested with the levels.
    await t.app.db
      .updateTable('user')
      .set({ trust_level: 1 })
      .where('user_id', '=', Number(author.userId.replace(/\D/g, '')))
      .execute();
    const write = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/posts/feed',
        payload: { title: '글', blocks: [{ id: 1, type: 'text', content: '본문' }] },
        headers: { cookie: author.cookie },
        remoteAddress: freshAddress(),
      });
    const statuses = await statusesOf(11, write);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const pending = await t.app.db
      .selectFrom('post')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('title', '=', '글')
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(10);
  });

  /** Sends `count` + 1 requests as one user from ever-new addresses; the last must be refused. */
  async function refusedAfter(count: number, send: (cookie: string) => Promise<{ statusCode: number }>) {
    const user = await signUpFrom(t.app);
    const statuses = await statusesOf(count, () => send(user.cookie));
    expect(statuses).not.toContain(429);
    const limited = await send(user.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limitHeaders(limited as LightMyRequestResponse)).toMatchObject({ limit: String(count), remaining: '0' });
    // Someone else still gets through.
    expect((await send((await signUpFrom(t.app)).cookie)).statusCode).not.toBe(429);
    return limited as LightMyRequestResponse;
  }

  it('limits post edits and deletes to 20 a minute per user', async () => {
    const limited = await refusedAfter(20, (cookie) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/posts/post999999',
        payload: { blocks: [{ id: '1', type: 'text', content: '고침' }] },
        headers: { cookie },
        remoteAddress: freshAddress(),
      }),
    );
    expect(limited.json().error).toMatch(/^수정·삭제 요청이 너무 많습니다\. /);
  });

  it('limits comment edits and deletes to 30 a minute per user', async () => {
    await refusedAfter(30, (cookie) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/comments/999999',
        headers: { cookie },
        remoteAddress: freshAddress(),
      }),
    );
  });

  it('limits profile edits to 10 a minute per user', async () => {
    const limited = await refusedAfter(10, (cookie) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        payload: { bio: '소개' },
        headers: { cookie },
        remoteAddress: freshAddress(),
      }),
    );
    expect(limited.json().error).toMatch(/^프로필 수정 요청이 너무 많습니다\. /);
  });

  it('limits 좋아요·싫어요 on posts to 60 a minute per user, and the answer says how long to wait', async () => {
    const postId = await insertPost(t.app, 1);
    const limited = await refusedAfter(60, (cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/posts/post${postId}/like`,
        payload: { type: 'like' },
        headers: { cookie },
        remoteAddress: freshAddress(),
      }),
    );
    expect(limited.json().error).toMatch(/^좋아요·싫어요 요청이 너무 많습니다\. \d+(초|분) 후에 다시 시도해주세요\.$/);
  });

  it('limits joining and leaving spheres to 30 a minute per user', async () => {
    const sphere = await t.app.db.selectFrom('sphere').select('sphere_id').executeTakeFirstOrThrow();
    await refusedAfter(30, (cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/spheres/${sphere.sphere_id}/join`,
        payload: {},
        headers: { cookie },
        remoteAddress: freshAddress(),
      }),
    );
  });
});
