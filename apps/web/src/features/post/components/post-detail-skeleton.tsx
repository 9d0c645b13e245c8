import { Bone, Skeleton } from '../../../components/skeleton.tsx';
import styles from './post-detail-skeleton.module.css';

/** The post's frame while it loads: author row, title, a few lines, a 16:9 picture, actions. */
export function PostDetailSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className={styles.panel}>
      <div className={styles.author}>
        <Bone width={48} height={48} round />
        <div className={styles.byline}>
          <Bone width={120} height={14} />
          <Bone width={80} height={12} />
        </div>
      </div>
      <Bone width="70%" height={28} />
      <Bone width="100%" />
      <Bone width="92%" />
      <Bone width="64%" />
      <Bone width="100%" ratio="16 / 9" />
      <div className={styles.actions}>
        <Bone width={72} height={44} round />
        <Bone width={72} height={44} round />
        <Bone width={96} height={44} round />
      </div>
    </Skeleton>
  );
}
