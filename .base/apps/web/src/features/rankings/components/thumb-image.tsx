import { useState } from 'react';
import styles from './media.module.css';

const FALLBACK = '/rankings/thumbs/fallback.svg';

/** A 16:9 thumbnail, lazy-loaded; a broken image is replaced by the drawn placeholder. */
export function ThumbImage({ src, duration }: { src: string | null; duration?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={styles.thumb}>
      <img
        src={!src || broken ? FALLBACK : src}
        alt=""
        loading="lazy"
        decoding="async"
        width={320}
        height={180}
        onError={() => setBroken(true)}
      />
      {duration && <span className={styles.duration}>{duration}</span>}
    </span>
  );
}
