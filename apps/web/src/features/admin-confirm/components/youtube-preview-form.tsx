import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { checkPreviewUrl, type YoutubeVideo } from '../utils/youtube.ts';
import styles from './admin-confirm-page.module.css';

const t = ko.adminConfirm.previewForm;

/** Paste any YouTube link and watch it before confirming posts that carry it. */
export function YoutubePreviewForm({ onPreview }: { onPreview: (video: YoutubeVideo) => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPreviewUrl(url);
    if (!check.ok) return setError(check.error === 'required' ? t.required : t.invalid);
    setError(null);
    onPreview(check.video);
  };

  return (
    <form className={styles.previewForm} onSubmit={submit} noValidate aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.sectionTitle}>
        {t.heading}
      </h2>
      <div className={styles.inline}>
        <label htmlFor={inputId} className="visually-hidden">
          {t.label}
        </label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          className={styles.input}
          placeholder={t.placeholder}
          value={url}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t.submit}
        </Button>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
