import {
  CHARACTER_MESSAGES,
  type CharacterProfile,
  type CustomizeChoice,
  lockedPartMessage,
} from '@tubesphere/shared/contract/character';
import { clampPosition, isPartUnlocked, resolveCharacterName } from '@tubesphere/shared/domain/character';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { CharacterRow, Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { RewardService } from '../rewards/index.ts';
import {
  findCharacterParts,
  findEquippedAccessories,
  replaceEquippedAccessories,
  updateCharacterLook,
} from './repository.ts';

type Part = Awaited<ReturnType<typeof findCharacterParts>>[number];

/**
 * The companion's look (docs/product.md#companion). Level, experience and stats are the reward
 * service's business; this service only reads them and decides which parts they unlock.
 */
export class CharacterService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rewards: RewardService,
  ) {}

  /** Every signed-in user has a companion: the first look creates the default one. */
  profile(userId: number): Promise<CharacterProfile> {
    return this.db.transaction().execute(async (trx) => {
      const character = await this.rewards.ensureCharacter(trx, userId);
      return this.load(trx, character);
    });
  }

  /** Validates the whole choice against the catalog and the level, then replaces the look at once. */
  customize(userId: number, choice: CustomizeChoice): Promise<CharacterProfile> {
    return this.db.transaction().execute(async (trx) => {
      const character = await this.rewards.ensureCharacter(trx, userId);
      const parts = new Map((await findCharacterParts(trx)).map((part) => [part.part_id, part]));
      const usable = (partId: string, type: Part['part_type']) => {
        const part = parts.get(partId);
        if (!part) throw badRequest(CHARACTER_MESSAGES.unknownPart);
        if (part.part_type !== type) {
          throw badRequest(type === 'base' ? CHARACTER_MESSAGES.notABase : CHARACTER_MESSAGES.notAnAccessory);
        }
        if (!isPartUnlocked(part.unlock_level, character.level)) {
          throw badRequest(lockedPartMessage(part.part_name, part.unlock_level));
        }
        return part;
      };

      const base = usable(choice.basePartId, 'base');
      const accessories = choice.accessories.map((a) => ({
        part_id: usable(a.partId, 'accessory').part_id,
        position_x: clampPosition(a.positionX),
        position_y: clampPosition(a.positionY),
      }));
      const updated = {
        base_part_id: base.part_id,
        character_name: resolveCharacterName(choice.characterName, character.character_name),
        updated_at: nowIso(),
      };
      await updateCharacterLook(trx, userId, updated);
      await replaceEquippedAccessories(trx, userId, accessories);
      return this.load(trx, { ...character, ...updated }, [...parts.values()]);
    });
  }

  private async load(
    trx: Transaction<Database>,
    character: CharacterRow,
    knownParts?: Part[],
  ): Promise<CharacterProfile> {
    const parts = knownParts ?? (await findCharacterParts(trx));
    const accessories = await findEquippedAccessories(trx, character.user_id);
    const base = parts.find((part) => part.part_id === character.base_part_id);
    return {
      character: {
        user_id: toWireUserId(character.user_id),
        character_name: character.character_name,
        characterName: character.character_name,
        base_part_id: character.base_part_id,
        basePartId: character.base_part_id,
        basePartIcon: base?.part_icon ?? null,
        level: character.level,
        experience: character.experience,
        creativity: character.creativity,
        sociability: character.sociability,
        influence: character.influence,
        consistency: character.consistency,
        updated_at: character.updated_at,
      },
      equippedAccessories: accessories.map((a) => ({
        part_id: a.part_id,
        position_x: Number(a.position_x),
        position_y: Number(a.position_y),
      })),
      availableParts: parts.map((part) => ({
        ...part,
        is_unlocked: isPartUnlocked(part.unlock_level, character.level),
      })),
    };
  }
}
