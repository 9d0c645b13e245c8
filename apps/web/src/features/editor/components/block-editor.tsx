import { POST_TITLE_MAX, postBlocksProblem } from '@tubesphere/shared/domain/post-content';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { DraftNotice } from '../../../components/draft-notice.tsx';
import { LeaveConfirmDialog } from '../../../components/leave-confirm-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useAuthStore, useCurrentUser } from '../../auth/index.ts';
import { SpherePicker } from '../../spheres/index.ts';
import { useCreatePost } from '../api/create-post.ts';
import { useBlockList } from '../hooks/use-block-list.ts';
import { initialBlocks, newBlockId } from '../utils/blocks-reducer.ts';
import { buildPostPayload } from '../utils/post-payload.ts';
import { parseWriteDraft, type WriteDraft, writeDraftOf } from '../utils/write-draft.ts';
import { AddBlockBar } from './add-block-menu.tsx';
import { BlockBody } from './block-body.tsx';
import styles from './block-editor.module.css';
import { BlockFrame } from './block-frame.tsx';

const t = ko.editor;

/** `?sphere=3` (a sphere page's 글쓰기) chooses the sphere; the picker still checks membership. */
const sphereFromUrl = (raw: string | null) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * The /write form and its submit (docs/product.md#write): an optional title,
 * the sphere to post into, the blocks. The work is kept as a draft on every change and asked
 * about before leaving, so a closed tab or an ended session loses nothing.
 */
export function BlockEditor() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const createPost = useCreatePost();
  const draft = useDraft('write', user?.user_id ?? null, parseWriteDraft);
  const restored = draft.restored?.value;
  const urlSphere = sphereFromUrl(params.get('sphere'));
  const [title, setTitle] = useState(restored?.title ?? '');
  const [sphereId, setSphereId] = useState<number | null>(urlSphere ?? restored?.sphereId ?? null);
  const { blocks, listRef, add, remove, move, update, setBusy, reset, busy } = useBlockList(
    () => restored?.blocks ?? initialBlocks(newBlockId()),
  );
  const [showRestored, setShowRestored] = useState(Boolean(draft.restored));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const locked = !user;

  const current: WriteDraft = { title, blocks, sphereId };
  const latest = useRef(current);
  latest.current = current;
  const published = useRef(false);
  const blocker = useLeaveGuard(
    () => !published.current && useAuthStore.getState().user !== null && writeDraftOf(latest.current) !== null,
  );

  const { save } = draft;
  useEffect(() => {
    // Once published, the reset form must not be kept as a new draft.
    if (!published.current) save(writeDraftOf({ title, blocks, sphereId }));
  }, [title, blocks, sphereId, save]);

  // A message about the post is stale once the post changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: blocks and title are the trigger, not inputs
  useEffect(() => setError(null), [blocks, title]);

  const startOver = () => {
    setTitle('');
    setSphereId(urlSphere);
    reset();
    setShowRestored(false);
  };

  const submit = async () => {
    if (!user) {
      window.alert(t.loginAlert);
      navigate('/login');
      return;
    }
    const problem = postBlocksProblem(blocks);
    setError(problem);
    if (problem) return;
    try {
      await createPost.mutateAsync(buildPostPayload({ title, blocks, sphereId }, user));
      published.current = true;
      draft.clear();
      toast.success(t.success, 2000);
      setTitle('');
      reset();
      navigate('/');
    } catch (caught) {
      setError(errorMessage(caught) || t.createFailed);
    }
  };

  return (
    <section className={styles.editor} aria-label={t.editorLabel}>
      {showRestored && draft.restored && <DraftNotice savedAt={draft.restored.savedAt} onDiscard={startOver} />}
      <div className={styles.fields}>
        <TextField
          label={t.title.label}
          value={title}
          onChange={setTitle}
          max={POST_TITLE_MAX}
          placeholder={t.title.placeholder}
        />
        <SpherePicker value={sphereId} onChange={setSphereId} disabled={locked} />
      </div>
      <ol className={styles.list} ref={listRef}>
        {blocks.map((block, index) => (
          <BlockFrame
            key={block.id}
            block={block}
            index={index}
            count={blocks.length}
            locked={locked}
            onMove={move}
            onRemove={remove}
            onAdd={add}
          >
            <BlockBody block={block} onUpdate={update} onBusyChange={setBusy} />
          </BlockFrame>
        ))}
      </ol>
      <AddBlockBar afterIndex={blocks.length - 1} onAdd={add} locked={locked} />
      <div className={styles.submitBar}>
        {error && (
          <p id={errorId} className={styles.submitError} role="alert">
            {error}
          </p>
        )}
        <p className={styles.submitNote}>{busy ? t.uploadBusy : t.pendingNote}</p>
        <Button
          className={styles.submitButton}
          disabled={locked || busy || createPost.isPending}
          aria-describedby={error ? errorId : undefined}
          onClick={submit}
        >
          {locked ? t.loginRequired : createPost.isPending ? t.submitting : t.submit}
        </Button>
      </div>
      <LeaveConfirmDialog blocker={blocker} />
    </section>
  );
}
