import { describe, expect, it } from 'vitest';
import { hasDrifted, partyEndsAt, partyPosition } from './watch-party.ts';

describe('where a party video is', () => {
  const updatedAt = '2026-11-28T12:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('moves on with the time since the last change while playing', () => {
    expect(partyPosition({ playing: true, seconds: 205, updatedAt }, at('2026-11-28T12:00:30.500Z'))).toBe(235.5);
  });

  it('stays where it was paused', () => {
    expect(partyPosition({ playing: false, seconds: 205, updatedAt }, at('2026-11-28T12:05:00.000Z'))).toBe(205);
  });

  it('never goes backwards when the reading clock is behind the writing one', () => {
    expect(partyPosition({ playing: true, seconds: 10, updatedAt }, at('2026-11-28T11:59:59.000Z'))).toBe(10);
  });
});

describe('drift', () => {
  it('is corrected only past two seconds', () => {
    expect(hasDrifted(100, 102)).toBe(false);
    expect(hasDrifted(100, 98)).toBe(false);
    expect(hasDrifted(100, 102.5)).toBe(true);
    expect(hasDrifted(100, 97.4)).toBe(true);
  });
});

describe('a party whose host left', () => {
  it('ends ten minutes later', () => {
    expect(partyEndsAt('2026-11-28T12:00:00.000Z')).toBe('2026-11-28T12:10:00.000Z');
  });
});
