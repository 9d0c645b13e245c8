import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call } from '../own-content/own-content-fixtures.ts';
import { injectImageUpload } from '../security/support.ts';

/**
 * 회원 탈퇴 takes the member's pictures with it: their profile picture and the images they
 * uploaded answer 404 at their old addresses right after, while the pictures of the posts that
 * stay (under 탈퇴한 사용자) still show. Nobody else's uploads are touched.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function uploadImage(cookie: string): Promise<string> {
  const response = await injectImageUpload(t.app, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url as string;
}

const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

describe('회원 탈퇴 and uploaded pictures', () => {
  it('stops serving the member’s profile picture and unused uploads at once, keeps the pictures of their posts', async () => {
    const member = await signUpUser(t.app, '떠날회원');
    const neighbour = await signUpUser(t.app, '남을회원');
    const picture = await uploadImage(member.cookie);
    const unused = await uploadImage(member.cookie);
    const inPost = await uploadImage(member.cookie);
    const theirs = await uploadImage(neighbour.cookie);
    expect((await call(t.app, 'PATCH', '/api/users/me', member.cookie, { profile_image: picture })).status).toBe(200);
    const created = await call(t.app, 'POST', '/api/posts/feed', member.cookie, {
      title: '사진 글',
      blocks: [{ id: '1', type: 'image', url: inPost, fileName: 'a.png', caption: '남는 사진' }],
    });
    expect(created.status, created.raw).toBe(201);
    for (const url of [picture, unused, inPost, theirs]) expect(await served(url), url).toBe(200);

    const deleted = await call(t.app, 'POST', '/api/auth/delete-account', member.cookie, { password: 'password-123' });
    expect(deleted.status, deleted.raw).toBe(200);

    expect(await served(picture)).toBe(404);
    expect(await served(unused)).toBe(404);
    expect(await served(inPost)).toBe(200);
    expect(await served(theirs)).toBe(200);
  });
});
