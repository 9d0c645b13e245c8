import type { Post } from '@tubesphere/shared/contract/posts';
import type { PublicProfile } from '@tubesphere/shared/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, publishPost } from '../own-content/own-content-fixtures.ts';

/**
 * Profiles with the read cache on and a TTL far longer than the test: every change seen here
 * was made visible by the invalidation a write causes, never by expiry.
 */
let t: TestApp;
let admin: { cookie: string };
let owner: Awaited<ReturnType<typeof signUpUser>>;
let reader: Awaited<ReturnType<typeof signUpUser>>;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { FEED_CACHE_TTL_MS: '60000' } });
  admin = await signInAdmin(t.app);
  owner = await signUpUser(t.app, '캐시주인');
  reader = await signUpUser(t.app, '캐시독자');
  for (let i = 0; i < 3; i += 1) ids.push(await publishPost(t.app, owner.cookie, admin.cookie));
});
afterAll(async () => {
  await t.close();
});

const posts = async (cookie?: string) =>
  ((await call(t.app, 'GET', `/api/users/${owner.userId}/posts`, cookie)).body.data as { posts: Post[] }).posts;
const profile = async () => (await call(t.app, 'GET', `/api/users/${owner.userId}`)).body.user as PublicProfile;

describe('profile pages behind the read cache', () => {
  it('show an edit, a delete, a like and a rename at once', async () => {
    expect((await posts()).map((p) => p.postId)).toEqual([...ids].reverse());
    expect((await profile()).stats.posts).toBe(3);

    await call(t.app, 'PATCH', `/api/posts/${ids[2]}`, owner.cookie, {
      blocks: [{ id: '1', type: 'text', content: '캐시 뒤에서 고침' }],
    });
    expect((await posts())[0]).toMatchObject({ postId: ids[2], content: '캐시 뒤에서 고침' });

    await call(t.app, 'DELETE', `/api/posts/${ids[1]}`, owner.cookie);
    expect((await posts()).map((p) => p.postId)).toEqual([ids[2], ids[0]]);
    expect((await profile()).stats.posts).toBe(2);

    await call(t.app, 'POST', `/api/posts/${ids[0]}/like`, reader.cookie, { type: 'like' });
    expect((await profile()).stats.likesReceived).toBe(1);
    expect((await posts(reader.cookie))[1]).toMatchObject({ postId: ids[0], isLiked: true, likeCount: 1 });
    expect((await posts())[1]).toMatchObject({ postId: ids[0], isLiked: false, likeCount: 1 });

    await call(t.app, 'PATCH', '/api/users/me', owner.cookie, { user_name: '바뀐주인' });
    expect((await profile()).user_name).toBe('바뀐주인');
    expect((await posts())[0]?.userName).toBe('바뀐주인');
  });
});
