import { useState } from 'react';
import styles from './media.module.css';

const FALLBACK = '/rankings/avatars/fallback.svg';

/** A channel picture, lazy-loaded; broken images fall back to the default channel image (spec §8). */
export function ChannelAvatar({ src, size = 48 }: { src: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      className={styles.avatar}
      src={!src || broken ? FALLBACK : src}
      alt=""
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      onError={() => setBroken(true)}
    />
  );
}
