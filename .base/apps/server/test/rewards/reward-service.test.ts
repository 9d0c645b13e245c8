import { seoulDay } from '@tubesphere/shared/domain/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RewardService } from '../../src/modules/rewards/service.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let rewards: RewardService;
beforeAll(async () => {
  t = await createTestApp();
  rewards = new RewardService(t.app.dialect);
});
afterAll(async () => {
  await t.close();
});

const grant = (userId: number, action: Parameters<RewardService['grant']>[2], key: string) =>
  t.app.db.transaction().execute((trx) => rewards.grant(trx, userId, action, key));

describe('RewardService', () => {
  it('grants the rules-table amounts once per key and creates the companion and plant', async () => {
    const user = await signUpUser(t.app);
    const first = await grant(user.numericId, 'post_create', 'post:1');
    expect(first).toMatchObject({ granted: true, experience: 100, waterDrops: 10 });
    expect(first.user).toMatchObject({ level: 1, experience: 100, water_drops: 1260 });
    expect(first.plant).toMatchObject({ level: 1, experience: 15, maxExperience: 100 });
    expect(first.companion.statUpdates).toEqual({ creativity: 2, sociability: 0, influence: 1, consistency: 0 });

    const again = await grant(user.numericId, 'post_create', 'post:1');
    expect(again.granted).toBe(false);
    expect(again.user.experience).toBe(100);
    const row = await t.app.db
      .selectFrom('user')
      .selectAll()
      .where('user_id', '=', user.numericId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ experience: 100, water_drops: 1260 });
  });

  it('gives daily_login once per Seoul day', async () => {
    const user = await signUpUser(t.app);
    const today = seoulDay();
    expect((await grant(user.numericId, 'daily_login', today)).granted).toBe(true);
    expect((await grant(user.numericId, 'daily_login', today)).granted).toBe(false);
    // Even with another key the daily cap holds.
    expect((await grant(user.numericId, 'daily_login', 'other-key')).granted).toBe(false);
  });

  it('stops rewarding an action past its daily cap', async () => {
    const user = await signUpUser(t.app);
    let granted = 0;
    for (let i = 0; i < 12; i += 1) if ((await grant(user.numericId, 'post_create', `post:${i}`)).granted) granted += 1;
    expect(granted).toBe(10);
  });

  it('levels the companion up and reports the parts unlocked on the way', async () => {
    const user = await signUpUser(t.app);
    await t.app.db.transaction().execute((trx) => rewards.ensureCharacter(trx, user.numericId));
    // 95 of the 100 needed for level 2; a like gives 5 companion experience.
    await t.app.db.updateTable('character').set({ experience: 95 }).where('user_id', '=', user.numericId).execute();
    const result = await grant(user.numericId, 'like_give', 'post:99');
    expect(result.companion).toMatchObject({ newLevel: 2, newExperience: 0, levelUps: 1 });
    expect(result.companion.unlockedParts.map((p) => p.part_id).sort()).toEqual(['acc_headphones', 'acc_scarf']);
  });

  it('levels the user up at level*1000 with experience back to 0', async () => {
    const user = await signUpUser(t.app);
    await t.app.db.updateTable('user').set({ experience: 950 }).where('user_id', '=', user.numericId).execute();
    const result = await grant(user.numericId, 'daily_login', seoulDay());
    expect(result.user).toMatchObject({ level: 2, experience: 0, levelUps: 1 });
  });
});

describe('POST /api/character/experience', () => {
  const post = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/character/experience', payload, headers: cookie ? { cookie } : {} });

  it('grants daily_login once a day and reports the companion state', async () => {
    const user = await signUpUser(t.app);
    const first = await post({ userId: user.userId, actionType: 'daily_login', experienceAmount: 999999 }, user.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      newLevel: 1,
      newExperience: 20,
      levelUps: 0,
      reward: { granted: true, experience: 50 },
    });
    const second = await post({ actionType: 'daily_login' }, user.cookie);
    expect(second.json().reward.granted).toBe(false);
  });

  it('never pays other actions twice: they are rewarded by the action itself', async () => {
    const user = await signUpUser(t.app);
    const response = await post({ actionType: 'post_create' }, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().reward).toMatchObject({ granted: false, experience: 0 });
  });

  it('refuses guests, other users and unknown actions', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    expect((await post({ actionType: 'daily_login' })).statusCode).toBe(401);
    expect((await post({ userId: other.userId, actionType: 'daily_login' }, user.cookie)).statusCode).toBe(403);
    const unknown = await post({ actionType: 'hack' }, user.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: '알 수 없는 활동입니다.' });
    expect((await post({ userId: 'robert', actionType: 'daily_login' }, user.cookie)).statusCode).toBe(400);
  });
});
