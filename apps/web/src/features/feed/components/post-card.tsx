import type { Post } from '@tubesphere/shared/contract/posts';
import { formatCountKo, formatDate } from '@tubesphere/shared/domain/format';
import { type MouseEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { AuthorName } from '../../../components/author-name.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { ContentEmoji } from '../../../components/content-emoji.tsx';
import { Eye, MessageCircle } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ModerationNotice } from '../../reports/index.ts';
import { CategoryChips } from './category-chips.tsx';
import { PostBadges } from './post-badges.tsx';
import { isMediaBlock, PostBlocks } from './post-blocks.tsx';
import styles from './post-card.module.css';
import { PostCardBody } from './post-card-body.tsx';
import { PostOwnerMenu } from './post-owner-menu.tsx';
import { ReactionButtons } from './reaction-buttons.tsx';

const t = ko.feed.card;
// A dialog or menu opened from the card sits inside it: clicks there are not clicks on the card.
const INTERACTIVE = 'a, button, input, textarea, select, iframe, video, [role="button"], [role="menu"], dialog';

/**
 * One post in a list (docs/product.md#post-card). The title/content link is the keyboard path to the
 * post; a click anywhere else on the card that is not a control opens it too.
 */
export function PostCard({ post }: { post: Post }) {
  const navigate = useNavigate();
  const titleId = useId();
  const href = `/post/${post.postId}`;
  const media = post.blocks.filter(isMediaBlock);
  const [firstMedia] = media;

  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE) || window.getSelection()?.toString()) return;
    navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the card's link is the keyboard path; this only widens the mouse target
    <article className={styles.card} aria-labelledby={titleId} onClick={openFromCard}>
      <header className={styles.header}>
        {post.authorDeleted ? (
          <Avatar name={post.userName} src={post.profileImage} deleted size={40} />
        ) : (
          <Link
            to={`/user/${post.userId}`}
            className={styles.authorLink}
            aria-label={ko.ownContent.authorProfile(post.userName)}
          >
            <Avatar name={post.userName} src={post.profileImage} size={40} />
          </Link>
        )}
        <div className={styles.byline}>
          <AuthorName
            userId={post.userId}
            name={post.userName}
            deleted={post.authorDeleted}
            className={styles.author}
            trustLevel={post.authorTrustLevel}
          />
          <span className={styles.meta}>
            {post.sphereName && post.sphereId !== null && (
              <Link
                to={`/sphere/${post.sphereId}`}
                className={styles.sphere}
                aria-label={t.sphereLabel(post.sphereName)}
              >
                <ContentEmoji>{post.sphereIcon}</ContentEmoji> {post.sphereName}
              </Link>
            )}
            <RelativeTime date={post.createdAt} />
            {post.editedAt && (
              <span title={ko.ownContent.editedAt(formatDate(post.editedAt))}>{ko.ownContent.edited}</span>
            )}
          </span>
        </div>
        <div className={styles.headerEnd}>
          <PostOwnerMenu post={post} />
        </div>
      </header>
      <PostBadges post={post} />
      <ModerationNotice moderation={post.moderation} />
      <CategoryChips categories={post.categories} />
      <PostCardBody post={post} href={href} titleId={titleId} />
      {firstMedia && <PostBlocks blocks={[firstMedia]} variant="card" />}
      {media.length > 1 && (
        <Link to={href} className={styles.more}>
          {t.moreMedia(media.length - 1)}
        </Link>
      )}
      <footer className={styles.footer}>
        <ReactionButtons post={post} />
        <Link
          to={`${href}#comments`}
          className={styles.stat}
          aria-label={t.commentsLabel(formatCountKo(post.commentCount))}
        >
          <MessageCircle size={16} /> {formatCountKo(post.commentCount)}
        </Link>
        <span className={styles.views}>
          <Eye size={16} /> {t.views(formatCountKo(post.viewCount))}
        </span>
      </footer>
    </article>
  );
}
