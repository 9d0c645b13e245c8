import type { TrustSettings } from '@tubesphere/shared/contract/trust';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveTrustSettings, useTrustSettings } from '../api/trust-settings.ts';
import styles from './admin-settings-page.module.css';

const t = ko.adminSettings.trust;
const LEVELS = [1, 2, 3] as const;
const FIELDS = ['daysVisited', 'postsRead', 'comments', 'posts', 'likesReceived', 'cleanDays'] as const;

const isCount = (value: number) => Number.isInteger(value) && value >= 0 && value <= 10_000;

function NumberField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.option}>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={10_000}
        className={styles.number}
        value={Number.isNaN(value) ? '' : value}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={!isCount(value) || undefined}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      />
    </div>
  );
}

/** 등급 settings (docs/trust-levels.md): the promotion thresholds, 자동 확정 and the 새내기 limits. */
export function TrustSettingsForm() {
  const settings = useTrustSettings();
  if (settings.isPending) return <Spinner label={t.loading} />;
  if (!settings.data)
    return <ErrorPanel message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  return <TrustSettingsEditor key={JSON.stringify(settings.data)} saved={settings.data} />;
}

/** A 등급 (0–4) chosen from a list, with its label and hint. */
function LevelField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: number;
  onChange: (level: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.option}>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span className={styles.hint}>{hint}</span>
      </span>
      <select
        id={id}
        className={styles.number}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {[0, 1, 2, 3, 4].map((level) => (
          <option key={level} value={level}>
            {t.level(level, ko.trust.badge(level))}
          </option>
        ))}
      </select>
    </div>
  );
}

function TrustSettingsEditor({ saved }: { saved: TrustSettings }) {
  const save = useSaveTrustSettings();
  const [draft, setDraft] = useState<TrustSettings>(saved);
  const counts = [
    draft.newMemberLinksMax,
    draft.newMemberPostsPerDay,
    ...LEVELS.flatMap((level) => FIELDS.map((field) => draft.thresholds[level][field])),
  ];
  const valid = counts.every(isCount);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const setThreshold = (level: (typeof LEVELS)[number], patch: Partial<TrustSettings['thresholds'][1]>) =>
    setDraft((current) => ({
      ...current,
      thresholds: { ...current.thresholds, [level]: { ...current.thresholds[level], ...patch } },
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) save.mutate(draft);
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-label={t.group}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.group}</legend>
        <p className={styles.hint}>{t.intro}</p>
        <LevelField
          label={t.autoConfirm}
          hint={t.autoConfirmHint}
          value={draft.autoConfirmTrustLevel}
          onChange={(level) => setDraft({ ...draft, autoConfirmTrustLevel: level })}
        />
        <LevelField
          label={t.sphereCreate}
          hint={t.sphereCreateHint}
          value={draft.sphereCreateTrustLevel}
          onChange={(level) => setDraft({ ...draft, sphereCreateTrustLevel: level })}
        />
        <NumberField
          label={t.newMemberLinksMax}
          hint={t.newMemberLinksMaxHint}
          value={draft.newMemberLinksMax}
          onChange={(value) => setDraft({ ...draft, newMemberLinksMax: value })}
        />
        <NumberField
          label={t.newMemberPostsPerDay}
          hint={t.newMemberPostsPerDayHint}
          value={draft.newMemberPostsPerDay}
          onChange={(value) => setDraft({ ...draft, newMemberPostsPerDay: value })}
        />
      </fieldset>
      {LEVELS.map((level) => (
        <fieldset key={level} className={styles.fieldset}>
          <legend className={styles.legend}>{t.thresholdsLegend(level, ko.trust.badge(level))}</legend>
          {FIELDS.map((field) => (
            <NumberField
              key={field}
              label={t.fields[field]}
              value={draft.thresholds[level][field]}
              onChange={(value) => setThreshold(level, { [field]: value })}
            />
          ))}
          <label className={styles.option}>
            <span className={styles.label}>{t.emailVerified}</span>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={draft.thresholds[level].emailVerified}
              onChange={(event) => setThreshold(level, { emailVerified: event.target.checked })}
            />
          </label>
        </fieldset>
      ))}
      {!valid && (
        <p className={styles.hint} role="alert">
          {t.invalid}
        </p>
      )}
      <div>
        <Button type="submit" size="small" disabled={!valid || !changed || save.isPending}>
          {save.isPending ? ko.adminSettings.saving : ko.adminSettings.save}
        </Button>
      </div>
    </form>
  );
}
