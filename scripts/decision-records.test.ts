import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each decision record says, under its title, whether it still holds: `Status: accepted`, or
 * `Status: superseded by NNN` naming the record that replaced it, so a reader never follows a
 * rule the code has left behind.
 */
const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .map((name) => ({ name, lines: readFileSync(path.join(dir, name), 'utf8').split('\n') }));
const numbers = new Set(records.map(({ name }) => name.slice(0, 3)));

describe('decision records', () => {
  it.each(records)('$name has a Status line under its title', ({ name, lines }) => {
    expect(/^# (\d{3})\b/.exec(lines[0] ?? '')?.[1], 'the title starts with the file number').toBe(name.slice(0, 3));
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^Status: (accepted|superseded by \d{3})$/);
  });

  it('a superseded record names a later record that exists', () => {
    for (const { name, lines } of records) {
      const by = /^Status: superseded by (\d{3})$/.exec(lines[2] ?? '')?.[1];
      if (by === undefined) continue;
      expect(numbers.has(by), `${name} → ${by}`).toBe(true);
      expect(Number(by), `${name} is superseded by a later record`).toBeGreaterThan(Number(name.slice(0, 3)));
    }
  });
});
