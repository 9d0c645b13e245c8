import { formatVideoTimeKo } from '@tubesphere/shared/domain/video-time';
import { splitTimestamps } from '@tubesphere/shared/domain/video-timestamps';
import { Fragment, useMemo } from 'react';
import * as ko from '../i18n/ko/index.ts';
import { Link } from './link.tsx';
import styles from './timestamp-text.module.css';

/**
 * Text whose timestamps (3:25, 3분 25초) link to /post/{id}?t=…, which opens that post's player
 * there: for text shown away from the player (feed cards, notifications, a profile's comments).
 * Only for a post that has a YouTube video; times past `maxSeconds` (the video's length, when
 * known) stay text. Nothing of the player is loaded here.
 */
export function TimestampLinks({
  text,
  postId,
  maxSeconds = null,
  className = styles.timestamp,
  onFollow,
}: {
  text: string;
  postId: string;
  maxSeconds?: number | null;
  className?: string | undefined;
  /** Called when one of the links is followed (a notification marks itself read). */
  onFollow?: (() => void) | undefined;
}) {
  const parts = useMemo(() => splitTimestamps(text, maxSeconds), [text, maxSeconds]);
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}:${part.type}`;
        if (part.type === 'text') return <Fragment key={key}>{part.text}</Fragment>;
        return (
          <Link
            key={key}
            className={className}
            to={`/post/${encodeURIComponent(postId)}?t=${part.seconds}`}
            aria-label={ko.video.openAtLabel(formatVideoTimeKo(part.seconds))}
            onClick={onFollow}
          >
            {part.text}
          </Link>
        );
      })}
    </>
  );
}
