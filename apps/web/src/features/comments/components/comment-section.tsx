import type { Comment } from '@tubesphere/shared/contract/comments';
import { formatNumber } from '@tubesphere/shared/domain/format';
import type { Ref } from 'react';
import { WidgetBoundary } from '../../../components/widget-boundary.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCommentAnchor } from '../hooks/use-comment-anchor.ts';
import { BestComments } from './best-comments.tsx';
import { CommentForm } from './comment-form.tsx';
import { CommentList } from './comment-list.tsx';
import styles from './comments.module.css';

interface CommentSectionProps {
  postId: string;
  comments: Comment[];
  /** 베스트 댓글, shown above the thread. */
  bestComments?: Comment[];
  commentCount: number;
  ref?: Ref<HTMLElement>;
}

/** The post's comments and the form; a broken list never takes the post down with it. */
export function CommentSection({ postId, comments, bestComments = [], commentCount, ref }: CommentSectionProps) {
  const highlighted = useCommentAnchor(comments);
  return (
    <section id="comments" ref={ref} className={styles.section} aria-labelledby="comments-title" tabIndex={-1}>
      <h2 id="comments-title" className={styles.title}>
        {ko.comments.count(formatNumber(commentCount))}
      </h2>
      <CommentForm postId={postId} />
      <WidgetBoundary message={ko.comments.listFailed}>
        <BestComments comments={bestComments} />
        <CommentList postId={postId} comments={comments} highlighted={highlighted} />
      </WidgetBoundary>
    </section>
  );
}
