/** Companion customisation rules shared by the customizer and the server (spec §5, §9). */

export const CHARACTER_NAME_MAX = 20;
/** Spec §5: a blank name falls back to the existing one, else 'companion'. */
export const FALLBACK_CHARACTER_NAME = '컴패니언';

export const POSITION_MIN = 0;
export const POSITION_MAX = 100;
/** Spec §3/§9: accessory positions are percentages of the canvas, 50 by default. */
export const POSITION_DEFAULT = 50;

export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

export const PART_TYPES = ['base', 'accessory'] as const;
export type PartType = (typeof PART_TYPES)[number];

/** A percentage kept on the canvas (0–100) with one decimal; anything not finite goes back to 50. */
export function clampPosition(value: number): number {
  if (!Number.isFinite(value)) return POSITION_DEFAULT;
  const clamped = Math.min(POSITION_MAX, Math.max(POSITION_MIN, value));
  return Math.round(clamped * 10) / 10;
}

/** The name to save: the trimmed input, else the existing name, else '컴패니언'. */
export function resolveCharacterName(input: string | null | undefined, existing: string | null | undefined): string {
  const typed = input?.trim();
  if (typed) return typed;
  const kept = existing?.trim();
  return kept || FALLBACK_CHARACTER_NAME;
}

/** A part is usable once the companion has reached its unlock level. */
export const isPartUnlocked = (unlockLevel: number, companionLevel: number): boolean => unlockLevel <= companionLevel;
