import { progressPercent } from '@tubesphere/shared/domain/levels';
import { Flower2, Leaf, Sprout, TreeDeciduous } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { usePlants } from '../api/get-plants.ts';
import styles from './plant-summary.module.css';

const t = ko.garden;
/** Growth stages, seedling to flower. */
const PLANT_ICONS = [Sprout, Leaf, Flower2, TreeDeciduous, Flower2];

/** The first plant of the user's garden with its growth bar (docs/product.md#rewards). */
export function PlantSummary({ userId }: { userId: string }) {
  const garden = usePlants(userId);
  if (garden.isPending) return <div className={styles.skeleton} aria-hidden="true" />;
  if (garden.isError) return <p className={styles.muted}>{t.loadFailed}</p>;
  const [plant] = garden.data.plants;
  if (!plant)
    return (
      <p className={styles.muted}>
        <Sprout size={16} /> {t.noPlant}
      </p>
    );
  const percent = plant.level >= plant.maxLevel ? 100 : progressPercent(plant.experience, plant.maxExperience);
  const StageIcon = PLANT_ICONS[Math.min(plant.level, PLANT_ICONS.length) - 1] ?? Sprout;
  return (
    <div className={styles.plant}>
      <span className={styles.icon}>
        <StageIcon size={24} />
      </span>
      <div className={styles.info}>
        <div className={styles.row}>
          <span className={styles.name}>{plant.plantName}</span>
          <span className={styles.level}>{t.level(plant.level, plant.maxLevel)}</span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t.experienceLabel(plant.plantName)}
          aria-valuemin={0}
          aria-valuemax={plant.maxExperience}
          aria-valuenow={Math.min(plant.experience, plant.maxExperience)}
          aria-valuetext={t.experienceValue(plant.experience, plant.maxExperience)}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <span className={styles.muted}>{t.experienceValue(plant.experience, plant.maxExperience)}</span>
      </div>
    </div>
  );
}
