import { describe, expect, it } from 'vitest';
import { ResultShaper, toCell, uniqueKeys } from './result-shaper.mjs';

const shaper = (names: string[], limits: Partial<{ maxRows: number; maxBytes: number; maxCellChars: number }> = {}) =>
  new ResultShaper({
    columns: names.map((name) => ({ name })),
    maxRows: limits.maxRows ?? 1000,
    maxBytes: limits.maxBytes ?? 5_000_000,
    maxCellChars: limits.maxCellChars ?? 65_536,
  });

describe('toCell', () => {
  it('keeps JSON scalars and turns everything else into text', () => {
    expect([toCell(1, 10), toCell('a', 10), toCell(true, 10), toCell(null, 10), toCell(undefined, 10)]).toEqual([
      [1, false],
      ['a', false],
      [true, false],
      [null, false],
      [null, false],
    ]);
    expect(toCell(new Date('2024-01-02T03:04:05Z'), 100)[0]).toBe('2024-01-02T03:04:05.000Z');
    expect(toCell(Buffer.from([0xde, 0xad]), 100)[0]).toBe('\\xdead');
    expect(toCell({ a: [1] }, 100)[0]).toBe('{"a":[1]}');
    expect(toCell(Number.NaN, 100)[0]).toBe('NaN');
  });

  it('keeps integers exact: numbers within ±2^53, digits beyond', () => {
    expect(toCell(9007199254740991n, 100)[0]).toBe(9007199254740991);
    expect(toCell(9007199254740993n, 100)[0]).toBe('9007199254740993');
    expect(toCell(-9007199254740993n, 100)[0]).toBe('-9007199254740993');
    expect(toCell(12345678901234567890n, 100)[0]).toBe('12345678901234567890');
  });

  it('cuts long text and says so', () => {
    expect(toCell('abcdef', 3)).toEqual(['abc…', true]);
    expect(toCell('abc', 3)).toEqual(['abc', false]);
  });
});

describe('ResultShaper', () => {
  it('keys rows by column and keeps repeated names apart', () => {
    expect(uniqueKeys(['a', 'b', 'a', 'a'])).toEqual(['a', 'b', 'a:2', 'a:3']);
    const rows = shaper(['a', 'b', 'a']);
    rows.add([1, 2, 3]);
    expect(rows.result()).toMatchObject({ columns: ['a', 'b', 'a:2'], data: [{ a: 1, b: 2, 'a:2': 3 }] });
  });

  it('stops at the row limit and at the byte limit, and says which', () => {
    const byRows = shaper(['x'], { maxRows: 2 });
    expect([byRows.add([1]), byRows.add([2]), byRows.add([3])]).toEqual([true, true, false]);
    expect(byRows.result()).toMatchObject({ truncatedBy: 'rows', data: [{ x: 1 }, { x: 2 }] });

    const byBytes = shaper(['x'], { maxBytes: 100 });
    let added = 0;
    while (byBytes.add(['y'.repeat(20)])) added += 1;
    expect(added).toBe(3);
    expect(byBytes.result().truncatedBy).toBe('bytes');
    expect(Buffer.byteLength(JSON.stringify(byBytes.result().data))).toBeLessThanOrEqual(100);
  });

  it('withholds password and token hashes, by origin or by name', () => {
    const rows = new ResultShaper({
      columns: [{ name: 'user_id' }, { name: 'h', redact: true }, { name: 'Password_Hash' }, { name: 'token_hash' }],
      maxRows: 10,
      maxBytes: 10_000,
      maxCellChars: 100,
    });
    rows.add([1, 'scrypt$…', 'x', 'y']);
    expect(rows.result()).toMatchObject({
      data: [{ user_id: 1, h: null, Password_Hash: null, token_hash: null }],
      redactedColumns: ['h', 'Password_Hash', 'token_hash'],
    });
  });
});
