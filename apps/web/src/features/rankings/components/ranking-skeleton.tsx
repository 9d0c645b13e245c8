import { Bone, Skeleton } from '../../../components/skeleton.tsx';
import styles from './ranking-skeleton.module.css';

/** Six ranked rows' worth of placeholder: rank, thumbnail, title and counts, each row fixed in height. */
export function RankingSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <Skeleton label={label} className={styles.list}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={index} className={styles.row}>
          <Bone width={28} height={28} round />
          <Bone width={120} ratio="16 / 9" />
          <div className={styles.text}>
            <Bone width="80%" height={16} />
            <Bone width="50%" height={12} />
            <Bone width="35%" height={12} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}
