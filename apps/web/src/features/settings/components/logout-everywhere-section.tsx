import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useToastStore } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useForgetSession } from '../../auth/index.ts';
import { useLogoutEverywhere } from '../api/logout-everywhere.ts';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section.tsx';

const t = ko.settings.sessions;

/** 모든 기기에서 로그아웃: for a lost phone or a shared PC left signed in. */
export function LogoutEverywhereSection() {
  const logoutAll = useLogoutEverywhere();
  const showToast = useToastStore((state) => state.show);
  const forget = useForgetSession();
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (!window.confirm(t.confirm)) return;
    setError(null);
    try {
      await logoutAll.mutateAsync();
    } catch (caught) {
      setError(errorMessage(caught));
      return;
    }
    // RequireUser sends someone who ended their own session home, to its top.
    window.scrollTo({ top: 0 });
    forget();
    showToast(t.done, 'success', 3000);
  };

  return (
    <SettingsSection id="sessions" title={t.title} description={t.description}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={run} disabled={logoutAll.isPending}>
          {logoutAll.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </SettingsSection>
  );
}
