import type { NotificationType } from '@tubesphere/shared/contract/notifications';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePreferences } from '../api/get-preferences.ts';
import { useSavePreference } from '../api/save-preferences.ts';
import styles from './notifications.module.css';

const t = ko.notificationSettings;

const GROUPS: { title: string; types: NotificationType[] }[] = [
  { title: t.groups.activity, types: ['comment', 'reply', 'mention', 'post_liked', 'comment_liked', 'new_post'] },
  {
    title: t.groups.review,
    types: ['post_confirmed', 'post_rejected', 'post_hidden', 'post_restored', 'report_resolved'],
  },
  { title: t.groups.companion, types: ['level_up', 'part_unlocked'] },
];

/** A switch per type, saved as it is flipped (and flipped back if saving fails). */
export function NotificationPreferences({ userId }: { userId: string }) {
  const preferences = usePreferences(userId);
  const save = useSavePreference(userId);

  if (preferences.isPending) return <Spinner label={t.loading} />;
  if (preferences.isError)
    return (
      <ErrorPanel
        title={t.loadFailed}
        message={errorMessage(preferences.error)}
        onRetry={() => void preferences.refetch()}
      />
    );
  return (
    <div className={styles.preferences}>
      {save.isError && (
        <p className={styles.inlineError} role="alert">
          {t.saveFailed}
        </p>
      )}
      {GROUPS.map((group) => (
        <fieldset key={group.title} className={styles.preferenceGroup}>
          <legend className={styles.preferenceLegend}>{group.title}</legend>
          {group.types.map((type) => {
            const on = preferences.data[type];
            return (
              <label key={type} className={styles.preference}>
                <span className={styles.preferenceLabel}>{t.types[type]}</span>
                <span className={styles.switchState} aria-hidden="true">
                  {on ? t.on : t.off}
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked={on}
                  aria-checked={on}
                  onChange={(event) => save.mutate({ type, enabled: event.target.checked })}
                />
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
