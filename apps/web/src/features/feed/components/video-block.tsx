import type { VideoBlock as VideoBlockData } from '@tubesphere/shared/contract/blocks';
import { formatVideoTime } from '@tubesphere/shared/domain/video-time';
import { type ParsedVideo, parseVideoUrl, youtubeEmbedUrl } from '@tubesphere/shared/domain/video-url';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Play } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { lazyNamed } from '../../../lib/lazy-component.ts';
import { usePostPlayer } from '../../../lib/post-player.tsx';
import { useEarlyImageError } from '../../../lib/use-early-image-error.ts';
import styles from './blocks.module.css';

const t = ko.feed.blocks;

// The seekable player only plays a post page's own video once asked: a feed never needs its code.
const YoutubeApiPlayer = lazyNamed(() =>
  import('../../../components/youtube-api-player.tsx').then((module) => module.YoutubeApiPlayer),
);

/** The block's own start and end (구간 공유), else the link's. */
function blockTimes(block: VideoBlockData, video: ParsedVideo) {
  return {
    start: block.start !== undefined ? block.start : video.start,
    end: block.end !== undefined ? block.end : video.end,
  };
}

function autoplaySrc(video: ParsedVideo, times: { start: number | null; end: number | null }, from?: number | null) {
  const base =
    video.provider === 'youtube' ? youtubeEmbedUrl(video.id, { ...times, start: from ?? times.start }) : video.embedUrl;
  const url = new URL(base);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * Click-to-play: a 16:9 thumbnail until the reader asks, then the player. No third-party
 * iframe loads for a feed of videos nobody plays. Thumbnails fall back max → high → medium,
 * then the frame stays plain (never a broken image, also when one failed before hydration). On a post page the post's own YouTube video plays through the
 * IFrame Player API, so its timestamps can seek it (lib/post-player.tsx).
 */
export function VideoBlock({ block }: { block: VideoBlockData }) {
  const [playingHere, setPlayingHere] = useState(false);
  const [thumbnailIndex, setThumbnailIndex] = useState(0);
  const postPlayer = usePostPlayer();
  const figure = useRef<HTMLElement>(null);
  const video = block.url ? parseVideoUrl(block.url) : null;
  const owned = Boolean(postPlayer?.live && video?.provider === 'youtube' && video.id === postPlayer.videoId);
  const playing = owned ? Boolean(postPlayer?.started) : playingHere;
  const seekCount = postPlayer?.seekCount ?? 0;
  const cover = useRef<HTMLImageElement>(null);
  const thumbnail = video?.thumbnailUrls[thumbnailIndex];
  const nextThumbnail = () => setThumbnailIndex((index) => index + 1);
  useEarlyImageError(cover, playing ? undefined : thumbnail, nextThumbnail);

  // A timestamp clicked further down brings the player back into view.
  useEffect(() => {
    if (owned && seekCount > 0) figure.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [owned, seekCount]);

  if (!video) return null;
  const caption = block.caption?.trim() ?? '';
  const times = blockTimes(block, video);
  const title = caption || t.playerTitle;

  const below = owned ? postPlayer?.belowPlayer : null;
  if (playing) {
    return (
      <>
        <figure className={styles.figure} ref={figure}>
          <div className={styles.frame}>
            {video.provider === 'file' ? (
              // biome-ignore lint/a11y/useMediaCaption: shared clips come without caption tracks
              <video className={styles.player} src={video.embedUrl} controls autoPlay playsInline />
            ) : owned && postPlayer ? (
              <Suspense>
                <YoutubeApiPlayer
                  className={styles.player}
                  videoId={video.id}
                  start={postPlayer.openAt ?? times.start}
                  end={times.end}
                  title={title}
                  fallbackSrc={autoplaySrc(video, times, postPlayer.openAt)}
                  onPlayer={postPlayer.attach}
                />
              </Suspense>
            ) : (
              <iframe
                className={styles.player}
                src={autoplaySrc(video, times)}
                title={title}
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
              />
            )}
          </div>
          {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
        </figure>
        {below}
      </>
    );
  }

  const range =
    times.start && times.end
      ? ko.video.range(formatVideoTime(times.start), formatVideoTime(times.end))
      : times.start
        ? ko.video.startsAt(formatVideoTime(times.start))
        : null;
  return (
    <>
      <figure className={styles.figure} ref={figure}>
        <button
          type="button"
          className={`${styles.frame} ${styles.poster}`}
          onClick={() => (owned ? postPlayer?.start() : setPlayingHere(true))}
        >
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
          {range && <span className={styles.startsAt}>{range}</span>}
          <span className="visually-hidden">{t.play(range ? `${caption} ${range}`.trim() : caption)}</span>
        </button>
        {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
      </figure>
      {below}
    </>
  );
}
