import { POST_TITLE_MAX, postBlocksProblem } from '@tubesphere/shared/domain/post-content';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { DraftNotice } from '../../../components/draft-notice.tsx';
import { LeaveConfirmDialog } from '../../../components/leave-confirm-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../components/toast-store.ts';
import { ko } from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useAuthStore, useCurrentUser } from '../../auth/index.ts';
import { SpherePicker } from '../../spheres/index.ts';
import { useCreatePost } from '../api/create-post.ts';
import { type BlockPatch, type BlockType, blocksReducer, initialBlocks, newBlockId } from '../utils/blocks-reducer.ts';
import { type FocusTarget, focusBlock } from '../utils/focus-block.ts';
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
 * The /write form and its submit (spec §2 Write post, §4 Post submit, §5): an optional title,
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
  const [blocks, dispatch] = useReducer(
    blocksReducer,
    undefined,
    () => restored?.blocks ?? initialBlocks(newBlockId()),
  );
  const [showRestored, setShowRestored] = useState(Boolean(draft.restored));
  const [uploading, setUploading] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
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

  useEffect(() => {
    if (!focusTarget) return;
    focusBlock(listRef.current, focusTarget);
    setFocusTarget(null);
  }, [focusTarget]);

  const add = (blockType: BlockType, afterIndex: number) => {
    const id = newBlockId();
    dispatch({ type: 'add', blockType, afterIndex, id });
    setFocusTarget({ id, part: 'field' });
  };
  const remove = (id: string, index: number) => {
    dispatch({ type: 'delete', id });
    const neighbour = blocks[index - 1] ?? blocks[index + 1];
    if (neighbour) setFocusTarget({ id: neighbour.id, part: 'field' });
  };
  const move = (id: string, direction: 'up' | 'down') => {
    dispatch({ type: 'move', id, direction });
    setFocusTarget({ id, part: direction });
  };
  const update = useCallback((id: string, patch: BlockPatch) => dispatch({ type: 'update', id, patch }), []);
  const setBusy = useCallback((id: string, busy: boolean) => {
    setUploading((current) => {
      if (current.has(id) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const startOver = () => {
    setTitle('');
    setSphereId(urlSphere);
    dispatch({ type: 'reset', id: newBlockId() });
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
      dispatch({ type: 'reset', id: newBlockId() });
      navigate('/');
    } catch (caught) {
      setError(errorMessage(caught) || t.createFailed);
    }
  };

  const busy = uploading.size > 0;
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
