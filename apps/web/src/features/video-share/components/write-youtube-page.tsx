import {
  CONTENT_CATEGORIES,
  type ContentCategory,
  DEFAULT_CONTENT_CATEGORY,
  DEFAULT_TIMING_CATEGORY,
  TIMING_CATEGORIES,
  type TimingCategory,
} from '@tubesphere/shared/contract/post-create';
import { videoShareProblem } from '@tubesphere/shared/domain/post-content';
import { parseYoutubeId } from '@tubesphere/shared/domain/video-url';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../components/toast-store.ts';
import { ko } from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCreatePost } from '../../editor/index.ts';
import { buildSharePayload } from '../utils/share-payload.ts';
import { CategoryPicker } from './category-picker.tsx';
import { TextField } from './text-field.tsx';
import styles from './write-youtube-page.module.css';
import { YoutubePreview } from './youtube-preview.tsx';

const t = ko.videoShare;

/** /write-youtube (spec §2 Share a video, §5 Video share, §8 messages). */
export function WriteYoutubePage() {
  useDocumentTitle(ko.pages.writeYoutube);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const share = useCreatePost(t.failed);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [timing, setTiming] = useState<TimingCategory[]>([DEFAULT_TIMING_CATEGORY]);
  const [content, setContent] = useState<ContentCategory[]>([DEFAULT_CONTENT_CATEGORY]);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const videoId = parseYoutubeId(url);
  const linkInvalid = url.trim() !== '' && videoId === null;

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
      await share.mutateAsync(buildSharePayload({ title, description, url, timing, content }, user));
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
        <span aria-hidden="true">←</span> {ko.common.back}
      </button>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.subheading}>{t.subheading}</p>
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
        <TextField
          label={t.link}
          value={url}
          onChange={setUrl}
          placeholder={t.linkPlaceholder}
          type="url"
          hint={linkInvalid ? t.invalidLink : t.linkHint}
          invalid={linkInvalid}
        />
        <section className={styles.preview} aria-label={t.previewLabel}>
          <YoutubePreview videoId={videoId} />
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
    </div>
  );
}
