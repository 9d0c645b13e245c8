import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';

/**
 * Renaming and deleting a 재생목록, a sphere's 재생목록 tab, and the add-to-playlist dialog's
 * "which of my lists hold this post": who may, and what bad input gets.
 */
let t: TestApp;
type User = Awaited<ReturnType<typeof signUpUser>>;
let owner: User;
let member: User;
let manager: User;
let banned: User;
let outsider: User;
let sphereId: number;
let otherSphereId: number;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function join(user: User, sphere: number, role = 'member') {
  await t.app.db
    .insertInto('sphere_member')
    .values({ sphere_id: sphere, user_id: user.numericId, role, joined_at: new Date().toISOString() })
    .execute();
}

async function newList(body: object, cookie = owner.cookie) {
  const response = await call('POST', '/api/playlists', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().playlist.id as number;
}

const videoPost = async (title: string) =>
  `post${await insertPost(t.app, owner.numericId, { title, blocks: [{ id: 'v', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' }] })}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app, '목록주인');
  member = await signUpUser(t.app, '스피어멤버');
  manager = await signUpUser(t.app, '스피어매니저');
  banned = await signUpUser(t.app, '제한된멤버');
  outsider = await signUpUser(t.app, '바깥사람');
  const spheres = await t.app.db.selectFrom('sphere').select('sphere_id').orderBy('sphere_id').limit(2).execute();
  sphereId = spheres[0]?.sphere_id ?? 0;
  otherSphereId = spheres[1]?.sphere_id ?? 0;
  await join(owner, sphereId);
  await join(member, sphereId);
  await join(manager, sphereId, 'manager');
  await join(banned, sphereId);
  await t.app.db
    .insertInto('sphere_ban')
    .values({
      sphere_id: sphereId,
      user_id: banned.numericId,
      reason: '도배',
      until: null,
      banned_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/playlists/{id}', () => {
  it('changes the title, description and visibility for the owner, trimmed', async () => {
    const id = await newList({ title: '처음 제목', visibility: 'public' });
    const response = await call('PATCH', `/api/playlists/${id}`, owner.cookie, {
      title: '  바뀐 제목 ',
      description: '설명',
      visibility: 'unlisted',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().playlist).toMatchObject({
      title: '바뀐 제목',
      description: '설명',
      visibility: 'unlisted',
      canEdit: true,
      canManage: true,
    });
    const again = (await call('GET', `/api/playlists/${id}`, owner.cookie)).json().playlist;
    expect(again).toMatchObject({ title: '바뀐 제목', visibility: 'unlisted' });
  });

  it('refuses bad input in Korean and unknown ids with 404, never a 5xx', async () => {
    const id = await newList({ title: '검사용', visibility: 'public' });
    for (const payload of [
      {},
      { title: '   ' },
      { visibility: 'secret' },
      { title: 'x'.repeat(101) },
      { sphereId: -1 },
    ]) {
      const response = await call('PATCH', `/api/playlists/${id}`, owner.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatch(/[가-힣]/);
    }
    expect((await call('PATCH', '/api/playlists/999999', owner.cookie, { title: '없음' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/playlists/abc', owner.cookie, { title: '없음' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/playlists/${id}`, undefined, { title: '손님' })).statusCode).toBe(401);
  });

  it('moves a list into a sphere only its editor belongs to', async () => {
    const id = await newList({ title: '옮길 목록', visibility: 'public' });
    expect((await call('PATCH', `/api/playlists/${id}`, owner.cookie, { sphereId: otherSphereId })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', `/api/playlists/${id}`, owner.cookie, { sphereId: 999999 })).statusCode).toBe(400);
    const moved = await call('PATCH', `/api/playlists/${id}`, owner.cookie, { sphereId });
    expect(moved.json().playlist.sphereId).toBe(sphereId);
    const back = await call('PATCH', `/api/playlists/${id}`, owner.cookie, { sphereId: null });
    expect(back.json().playlist.sphereId).toBeNull();
  });

  it('is for the maker, the sphere’s 운영진 and site staff — not every member who may add videos', async () => {
    const id = await newList({ title: '스피어 목록', visibility: 'public', sphereId });
    const asMember = await call('GET', `/api/playlists/${id}`, member.cookie);
    expect(asMember.json().playlist).toMatchObject({ canEdit: true, canManage: false });
    const refused = await call('PATCH', `/api/playlists/${id}`, member.cookie, { title: '멤버가 바꿈' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/운영진/);
    expect((await call('PATCH', `/api/playlists/${id}`, outsider.cookie, { title: '남이 바꿈' })).statusCode).toBe(403);
    const byManager = await call('PATCH', `/api/playlists/${id}`, manager.cookie, { title: '매니저가 바꿈' });
    expect(byManager.statusCode).toBe(200);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail_json')
      .where('action', '=', 'playlist.edit')
      .where('target', '=', `playlist${id}`)
      .execute();
    expect(audit.map((row) => JSON.parse(String(row.detail_json)))).toEqual([
      { playlistId: id, change: 'details', ownerId: owner.userId },
    ]);
  });
});

describe('DELETE /api/playlists/{id}', () => {
  it('deletes the list and its items for its owner; afterwards it is 404', async () => {
    const id = await newList({ title: '지울 목록', visibility: 'public' });
    await call('POST', `/api/playlists/${id}/items`, owner.cookie, { postId: await videoPost('담긴 영상') });
    expect((await call('DELETE', `/api/playlists/${id}`, outsider.cookie)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/api/playlists/${id}`, owner.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call('GET', `/api/playlists/${id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/playlists/${id}`, owner.cookie)).statusCode).toBe(404);
    const items = await t.app.db.selectFrom('playlist_item').select('post_id').where('playlist_id', '=', id).execute();
    expect(items).toEqual([]);
  });

  it('lets site staff delete a sphere’s list, on the audit trail, and a mere member not', async () => {
    const id = await newList({ title: '운영자가 지울 목록', visibility: 'public', sphereId });
    expect((await call('DELETE', `/api/playlists/${id}`, member.cookie)).statusCode).toBe(403);
    const admin = await signInAdmin(t.app);
    expect((await call('DELETE', `/api/playlists/${id}`, admin.cookie)).statusCode).toBe(200);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail_json')
      .where('action', '=', 'playlist.edit')
      .where('target', '=', `playlist${id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.detail_json))).toMatchObject({ change: 'delete' });
  });
});

describe('a member banned from the sphere', () => {
  it('neither makes nor edits the sphere’s lists while the ban lasts', async () => {
    const made = await call('POST', '/api/playlists', banned.cookie, {
      title: '제한 중',
      visibility: 'public',
      sphereId,
    });
    expect(made.statusCode).toBe(403);
    expect(made.json().error).toMatch(/제한/);
    const id = await newList({ title: '모두의 목록', visibility: 'public', sphereId });
    const add = await call('POST', `/api/playlists/${id}/items`, banned.cookie, { postId: await videoPost('영상') });
    expect(add.statusCode).toBe(403);
    expect((await call('GET', `/api/playlists/${id}`, banned.cookie)).json().playlist.canEdit).toBe(false);
  });
});

describe('GET /api/spheres/{id}/playlists', () => {
  it('lists the sphere’s public lists to everyone and all of them to its editors, paged', async () => {
    const sphere = (
      await t.app.db
        .insertInto('sphere')
        .values({
          slug: 'playlist-sphere',
          name: '목록스피어',
          description: '',
          icon: '📺',
          created_at: new Date().toISOString(),
        })
        .returning('sphere_id')
        .executeTakeFirstOrThrow()
    ).sphere_id;
    const guestEmpty = (await call('GET', `/api/spheres/${sphere}/playlists`)).json();
    expect(guestEmpty).toEqual({ playlists: [], pagination: { page: 1, limit: 20, hasMore: false }, canCreate: false });
    await join(owner, sphere);
    const shown = await newList({ title: '공개 스피어 목록', visibility: 'public', sphereId: sphere });
    await newList({ title: '비공개 스피어 목록', visibility: 'private', sphereId: sphere });
    await newList({ title: '개인 목록', visibility: 'public' });
    const guest = (await call('GET', `/api/spheres/${sphere}/playlists`)).json();
    expect(guest.playlists.map((list: { id: number }) => list.id)).toEqual([shown]);
    const editor = (await call('GET', `/api/spheres/${sphere}/playlists?limit=1`, owner.cookie)).json();
    expect(editor.canCreate).toBe(true);
    expect(editor.playlists.map((list: { title: string }) => list.title)).toEqual(['비공개 스피어 목록']);
    expect(editor.pagination).toEqual({ page: 1, limit: 1, hasMore: true });
    const second = (await call('GET', `/api/spheres/${sphere}/playlists?limit=1&page=2`, owner.cookie)).json();
    expect(second.playlists.map((list: { title: string }) => list.title)).toEqual(['공개 스피어 목록']);
  });

  it('answers an unknown sphere 404 and bad paging 400', async () => {
    expect((await call('GET', '/api/spheres/999999/playlists')).statusCode).toBe(404);
    expect((await call('GET', '/api/spheres/abc/playlists')).statusCode).toBe(400);
    expect((await call('GET', `/api/spheres/${sphereId}/playlists?page=0`)).statusCode).toBe(400);
  });
});

describe('GET /api/users/{id}/playlists?postId=', () => {
  it('says of each of my lists whether it holds the post', async () => {
    const mine = await signUpUser(t.app, '담기회원');
    const post = await videoPost('담을 영상');
    const holding = await newList({ title: '담긴 목록', visibility: 'private' }, mine.cookie);
    const without = await newList({ title: '빈 목록', visibility: 'public' }, mine.cookie);
    expect((await call('POST', `/api/playlists/${holding}/items`, mine.cookie, { postId: post })).statusCode).toBe(201);
    const answer = (await call('GET', `/api/users/${mine.userId}/playlists?postId=${post}`, mine.cookie)).json();
    expect(answer.playlists.map((list: { id: number; hasPost: boolean }) => [list.id, list.hasPost])).toEqual([
      [without, false],
      [holding, true],
    ]);
    const plain = (await call('GET', `/api/users/${mine.userId}/playlists`, mine.cookie)).json();
    expect(plain.playlists[0]).not.toHaveProperty('hasPost');
    expect((await call('GET', `/api/users/${mine.userId}/playlists?postId=nope`, mine.cookie)).statusCode).toBe(400);
  });
});
