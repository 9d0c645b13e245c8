import { COMMENT_MAX_LENGTH } from '@tubesphere/shared/contract/comments';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import { MentionList } from '../../../components/mention-list.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration.ts';
import { useMentionCombobox } from '../../../lib/use-mention-combobox.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCreateComment } from '../api/create-comment.ts';
import styles from './comments.module.css';
import { SceneToggle } from './scene-toggle.tsx';

const t = ko.comments;

interface CommentFormProps {
  postId: string;
  /** Set for a reply: the comment it answers, and whose name labels the form. */
  parent?: { commentId: number; userName: string };
  onDone?: () => void;
  autoFocus?: boolean;
}

/**
 * The comment form (docs/product.md#comments): counter to 1000, Ctrl+Enter submits, disabled while signed out or
 * submitting (작성 중...). The validation messages show under the field; the server checks the same.
 */
export function CommentForm({ postId, parent, onDone, autoFocus = false }: CommentFormProps) {
  const user = useCurrentUser();
  const create = useCreateComment(postId, user?.user_id ?? '');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [videoSeconds, setVideoSeconds] = useState<number | null>(null);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const signedOut = !user;
  const submitting = create.isPending;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);
  useTypedBeforeHydration(fieldRef, setContent);
  const mention = useMentionCombobox(fieldRef, content, setContent, postId);

  // The field is disabled while sending (as the product asks), which drops the keyboard focus to the page;
  // once sent, give it back to the field the user was typing in.
  useEffect(() => {
    if (submitting || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) fieldRef.current?.focus();
  }, [submitting]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    if (!user) return setError(t.loginRequired);
    if (!content.trim()) return setError(t.contentRequired);
    if (content.trim().length > COMMENT_MAX_LENGTH) return setError(t.contentTooLong);
    setError(null);
    refocus.current = document.activeElement === fieldRef.current || event !== undefined;
    create.mutate(
      { content, parentCommentId: parent?.commentId ?? null, videoSeconds },
      {
        onSuccess: () => {
          setContent('');
          setVideoSeconds(null);
          onDone?.();
        },
        onError: (failure) => setError(failure.message || t.failed),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const label = parent ? t.replyFormLabel(parent.userName) : t.formLabel;
  const tooLong = content.length > COMMENT_MAX_LENGTH;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        className={styles.textarea}
        value={content}
        rows={parent ? 2 : 3}
        placeholder={signedOut ? t.placeholderSignedOut : parent ? t.replyPlaceholder : t.placeholder}
        disabled={signedOut || submitting}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${counterId} ${error ? errorId : ''}`.trim()}
        autoFocus={autoFocus}
        {...mention.fieldProps}
        onChange={(event) => {
          setContent(event.target.value);
          mention.onCaretMove();
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        {...mention.caretProps}
      />
      <MentionList combobox={mention} />
      <div className={styles.formFooter}>
        <span id={counterId} className={`${styles.counter} ${tooLong ? styles.over : ''}`}>
          {t.counter(content.length, COMMENT_MAX_LENGTH)}
        </span>
        {!parent && !signedOut && <SceneToggle value={videoSeconds} onChange={setVideoSeconds} disabled={submitting} />}
        {signedOut && (
          <Link to="/login" className={styles.loginLink}>
            {t.login}
          </Link>
        )}
        {parent && onDone && (
          <Button variant="ghost" size="small" onClick={onDone} disabled={submitting}>
            {t.cancelReply}
          </Button>
        )}
        <Button type="submit" size="small" disabled={signedOut || submitting}>
          {submitting ? t.submitting : parent ? t.submitReply : t.submit}
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
