import { describe, expect, it } from 'vitest';
import { clampPosition, isPartUnlocked, resolveCharacterName } from './character.ts';

describe('clampPosition (spec §9: 0–100 %, default 50)', () => {
  it('keeps values inside the canvas', () => {
    expect(clampPosition(-12)).toBe(0);
    expect(clampPosition(140)).toBe(100);
    expect(clampPosition(33.333)).toBe(33.3);
    expect(clampPosition(0)).toBe(0);
    expect(clampPosition(100)).toBe(100);
  });
  it('puts anything that is not a number back in the middle', () => {
    expect(clampPosition(Number.NaN)).toBe(50);
    expect(clampPosition(Number.POSITIVE_INFINITY)).toBe(50);
  });
});

describe('resolveCharacterName (spec §5)', () => {
  it('uses the trimmed input', () => {
    expect(resolveCharacterName('  몽실이 ', '나의 컴패니언')).toBe('몽실이');
  });
  it('falls back to the existing name, then to 컴패니언', () => {
    expect(resolveCharacterName('   ', '나의 컴패니언')).toBe('나의 컴패니언');
    expect(resolveCharacterName(undefined, '  ')).toBe('컴패니언');
    expect(resolveCharacterName('', null)).toBe('컴패니언');
  });
});

describe('isPartUnlocked', () => {
  it('unlocks at the unlock level', () => {
    expect(isPartUnlocked(3, 2)).toBe(false);
    expect(isPartUnlocked(3, 3)).toBe(true);
    expect(isPartUnlocked(1, 1)).toBe(true);
  });
});
