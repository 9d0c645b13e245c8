import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** The sphere directory, one sphere, and leaving (join is in spheres.test.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface WireSphere {
  id: number;
  name: string;
  memberCount: number;
  isJoined: boolean;
  role: string | null;
  joinedAt: string | null;
}

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const list = async (cookie?: string, q?: string) =>
  (await get(`/api/spheres${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, cookie)).json().data
    .spheres as WireSphere[];
const memberRows = async (sphereId: number) =>
  Number(
    (
      await t.app.db
        .selectFrom('sphere_member')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sphere_id', '=', sphereId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedCount = async (sphereId: number) =>
  Number(
    (
      await t.app.db
        .selectFrom('sphere')
        .select('member_count')
        .where('sphere_id', '=', sphereId)
        .executeTakeFirstOrThrow()
    ).member_count,
  );

describe('GET /api/spheres', () => {
  it('lists every sphere for guests, none joined', async () => {
    const spheres = await list();
    expect(spheres).toHaveLength(8);
    expect(spheres.every((s) => !s.isJoined && s.role === null)).toBe(true);
  });

  it("puts the viewer's spheres first", async () => {
    const user = await signUpUser(t.app);
    const all = await list(user.cookie);
    const last = all.at(-1) as WireSphere;
    expect((await post(`/api/spheres/${last.id}/join`, user.cookie)).statusCode).toBe(200);
    const after = await list(user.cookie);
    expect(after[0]).toMatchObject({ id: last.id, isJoined: true, role: 'member' });
    expect(after.slice(1).every((s) => !s.isJoined)).toBe(true);
  });

  it('searches names, case-insensitively, with % and _ taken literally', async () => {
    expect((await list(undefined, '요')).map((s) => s.name)).toEqual(['요리']);
    expect((await list(undefined, 'asmr')).map((s) => s.name)).toEqual(['ASMR']);
    expect(await list(undefined, '%')).toEqual([]);
    expect(await list(undefined, '_')).toEqual([]);
    expect(await list(undefined, '!')).toEqual([]);
    expect(await list(undefined, '없는스피어')).toEqual([]);
    expect(await list(undefined, '   ')).toHaveLength(8);
  });

  it('refuses an over-long search in Korean', async () => {
    const response = await get(`/api/spheres?q=${'가'.repeat(51)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '스피어 검색어는 50자 이하로 입력해주세요.' });
  });
});

describe('GET /api/spheres/{sphereId}', () => {
  it("answers one sphere with the viewer's membership", async () => {
    const user = await signUpUser(t.app);
    const [first] = await list();
    const asGuest = await get(`/api/spheres/${first?.id}`);
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json()).toEqual({
      success: true,
      sphere: {
        ...first,
        isJoined: false,
        rules: '',
        staff: [],
        pinned: [],
        myBan: null,
        canModerate: false,
        canManage: false,
        canAppoint: false,
      },
    });
    await post(`/api/spheres/${first?.id}/join`, user.cookie);
    const asMember = (await get(`/api/spheres/${first?.id}`, user.cookie)).json().sphere;
    expect(asMember).toMatchObject({ id: first?.id, isJoined: true, role: 'member' });
    expect(asMember.joinedAt).toBeTypeOf('string');
  });

  it('answers unknown ids with 404 and malformed ones with 400, never 5xx', async () => {
    for (const [id, status] of [
      ['99999', 404],
      ['2147483647', 404],
      ['2147483648', 400],
      ['9999999999', 400],
      ['abc', 400],
      ['0', 400],
      ['-1', 400],
      ['1e3', 400],
    ] as const) {
      const response = await get(`/api/spheres/${id}`);
      expect(response.statusCode, id).toBe(status);
      expect(response.json().error).toBeTypeOf('string');
    }
    expect((await get('/api/spheres/99999')).json()).toEqual({ error: '스피어를 찾을 수 없습니다.' });
  });
});

describe('POST /api/spheres/{sphereId}/leave', () => {
  it('leaves once, counts the member once, and is idempotent', async () => {
    const user = await signUpUser(t.app);
    const [target] = await list();
    const id = target?.id as number;
    const joined = (await post(`/api/spheres/${id}/join`, user.cookie)).json();
    const left = await post(`/api/spheres/${id}/leave`, user.cookie, { userId: user.userId });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true, sphereId: id, isJoined: false, memberCount: joined.memberCount - 1 });
    const again = await post(`/api/spheres/${id}/leave`, user.cookie);
    expect(again.json()).toMatchObject({ isJoined: false, memberCount: joined.memberCount - 1 });
    expect((await get(`/api/spheres/${id}`, user.cookie)).json().sphere).toMatchObject({
      isJoined: false,
      role: null,
      joinedAt: null,
    });
    expect(await storedCount(id)).toBe(await memberRows(id));
  });

  it('a non-member leaving changes nothing', async () => {
    const user = await signUpUser(t.app);
    const target = (await list()).at(-2) as WireSphere;
    const response = await post(`/api/spheres/${target.id}/leave`, user.cookie);
    expect(response.json()).toMatchObject({ isJoined: false, memberCount: target.memberCount });
  });

  it('keeps the member count equal to the rows under concurrent joins and leaves', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUpUser(t.app)));
    const target = (await list()).at(-3) as WireSphere;
    const url = (verb: string) => `/api/spheres/${target.id}/${verb}`;
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        users.flatMap((u, i) => [
          post(url('join'), u.cookie),
          post(url(i % 2 === 0 ? 'leave' : 'join'), u.cookie),
          post(url('leave'), u.cookie),
          post(url('leave'), u.cookie),
        ]),
      );
      expect(await storedCount(target.id)).toBe(await memberRows(target.id));
    }
  });

  it('sends guests away with 401, refuses someone else with 403, unknown spheres with 404', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const guest = await post('/api/spheres/1/leave', undefined);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: '로그인이 필요합니다.' });
    expect((await post('/api/spheres/1/leave', user.cookie, { userId: other.userId })).statusCode).toBe(403);
    const missing = await post('/api/spheres/99999/leave', user.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: '스피어를 찾을 수 없습니다.' });
    expect((await post('/api/spheres/abc/leave', user.cookie)).statusCode).toBe(400);
  });
});

describe('the /sphere/{sphereId} page shell', () => {
  it('names the sphere in <title> and Open Graph; an unknown one is a 404 with the site head', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
    const withWeb = await createTestApp({ env: { WEB_DIST_DIR: web } });
    try {
      const [first] = (await withWeb.app.inject({ method: 'GET', url: '/api/spheres' })).json().data.spheres;
      const page = await withWeb.app.inject({ method: 'GET', url: `/sphere/${first.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<title>${first.name} 스피어 | 튜브스피어</title>`);
      expect(page.body).toContain(`<meta property="og:description" content="${first.description}">`);
      const unknown = await withWeb.app.inject({ method: 'GET', url: '/sphere/99999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<title>튜브스피어 - 함께 보는 유튜브 커뮤니티</title>');
    } finally {
      await withWeb.close();
      fs.rmSync(web, { recursive: true, force: true });
    }
  });
});
