import {
  CONTENT_CATEGORIES,
  type ContentCategory,
  DEFAULT_CONTENT_CATEGORY,
  DEFAULT_TIMING_CATEGORY,
  TIMING_CATEGORIES,
  type TimingCategory,
} from '@tubesphere/shared/contract/post-create';
import { videoShareProblem } from '@tubesphere/shared/domain/post-content';
import { parseVideoUrl, parseYoutubeId } from '@tubesphere/shared/domain/video-url';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ClipRangeFields } from '../../../components/clip-range-fields.tsx';
import { DraftNotice } from '../../../components/draft-notice.tsx';
import { ArrowLeft } from '../../../components/icons.ts';
import { LeaveConfirmDialog } from '../../../components/leave-confirm-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useAuthStore, useCurrentUser } from '../../auth/index.ts';
import { useCreatePost } from '../../editor/index.ts';
import { SpherePicker } from '../../spheres/index.ts';
import { parseShareDraft, type ShareDraft, shareDraftOf } from '../utils/share-draft.ts';
import { buildSharePayload } from '../utils/share-payload.ts';
import { CategoryPicker } from './category-picker.tsx';
import styles from './write-youtube-page.module.css';
import { YoutubePreview } from './youtube-preview.tsx';

const t = ko.videoShare;

/** /write-youtube (docs/product.md#share-a-video). */
export function WriteYoutubePage() {
  useDocumentTitle(ko.pages.writeYoutube);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const share = useCreatePost(t.failed);
  const draft = useDraft('writeYoutube', user?.user_id ?? null, parseShareDraft);
  const restored = draft.restored?.value;
  const [title, setTitle] = useState(restored?.title ?? '');
  const [description, setDescription] = useState(restored?.description ?? '');
  const [url, setUrl] = useState(restored?.url ?? '');
  const [timing, setTiming] = useState<TimingCategory[]>(restored?.timing ?? [DEFAULT_TIMING_CATEGORY]);
  const [content, setContent] = useState<ContentCategory[]>(restored?.content ?? [DEFAULT_CONTENT_CATEGORY]);
  const [sphereId, setSphereId] = useState<number | null>(restored?.sphereId ?? null);
  const [start, setStart] = useState<number | null>(restored?.start ?? null);
  const [end, setEnd] = useState<number | null>(restored?.end ?? null);
  const [showRestored, setShowRestored] = useState(Boolean(draft.restored));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const videoId = parseYoutubeId(url);
  const linkInvalid = url.trim() !== '' && videoId === null;

  const current: ShareDraft = { title, description, url, timing, content, start, end, sphereId };
  const latest = useRef(current);
  latest.current = current;
  const published = useRef(false);
  const blocker = useLeaveGuard(
    () => !published.current && useAuthStore.getState().user !== null && shareDraftOf(latest.current) !== null,
  );
  const { save } = draft;
  useEffect(() => {
    // Once published, nothing more is kept as a draft.
    if (!published.current) save(shareDraftOf({ title, description, url, timing, content, start, end, sphereId }));
  }, [title, description, url, timing, content, start, end, sphereId, save]);

  // A link's own t= and end= fill 구간 공유; the fields decide from then on.
  const changeUrl = (next: string) => {
    setUrl(next);
    const video = parseVideoUrl(next);
    if (video?.provider === 'youtube' && (video.start !== null || video.end !== null)) {
      setStart(video.start);
      setEnd(video.end);
    }
  };

  const startOver = () => {
    setTitle('');
    setDescription('');
    setUrl('');
    setTiming([DEFAULT_TIMING_CATEGORY]);
    setContent([DEFAULT_CONTENT_CATEGORY]);
    setSphereId(null);
    setStart(null);
    setEnd(null);
    setShowRestored(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      window.alert(ko.editor.loginAlert);
      navigate('/login');
      return;
    }
    const problem = videoShareProblem({ title, description, url });
    setError(problem);
    if (problem) return;
    try {
      await share.mutateAsync(
        buildSharePayload({ title, description, url, timing, content, start, end }, user, sphereId),
      );
      published.current = true;
      draft.clear();
      toast.success(t.success, 2000);
      navigate('/');
    } catch (caught) {
      setError(errorMessage(caught) || t.failed);
    }
  };

  return (
    <div className={styles.page}>
      <button
        type="button"
        className={styles.back}
        onClick={() => (location.key === 'default' ? navigate('/') : navigate(-1))}
      >
        <ArrowLeft size={18} /> {ko.common.back}
      </button>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.subheading}>{t.subheading}</p>
      {showRestored && draft.restored && <DraftNotice savedAt={draft.restored.savedAt} onDiscard={startOver} />}
      <form className={styles.card} onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
        <TextField
          label={t.title}
          value={title}
          onChange={setTitle}
          max={t.limits.title}
          placeholder={t.titlePlaceholder}
        />
        <TextField
          label={t.description}
          value={description}
          onChange={setDescription}
          max={t.limits.description}
          placeholder={t.descriptionPlaceholder}
          multiline
        />
        <CategoryPicker
          legend={t.timingLegend}
          options={TIMING_CATEGORIES}
          labels={t.timing}
          selected={timing}
          onChange={setTiming}
        />
        <CategoryPicker
          legend={t.contentLegend}
          options={CONTENT_CATEGORIES}
          labels={t.content}
          selected={content}
          onChange={setContent}
        />
        <SpherePicker value={sphereId} onChange={setSphereId} disabled={!user} />
        <TextField
          label={t.link}
          value={url}
          onChange={changeUrl}
          placeholder={t.linkPlaceholder}
          type="url"
          hint={linkInvalid ? t.invalidLink : t.linkHint}
          invalid={linkInvalid}
        />
        {videoId && (
          <ClipRangeFields
            value={{ start, end }}
            onChange={(range) => {
              setStart(range.start);
              setEnd(range.end);
            }}
          />
        )}
        <section className={styles.preview} aria-label={t.previewLabel}>
          <YoutubePreview videoId={videoId} start={start} end={end} />
        </section>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <p className={styles.hint}>{t.pendingNote}</p>
          <Button type="submit" className={styles.submit} disabled={share.isPending || !user}>
            {!user ? ko.editor.loginRequired : share.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
      <LeaveConfirmDialog blocker={blocker} />
    </div>
  );
}
