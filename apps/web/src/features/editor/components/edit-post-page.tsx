import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ArrowLeft, Lock, SearchX } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { usePostDetail } from '../../post/index.ts';
import form from './post-edit-form.module.css';
import { PostEditForm } from './post-edit-form.tsx';
import styles from './write-page.module.css';

const t = ko.postEdit;

/** /post/{postId}/edit: the author's own post in the block editor; anyone else is told so. */
export function EditPostPage() {
  useDocumentTitle(ko.pages.editPost);
  const { postId = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const detail = usePostDetail(postId, user?.user_id ?? null);
  const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);

  let body: React.ReactNode;
  if (detail.isPending) body = <Spinner label={t.loading} />;
  else if (notFound)
    body = (
      <EmptyState
        icon={SearchX}
        title={ko.post.notFoundTitle}
        message={ko.post.notFoundMessage}
        action={<Button onClick={() => navigate('/')}>{ko.post.goHome}</Button>}
      />
    );
  else if (detail.isError)
    body = <ErrorPanel message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  else if (detail.data.post.userId !== user?.user_id)
    body = (
      <EmptyState
        icon={Lock}
        title={t.notOwnerTitle}
        message={t.notOwnerMessage}
        action={<Button onClick={() => navigate(`/post/${postId}`)}>{t.backToPost}</Button>}
      />
    );
  else body = <PostEditForm key={detail.data.post.postId} post={detail.data.post} />;

  return (
    <div className={`${styles.page} ${form.narrow}`}>
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={() => navigate(`/post/${postId}`)}>
          <ArrowLeft size={18} /> {t.backToPost}
        </button>
        <h1 className={styles.heading}>{t.heading}</h1>
      </header>
      <p className={styles.subheading}>{t.subheading}</p>
      <div className={form.single}>{body}</div>
    </div>
  );
}
