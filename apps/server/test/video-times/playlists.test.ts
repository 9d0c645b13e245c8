import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
type User = Awaited<ReturnType<typeof signUpUser>>;
let owner: User;
let other: User;
let sphereId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app, '목록주인');
  other = await signUpUser(t.app, '다른회원');
  sphereId = (await t.app.db.selectFrom('sphere').select('sphere_id').orderBy('sphere_id').executeTakeFirstOrThrow())
    .sphere_id;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function videoPost(url: string, title: string) {
  const response = await call('POST', '/api/posts/feed', owner.cookie, {
    title,
    blocks: [{ id: '1', type: 'video', url }],
  });
  expect(response.statusCode, response.body).toBe(201);
  const postId = response.json().post.postId as string;
  await t.app.db
    .updateTable('post')
    .set({ is_confirmed: 1 })
    .where('post_id', '=', Number(postId.slice(4)))
    .execute();
  return postId;
}

async function newList(body: object, cookie = owner.cookie) {
  const response = await call('POST', '/api/playlists', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().playlist.id as number;
}

describe('재생목록', () => {
  it('is made, filled, ordered and emptied by its owner, keeping each video’s start and end', async () => {
    const a = await videoPost('https://youtu.be/dQw4w9WgXcQ?t=205&end=300', '첫 영상');
    const b = await videoPost('https://youtu.be/9bZkp7q19f0', '둘째 영상');
    const c = await videoPost('https://youtu.be/kJQP7kiw5Fk', '셋째 영상');
    const created = await call('POST', '/api/playlists', owner.cookie, {
      title: '  퇴근길 모음 ',
      description: '출퇴근에 보는 영상',
      visibility: 'public',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      playlist: {
        title: '퇴근길 모음',
        description: '출퇴근에 보는 영상',
        visibility: 'public',
        itemCount: 0,
        canEdit: true,
        ownerId: owner.userId,
      },
      items: [],
    });
    const id = created.json().playlist.id as number;
    for (const postId of [a, b, c]) {
      expect((await call('POST', `/api/playlists/${id}/items`, owner.cookie, { postId })).statusCode).toBe(201);
    }
    const full = (await call('GET', `/api/playlists/${id}`)).json();
    expect(full.items).toEqual([
      { postId: a, title: '첫 영상', videoId: 'dQw4w9WgXcQ', start: 205, end: 300 },
      { postId: b, title: '둘째 영상', videoId: '9bZkp7q19f0', start: null, end: null },
      { postId: c, title: '셋째 영상', videoId: 'kJQP7kiw5Fk', start: null, end: null },
    ]);
    expect(full.playlist).toMatchObject({ itemCount: 3, canEdit: false });

    const duplicate = await call('POST', `/api/playlists/${id}/items`, owner.cookie, { postId: a });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toBe('이미 재생목록에 있는 영상입니다.');

    const reordered = await call('PUT', `/api/playlists/${id}/order`, owner.cookie, { postIds: [c, a, b] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().items.map((item: { postId: string }) => item.postId)).toEqual([c, a, b]);
    for (const postIds of [
      [c, a],
      [c, a, a],
      [c, a, b, 'post999999'],
    ]) {
      const bad = await call('PUT', `/api/playlists/${id}/order`, owner.cookie, { postIds });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('순서에는 재생목록의 영상이 모두 한 번씩 들어가야 합니다.');
    }

    const removed = await call('DELETE', `/api/playlists/${id}/items/${a}`, owner.cookie);
    expect(removed.json().items.map((item: { postId: string }) => item.postId)).toEqual([c, b]);
    expect((await call('DELETE', `/api/playlists/${id}/items/${a}`, owner.cookie)).statusCode).toBe(404);
  });

  it('refuses posts without a video, bad input and unknown ids, in Korean and without a 5xx', async () => {
    const id = await newList({ title: '검사', visibility: 'unlisted' });
    const text = await call('POST', '/api/posts/feed', owner.cookie, {
      title: '글',
      blocks: [{ id: '1', type: 'text', content: '글' }],
    });
    const noVideo = await call('POST', `/api/playlists/${id}/items`, owner.cookie, { postId: text.json().post.postId });
    expect(noVideo.statusCode).toBe(400);
    expect(noVideo.json().error).toBe('영상이 있는 게시글만 재생목록에 담을 수 있습니다.');
    expect((await call('POST', `/api/playlists/${id}/items`, owner.cookie, { postId: 'post999999' })).statusCode).toBe(
      404,
    );
    for (const body of [
      {},
      { title: '', visibility: 'public' },
      { title: '가'.repeat(101), visibility: 'public' },
      { title: '제목', visibility: 'secret' },
    ]) {
      const bad = await call('POST', '/api/playlists', owner.cookie, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/[가-힣]/);
    }
    expect((await call('GET', '/api/playlists/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/playlists/abc')).statusCode).toBe(400);
    expect((await call('POST', '/api/playlists', undefined, { title: '손님', visibility: 'public' })).statusCode).toBe(
      401,
    );
  });

  it('lets only the owner change a personal list; a private one is 404 to others; unlisted opens but is not listed', async () => {
    const video = await videoPost('https://youtu.be/dQw4w9WgXcQ', '권한 영상');
    const privateId = await newList({ title: '나만 보기', visibility: 'private' });
    const unlistedId = await newList({ title: '링크로만', visibility: 'unlisted' });
    const publicId = await newList({ title: '모두에게', visibility: 'public' });

    expect((await call('GET', `/api/playlists/${privateId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/playlists/${privateId}`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/playlists/${privateId}/items`, other.cookie, { postId: video })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/playlists/${privateId}`, owner.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/playlists/${unlistedId}`)).statusCode).toBe(200);

    const forbidden = await call('POST', `/api/playlists/${publicId}/items`, other.cookie, { postId: video });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('이 재생목록을 편집할 권한이 없습니다.');
    const admin = await signInAdmin(t.app);
    expect((await call('POST', `/api/playlists/${publicId}/items`, admin.cookie, { postId: video })).statusCode).toBe(
      403,
    );

    const listed = (await call('GET', `/api/users/${owner.userId}/playlists?limit=50`)).json();
    const titles = listed.playlists.map((p: { title: string }) => p.title);
    expect(titles).toContain('모두에게');
    expect(titles).not.toContain('링크로만');
    expect(titles).not.toContain('나만 보기');
    const mine = (await call('GET', `/api/users/${owner.userId}/playlists?limit=50`, owner.cookie)).json();
    expect(mine.playlists.map((p: { title: string }) => p.title)).toEqual(
      expect.arrayContaining(['나만 보기', '링크로만', '모두에게']),
    );
    const paged = (await call('GET', `/api/users/${owner.userId}/playlists?limit=1`, owner.cookie)).json();
    expect(paged.playlists).toHaveLength(1);
    expect(paged.pagination).toEqual({ page: 1, limit: 1, hasMore: true });
  });

  it('lets a sphere’s members and staff edit its list; others may not, and only members make one', async () => {
    const video = await videoPost('https://youtu.be/dQw4w9WgXcQ', '스피어 영상');
    const notMember = await call('POST', '/api/playlists', owner.cookie, {
      title: '스피어 목록',
      visibility: 'public',
      sphereId,
    });
    expect(notMember.statusCode).toBe(403);
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('sphere_member')
      .values([
        { sphere_id: sphereId, user_id: owner.numericId, role: 'member', joined_at: now },
        { sphere_id: sphereId, user_id: other.numericId, role: 'member', joined_at: now },
      ])
      .execute();
    const id = await newList({ title: '스피어 목록', visibility: 'public', sphereId });
    expect((await call('POST', `/api/playlists/${id}/items`, other.cookie, { postId: video })).statusCode).toBe(201);
    const outsider = await signUpUser(t.app, '바깥사람');
    expect((await call('DELETE', `/api/playlists/${id}/items/${video}`, outsider.cookie)).statusCode).toBe(403);
    const admin = await signInAdmin(t.app);
    expect((await call('DELETE', `/api/playlists/${id}/items/${video}`, admin.cookie)).statusCode).toBe(200);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'playlist.edit')
      .where('target', '=', `playlist${id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]?.detail_json))).toEqual({
      playlistId: id,
      change: 'remove',
      ownerId: owner.userId,
    });
    expect(
      (await call('POST', '/api/playlists', owner.cookie, { title: 'x', visibility: 'public', sphereId: 999999 }))
        .statusCode,
    ).toBe(400);
  });
});
