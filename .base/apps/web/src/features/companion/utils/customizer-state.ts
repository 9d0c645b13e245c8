import type { CharacterProfile, CustomizeBody } from '@tubesphere/shared/contract/character';
import {
  CHARACTER_NAME_MAX,
  clampPosition,
  POSITION_DEFAULT,
  resolveCharacterName,
} from '@tubesphere/shared/domain/character';

export interface PlacedAccessory {
  partId: string;
  /** Percent of the canvas width/height, 0–100. */
  x: number;
  y: number;
}

/** The customizer's "ready" state of spec §4: base, placed accessories, name text, adjust mode. */
export interface CustomizerState {
  baseId: string | null;
  accessories: PlacedAccessory[];
  name: string;
  adjustMode: boolean;
}

export type CustomizerAction =
  | { type: 'reset'; state: CustomizerState }
  | { type: 'selectBase'; partId: string }
  /** Adds the accessory at (x, y) or moves it there when it is already on. */
  | { type: 'placeAccessory'; partId: string; x: number; y: number }
  /** A click on an equipped accessory; ignored in adjust mode, where clicks only pick it up. */
  | { type: 'removeAccessory'; partId: string }
  | { type: 'resetPosition'; partId: string }
  | { type: 'setName'; name: string }
  | { type: 'setAdjustMode'; on: boolean };

export function stateFromProfile(profile: CharacterProfile): CustomizerState {
  return {
    baseId: profile.character.base_part_id,
    accessories: profile.equippedAccessories.map((a) => ({
      partId: a.part_id,
      x: clampPosition(a.position_x),
      y: clampPosition(a.position_y),
    })),
    name: profile.character.character_name,
    adjustMode: false,
  };
}

function place(accessories: PlacedAccessory[], partId: string, x: number, y: number): PlacedAccessory[] {
  const next = { partId, x: clampPosition(x), y: clampPosition(y) };
  return accessories.some((a) => a.partId === partId)
    ? accessories.map((a) => (a.partId === partId ? next : a))
    : [...accessories, next];
}

export function customizerReducer(state: CustomizerState, action: CustomizerAction): CustomizerState {
  switch (action.type) {
    case 'reset':
      return action.state;
    case 'selectBase':
      return { ...state, baseId: action.partId };
    case 'placeAccessory':
      return { ...state, accessories: place(state.accessories, action.partId, action.x, action.y) };
    case 'removeAccessory': {
      if (state.adjustMode) return state;
      return { ...state, accessories: state.accessories.filter((a) => a.partId !== action.partId) };
    }
    case 'resetPosition':
      if (!state.accessories.some((a) => a.partId === action.partId)) return state;
      return { ...state, accessories: place(state.accessories, action.partId, POSITION_DEFAULT, POSITION_DEFAULT) };
    case 'setName':
      return { ...state, name: action.name.slice(0, CHARACTER_NAME_MAX) };
    case 'setAdjustMode':
      return { ...state, adjustMode: action.on && state.accessories.length > 0 };
  }
}

/** What "finish" sends (spec §7), with the name rule of spec §5 applied. */
export function toCustomizeBody(state: CustomizerState, userId: string, existingName: string): CustomizeBody {
  return {
    userId,
    basePartId: state.baseId ?? '',
    accessories: state.accessories.map((a) => ({ partId: a.partId, positionX: a.x, positionY: a.y })),
    characterName: resolveCharacterName(state.name, existingName),
  };
}

/** Percent position of a viewport point inside a rectangle, clamped to the canvas. */
export function pointToPercent(
  point: { x: number; y: number },
  rect: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  if (rect.width <= 0 || rect.height <= 0) return { x: POSITION_DEFAULT, y: POSITION_DEFAULT };
  return {
    x: clampPosition(((point.x - rect.left) / rect.width) * 100),
    y: clampPosition(((point.y - rect.top) / rect.height) * 100),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};
/** Keyboard steps in percent: 5 per arrow press, 1 with Shift. */
export const KEYBOARD_STEP = 5;
export const KEYBOARD_FINE_STEP = 1;

/**
 * Where a keyboard drag goes on an arrow press: the first press brings a part from the list to
 * the middle of the canvas; later presses move it by a step. Null for any other key.
 */
export function nudgeTarget(
  current: { x: number; y: number } | null,
  code: string,
  fine: boolean,
): { x: number; y: number } | null {
  const direction = ARROWS[code];
  if (!direction) return null;
  if (!current) return { x: POSITION_DEFAULT, y: POSITION_DEFAULT };
  const step = fine ? KEYBOARD_FINE_STEP : KEYBOARD_STEP;
  return { x: clampPosition(current.x + direction[0] * step), y: clampPosition(current.y + direction[1] * step) };
}
