import { useState } from 'react';
import styles from './avatar.module.css';

/**
 * A profile picture, or the name's first letter when there is none or it fails to load. A deleted
 * account (탈퇴한 사용자) gets a plain silhouette: it has no picture and no name left to show.
 */
export function Avatar({
  name,
  src,
  size = 40,
  deleted = false,
}: {
  name: string;
  src?: string | null;
  size?: number;
  deleted?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const initial = name.trim().charAt(0) || '?';
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (deleted) {
    return (
      <span className={`${styles.avatar} ${styles.deleted}`} style={style} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="55%" height="55%" fill="currentColor" role="presentation">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5z" />
        </svg>
      </span>
    );
  }
  return (
    <span className={styles.avatar} style={style} aria-hidden="true">
      {src && !broken ? <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} /> : initial}
    </span>
  );
}
