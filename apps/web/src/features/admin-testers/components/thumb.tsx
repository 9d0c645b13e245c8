import { isHttpUrl } from '@tubesphere/shared/domain/http-url';
import { useState } from 'react';
import { Play } from '../../../components/icons.ts';
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
  if (!isHttpUrl(src) || broken) {
    return (
      <span className={`${className} ${styles.thumbEmpty}`} aria-hidden="true">
        {shape === 'video' && <Play size={24} />}
      </span>
    );
  }
  return (
    <img className={className} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(true)} />
  );
}
