import { Bone, Skeleton } from '../../../components/skeleton.tsx';
import styles from './post-card-skeleton.module.css';

/** Three post cards' worth of placeholder, each the size of a card with a title and two lines. */
export function FeedSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Skeleton label={label} className={styles.list}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={index} className={styles.card}>
          <div className={styles.header}>
            <Bone width={40} height={40} round />
            <div className={styles.byline}>
              <Bone width={88} height={12} />
              <Bone width={56} height={10} />
            </div>
          </div>
          <Bone width="62%" height={20} />
          <Bone width="100%" />
          <Bone width="78%" />
          <div className={styles.footer}>
            <Bone width={64} height={36} round />
            <Bone width={64} height={36} round />
            <Bone width={44} height={36} round />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}
