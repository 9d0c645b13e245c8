import { CONTENT_CATEGORIES, TIMING_CATEGORIES } from '@tubesphere/shared/contract/categories';
import { describe, expect, it } from 'vitest';
import { MIGRATION_120_CATEGORIES, migration120Bits } from '../../db/migrations/120-sphere-and-category-feeds.ts';
import { categoryBit } from './category-mask.ts';

describe('category bits', () => {
  it('match what migration 120 taught the triggers and indexes (a new category needs a new migration)', () => {
    expect([...MIGRATION_120_CATEGORIES.timing]).toEqual([...TIMING_CATEGORIES]);
    expect([...MIGRATION_120_CATEGORIES.content]).toEqual([...CONTENT_CATEGORIES]);
    for (const { group, id, bit } of migration120Bits()) {
      expect(categoryBit(group as 'timing', id as 'commute')).toBe(bit);
    }
  });

  it('gives every category its own bit', () => {
    const bits = [
      ...TIMING_CATEGORIES.map((id) => categoryBit('timing', id)),
      ...CONTENT_CATEGORIES.map((id) => categoryBit('content', id)),
    ];
    expect(new Set(bits).size).toBe(bits.length);
    expect(bits.every((bit) => bit > 0 && Number.isInteger(Math.log2(bit)))).toBe(true);
  });
});
