import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useReportThreshold } from '../api/get-report-threshold.ts';
import { useSaveReportThreshold } from '../api/save-report-threshold.ts';
import styles from './admin-settings-page.module.css';

const t = ko.adminSettings;

/** 신고 자동 숨김 기준: reports from this many different users hide the content until reviewed. */
export function ReportThresholdForm() {
  const threshold = useReportThreshold();
  const save = useSaveReportThreshold();
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const hintId = useId();
  if (threshold.data === undefined) return null;
  const value = draft ?? String(threshold.data);
  const parsed = Number(value);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= 100;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) save.mutate(parsed, { onSuccess: () => setDraft(null) });
  };
  return (
    <form className={styles.card} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.moderationGroup}</legend>
        <div className={styles.option}>
          <span className={styles.text}>
            <label htmlFor={id} className={styles.label}>
              {t.reportThreshold}
            </label>
            <span id={hintId} className={styles.hint}>
              {t.reportThresholdHint}
            </span>
          </span>
          <span className={styles.numberRow}>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              className={styles.number}
              value={value}
              aria-describedby={hintId}
              aria-invalid={!valid || undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            <span aria-hidden="true">{t.people}</span>
            <Button type="submit" size="small" disabled={!valid || save.isPending || parsed === threshold.data}>
              {save.isPending ? t.saving : t.save}
            </Button>
          </span>
        </div>
      </fieldset>
    </form>
  );
}
