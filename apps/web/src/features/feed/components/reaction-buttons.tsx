import type { ReactionType } from '@tubesphere/shared/contract/feed';
import type { Post } from '@tubesphere/shared/contract/posts';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { useNavigate } from 'react-router';
import { ThumbsDown, ThumbsUp } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useToggleReaction } from '../api/toggle-reaction.ts';
import styles from './reaction-buttons.module.css';

const t = ko.feed.reactions;

/** Like and dislike (docs/product.md#reactions): guests are sent to /login. */
export function ReactionButtons({
  post,
}: {
  post: Pick<Post, 'postId' | 'likeCount' | 'dislikeCount' | 'isLiked' | 'isDisliked'>;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const toggle = useToggleReaction();

  const react = (type: ReactionType) => {
    // aria-disabled rather than disabled while a toggle is in flight: a disabled button drops
    // the keyboard focus to the page.
    if (toggle.isPending) return;
    if (!user) {
      navigate('/login');
      return;
    }
    toggle.mutate({ postId: post.postId, type });
  };

  const likes = formatCountKo(post.likeCount);
  const dislikes = formatCountKo(post.dislikeCount);
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={`${styles.button} ${post.isLiked ? styles.liked : ''}`}
        aria-pressed={post.isLiked}
        aria-label={t.likeLabel(likes)}
        aria-disabled={toggle.isPending || undefined}
        onClick={() => react('like')}
      >
        <ThumbsUp size={18} fill={post.isLiked ? 'currentColor' : 'none'} />
        <span className={styles.count}>{likes}</span>
      </button>
      <button
        type="button"
        className={`${styles.button} ${post.isDisliked ? styles.disliked : ''}`}
        aria-pressed={post.isDisliked}
        aria-label={t.dislikeLabel(dislikes)}
        aria-disabled={toggle.isPending || undefined}
        onClick={() => react('dislike')}
      >
        <ThumbsDown size={18} fill={post.isDisliked ? 'currentColor' : 'none'} />
        <span className={styles.count}>{dislikes}</span>
      </button>
    </div>
  );
}
