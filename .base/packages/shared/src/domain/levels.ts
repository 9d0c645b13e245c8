/** Spec §4/§9: a user levels up when experience reaches level*1000, and experience restarts at 0. */
export const userLevelThreshold = (level: number): number => level * 1000;

export interface Progress {
  level: number;
  experience: number;
  levelUps: number;
}

export function addUserExperience(level: number, experience: number, amount: number): Progress {
  const next = experience + Math.max(0, amount);
  if (next >= userLevelThreshold(level)) {
    return { level: level + 1, experience: 0, levelUps: 1 };
  }
  return { level, experience: next, levelUps: 0 };
}

/** Spec §9: the companion bar fills at level*100 + (level-1)*50. */
export const companionLevelThreshold = (level: number): number => level * 100 + (level - 1) * 50;

export const COMPANION_MAX_LEVEL = 99;

/** Companion experience carries over, so one large grant can cross several levels. */
export function addCompanionExperience(level: number, experience: number, amount: number): Progress {
  let current = { level, experience: experience + Math.max(0, amount), levelUps: 0 };
  while (current.level < COMPANION_MAX_LEVEL && current.experience >= companionLevelThreshold(current.level)) {
    current = {
      level: current.level + 1,
      experience: current.experience - companionLevelThreshold(current.level),
      levelUps: current.levelUps + 1,
    };
  }
  return current;
}

export const PLANT_MAX_LEVEL = 5;
export const PLANT_INITIAL_MAX_EXPERIENCE = 100;

export interface PlantProgress {
  level: number;
  experience: number;
  maxExperience: number;
}

/** Spec §4: a plant levels while experience >= maxExperience and level < 5; the bar grows 1.5x. */
export function addPlantExperience(plant: PlantProgress, amount: number): PlantProgress {
  let { level, experience, maxExperience } = plant;
  experience += Math.max(0, amount);
  while (experience >= maxExperience && level < PLANT_MAX_LEVEL) {
    experience -= maxExperience;
    level += 1;
    maxExperience = Math.floor(maxExperience * 1.5);
  }
  return { level, experience, maxExperience };
}

/** Share of the current level's bar, 0–100, for progress bars. */
export const progressPercent = (experience: number, threshold: number): number =>
  threshold <= 0 ? 0 : Math.min(100, Math.max(0, Math.round((experience / threshold) * 100)));
