import { NAME_MESSAGES } from '@tubesphere/shared/domain/display-names';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call } from '../own-content/own-content-fixtures.ts';

/**
 * Display names may not pass for the site or its staff, nor hide characters that change how they
 * read: at sign-up and when a member renames themselves (the shared rule in
 * packages/shared/src/domain/display-names.ts, unit-tested there).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signup = (user_name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: `n${Math.random().toString(36).slice(2)}@test.kr`, password: 'password-123', user_name },
  });

describe('reserved and disguised display names', () => {
  it('refuses them at sign-up with a Korean message, and creates no account', async () => {
    const cases: [string, string][] = [
      ['관리자', NAME_MESSAGES.reserved],
      ['운영자', NAME_MESSAGES.reserved],
      ['튜브스피어', NAME_MESSAGES.reserved],
      ['관 리 자', NAME_MESSAGES.reserved],
      ['ＴｕｂｅＳｐｈｅｒｅ', NAME_MESSAGES.reserved],
      ['Аdmin', NAME_MESSAGES.reserved],
      ['탈퇴한 사용자', NAME_MESSAGES.reserved],
      ['abc\u202Egpj.exe', NAME_MESSAGES.hidden],
      ['관\u200B리자', NAME_MESSAGES.hidden],
      ['\u3164', NAME_MESSAGES.hidden],
    ];
    const before = (await t.app.db.selectFrom('user').select('user_id').execute()).length;
    for (const [name, message] of cases) {
      const response = await signup(name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    expect((await t.app.db.selectFrom('user').select('user_id').execute()).length).toBe(before);
    expect((await signup('김민준')).statusCode).toBe(201);
  });

  it('refuses them as a new name on the profile, but lets an existing name stay', async () => {
    const member = await signUpUser(t.app, '평범한이름');
    for (const name of ['운영팀', '튜브 스피어 공식', 'Admin', '이름\u2066']) {
      const response = await call(t.app, 'PATCH', '/api/users/me', member.cookie, { user_name: name });
      expect(response.status, name).toBe(400);
    }
    const me = await call(t.app, 'GET', '/api/auth/me', member.cookie);
    expect(me.body.user).toMatchObject({ user_name: '평범한이름' });
    // The seeded admin is 관리자: editing their bio with the same name is no rename.
    const admin = await signInAdmin(t.app);
    const bio = await call(t.app, 'PATCH', '/api/users/me', admin.cookie, {
      user_name: '관리자',
      bio: '운영 공지 담당',
    });
    expect(bio.status, bio.raw).toBe(200);
    expect(bio.body.user).toMatchObject({ user_name: '관리자', bio: '운영 공지 담당' });
  });
});
