import {
  CHARACTER_NAME_MAX,
  PART_TYPES,
  POSITION_DEFAULT,
  POSITION_MAX,
  POSITION_MIN,
  RARITIES,
} from '../domain/character.ts';
import { wireUserId } from './common.ts';
import { z } from './zod.ts';

export const CHARACTER_MESSAGES = {
  baseRequired: '기본 캐릭터를 선택해주세요.',
  unknownPart: '존재하지 않는 파츠입니다.',
  notABase: '기본 캐릭터로 쓸 수 없는 파츠입니다.',
  notAnAccessory: '액세서리로 쓸 수 없는 파츠입니다.',
  duplicateAccessory: '같은 액세서리를 두 번 착용할 수 없습니다.',
  tooManyAccessories: '액세서리가 너무 많습니다.',
  positionRange: '액세서리 위치는 0에서 100 사이의 숫자여야 합니다.',
  partIdRequired: '액세서리 파츠 ID가 필요합니다.',
  nameTooLong: `캐릭터 이름은 ${CHARACTER_NAME_MAX}자 이하로 입력해주세요.`,
  nameInvalid: '캐릭터 이름 형식이 올바르지 않습니다.',
} as const;

/** "아직 잠겨 있는 파츠입니다: 여우 (레벨 6 필요)" */
export const lockedPartMessage = (partName: string, unlockLevel: number) =>
  `아직 잠겨 있는 파츠입니다: ${partName} (레벨 ${unlockLevel} 필요)`;

export const rarity = z.enum(RARITIES);
export const partType = z.enum(PART_TYPES);

/** A companion part with its unlock state for the viewer's companion level. */
export const characterPart = z.object({
  part_id: z.string(),
  part_type: partType,
  part_name: z.string(),
  part_description: z.string(),
  /** A path starting with / is an image; anything else is text or an emoji. */
  part_icon: z.string(),
  unlock_level: z.int(),
  rarity,
  is_unlocked: z.boolean(),
});
export type CharacterPart = z.infer<typeof characterPart>;

export const equippedAccessory = z.object({
  part_id: z.string(),
  position_x: z.number(),
  position_y: z.number(),
});
export type EquippedAccessory = z.infer<typeof equippedAccessory>;

/** The character; snake_case and camelCase names both present because clients read both. */
export const characterState = z.object({
  user_id: z.string(),
  character_name: z.string(),
  characterName: z.string(),
  base_part_id: z.nullable(z.string()),
  basePartId: z.nullable(z.string()),
  basePartIcon: z.nullable(z.string()),
  level: z.int(),
  experience: z.int(),
  creativity: z.int(),
  sociability: z.int(),
  influence: z.int(),
  consistency: z.int(),
  updated_at: z.string(),
});
export type CharacterState = z.infer<typeof characterState>;

/** GET /api/character/profile. */
export const characterProfileQuery = z.object({ userId: z.optional(wireUserId) });

export const characterProfileResponse = z.object({
  character: characterState,
  equippedAccessories: z.array(equippedAccessory),
  availableParts: z.array(characterPart),
});
export type CharacterProfileResponse = z.infer<typeof characterProfileResponse>;
export type CharacterProfile = z.infer<typeof characterProfileResponse>;

// Blank ids count as missing: the transforms below say which one is missing.
const partId = z
  .string({ error: CHARACTER_MESSAGES.unknownPart })
  .check(z.trim(), z.maxLength(64, CHARACTER_MESSAGES.unknownPart));
const position = z
  .number({ error: CHARACTER_MESSAGES.positionRange })
  .check(z.gte(POSITION_MIN, CHARACTER_MESSAGES.positionRange), z.lte(POSITION_MAX, CHARACTER_MESSAGES.positionRange));

/** One accessory as sent: partId/part_id, positionX/position_x, positionY/position_y (default 50). */
const accessoryInput = z.pipe(
  z.object({
    partId: z.optional(partId),
    part_id: z.optional(partId),
    positionX: z.optional(position),
    position_x: z.optional(position),
    positionY: z.optional(position),
    position_y: z.optional(position),
  }),
  z.transform((value, ctx) => {
    const id = value.partId ?? value.part_id;
    if (!id) {
      ctx.issues.push({ code: 'custom', message: CHARACTER_MESSAGES.partIdRequired, input: value });
      return z.NEVER;
    }
    return {
      partId: id,
      positionX: value.positionX ?? value.position_x ?? POSITION_DEFAULT,
      positionY: value.positionY ?? value.position_y ?? POSITION_DEFAULT,
    };
  }),
);

const characterName = z
  .string({ error: CHARACTER_MESSAGES.nameInvalid })
  .check(z.trim(), z.maxLength(CHARACTER_NAME_MAX, CHARACTER_MESSAGES.nameTooLong));

/** Every accessory once; the catalog holds 16, so 32 is a generous cap on the list. */
const accessoryList = z.array(accessoryInput).check(z.maxLength(32, CHARACTER_MESSAGES.tooManyAccessories));

/**
 * POST /api/character/customize: both spellings of every field are accepted; the
 * camelCase one wins when both are sent. Parsed into one camelCase shape.
 */
export const customizeBody = z.pipe(
  z.object({
    userId: z.optional(wireUserId),
    basePartId: z.optional(partId),
    base_part_id: z.optional(partId),
    accessories: z.optional(accessoryList),
    equippedAccessories: z.optional(accessoryList),
    characterName: z.optional(characterName),
    character_name: z.optional(characterName),
  }),
  z.transform((value, ctx) => {
    const basePartId = value.basePartId ?? value.base_part_id;
    if (!basePartId) {
      ctx.issues.push({ code: 'custom', message: CHARACTER_MESSAGES.baseRequired, path: ['basePartId'], input: value });
      return z.NEVER;
    }
    const accessories = value.accessories ?? value.equippedAccessories ?? [];
    if (new Set(accessories.map((a) => a.partId)).size !== accessories.length) {
      ctx.issues.push({
        code: 'custom',
        message: CHARACTER_MESSAGES.duplicateAccessory,
        path: ['accessories'],
        input: value,
      });
      return z.NEVER;
    }
    return {
      userId: value.userId,
      basePartId,
      accessories,
      characterName: value.characterName ?? value.character_name,
    };
  }),
);
export type CustomizeBody = z.input<typeof customizeBody>;
export type CustomizeChoice = z.output<typeof customizeBody>;

export const customizeResponse = z.extend(characterProfileResponse, { success: z.literal(true) });
export type CustomizeResponse = z.infer<typeof customizeResponse>;
