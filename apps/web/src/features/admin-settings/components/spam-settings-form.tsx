import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveSpamSettings, useSpamSettings } from '../api/spam-settings.ts';
import styles from './admin-settings-page.module.css';

const t = ko.adminSettings.spam;

const parse = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** 가입 차단 이메일 도메인: one domain a line; the server checks and cleans them. */
export function SpamSettingsForm() {
  const settings = useSpamSettings();
  const save = useSaveSpamSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const hintId = useId();
  if (settings.isPending) return <Spinner label={t.loading} />;
  if (!settings.data)
    return <ErrorPanel message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  const saved = settings.data.emailDomainBlocklist.join('\n');
  const value = draft ?? saved;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(parse(value), { onSuccess: () => setDraft(null) });
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label={t.group}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.group}</legend>
        <label htmlFor={id} className={styles.label}>
          {t.label}
        </label>
        <span id={hintId} className={styles.hint}>
          {t.hint}
        </span>
        <textarea
          id={id}
          className={styles.domains}
          rows={5}
          value={value}
          aria-describedby={hintId}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(event) => setDraft(event.target.value)}
        />
      </fieldset>
      <div>
        <Button type="submit" size="small" disabled={save.isPending || value === saved}>
          {save.isPending ? ko.adminSettings.saving : ko.adminSettings.save}
        </Button>
      </div>
    </form>
  );
}
