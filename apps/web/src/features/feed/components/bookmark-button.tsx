import type { Post } from '@tubesphere/shared/contract/posts';
import { useNavigate } from 'react-router';
import { Bookmark } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useToggleBookmark } from '../api/toggle-bookmark.ts';
import styles from './reaction-buttons.module.css';

const t = ko.engagement.bookmark;

/** 스크랩 on a post's page: a toggle, shown at once; guests are sent to /login. */
export function BookmarkButton({ post }: { post: Pick<Post, 'postId' | 'isBookmarked'> }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const toggle = useToggleBookmark();
  const onClick = () => {
    if (toggle.isPending) return;
    if (!user) {
      navigate('/login');
      return;
    }
    toggle.mutate({ postId: post.postId, save: !post.isBookmarked });
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${post.isBookmarked ? styles.liked : ''}`}
      aria-pressed={post.isBookmarked}
      aria-disabled={toggle.isPending || undefined}
      onClick={onClick}
    >
      <Bookmark size={18} fill={post.isBookmarked ? 'currentColor' : 'none'} />
      <span>{t.save}</span>
    </button>
  );
}
