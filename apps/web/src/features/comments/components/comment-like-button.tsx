import type { Comment } from '@tubesphere/shared/contract/comments';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { useNavigate } from 'react-router';
import { ThumbsUp } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useToggleCommentLike } from '../api/toggle-comment-like.ts';
import styles from './comments.module.css';

/** 댓글 좋아요: a toggle with the count; guests are sent to /login. */
export function CommentLikeButton({
  comment,
}: {
  comment: Pick<Comment, 'commentId' | 'postId' | 'likeCount' | 'isLiked'>;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const toggle = useToggleCommentLike();
  const liked = comment.isLiked === true;
  const count = formatCountKo(comment.likeCount);
  return (
    <button
      type="button"
      className={`${styles.replyButton} ${liked ? styles.likedComment : ''}`}
      aria-pressed={liked}
      aria-label={ko.engagement.commentLike.label(count)}
      aria-disabled={toggle.isPending || undefined}
      onClick={() => {
        if (toggle.isPending) return;
        if (!user) {
          navigate('/login');
          return;
        }
        toggle.mutate({ postId: comment.postId, commentId: comment.commentId, like: !liked });
      }}
    >
      <ThumbsUp size={14} fill={liked ? 'currentColor' : 'none'} /> {count}
    </button>
  );
}
