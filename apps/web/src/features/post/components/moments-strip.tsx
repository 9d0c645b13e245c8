import type { Comment } from '@tubesphere/shared/contract/comments';
import { chaptersOf, groupMoments, MOMENT_BUCKET_SECONDS } from '@tubesphere/shared/domain/video-moments';
import { formatVideoTime } from '@tubesphere/shared/domain/video-time';
import { useMemo } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { usePostPlayer } from '../../../lib/post-player.tsx';
import styles from './moments-strip.module.css';

const t = ko.video.moments;
/** Before the player knows the length, the strip spans at least a minute past the last moment. */
const MIN_SPAN_SECONDS = 60;

/**
 * Under the post's player: where the discussion is (marks, taller where more comments point)
 * and 챕터 from the most-liked timestamped comments. A mark seeks the player and narrows the
 * thread to that moment. Grouped here from the thread the page already holds, by the same rule
 * as GET /api/posts/{id}/moments, so the strip costs no request and follows new comments at once.
 */
export function MomentsStrip({ postText, comments }: { postText: string; comments: readonly Comment[] }) {
  const player = usePostPlayer();
  const duration = player?.durationSeconds ?? null;
  const { list, chapters } = useMemo(() => {
    const live = comments.filter((comment) => !comment.isDeleted);
    return { list: groupMoments(postText, live, duration), chapters: chaptersOf(live, duration) };
  }, [postText, comments, duration]);
  if (!player?.videoId) return null;

  if (list.length === 0)
    return (
      <div className={styles.strip}>
        <p className={styles.note}>{t.empty}</p>
      </div>
    );
  const span = duration ?? Math.max(MIN_SPAN_SECONDS, (list.at(-1)?.seconds ?? 0) + MOMENT_BUCKET_SECONDS);
  const most = Math.max(...list.map((moment) => moment.count));
  const choose = (seconds: number) => {
    player.seek(seconds);
    player.setMomentFilter(seconds);
  };

  return (
    <div className={styles.strip}>
      <div className={styles.track} role="group" aria-label={t.label}>
        {list.map((moment) => (
          <button
            key={moment.seconds}
            type="button"
            className={`${styles.mark} ${player.momentFilter === moment.seconds ? styles.active : ''}`}
            style={{
              left: `${Math.min(100, (moment.seconds / span) * 100)}%`,
              height: `${40 + (60 * moment.count) / most}%`,
            }}
            aria-label={t.markLabel(formatVideoTime(moment.seconds), moment.count)}
            aria-pressed={player.momentFilter === moment.seconds}
            title={t.markLabel(formatVideoTime(moment.seconds), moment.count)}
            onClick={() => choose(moment.seconds)}
          />
        ))}
      </div>
      {chapters.length > 0 && (
        <nav aria-label={t.chapters} className={styles.chapters}>
          <h3 className={styles.chaptersTitle}>{t.chapters}</h3>
          <ol className={styles.chapterList}>
            {chapters.map((chapter) => (
              <li key={chapter.commentId}>
                <button type="button" className={styles.chapter} onClick={() => player.seek(chapter.seconds)}>
                  <span className={styles.chapterTime}>{formatVideoTime(chapter.seconds)}</span>
                  <span className={styles.chapterTitle}>{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
