import { useState } from 'react';
import styles from './avatar.module.css';

/** A profile picture, or the name's first letter when there is none or it fails to load. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const initial = name.trim().charAt(0) || '?';
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden="true">
      {src && !broken ? <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} /> : initial}
    </span>
  );
}
