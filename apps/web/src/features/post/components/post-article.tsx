import type { Post } from '@tubesphere/shared/contract/posts';
import type { CommentMention } from '@tubesphere/shared/domain/comment-text';
import { formatCountKo, formatDate } from '@tubesphere/shared/domain/format';
import { AuthorName } from '../../../components/author-name.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/button.tsx';
import { ContentEmoji } from '../../../components/content-emoji.tsx';
import { MessageCircle } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { MentionText } from '../../../components/mention-text.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { usePostPlayer } from '../../../lib/post-player.tsx';
import { BookmarkButton, PostBadges, PostBlocks, PostOwnerMenu, ReactionButtons } from '../../feed/index.ts';
import { ModerationNotice } from '../../reports/index.ts';
import { StartPartyButton } from '../../watch-party/index.ts';
import { AddToPlaylistButton } from './add-to-playlist-button.tsx';
import styles from './post-detail-page.module.css';
import { ShareButton } from './share-button.tsx';

const t = ko.post;

/** The post itself: author, sphere, title, blocks and the action bar. */
export function PostArticle({
  post,
  mentions,
  onCommentsClick,
  onDeleted,
}: {
  post: Post;
  /** Whom the text blocks @mention, as the server resolved them. */
  mentions: readonly CommentMention[];
  onCommentsClick: () => void;
  onDeleted: () => void;
}) {
  const hasText = post.blocks.some((block) => block.type === 'text' && block.content.trim());
  const comments = formatCountKo(post.commentCount);
  const hasVideo = Boolean(usePostPlayer()?.videoId);
  return (
    <article className={styles.panel} aria-labelledby="post-title">
      <header className={styles.author}>
        {post.authorDeleted ? (
          <Avatar name={post.userName} src={post.profileImage} deleted size={48} />
        ) : (
          <Link
            to={`/user/${post.userId}`}
            className={styles.avatarLink}
            aria-label={ko.ownContent.authorProfile(post.userName)}
          >
            <Avatar name={post.userName} src={post.profileImage} size={48} />
          </Link>
        )}
        <div className={styles.authorText}>
          <AuthorName
            userId={post.userId}
            name={post.userName}
            deleted={post.authorDeleted}
            className={styles.authorName}
            trustLevel={post.authorTrustLevel}
          />
          {post.sphereName && (
            <span className={styles.sphere}>
              <ContentEmoji>{post.sphereIcon}</ContentEmoji> {post.sphereName}{' '}
              <span className={styles.sphereLabel}>{t.sphereLabel}</span>
            </span>
          )}
          {post.bio && <span className={styles.bio}>{post.bio}</span>}
          <span className={styles.meta}>
            <RelativeTime date={post.createdAt} />
            {post.editedAt && (
              <span title={ko.ownContent.editedAt(formatDate(post.editedAt))}>{ko.ownContent.edited}</span>
            )}
            <span aria-hidden="true">·</span>
            <span>{t.views(formatCountKo(post.viewCount))}</span>
          </span>
        </div>
        <div className={styles.headerEnd}>
          <PostOwnerMenu post={post} onDeleted={onDeleted} />
        </div>
      </header>
      <PostBadges post={post} />
      <ModerationNotice moderation={post.moderation} />
      <h1 id="post-title" className={post.title ? styles.title : 'visually-hidden'}>
        {post.title ?? [...post.content].slice(0, 40).join('')}
      </h1>
      {!hasText && post.content.trim() && <p className={styles.content}>{post.content}</p>}
      <PostBlocks
        blocks={post.blocks}
        variant="detail"
        renderText={(text) => <MentionText text={text} mentions={mentions} />}
      />
      <div className={styles.actions}>
        <ReactionButtons post={post} />
        <Button variant="secondary" onClick={onCommentsClick} aria-label={t.commentsButtonLabel(comments)}>
          <MessageCircle size={18} /> {t.commentsButton(comments)}
        </Button>
        <BookmarkButton post={post} />
        <ShareButton post={post} />
        {hasVideo && <StartPartyButton source={{ postId: post.postId }} />}
        {hasVideo && <AddToPlaylistButton postId={post.postId} />}
      </div>
    </article>
  );
}
