import type { AwayMailSettingKey } from '@tubesphere/shared/contract/away-mail';
import type { NotificationType } from '@tubesphere/shared/contract/notifications';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Link } from '../../../components/link.tsx';
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

const MAIL_KEYS: AwayMailSettingKey[] = ['weeklyDigest', 'unreadNotifications'];

function Switch(props: { label: string; hint?: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={styles.preference}>
      <span className={styles.preferenceLabel}>
        {props.label}
        {props.hint && <span className={styles.preferenceHint}>{props.hint}</span>}
      </span>
      <span className={styles.switchState} aria-hidden="true">
        {props.on ? t.on : t.off}
      </span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={props.on}
        aria-checked={props.on}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </label>
  );
}

/**
 * A switch per type, and the two mails for a member who is away (off until turned on, sent only
 * to a confirmed address); each saved as it is flipped (and flipped back if saving fails).
 */
export function NotificationPreferences({ userId, emailVerified }: { userId: string; emailVerified: boolean }) {
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
          {group.types.map((type) => (
            <Switch
              key={type}
              label={t.types[type]}
              on={preferences.data.preferences[type]}
              onChange={(enabled) => save.mutate({ preferences: { [type]: enabled } })}
            />
          ))}
        </fieldset>
      ))}
      <fieldset className={styles.preferenceGroup}>
        <legend className={styles.preferenceLegend}>{t.mail.title}</legend>
        {!emailVerified && (
          <p className={styles.preferenceNote} role="note">
            {t.mail.unverified} <Link to="/settings#email">{t.mail.verifyLink}</Link>
          </p>
        )}
        {MAIL_KEYS.map((key) => (
          <Switch
            key={key}
            label={t.mail.kinds[key].label}
            hint={t.mail.kinds[key].hint}
            on={preferences.data.mail[key]}
            onChange={(enabled) => save.mutate({ mail: { [key]: enabled } })}
          />
        ))}
      </fieldset>
    </div>
  );
}
