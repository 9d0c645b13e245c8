import { describe, expect, it } from 'vitest';
import { toCell, toRowObjects } from './sql-result.ts';

describe('toCell', () => {
  it('keeps JSON scalars and turns everything else into text', () => {
    expect([toCell(1), toCell('a'), toCell(true), toCell(null), toCell(undefined)]).toEqual([1, 'a', true, null, null]);
    expect(toCell(12345678901234567890n)).toBe('12345678901234567890');
    expect(toCell(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(toCell(Buffer.from([0xde, 0xad]))).toBe('\\xdead');
    expect(toCell({ a: [1] })).toBe('{"a":[1]}');
    expect(toCell(Number.NaN)).toBe('NaN');
  });
});

describe('toRowObjects', () => {
  it('keys rows by column and keeps repeated names apart', () => {
    expect(toRowObjects(['a', 'b', 'a', 'a'], [[1, 2, 3, 4]])).toEqual({
      keys: ['a', 'b', 'a:2', 'a:3'],
      data: [{ a: 1, b: 2, 'a:2': 3, 'a:3': 4 }],
    });
  });
});
