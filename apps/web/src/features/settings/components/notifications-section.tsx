import type { UserProfile } from '@tubesphere/shared/contract/auth';
import * as ko from '../../../i18n/ko/index.ts';
import { NotificationPreferences } from '../../notifications/index.ts';
import { SettingsSection } from './settings-section.tsx';

const t = ko.notificationSettings;

/** 알림 설정: which notifications are created at all (stored on the server, for every device). */
export function NotificationsSection({ user }: { user: UserProfile }) {
  return (
    <SettingsSection id="notifications" title={t.title} description={t.description}>
      <NotificationPreferences userId={user.user_id} emailVerified={user.emailVerified === true} />
    </SettingsSection>
  );
}
