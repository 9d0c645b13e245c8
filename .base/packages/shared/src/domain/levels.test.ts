import { describe, expect, it } from 'vitest';
import {
  addCompanionExperience,
  addPlantExperience,
  addUserExperience,
  companionLevelThreshold,
  progressPercent,
  userLevelThreshold,
} from './levels.ts';

describe('user levels (spec §4: level*1000, experience back to 0)', () => {
  it('accumulates below the threshold', () => {
    expect(addUserExperience(2, 450, 100)).toEqual({ level: 2, experience: 550, levelUps: 0 });
  });
  it('levels up exactly at level*1000 and resets experience', () => {
    expect(userLevelThreshold(2)).toBe(2000);
    expect(addUserExperience(2, 1900, 100)).toEqual({ level: 3, experience: 0, levelUps: 1 });
    expect(addUserExperience(1, 999, 50)).toEqual({ level: 2, experience: 0, levelUps: 1 });
  });
  it('ignores negative grants', () => {
    expect(addUserExperience(1, 10, -50)).toEqual({ level: 1, experience: 10, levelUps: 0 });
  });
});

describe('companion levels (spec §9: level*100 + (level-1)*50)', () => {
  it('has the spec thresholds', () => {
    expect([1, 2, 3, 4].map(companionLevelThreshold)).toEqual([100, 250, 400, 550]);
  });
  it('carries experience over and can cross several levels at once', () => {
    expect(addCompanionExperience(1, 90, 20)).toEqual({ level: 2, experience: 10, levelUps: 1 });
    expect(addCompanionExperience(1, 0, 100 + 250 + 5)).toEqual({ level: 3, experience: 5, levelUps: 2 });
  });
});

describe('plants (spec §4: level while exp >= max and level < 5; max x1.5 rounded down)', () => {
  it('levels and grows the bar', () => {
    expect(addPlantExperience({ level: 1, experience: 90, maxExperience: 100 }, 15)).toEqual({
      level: 2,
      experience: 5,
      maxExperience: 150,
    });
    expect(addPlantExperience({ level: 1, experience: 0, maxExperience: 101 }, 101 + 151)).toEqual({
      level: 3,
      experience: 0,
      maxExperience: 226,
    });
  });
  it('stops at level 5 and keeps collecting experience', () => {
    expect(addPlantExperience({ level: 5, experience: 400, maxExperience: 506 }, 1000)).toEqual({
      level: 5,
      experience: 1400,
      maxExperience: 506,
    });
  });
});

describe('progressPercent', () => {
  it('clamps to 0–100', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(500, 200)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
  });
});
