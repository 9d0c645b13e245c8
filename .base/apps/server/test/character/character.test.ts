import { companionLevelThreshold } from '@tubesphere/shared/domain/levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profile = (cookie?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/character/profile${query}`, headers: cookie ? { cookie } : {} });
const customize = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/character/customize', payload, headers: cookie ? { cookie } : {} });
const setCompanion = (userId: number, values: { level?: number; experience?: number }) =>
  t.app.db.updateTable('character').set(values).where('user_id', '=', userId).execute();

describe('GET /api/character/profile', () => {
  it('creates the default companion on first look, with every part and its unlock state', async () => {
    const user = await signUpUser(t.app);
    const response = await profile(user.cookie, `?userId=${user.userId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.character).toMatchObject({
      user_id: user.userId,
      character_name: '나의 컴패니언',
      characterName: '나의 컴패니언',
      base_part_id: null,
      basePartId: null,
      basePartIcon: null,
      level: 1,
      experience: 0,
      creativity: 0,
      sociability: 0,
      influence: 0,
      consistency: 0,
    });
    expect(body.equippedAccessories).toEqual([]);
    expect(body.availableParts).toHaveLength(24);
    const byId = Object.fromEntries(body.availableParts.map((p: { part_id: string }) => [p.part_id, p]));
    expect(byId.base_cat).toMatchObject({ part_type: 'base', part_icon: '🐱', unlock_level: 1, is_unlocked: true });
    expect(byId.base_fox).toMatchObject({ rarity: 'epic', unlock_level: 6, is_unlocked: false });
    expect(byId.acc_headphones.is_unlocked).toBe(false);
    // Without userId the session decides; the same companion comes back (no second row).
    expect((await profile(user.cookie)).json().character.user_id).toBe(user.userId);
    const rows = await t.app.db
      .selectFrom('character')
      .select('user_id')
      .where('user_id', '=', user.numericId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('unlocks parts as the companion levels up', async () => {
    const user = await signUpUser(t.app);
    await profile(user.cookie);
    await setCompanion(user.numericId, { level: 3 });
    const parts = (await profile(user.cookie)).json().availableParts as { part_id: string; is_unlocked: boolean }[];
    const unlocked = parts.filter((p) => p.is_unlocked).map((p) => p.part_id);
    expect(unlocked).toEqual(expect.arrayContaining(['base_bunny', 'acc_headphones', 'acc_sunglasses']));
    expect(unlocked).not.toContain('base_panda');
  });

  it('refuses guests (401), other users (403) and malformed ids (400)', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    expect((await profile(undefined, `?userId=${user.userId}`)).statusCode).toBe(401);
    expect((await profile()).json()).toEqual({ error: '로그인이 필요합니다.' });
    const foreign = await profile(user.cookie, `?userId=${other.userId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: '다른 사용자의 정보는 변경할 수 없습니다.' });
    expect((await profile(user.cookie, '?userId=robert')).statusCode).toBe(400);
  });
});

