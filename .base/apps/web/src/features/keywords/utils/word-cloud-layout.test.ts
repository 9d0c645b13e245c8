import { describe, expect, it } from 'vitest';
import { cloudBounds, layoutWordCloud } from './word-cloud-layout.ts';

const words = Array.from({ length: 50 }, (_, i) => ({ word: `키워드${'가나다라마바사'[i % 7]}${i}`, count: 50 - i }));

describe('layoutWordCloud', () => {
  it('places every one of 50 keywords inside the area without overlaps', () => {
    const placed = layoutWordCloud(words);
    expect(placed).toHaveLength(50);
    for (const [i, a] of placed.entries()) {
      expect(a.x - a.width / 2).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width / 2).toBeLessThanOrEqual(800);
      expect(a.y - a.height / 2).toBeGreaterThanOrEqual(0);
      expect(a.y + a.height / 2).toBeLessThanOrEqual(440);
      for (const b of placed.slice(i + 1)) {
        const apart =
          a.x + a.width / 2 <= b.x - b.width / 2 ||
          b.x + b.width / 2 <= a.x - a.width / 2 ||
          a.y + a.height / 2 <= b.y - b.height / 2 ||
          b.y + b.height / 2 <= a.y - a.height / 2;
        expect(apart, `${a.word} overlaps ${b.word}`).toBe(true);
      }
    }
  });

  it('puts the most frequent word in the middle, largest, and sizes by tier', () => {
    const placed = layoutWordCloud([
      { word: '반도체', count: 12 },
      { word: '금리', count: 8 },
      { word: '환율', count: 5 },
      { word: '수출', count: 2 },
    ]);
    expect(placed[0]).toMatchObject({ word: '반도체', tier: 4, x: 400, y: 220 });
    expect(placed.map((p) => p.tier)).toEqual([4, 3, 2, 1]);
    expect(placed.map((p) => p.fontSize)).toEqual([...placed.map((p) => p.fontSize)].sort((a, b) => b - a));
  });

  it('is deterministic', () => {
    expect(layoutWordCloud(words)).toEqual(layoutWordCloud(words));
  });
});

describe('cloudBounds', () => {
  it('covers every word with a margin', () => {
    const placed = layoutWordCloud([
      { word: '반도체', count: 12 },
      { word: '금리', count: 3 },
    ]);
    const box = cloudBounds(placed, 8);
    for (const w of placed) {
      expect(w.x - w.width / 2).toBeGreaterThanOrEqual(box.x + 8 - 0.001);
      expect(w.y + w.height / 2).toBeLessThanOrEqual(box.y + box.height - 8 + 0.001);
    }
    expect(cloudBounds([])).toEqual({ x: 0, y: 0, width: 800, height: 440 });
  });
});
