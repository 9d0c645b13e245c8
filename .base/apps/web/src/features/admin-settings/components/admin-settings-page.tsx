import { useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type HomeVisibility, useAdminSettings } from '../api/get-admin-settings.ts';
import { useSaveAdminSettings } from '../api/save-admin-settings.ts';
import styles from './admin-settings-page.module.css';

const t = ko.adminSettings;

const OPTIONS: { key: keyof HomeVisibility; label: string; hint: string }[] = [
  { key: 'companionVisible', label: t.companionVisible, hint: t.companionHint },
  { key: 'recommendedSpheresVisible', label: t.recommendedSpheresVisible, hint: t.recommendedSpheresHint },
];

/** Spec §2 Admin settings: two checkboxes that save as soon as they change. */
export function AdminSettingsPage() {
  useDocumentTitle(ko.pages.admin.settings);
  const settings = useAdminSettings();
  const save = useSaveAdminSettings();
  // The box moves in the same event as the click; the cache follows once the mutation starts.
  const [draft, setDraft] = useState<HomeVisibility | null>(null);
  const shown = draft ?? settings.data;
  const change = (next: HomeVisibility) => {
    setDraft(next);
    // Only this save's own draft is cleared: a later click may already have made a newer one.
    save.mutate(next, { onSettled: () => setDraft((current) => (current === next ? null : current)) });
  };

  return (
    <section className={styles.page} aria-labelledby="admin-settings-title">
      <header>
        <h1 id="admin-settings-title" className={styles.title}>
          {t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      {settings.isPending ? (
        <Spinner label={t.loading} />
      ) : settings.isError ? (
        <ErrorPanel message={errorMessage(settings.error)} onRetry={() => settings.refetch()} />
      ) : shown ? (
        <>
          <div className={styles.card}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t.groupLabel}</legend>
              {OPTIONS.map((option) => (
                <label key={option.key} className={styles.option}>
                  <span className={styles.text}>
                    <span className={styles.label}>{option.label}</span>
                    <span className={styles.hint}>{option.hint}</span>
                  </span>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={shown[option.key]}
                    onChange={(event) => change({ ...shown, [option.key]: event.target.checked })}
                  />
                </label>
              ))}
            </fieldset>
          </div>
          <p className={styles.status} role="status">
            {save.isPending ? t.saving : save.isSuccess ? t.saved : ''}
          </p>
        </>
      ) : null}
    </section>
  );
}
