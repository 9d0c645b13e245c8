import type { Post } from '@tubesphere/shared/contract/posts';
import { postVideoId } from '@tubesphere/shared/domain/post-video';
import { findTimestamps } from '@tubesphere/shared/domain/video-timestamps';
import { useMemo } from 'react';
import { Link } from '../../../components/link.tsx';
import { TimestampLinks } from '../../../components/timestamp-links.tsx';
import styles from './post-card.module.css';

/**
 * The card's title and text excerpt: one link to the post. When the post has a YouTube video and
 * its text names times in it (3:25), those become links that open the post's player there; a link
 * cannot hold links, so then only the title is the post's link and the text sits beside it (the
 * card itself still opens the post on a click).
 */
export function PostCardBody({ post, href, titleId }: { post: Post; href: string; titleId: string }) {
  const linksTimes = useMemo(
    () => postVideoId(post.blocks) !== null && findTimestamps(post.content).length > 0,
    [post.blocks, post.content],
  );
  const title = post.title ? (
    <h2 id={titleId} className={styles.title}>
      {post.title}
    </h2>
  ) : null;
  const textId = post.title ? undefined : titleId;
  if (!linksTimes) {
    return (
      <Link to={href} className={styles.body}>
        {title}
        <p id={textId} className={styles.content}>
          {post.content}
        </p>
      </Link>
    );
  }
  return (
    <div className={styles.body}>
      {title && (
        <Link to={href} className={styles.titleLink}>
          {title}
        </Link>
      )}
      <p id={textId} className={styles.content}>
        <TimestampLinks text={post.content} postId={post.postId} />
      </p>
    </div>
  );
}
