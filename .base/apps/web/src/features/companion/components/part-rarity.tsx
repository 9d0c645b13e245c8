import type { CharacterPart } from '@tubesphere/shared/contract/character';
import type { CSSProperties } from 'react';

/** The rarity colour of a part, as a CSS variable (part cards, the customizer, reward notices). */
export const rarityStyle = (rarity: CharacterPart['rarity']) =>
  ({ '--rarity': `var(--rarity-${rarity})` }) as CSSProperties;
