import { companionLevelThreshold, progressPercent } from '@tubesphere/shared/domain/levels';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './level-progress.module.css';

/** Level and XP line with the companion bar (full at level*100 + (level-1)*50). */
export function LevelProgress({
  level,
  experience,
  compact = false,
}: {
  level: number;
  experience: number;
  compact?: boolean;
}) {
  const t = ko.companion;
  const threshold = companionLevelThreshold(level);
  const percent = progressPercent(experience, threshold);
  return (
    <div className={`${styles.progress} ${compact ? styles.compact : ''}`}>
      <p className={styles.line}>
        <span className={styles.level}>{t.widget.level(level)}</span>
        <span className={styles.xp}>{t.widget.experience(experience, threshold)}</span>
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t.widget.progressLabel}
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={Math.min(experience, threshold)}
        aria-valuetext={t.levelLine(level, experience, threshold)}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
