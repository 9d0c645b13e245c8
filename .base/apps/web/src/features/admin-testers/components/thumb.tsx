import { useState } from 'react';
import styles from './testers.module.css';

interface ThumbProps {
  src: string | null | undefined;
  alt?: string;
  shape?: 'video' | 'avatar' | 'wide';
}

/** Lazy image with a fixed aspect ratio; a broken or missing image becomes a quiet placeholder. */
export function Thumb({ src, alt = '', shape = 'video' }: ThumbProps) {
  const [broken, setBroken] = useState(false);
  const className = `${styles.thumb} ${styles[`thumb_${shape}`]}`;
  const safe = src && /^https?:\/\//.test(src) ? src : null;
  if (!safe || broken) return <span className={`${className} ${styles.thumbEmpty}`} aria-hidden="true" />;
  return (
    <img className={className} src={safe} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(true)} />
  );
}
