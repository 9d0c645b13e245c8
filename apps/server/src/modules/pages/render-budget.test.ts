import { describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget.ts';

describe('RenderBudget', () => {
  it('allows renders until a second’s budget is spent, then none until the next second', () => {
    let now = 0;
    const budget = new RenderBudget(500, () => now);
    for (let i = 0; i < 2; i++) {
      const finish = budget.tryStart();
      expect(finish).not.toBeNull();
      now += 300;
      finish?.();
    }
    // 600 ms rendered 600 ms into the second: spent.
    expect(budget.tryStart()).toBeNull();
    now = 999;
    expect(budget.tryStart()).toBeNull();
    now = 1000;
    expect(budget.tryStart()).not.toBeNull();
  });

  it('counts a render once, however often it is reported finished', () => {
    let now = 0;
    const budget = new RenderBudget(500, () => now);
    const finish = budget.tryStart();
    now = 400;
    finish?.();
    finish?.();
    expect(budget.tryStart()).not.toBeNull();
  });

  it('lets renders that started together all run: the budget is what was spent, not what was begun', () => {
    const budget = new RenderBudget(10, () => 0);
    expect([budget.tryStart(), budget.tryStart(), budget.tryStart()].every((finish) => finish !== null)).toBe(true);
  });
});
