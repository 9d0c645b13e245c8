import { describe, expect, it } from 'vitest';
import { parsePostId, parseUserId, toWirePostId, toWireUserId } from './ids.ts';

describe('wire ids', () => {
  it('round-trips user and post ids', () => {
    expect(toWireUserId(12)).toBe('user12');
    expect(parseUserId('user12')).toBe(12);
    expect(toWirePostId(345)).toBe('post345');
    expect(parsePostId('post345')).toBe(345);
  });

  it('accepts bare numbers and numeric strings', () => {
    expect(parseUserId(7)).toBe(7);
    expect(parseUserId('7')).toBe(7);
  });

  it.each([
    '',
    'user',
    'user0',
    'user-1',
    'user1.5',
    'post12',
    'user12abc',
    ' user1',
    'user0012',
    'user9999999999999999',
  ])('rejects %j as a user id', (value) => {
    expect(parseUserId(value)).toBeNull();
  });

  it('rejects non-integer and non-positive numbers and other types', () => {
    for (const value of [0, -3, 1.5, Number.NaN, null, undefined, {}, []]) expect(parseUserId(value)).toBeNull();
  });
});
