import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const recommended = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/spheres/recommended', headers: cookie ? { cookie } : {} });
const join = (sphereId: number | string, cookie: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/spheres/${sphereId}/join`, headers: cookie ? { cookie } : {}, payload });

describe('spheres', () => {
  it('lists the spheres for guests, none joined', async () => {
    const response = await recommended();
    expect(response.statusCode).toBe(200);
    const { spheres } = response.json().data;
    expect(spheres).toHaveLength(8);
    expect(spheres[0]).toMatchObject({ isJoined: false, role: null, joinedAt: null });
    expect(spheres.map((s: { name: string }) => s.name)).toContain('요리');
  });

  it('joins once, counts the member once, and remembers it', async () => {
    const user = await signUpUser(t.app);
    const [target] = (await recommended(user.cookie)).json().data.spheres;
    const first = await join(target.id, user.cookie, { userId: user.userId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      sphereId: target.id,
      isJoined: true,
      memberCount: target.memberCount + 1,
      role: 'member',
    });
    const again = await join(target.id, user.cookie);
    expect(again.json().memberCount).toBe(target.memberCount + 1);

    const listed = (await recommended(user.cookie)).json().data.spheres.find((s: { id: number }) => s.id === target.id);
    expect(listed).toMatchObject({ isJoined: true, role: 'member', memberCount: target.memberCount + 1 });
    expect(listed.joinedAt).toBeTypeOf('string');
    const asGuest = (await recommended()).json().data.spheres.find((s: { id: number }) => s.id === target.id);
    expect(asGuest.isJoined).toBe(false);
  });

  it('keeps the member count exact when the same user joins twice at once', async () => {
    const user = await signUpUser(t.app);
    const target = (await recommended()).json().data.spheres.at(-1);
    await Promise.all([join(target.id, user.cookie), join(target.id, user.cookie)]);
    const after = (await recommended()).json().data.spheres.find((s: { id: number }) => s.id === target.id);
    expect(after.memberCount).toBe(target.memberCount + 1);
  });

  it('sends guests away with 401', async () => {
    const response = await join(1, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: '로그인이 필요합니다.' });
  });

  it('answers wrong ids and other users without 5xx', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    for (const [id, status] of [
      ['abc', 400],
      ['0', 400],
      ['1.5', 400],
      ['99999', 404],
    ] as const) {
      const response = await join(id, user.cookie);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBeTypeOf('string');
    }
    expect((await join(1, user.cookie, { userId: other.userId })).statusCode).toBe(403);
    expect((await join(1, user.cookie, { userId: 'garbage' })).statusCode).toBe(400);
  });
});
