import { describe, expect, it } from 'vitest';
import { isRewardAction, REWARD_ACTIONS, REWARD_RULES, seoulDay } from './rewards.ts';

describe('reward rules', () => {
  it('has a rule for every action of spec §1, and a post pays the spec amounts', () => {
    expect(REWARD_ACTIONS).toEqual(['post_create', 'like_give', 'comment_write', 'daily_login']);
    expect(REWARD_RULES.post_create.waterDrops).toBe(10);
    expect(REWARD_RULES.post_create.plantExperience).toBe(15);
    expect(REWARD_RULES.daily_login.dailyCap).toBe(1);
  });
  it('recognises action names', () => {
    expect(isRewardAction('like_give')).toBe(true);
    expect(isRewardAction('hack')).toBe(false);
  });
});

describe('seoulDay', () => {
  it('rolls over at midnight in Korea, not UTC', () => {
    expect(seoulDay(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(seoulDay(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });
});
