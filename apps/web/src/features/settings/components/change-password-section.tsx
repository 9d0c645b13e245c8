import type { UserProfile } from '@tubesphere/shared/contract/auth';
import { passwordProblem } from '@tubesphere/shared/domain/password-rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useToastStore } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordField } from './password-field.tsx';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section.tsx';

const t = ko.settings.password;
const EMPTY = { current: '', next: '', confirm: '' };

/** 비밀번호 변경: the browser checks the same rules the server does before sending. */
export function ChangePasswordSection({ user }: { user: UserProfile }) {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const change = useChangePassword();
  const showToast = useToastStore((state) => state.show);
  const errorId = useId();
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setDone(false);
  };

  const validate = (): string | null => {
    if (!fields.current) return ko.auth.passwordRequired;
    const problem = passwordProblem(fields.next, { email: user.email, userName: user.user_name });
    if (problem) return problem;
    if (fields.next !== fields.confirm) return t.mismatch;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem) return;
    try {
      await change.mutateAsync({ currentPassword: fields.current, newPassword: fields.next });
      setFields(EMPTY);
      setDone(true);
      showToast(t.done, 'success', 3000);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <SettingsSection id="password" title={t.title} description={t.description}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t.title}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordField
          label={t.current}
          name="currentPassword"
          autoComplete="current-password"
          value={fields.current}
          onChange={set('current')}
          errorId={error ? errorId : undefined}
        />
        <PasswordField
          label={t.next}
          name="newPassword"
          autoComplete="new-password"
          value={fields.next}
          onChange={set('next')}
          hint={t.nextHint}
          errorId={error ? errorId : undefined}
        />
        <PasswordField
          label={t.confirm}
          name="confirmPassword"
          autoComplete="new-password"
          value={fields.confirm}
          onChange={set('confirm')}
          errorId={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className={styles.success} role="status">
            {t.done}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
