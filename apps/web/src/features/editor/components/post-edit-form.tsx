import type { Post } from '@tubesphere/shared/contract/posts';
import {
  filledBlocks,
  joinedText,
  POST_TITLE_MAX,
  postBlocksProblem,
  videoShareProblem,
} from '@tubesphere/shared/domain/post-content';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdatePost } from '../api/update-post.ts';
import { useBlockList } from '../hooks/use-block-list.ts';
import { initialBlocks, newBlockId } from '../utils/blocks-reducer.ts';
import { AddBlockBar } from './add-block-menu.tsx';
import { BlockBody } from './block-body.tsx';
import styles from './block-editor.module.css';
import { BlockFrame } from './block-frame.tsx';
import form from './post-edit-form.module.css';

const t = ko.postEdit;

/** The first thing wrong with the edited post, by the rules the server applies to it. */
function problemOf(post: Post, title: string, blocks: Post['blocks']): string | null {
  if (title.trim().length > POST_TITLE_MAX) return t.titleTooLong;
  if (post.apiSource !== 'manual') return postBlocksProblem(blocks);
  return videoShareProblem({
    title,
    description: joinedText(blocks),
    url: blocks.find((block) => block.type === 'video')?.url ?? '',
  });
}

/** The post's title and blocks in the block editor; saved with PATCH, then back to the post. */
export function PostEditForm({ post }: { post: Post }) {
  const navigate = useNavigate();
  const update = useUpdatePost(post.postId);
  const list = useBlockList(() => (post.blocks.length > 0 ? post.blocks : initialBlocks(newBlockId())));
  const [title, setTitle] = useState(post.title ?? '');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const counterId = useId();
  const errorId = useId();
  const isShare = post.apiSource === 'manual';
  const back = () => navigate(`/post/${post.postId}`);

  const submit = async () => {
    const problem = problemOf(post, title, list.blocks);
    setError(problem);
    if (problem) return;
    try {
      await update.mutateAsync({ title: title.trim() || null, blocks: filledBlocks(list.blocks) });
      toast.success(t.success, 2000);
      navigate(`/post/${post.postId}`, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught) || t.failed);
    }
  };

  return (
    <section className={styles.editor} aria-label={ko.editor.editorLabel}>
      <div className={form.titleField}>
        <label htmlFor={titleId} className={form.label}>
          {t.titleLabel}
        </label>
        <input
          id={titleId}
          className={form.titleInput}
          value={title}
          maxLength={POST_TITLE_MAX + 20}
          placeholder={isShare ? t.titleRequiredPlaceholder : t.titlePlaceholder}
          aria-describedby={counterId}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
        />
        <span id={counterId} className={form.counter}>
          {t.titleCounter(title.length, POST_TITLE_MAX)}
        </span>
      </div>
      {isShare && <p className={form.note}>{t.shareNote}</p>}
      <ol className={styles.list} ref={list.listRef}>
        {list.blocks.map((block, index) => (
          <BlockFrame
            key={block.id}
            block={block}
            index={index}
            count={list.blocks.length}
            locked={false}
            onMove={list.move}
            onRemove={list.remove}
            onAdd={list.add}
          >
            <BlockBody block={block} onUpdate={list.update} onBusyChange={list.setBusy} />
          </BlockFrame>
        ))}
      </ol>
      <AddBlockBar afterIndex={list.blocks.length - 1} onAdd={list.add} locked={false} />
      <div className={styles.submitBar}>
        {error && (
          <p id={errorId} className={styles.submitError} role="alert">
            {error}
          </p>
        )}
        <p className={styles.submitNote}>
          {list.busy ? t.uploadBusy : post.isConfirmed ? t.confirmedNote : t.pendingNote}
        </p>
        <div className={form.buttons}>
          <Button variant="secondary" onClick={back} disabled={update.isPending}>
            {t.cancel}
          </Button>
          <Button
            className={styles.submitButton}
            disabled={list.busy || update.isPending}
            aria-describedby={error ? errorId : undefined}
            onClick={() => void submit()}
          >
            {update.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </div>
    </section>
  );
}
