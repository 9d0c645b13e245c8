import { formatVideoTime, formatVideoTimeKo } from '@tubesphere/shared/domain/video-time';
import { splitTimestamps } from '@tubesphere/shared/domain/video-timestamps';
import { Fragment, useMemo } from 'react';
import * as ko from '../i18n/ko/index.ts';
import { usePostPlayer } from '../lib/post-player.tsx';
import { TimestampLinks } from './timestamp-links.tsx';
import styles from './timestamp-text.module.css';

/**
 * Text whose timestamps (3:25, 1시간 2분) move the post's video there: buttons that seek the
 * player on the post page, links to /post/{id}?t=… elsewhere, plain text where the post has no
 * YouTube video or the time is past its end.
 */
export function TimestampText({ text }: { text: string }) {
  const player = usePostPlayer();
  const active = Boolean(player?.videoId);
  const duration = player?.durationSeconds ?? null;
  const parts = useMemo(() => (active ? splitTimestamps(text, duration) : null), [active, text, duration]);
  if (!player || !parts) return <>{text}</>;
  if (!player.live) return <TimestampLinks text={text} postId={player.postId} maxSeconds={duration} />;
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}:${part.type}`;
        if (part.type === 'text') return <Fragment key={key}>{part.text}</Fragment>;
        return (
          <button
            key={key}
            type="button"
            className={styles.timestamp}
            aria-label={ko.video.seekLabel(formatVideoTimeKo(part.seconds))}
            onClick={(event) => {
              // Inside a clickable card or comment, the seek is the whole action.
              event.stopPropagation();
              player.seek(part.seconds);
            }}
          >
            {part.text}
          </button>
        );
      })}
    </>
  );
}

/** 지금 장면에 댓글's second, as a chip that seeks the player (or plain where there is none). */
export function TimestampChip({ seconds }: { seconds: number }) {
  const player = usePostPlayer();
  const clock = formatVideoTime(seconds);
  if (!player?.live || !player.videoId) return <span className={styles.chip}>{clock}</span>;
  return (
    <button
      type="button"
      className={styles.chip}
      aria-label={ko.video.seekLabel(formatVideoTimeKo(seconds))}
      onClick={() => player.seek(seconds)}
    >
      {clock}
    </button>
  );
}
