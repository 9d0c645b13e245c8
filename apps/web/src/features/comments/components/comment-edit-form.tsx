import type { Comment } from '@tubesphere/shared/contract/comments';
import { COMMENT_MAX_LENGTH } from '@tubesphere/shared/contract/comments';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useUpdateComment } from '../api/update-comment.ts';
import styles from './comments.module.css';

const t = ko.comments;

/**
 * Editing a comment in place: the same limits and messages as writing one, Ctrl+Enter saves,
 * Escape cancels.
 */
export function CommentEditForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const update = useUpdateComment(comment.postId);
  const [content, setContent] = useState(comment.content);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (update.isPending) return;
    if (!content.trim()) return setError(t.contentRequired);
    if (content.trim().length > COMMENT_MAX_LENGTH) return setError(t.contentTooLong);
    setError(null);
    update.mutate(
      { commentId: comment.commentId, content },
      { onSuccess: onDone, onError: (failure) => setError(failure.message || ko.ownContent.editFailed) },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="visually-hidden">
        {ko.ownContent.editCommentLabel}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={content}
        rows={3}
        disabled={update.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${counterId} ${error ? errorId : ''}`.trim()}
        autoFocus
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.formFooter}>
        <span id={counterId} className={`${styles.counter} ${content.length > COMMENT_MAX_LENGTH ? styles.over : ''}`}>
          {t.counter(content.length, COMMENT_MAX_LENGTH)}
        </span>
        <Button variant="ghost" size="small" onClick={onDone} disabled={update.isPending}>
          {ko.ownContent.cancelEdit}
        </Button>
        <Button type="submit" size="small" disabled={update.isPending}>
          {update.isPending ? ko.ownContent.saving : ko.ownContent.saveEdit}
        </Button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
