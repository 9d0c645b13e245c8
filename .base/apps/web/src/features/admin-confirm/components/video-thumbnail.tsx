import { useState } from 'react';
import styles from './youtube.module.css';

/** A 16:9 thumbnail that falls back through the sizes, then to a plain play tile. */
export function VideoThumbnail({ sources, alt }: { sources: string[]; alt: string }) {
  const [index, setIndex] = useState(0);
  const src = sources[index];
  return (
    <span className={styles.thumb}>
      {src ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setIndex((i) => i + 1)} />
      ) : (
        <span className={styles.thumbFallback} role="img" aria-label={alt}>
          ▶
        </span>
      )}
    </span>
  );
}
