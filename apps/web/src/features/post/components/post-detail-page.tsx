import { postVideoId } from '@tubesphere/shared/domain/post-video';
import { useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { HydrateApart } from '../../../components/hydrate-apart.tsx';
import { ArrowLeft, SearchX } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { PostPlayerProvider } from '../../../lib/post-player.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { CommentSection } from '../../comments/index.ts';
import { usePostDetail } from '../api/get-post-detail.ts';
import { MomentsStrip } from './moments-strip.tsx';
import { OpenAtTime } from './open-at-time.tsx';
import { PostArticle } from './post-article.tsx';
import styles from './post-detail-page.module.css';
import { PostDetailSkeleton } from './post-detail-skeleton.tsx';

const t = ko.post;

/** /post/{postId}: loading, error with retry, not found, or the post with its comments (docs/product.md#post-detail). */
export function PostDetailPage() {
  const { postId = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const detail = usePostDetail(postId, user?.user_id ?? null);
  const commentsRef = useRef<HTMLElement>(null);
  const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
  useDocumentTitle(detail.data?.post.title ?? (notFound ? t.notFoundTitle : ko.pages.post));

  // Back is the browser's Back (the page it returns to keeps its scroll position); a post opened
  // directly, with nothing before it in the app, goes home.
  const location = useLocation();
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  const back = (
    <Button variant="ghost" onClick={goBack} className={styles.back}>
      <ArrowLeft size={18} /> {t.back}
    </Button>
  );

  let body: React.ReactNode;
  if (detail.isPending) body = <PostDetailSkeleton label={t.loading} />;
  else if (notFound)
    body = (
      <EmptyState
        icon={SearchX}
        title={t.notFoundTitle}
        message={t.notFoundMessage}
        action={<Button onClick={() => navigate('/')}>{t.goHome}</Button>}
      />
    );
  else if (detail.isError)
    body = <ErrorPanel message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  else
    body = (
      <PostPlayerProvider
        postId={detail.data.post.postId}
        videoId={postVideoId(detail.data.post.blocks)}
        live
        belowPlayer={<MomentsStrip postText={detail.data.post.content} comments={detail.data.comments} />}
      >
        <OpenAtTime t={search.get('t')} />
        <PostArticle
          post={detail.data.post}
          mentions={detail.data.mentions}
          onDeleted={() => navigate('/', { replace: true })}
          onCommentsClick={() => {
            commentsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            commentsRef.current?.focus({ preventScroll: true });
          }}
        />
        <div className={styles.panel}>
          <HydrateApart>
            <CommentSection
              ref={commentsRef}
              postId={detail.data.post.postId}
              comments={detail.data.comments}
              bestComments={detail.data.bestComments}
              commentCount={detail.data.post.commentCount}
            />
          </HydrateApart>
        </div>
      </PostPlayerProvider>
    );

  return (
    <div className={styles.page}>
      {back}
      {body}
    </div>
  );
}
