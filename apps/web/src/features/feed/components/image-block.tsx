import type { ImageBlock as ImageBlockData } from '@tubesphere/shared/contract/blocks';
import { isImageSource } from '@tubesphere/shared/domain/http-url';
import { useRef, useState } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useEarlyImageError } from '../../../lib/use-early-image-error.ts';
import styles from './blocks.module.css';

/** A lazy image in a fixed frame (no layout shift); a broken image disappears (docs/product.md#messages). */
export function ImageBlock({ block, fit }: { block: ImageBlockData; fit: 'cover' | 'contain' }) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEarlyImageError(image, broken ? undefined : block.url, () => setBroken(true));
  if (!isImageSource(block.url) || broken) return null;
  const caption = block.caption?.trim() ?? '';
  return (
    <figure className={styles.figure}>
      <div className={`${styles.imageFrame} ${fit === 'contain' ? styles.contain : ''}`}>
        <img
          ref={image}
          className={styles.cover}
          src={block.url}
          alt={ko.feed.blocks.imageAlt(caption)}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
        />
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
