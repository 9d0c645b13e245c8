import type { UserProfile } from '@tubesphere/shared/contract/auth';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useToastStore } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useForgetSession } from '../../auth/index.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { PasswordField } from './password-field.tsx';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section.tsx';

const t = ko.settings.deleteAccount;

/** 회원 탈퇴, confirmed in a dialog with the password (a borrowed, signed-in browser is not enough). */
export function DeleteAccountSection({ user }: { user: UserProfile }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const showToast = useToastStore((state) => state.show);
  const forget = useForgetSession();
  const errorId = useId();

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setPassword('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(ko.auth.passwordRequired);
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync({ password });
    } catch (caught) {
      setError(errorMessage(caught));
      return;
    }
    setOpen(false);
    // RequireUser sends someone who ended their own session home, to its top.
    window.scrollTo({ top: 0 });
    forget();
    showToast(t.done, 'success', 4000);
  };

  return (
    <SettingsSection id="delete-account" title={t.title} description={t.description} tone="danger">
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t.open}
        </Button>
      </div>
      <Modal open={open} title={t.dialogTitle} onClose={close}>
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t.dialogTitle}>
          <p className={styles.warning}>{t.dialogBody}</p>
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <PasswordField
            label={t.password}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            errorId={error ? errorId : undefined}
            invalid={Boolean(error)}
          />
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? t.submitting : t.submit}
            </Button>
          </div>
        </form>
      </Modal>
    </SettingsSection>
  );
}
