import { describe, expect, it } from 'vitest';
import { isRewardAction, REWARD_ACTIONS, REWARD_RULES, seoulDay } from './rewards.ts';

describe('reward rules', () => {
  it('has a rule for every rewarded action, and a post pays the documented amounts', () => {
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
  it('agrees with the time-zone database on every hour of a year', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(seoulDay(at)).toBe(zone.format(at));
    }
  });

  it('rolls over at midnight in Korea, not UTC', () => {
    expect(seoulDay(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(seoulDay(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });
});
