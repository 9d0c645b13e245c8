import type { VideoBlock as VideoBlockData } from '@tubesphere/shared/contract/blocks';
import { parseVideoUrl } from '@tubesphere/shared/domain/video-url';
import { useRef, useState } from 'react';
import { Play } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useEarlyImageError } from '../../../lib/use-early-image-error.ts';
import styles from './blocks.module.css';

const t = ko.feed.blocks;

/**
 * Click-to-play: a 16:9 thumbnail until the reader asks, then the player. No third-party
 * iframe loads for a feed of videos nobody plays. Thumbnails fall back max → high → medium,
 * then the frame stays plain (never a broken image, also when one failed before hydration).
 */
export function VideoBlock({ block }: { block: VideoBlockData }) {
  const [playing, setPlaying] = useState(false);
  const [thumbnailIndex, setThumbnailIndex] = useState(0);
  const cover = useRef<HTMLImageElement>(null);
  const video = block.url ? parseVideoUrl(block.url) : null;
  const thumbnail = video?.thumbnailUrls[thumbnailIndex];
  const nextThumbnail = () => setThumbnailIndex((index) => index + 1);
  useEarlyImageError(cover, playing ? undefined : thumbnail, nextThumbnail);
  if (!video) return null;
  const caption = block.caption?.trim() ?? '';

  if (playing) {
    return (
      <figure className={styles.figure}>
        <div className={styles.frame}>
          {video.provider === 'file' ? (
            // biome-ignore lint/a11y/useMediaCaption: shared clips come without caption tracks
            <video className={styles.player} src={video.embedUrl} controls autoPlay playsInline />
          ) : (
            <iframe
              className={styles.player}
              src={`${video.embedUrl}?autoplay=1`}
              title={caption || t.playerTitle}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          )}
        </div>
        {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
      </figure>
    );
  }

  return (
    <figure className={styles.figure}>
      <button type="button" className={`${styles.frame} ${styles.poster}`} onClick={() => setPlaying(true)}>
        {thumbnail && (
          <img
            key={thumbnail}
            ref={cover}
            className={styles.cover}
            src={thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            onError={nextThumbnail}
          />
        )}
        <span className={styles.playIcon}>
          <Play size={26} fill="currentColor" />
        </span>
        <span className="visually-hidden">{t.play(caption)}</span>
      </button>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
