import type { RewardResult } from '@tubesphere/shared/contract/rewards';
import { addCompanionExperience, addPlantExperience, addUserExperience } from '@tubesphere/shared/domain/levels';
import { type CompanionStat, REWARD_RULES, type RewardAction, seoulDay } from '@tubesphere/shared/domain/rewards';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { CharacterRow, Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { notifyCompanionProgress } from '../notifications/index.ts';
import {
  findPartsUnlockedBetween,
  insertCharacter,
  insertPlant,
  lockCharacter,
  lockRewardState,
  lockStateAndLogReward,
  logRewardOnceUnderCap,
  type RewardState,
  updateAllProgress,
  updateCharacterProgress,
  updatePlantProgress,
  updateUserProgress,
} from './repository.ts';

export const DEFAULT_COMPANION_NAME = '나의 컴패니언';
const STATS: CompanionStat[] = ['creativity', 'sociability', 'influence', 'consistency'];

/**
 * Grants what an action earns (packages/shared/src/domain/rewards.ts) inside the caller's
 * transaction, so the action and its reward commit or roll back together (docs/architecture.md#rewards).
 * `rewardKey` makes the grant idempotent (a post id, a comment id, the Seoul date for
 * daily_login); the daily cap bounds farming. Returns the new state either way.
 */
export class RewardService {
  constructor(private readonly dialect: DialectName) {}

  async grant(
    trx: Transaction<Database>,
    userId: number,
    action: RewardAction,
    rewardKey: string,
  ): Promise<RewardResult> {
    const rule = REWARD_RULES[action];
    const now = nowIso();
    const entry = {
      user_id: userId,
      action_type: action,
      reward_key: rewardKey,
      reward_day: seoulDay(),
      experience: rule.experience,
      water_drops: rule.waterDrops,
      created_at: now,
    };
    // PostgreSQL: the lock, the log and the read in one round trip (lockStateAndLogReward).
    if (this.dialect === 'postgres') {
      return this.settle(trx, userId, action, await lockStateAndLogReward(trx, entry, rule.dailyCap), now);
    }
    const state = await lockRewardState(trx, this.dialect, userId);
    const character = state.character ?? (await this.createCharacter(trx, userId, now));
    const granted = await logRewardOnceUnderCap(trx, entry, rule.dailyCap);
    return this.settle(trx, userId, action, { ...state, character, granted }, now);
  }

  /**
   * The rest of a grant once its log was written (or refused): the companion made if missing,
   * and for a logged grant the progress added. PostgreSQL's like logs the grant inside ts_like
   * and hands its result here.
   */
  async settle(
    trx: Transaction<Database>,
    userId: number,
    action: RewardAction,
    logged: RewardState & { granted: boolean },
    now = nowIso(),
  ): Promise<RewardResult> {
    const rule = REWARD_RULES[action];
    const pg = this.dialect === 'postgres';
    const { user } = logged;
    const character = logged.character ?? (await this.createCharacter(trx, userId, now));
    if (!logged.granted) return this.snapshot(action, user, character, logged.plant);

    const stats = Object.fromEntries(STATS.map((s) => [s, character[s]])) as Record<CompanionStat, number>;
    const userProgress = addUserExperience(user.level, user.experience, rule.experience);
    const waterDrops = user.water_drops + rule.waterDrops;
    const userValues = { level: userProgress.level, experience: userProgress.experience, water_drops: waterDrops };
    const companion = addCompanionExperience(character.level, character.experience, rule.companionExperience);
    for (const stat of STATS) stats[stat] += rule.stats[stat] ?? 0;
    const characterValues = { level: companion.level, experience: companion.experience, ...stats, updated_at: now };
    const plantRow = logged.plant ?? (await insertPlant(trx, userId, now));
    const plant = addPlantExperience(
      { level: plantRow.level, experience: plantRow.experience, maxExperience: plantRow.max_experience },
      rule.plantExperience,
    );
    const plantValues = { level: plant.level, experience: plant.experience, max_experience: plant.maxExperience };
    if (pg) {
      await updateAllProgress(trx, userId, {
        user: userValues,
        character: characterValues,
        plant: { plant_id: plantRow.plant_id, ...plantValues },
      });
    } else {
      await updateUserProgress(trx, userId, userValues, now);
      await updateCharacterProgress(trx, userId, characterValues);
      await updatePlantProgress(trx, plantRow.plant_id, plantValues);
    }
    const unlockedParts =
      companion.levelUps > 0 ? await findPartsUnlockedBetween(trx, character.level, companion.level) : [];
    await notifyCompanionProgress(trx, userId, {
      levelUps: companion.levelUps,
      newLevel: companion.level,
      unlockedPartNames: unlockedParts.map((part) => part.part_name),
    });

    return {
      action,
      granted: true,
      experience: rule.experience,
      waterDrops: rule.waterDrops,
      user: {
        level: userProgress.level,
        experience: userProgress.experience,
        water_drops: waterDrops,
        levelUps: userProgress.levelUps,
      },
      companion: {
        newLevel: companion.level,
        newExperience: companion.experience,
        levelUps: companion.levelUps,
        unlockedParts,
        statUpdates: stats,
      },
      plant: { plant_id: plantRow.plant_id, ...plant },
    };
  }

  /**
   * The result of a grant PostgreSQL made whole (ts_grant, inside ts_like and ts_comment): the
   * state after it. ts_grant hands every grant that fills a bar or needs a companion or plant
   * made to the steps above, so nothing levelled up here.
   */
  madeInDatabase(action: RewardAction, made: RewardState & { granted: boolean }): RewardResult {
    const { user, character, plant } = made;
    if (!character) throw new Error('ts_grant answered without the companion');
    const result = this.snapshot(action, user, character, plant);
    if (!made.granted) return result;
    const rule = REWARD_RULES[action];
    return { ...result, granted: true, experience: rule.experience, waterDrops: rule.waterDrops };
  }

  /** The user's current progress, as a not-granted result (nothing changes). */
  async currentState(trx: Transaction<Database>, userId: number, action: RewardAction): Promise<RewardResult> {
    const state = await lockRewardState(trx, this.dialect, userId);
    const character = state.character ?? (await this.createCharacter(trx, userId, nowIso()));
    return this.snapshot(action, state.user, character, state.plant);
  }

  private snapshot(
    action: RewardAction,
    user: { level: number; experience: number; water_drops: number },
    character: CharacterRow,
    plant: { plant_id: number; level: number; experience: number; max_experience: number } | null,
  ): RewardResult {
    return {
      action,
      granted: false,
      experience: 0,
      waterDrops: 0,
      user: { level: user.level, experience: user.experience, water_drops: user.water_drops, levelUps: 0 },
      companion: {
        newLevel: character.level,
        newExperience: character.experience,
        levelUps: 0,
        unlockedParts: [],
        statUpdates: Object.fromEntries(STATS.map((s) => [s, character[s]])) as Record<CompanionStat, number>,
      },
      plant: plant
        ? {
            plant_id: plant.plant_id,
            level: plant.level,
            experience: plant.experience,
            maxExperience: plant.max_experience,
          }
        : null,
    };
  }

  /** Every user has a companion from their first rewarded action on. */
  async ensureCharacter(trx: Transaction<Database>, userId: number, now = nowIso()): Promise<CharacterRow> {
    return (await lockCharacter(trx, this.dialect, userId)) ?? this.createCharacter(trx, userId, now);
  }

  private async createCharacter(trx: Transaction<Database>, userId: number, now: string): Promise<CharacterRow> {
    const created = await insertCharacter(trx, {
      user_id: userId,
      character_name: DEFAULT_COMPANION_NAME,
      base_part_id: null,
      level: 1,
      experience: 0,
      creativity: 0,
      sociability: 0,
      influence: 0,
      consistency: 0,
      updated_at: now,
    });
    // Another request created it first: use theirs.
    return created ?? ((await lockCharacter(trx, this.dialect, userId)) as CharacterRow);
  }
}