describe('POST /api/character/customize', () => {
  it('saves base, accessories and name (camelCase) and the profile returns exactly that', async () => {
    const user = await signUpUser(t.app);
    const response = await customize(
      {
        userId: user.userId,
        basePartId: 'base_cat',
        accessories: [
          { partId: 'acc_ribbon', positionX: 30, positionY: 20.25 },
          { partId: 'acc_glasses', positionX: 0, positionY: 100 },
        ],
        characterName: '  몽실이  ',
      },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, character: { characterName: '몽실이' } });
    const saved = (await profile(user.cookie)).json();
    expect(saved.character).toMatchObject({
      character_name: '몽실이',
      base_part_id: 'base_cat',
      basePartId: 'base_cat',
      basePartIcon: '🐱',
    });
    // Catalog order (ribbon before glasses), positions kept to one decimal.
    expect(saved.equippedAccessories).toEqual([
      { part_id: 'acc_ribbon', position_x: 30, position_y: 20.3 },
      { part_id: 'acc_glasses', position_x: 0, position_y: 100 },
    ]);
  });

  it('accepts snake_case, defaults positions to 50 and replaces the whole set', async () => {
    const user = await signUpUser(t.app);
    await customize(
      { basePartId: 'base_cat', accessories: [{ partId: 'acc_cap' }, { partId: 'acc_flower' }] },
      user.cookie,
    );
    const response = await customize(
      {
        base_part_id: 'base_puppy',
        accessories: [{ part_id: 'acc_ribbon', position_x: 10, position_y: 90 }, { part_id: 'acc_cap' }],
        character_name: '바둑이',
      },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    const saved = (await profile(user.cookie)).json();
    expect(saved.character).toMatchObject({ base_part_id: 'base_puppy', character_name: '바둑이' });
    expect(saved.equippedAccessories).toEqual([
      { part_id: 'acc_ribbon', position_x: 10, position_y: 90 },
      { part_id: 'acc_cap', position_x: 50, position_y: 50 },
    ]);
    await customize({ basePartId: 'base_puppy', accessories: [] }, user.cookie);
    expect((await profile(user.cookie)).json().equippedAccessories).toEqual([]);
  });

  it('keeps the existing name when the new one is blank or missing', async () => {
    const user = await signUpUser(t.app);
    await customize({ basePartId: 'base_cat', characterName: '호랑이' }, user.cookie);
    await customize({ basePartId: 'base_cat', characterName: '   ' }, user.cookie);
    expect((await profile(user.cookie)).json().character.character_name).toBe('호랑이');
    await customize({ basePartId: 'base_cat' }, user.cookie);
    expect((await profile(user.cookie)).json().character.character_name).toBe('호랑이');
  });

  it('refuses locked parts until the companion reaches their level', async () => {
    const user = await signUpUser(t.app);
    const lockedBase = await customize({ basePartId: 'base_fox' }, user.cookie);
    expect(lockedBase.statusCode).toBe(400);
    expect(lockedBase.json()).toEqual({ error: '아직 잠겨 있는 파츠입니다: 여우 (레벨 6 필요)' });
    const lockedAccessory = await customize(
      { basePartId: 'base_cat', accessories: [{ partId: 'acc_ribbon' }, { partId: 'acc_crown' }] },
      user.cookie,
    );
    expect(lockedAccessory.statusCode).toBe(400);
    expect(lockedAccessory.json()).toEqual({ error: '아직 잠겨 있는 파츠입니다: 왕관 (레벨 9 필요)' });
    // Nothing of the refused request was written.
    expect((await profile(user.cookie)).json()).toMatchObject({
      character: { base_part_id: null },
      equippedAccessories: [],
    });

    await setCompanion(user.numericId, { level: 9, experience: companionLevelThreshold(9) - 1 });
    expect(
      (await customize({ basePartId: 'base_fox', accessories: [{ partId: 'acc_crown' }] }, user.cookie)).statusCode,
    ).toBe(200);
  });

  it.each([
    [{}, '기본 캐릭터를 선택해주세요.'],
    [{ basePartId: '' }, '기본 캐릭터를 선택해주세요.'],
    [{ basePartId: 'base_nope' }, '존재하지 않는 파츠입니다.'],
    [{ basePartId: 'acc_ribbon' }, '기본 캐릭터로 쓸 수 없는 파츠입니다.'],
    [{ basePartId: 'base_cat', accessories: [{ partId: 'base_puppy' }] }, '액세서리로 쓸 수 없는 파츠입니다.'],
    [{ basePartId: 'base_cat', accessories: [{ partId: 'acc_unknown' }] }, '존재하지 않는 파츠입니다.'],
    [{ basePartId: 'base_cat', accessories: [{ positionX: 10 }] }, '액세서리 파츠 ID가 필요합니다.'],
    [
      { basePartId: 'base_cat', accessories: [{ partId: 'acc_cap' }, { part_id: 'acc_cap', position_x: 5 }] },
      '같은 액세서리를 두 번 착용할 수 없습니다.',
    ],
    [
      { basePartId: 'base_cat', accessories: [{ partId: 'acc_cap', positionX: 101 }] },
      '액세서리 위치는 0에서 100 사이의 숫자여야 합니다.',
    ],
    [
      { basePartId: 'base_cat', accessories: [{ partId: 'acc_cap', positionY: -0.5 }] },
      '액세서리 위치는 0에서 100 사이의 숫자여야 합니다.',
    ],
    [
      { basePartId: 'base_cat', accessories: [{ partId: 'acc_cap', positionX: '50' }] },
      '액세서리 위치는 0에서 100 사이의 숫자여야 합니다.',
    ],
    [{ basePartId: 'base_cat', characterName: '가'.repeat(21) }, '캐릭터 이름은 20자 이하로 입력해주세요.'],
    [{ basePartId: 'base_cat', characterName: 42 }, '캐릭터 이름 형식이 올바르지 않습니다.'],
    [{ basePartId: 'base_cat', accessories: 'acc_cap' }, undefined],
  ])('answers 400 with { error } for %o', async (payload, message) => {
    const user = await signUpUser(t.app);
    const response = await customize(payload, user.cookie);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['error']);
    if (message) expect(body.error).toBe(message);
    else expect(body.error).toBeTypeOf('string');
  });

  it('accepts a 20-character name and positions at both edges', async () => {
    const user = await signUpUser(t.app);
    const name = '가'.repeat(20);
    const response = await customize(
      {
        basePartId: 'base_sprout',
        characterName: name,
        accessories: [{ partId: 'acc_cap', positionX: 0, positionY: 100 }],
      },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().character.character_name).toBe(name);
  });

  it('refuses guests, other users and malformed ids without touching anyone', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    await customize({ basePartId: 'base_cat', characterName: '원래이름' }, other.cookie);

    const guest = await customize({ basePartId: 'base_puppy' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: '로그인이 필요합니다.' });
    const foreign = await customize(
      { userId: other.userId, basePartId: 'base_puppy', characterName: '해킹' },
      user.cookie,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: '다른 사용자의 정보는 변경할 수 없습니다.' });
    expect((await customize({ userId: 'user0', basePartId: 'base_cat' }, user.cookie)).statusCode).toBe(400);
    expect((await customize({ userId: user.userId, basePartId: 'base_cat' }, user.cookie)).statusCode).toBe(200);

    expect((await profile(other.cookie)).json().character).toMatchObject({
      character_name: '원래이름',
      base_part_id: 'base_cat',
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const user = await signUpUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/character/customize',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      payload: '{"basePartId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTypeOf('string');
  });
});

describe('POST /api/character/experience with the customizer', () => {
  it('a level-up unlocks parts that customize then accepts', async () => {
    const user = await signUpUser(t.app);
    await profile(user.cookie);
    await setCompanion(user.numericId, { experience: companionLevelThreshold(1) - 10 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/character/experience',
      payload: { userId: user.userId, actionType: 'daily_login' },
      headers: { cookie: user.cookie },
    });
    expect(response.json()).toMatchObject({ newLevel: 2, newExperience: 10, levelUps: 1 });
    expect(
      response
        .json()
        .unlockedParts.map((p: { part_id: string }) => p.part_id)
        .sort(),
    ).toEqual(['acc_headphones', 'acc_scarf']);
    const saved = await customize({ basePartId: 'base_cat', accessories: [{ partId: 'acc_headphones' }] }, user.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().character).toMatchObject({ level: 2, experience: 10, consistency: 2 });
  });
});

describe('OpenAPI', () => {
  it('documents both character routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/character/profile', '/api/character/customize']));
  });
});
