import { useEffect, useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminSettings } from '../api/get-admin-settings.ts';
import type { HomeVisibility } from '../api/home-visibility.ts';
import { useSaveAdminSettings } from '../api/save-admin-settings.ts';
import styles from './admin-settings-page.module.css';
import { ReportThresholdForm } from './report-threshold-form.tsx';
import { SpamSettingsForm } from './spam-settings-form.tsx';
import { TrustSettingsForm } from './trust-settings-form.tsx';
import { TwoFactorRequiredForm } from './two-factor-required-form.tsx';

const t = ko.adminSettings;

const OPTIONS: { key: keyof HomeVisibility; label: string; hint: string }[] = [
  { key: 'companionVisible', label: t.companionVisible, hint: t.companionHint },
  { key: 'recommendedSpheresVisible', label: t.recommendedSpheresVisible, hint: t.recommendedSpheresHint },
];

const SAVED_NOTICE_MS = 4000;

/** 기타 설정 (docs/product.md#admin-settings): two checkboxes that save as soon as they change, and the report threshold. */
export function AdminSettingsPage() {
  useDocumentTitle(ko.pages.admin.settings);
  const settings = useAdminSettings();
  const save = useSaveAdminSettings();
  // 저장되었습니다 is news about the last change, not a state of the page: it goes after a while.
  const { isSuccess, submittedAt, reset } = save;
  useEffect(() => {
    // A newer save (a new submittedAt) starts the time again.
    if (!isSuccess || !submittedAt) return;
    const timer = window.setTimeout(reset, SAVED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, submittedAt, reset]);
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
          <ReportThresholdForm />
          <TrustSettingsForm />
          <SpamSettingsForm />
          <TwoFactorRequiredForm />
          <p className={styles.status} role="status">
            {save.isPending ? t.saving : save.isSuccess ? t.saved : ''}
          </p>
        </>
      ) : null}
    </section>
  );
}
