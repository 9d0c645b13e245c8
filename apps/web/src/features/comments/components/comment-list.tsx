import type { Comment } from '@tubesphere/shared/contract/comments';
import { pointsInto } from '@tubesphere/shared/domain/video-moments';
import { formatVideoTime } from '@tubesphere/shared/domain/video-time';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { usePostPlayer } from '../../../lib/post-player.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { threadComments } from '../utils/thread-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import styles from './comments.module.css';

const t = ko.comments;

/** Top-level comments with their replies beneath; one reply form open at a time. */
export function CommentList({
  postId,
  comments,
  highlighted = null,
}: {
  postId: string;
  comments: Comment[];
  /** A comment the page was opened at (`#comment-{id}`), marked for a moment. */
  highlighted?: number | null;
}) {
  const player = usePostPlayer();
  const moment = player?.momentFilter ?? null;
  const threads = useMemo(() => {
    const all = threadComments(comments);
    // A moment chosen on the strip: threads where the comment or a reply points into it.
    return moment === null
      ? all
      : all.filter((thread) => [thread.comment, ...thread.replies].some((c) => !c.isDeleted && pointsInto(c, moment)));
  }, [comments, moment]);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const user = useCurrentUser();
  const navigate = useNavigate();

  const filterBar = moment !== null && player && (
    <div className={styles.momentFilter} role="status">
      <span>{ko.video.moments.filtering(formatVideoTime(moment))}</span>
      <Button variant="ghost" size="small" onClick={() => player.setMomentFilter(null)}>
        {ko.video.moments.showAll}
      </Button>
    </div>
  );

  if (threads.length === 0)
    return (
      <>
        {filterBar}
        <p className={styles.empty}>{t.empty}</p>
      </>
    );

  const toggleReply = (commentId: number) => {
    if (!user) navigate('/login');
    else setReplyTo((current) => (current === commentId ? null : commentId));
  };

  return (
    <>
      {filterBar}
      <ul className={styles.list}>
        {threads.map(({ comment, replies }) => (
          <li key={comment.commentId} className={styles.thread}>
            <CommentItem
              comment={comment}
              highlighted={highlighted === comment.commentId}
              actions={
                !comment.isDeleted && (
                  <button
                    type="button"
                    className={styles.replyButton}
                    aria-expanded={replyTo === comment.commentId}
                    onClick={() => toggleReply(comment.commentId)}
                  >
                    {replyTo === comment.commentId ? t.cancelReply : t.reply}
                  </button>
                )
              }
            >
              {replies.length > 0 && (
                <ul
                  className={styles.replies}
                  aria-label={comment.isDeleted ? t.repliesOfDeletedLabel : t.repliesLabel(comment.userName)}
                >
                  {replies.map((reply) => (
                    <li key={reply.commentId}>
                      <CommentItem comment={reply} highlighted={highlighted === reply.commentId} />
                    </li>
                  ))}
                </ul>
              )}
              {replyTo === comment.commentId && (
                <CommentForm
                  postId={postId}
                  parent={{ commentId: comment.commentId, userName: comment.userName }}
                  onDone={() => setReplyTo(null)}
                  autoFocus
                />
              )}
            </CommentItem>
          </li>
        ))}
      </ul>
    </>
  );
}
