import { type KeywordCount, keywordTier } from '@tubesphere/shared/domain/keywords';

export interface PlacedWord extends KeywordCount {
  tier: 1 | 2 | 3 | 4;
  fontSize: number;
  /** Centre of the word in viewBox units. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Spec §9 size tiers (over 10, over 7, over 4, else), in viewBox units. */
export const TIER_FONT_SIZE = { 4: 46, 3: 34, 2: 25, 1: 18 } as const;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

const SCALES = [1, 0.85, 0.72, 0.6, 0.5, 0.42];

/**
 * Places words on an Archimedean spiral from the centre, biggest first; a word goes where its
 * box touches no earlier word and stays inside the area. When some word finds no place, the
 * whole cloud is tried again a size smaller. Deterministic: same input, same picture.
 */
export function layoutWordCloud(words: readonly KeywordCount[], width = 800, height = 440): PlacedWord[] {
  let best: PlacedWord[] = [];
  for (const scale of SCALES) {
    const placed = placeAll(words, width, height, scale);
    if (placed.length === words.length) return placed;
    if (placed.length > best.length) best = placed;
  }
  return best;
}

function placeAll(words: readonly KeywordCount[], width: number, height: number, scale: number): PlacedWord[] {
  const placed: PlacedWord[] = [];
  const boxes: Box[] = [];
  const cx = width / 2;
  const cy = height / 2;
  // Ellipse-shaped spiral: the area is wider than tall.
  const stretch = width / height;
  for (const word of words) {
    const tier = keywordTier(word.count);
    const fontSize = Math.round(TIER_FONT_SIZE[tier] * scale);
    // Hangul glyphs are about one em wide; a little padding keeps words apart.
    const w = fontSize * [...word.word].length * 1.02 + 10;
    const h = fontSize * 1.18 + 4;
    let found = false;
    for (let step = 0; step < 4000 && !found; step += 1) {
      const angle = step * 0.21;
      const radius = 2.2 * angle;
      const x = cx + radius * Math.cos(angle) * stretch * 0.6;
      const y = cy + radius * Math.sin(angle) * 0.6;
      const box = { left: x - w / 2, top: y - h / 2, right: x + w / 2, bottom: y + h / 2 };
      if (box.left < 0 || box.top < 0 || box.right > width || box.bottom > height) continue;
      if (boxes.some((other) => overlaps(box, other))) continue;
      boxes.push(box);
      placed.push({ ...word, tier, fontSize, x, y, width: w, height: h });
      found = true;
    }
    // No room at this size: the caller tries again smaller.
    if (!found) return placed;
  }
  return placed;
}

/** The box the placed words actually cover (plus a margin): the SVG zooms to it. */
export function cloudBounds(words: readonly PlacedWord[], margin = 8) {
  if (words.length === 0) return { x: 0, y: 0, width: 800, height: 440 };
  const left = Math.min(...words.map((w) => w.x - w.width / 2)) - margin;
  const top = Math.min(...words.map((w) => w.y - w.height / 2)) - margin;
  const right = Math.max(...words.map((w) => w.x + w.width / 2)) + margin;
  const bottom = Math.max(...words.map((w) => w.y + w.height / 2)) + margin;
  return { x: left, y: top, width: right - left, height: bottom - top };
}
