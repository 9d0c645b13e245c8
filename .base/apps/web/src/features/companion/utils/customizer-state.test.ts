import type { CharacterProfile } from '@tubesphere/shared/contract/character';
import { describe, expect, it } from 'vitest';
import {
  type CustomizerState,
  customizerReducer,
  nudgeTarget,
  pointToPercent,
  stateFromProfile,
  toCustomizeBody,
} from './customizer-state.ts';

const empty: CustomizerState = { baseId: null, accessories: [], name: '나의 컴패니언', adjustMode: false };
const run = (state: CustomizerState, ...actions: Parameters<typeof customizerReducer>[1][]) =>
  actions.reduce(customizerReducer, state);

describe('customizerReducer (spec §4 Customizer)', () => {
  it('selects a base, replacing the previous one', () => {
    const state = run(empty, { type: 'selectBase', partId: 'base_cat' }, { type: 'selectBase', partId: 'base_puppy' });
    expect(state.baseId).toBe('base_puppy');
  });

  it('adds an accessory, then moves it when dropped again', () => {
    const added = run(empty, { type: 'placeAccessory', partId: 'acc_cap', x: 20, y: 30 });
    expect(added.accessories).toEqual([{ partId: 'acc_cap', x: 20, y: 30 }]);
    const moved = run(
      added,
      { type: 'placeAccessory', partId: 'acc_ribbon', x: 50, y: 50 },
      { type: 'placeAccessory', partId: 'acc_cap', x: 70, y: 10 },
    );
    expect(moved.accessories).toEqual([
      { partId: 'acc_cap', x: 70, y: 10 },
      { partId: 'acc_ribbon', x: 50, y: 50 },
    ]);
  });

  it('clamps positions to 0–100 %', () => {
    const state = run(
      empty,
      { type: 'placeAccessory', partId: 'acc_cap', x: -40, y: 180 },
      { type: 'placeAccessory', partId: 'acc_gem', x: Number.NaN, y: 33.33 },
    );
    expect(state.accessories).toEqual([
      { partId: 'acc_cap', x: 0, y: 100 },
      { partId: 'acc_gem', x: 50, y: 33.3 },
    ]);
  });

  it('removes an accessory on click, but not in adjust mode', () => {
    const placed = run(empty, { type: 'placeAccessory', partId: 'acc_cap', x: 10, y: 10 });
    const adjusting = run(placed, { type: 'setAdjustMode', on: true }, { type: 'removeAccessory', partId: 'acc_cap' });
    expect(adjusting.accessories).toHaveLength(1);
    const removed = run(
      adjusting,
      { type: 'setAdjustMode', on: false },
      { type: 'removeAccessory', partId: 'acc_cap' },
    );
    expect(removed.accessories).toEqual([]);
  });

  it('resets a position to 50/50 and ignores accessories that are not on', () => {
    const placed = run(empty, { type: 'placeAccessory', partId: 'acc_cap', x: 10, y: 90 });
    expect(run(placed, { type: 'resetPosition', partId: 'acc_cap' }).accessories).toEqual([
      { partId: 'acc_cap', x: 50, y: 50 },
    ]);
    expect(run(placed, { type: 'resetPosition', partId: 'acc_nope' })).toBe(placed);
  });

  it('starts with adjust mode off and only turns it on with something to adjust', () => {
    expect(empty.adjustMode).toBe(false);
    expect(run(empty, { type: 'setAdjustMode', on: true }).adjustMode).toBe(false);
    const placed = run(empty, { type: 'placeAccessory', partId: 'acc_cap', x: 1, y: 1 });
    expect(run(placed, { type: 'setAdjustMode', on: true }).adjustMode).toBe(true);
  });

  it('keeps the name at 20 characters', () => {
    expect(run(empty, { type: 'setName', name: '가'.repeat(25) }).name).toBe('가'.repeat(20));
  });

  it('reset replaces everything (after a save, or discarding)', () => {
    const dirty = run(empty, { type: 'selectBase', partId: 'base_cat' });
    expect(run(dirty, { type: 'reset', state: empty })).toBe(empty);
  });
});

describe('stateFromProfile / toCustomizeBody', () => {
  const profile = {
    character: { base_part_id: 'base_cat', character_name: '몽실이' },
    equippedAccessories: [{ part_id: 'acc_cap', position_x: 12.5, position_y: 130 }],
  } as unknown as CharacterProfile;

  it('reads the saved look, with adjust mode off', () => {
    expect(stateFromProfile(profile)).toEqual({
      baseId: 'base_cat',
      accessories: [{ partId: 'acc_cap', x: 12.5, y: 100 }],
      name: '몽실이',
      adjustMode: false,
    });
  });

  it('sends the choice with the spec §5 name fallback', () => {
    const state = { ...stateFromProfile(profile), name: '   ' };
    expect(toCustomizeBody(state, 'user7', '몽실이')).toEqual({
      userId: 'user7',
      basePartId: 'base_cat',
      accessories: [{ partId: 'acc_cap', positionX: 12.5, positionY: 100 }],
      characterName: '몽실이',
    });
    expect(toCustomizeBody({ ...state, name: ' 새이름 ' }, 'user7', '몽실이').characterName).toBe('새이름');
    expect(toCustomizeBody(state, 'user7', '').characterName).toBe('컴패니언');
  });
});

describe('drop geometry', () => {
  const rect = { left: 100, top: 200, width: 400, height: 400 };
  it('turns a viewport point into canvas percent, clamped', () => {
    expect(pointToPercent({ x: 300, y: 300 }, rect)).toEqual({ x: 50, y: 25 });
    expect(pointToPercent({ x: 0, y: 900 }, rect)).toEqual({ x: 0, y: 100 });
  });

  it('moves a keyboard drag: first to the middle, then by 5 (1 with Shift), inside the canvas', () => {
    expect(nudgeTarget(null, 'ArrowRight', false)).toEqual({ x: 50, y: 50 });
    expect(nudgeTarget({ x: 50, y: 50 }, 'ArrowRight', false)).toEqual({ x: 55, y: 50 });
    expect(nudgeTarget({ x: 50, y: 50 }, 'ArrowUp', true)).toEqual({ x: 50, y: 49 });
    expect(nudgeTarget({ x: 98, y: 2 }, 'ArrowRight', false)).toEqual({ x: 100, y: 2 });
    expect(nudgeTarget({ x: 50, y: 2 }, 'ArrowUp', false)).toEqual({ x: 50, y: 0 });
    expect(nudgeTarget({ x: 50, y: 50 }, 'KeyA', false)).toBeNull();
  });
});
