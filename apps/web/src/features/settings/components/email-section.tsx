import type { UserProfile } from '@tubesphere/shared/contract/auth';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequestEmailChange, useResendVerification } from '../api/email.ts';
import { PasswordField } from './password-field.tsx';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section.tsx';

const t = ko.accounts.email;

/** 이메일: whether the address is verified, a new link, and a change of address by link. */
export function EmailSection({ user }: { user: UserProfile }) {
  const resend = useResendVerification();
  const change = useRequestEmailChange();
  const [resendNote, setResendNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [fields, setFields] = useState({ newEmail: '', password: '' });
  const [changeNote, setChangeNote] = useState<{ ok: boolean; text: string } | null>(null);
  const emailId = useId();
  const changeErrorId = useId();

  const sendAgain = async () => {
    setResendNote(null);
    try {
      const answer = await resend.mutateAsync();
      setResendNote({ ok: true, text: answer.message });
    } catch (caught) {
      setResendNote({ ok: false, text: errorMessage(caught) || t.failed });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.newEmail.trim()) return setChangeNote({ ok: false, text: ko.auth.emailRequired });
    if (!fields.password) return setChangeNote({ ok: false, text: ko.auth.passwordRequired });
    setChangeNote(null);
    try {
      const answer = await change.mutateAsync(fields);
      setFields({ newEmail: '', password: '' });
      setChangeNote({ ok: true, text: answer.message });
    } catch (caught) {
      setChangeNote({ ok: false, text: errorMessage(caught) || t.failed });
    }
  };

  const changeError = changeNote && !changeNote.ok ? changeErrorId : undefined;
  return (
    <SettingsSection id="email" title={t.title} description={t.description}>
      <p className={styles.currentEmail}>
        {t.current}: <strong>{user.email}</strong>{' '}
        <span className={user.emailVerified ? styles.badgeOk : styles.badgeWarn}>
          {user.emailVerified ? t.verified : t.unverified}
        </span>
      </p>
      {!user.emailVerified && (
        <div className={styles.actions}>
          <span className={styles.hint}>{t.unverifiedHint}</span>
          <Button variant="secondary" onClick={sendAgain} disabled={resend.isPending}>
            {resend.isPending ? t.resending : t.resend}
          </Button>
        </div>
      )}
      {resendNote && (
        <p className={resendNote.ok ? styles.success : styles.error} role={resendNote.ok ? 'status' : 'alert'}>
          {resendNote.text}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t.submit}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={emailId}>
            {t.newEmail}
          </label>
          <input
            id={emailId}
            className={styles.input}
            type="email"
            name="newEmail"
            autoComplete="email"
            value={fields.newEmail}
            onChange={(event) => setFields({ ...fields, newEmail: event.target.value })}
            aria-describedby={changeError}
          />
        </div>
        <PasswordField
          label={t.password}
          name="emailChangePassword"
          autoComplete="current-password"
          value={fields.password}
          onChange={(password) => setFields({ ...fields, password })}
          errorId={changeError}
        />
        {changeNote && (
          <p
            id={changeNote.ok ? undefined : changeErrorId}
            className={changeNote.ok ? styles.success : styles.error}
            role={changeNote.ok ? 'status' : 'alert'}
          >
            {changeNote.text}
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
