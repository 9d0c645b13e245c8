import type { UserProfile } from '@tubesphere/shared/contract/auth';
import * as ko from '../../../i18n/ko/index.ts';
import { BlockedUsersList } from '../../blocks/index.ts';
import { SettingsSection } from './settings-section.tsx';

const t = ko.trust.block;

/** 차단한 사용자: whom I blocked, and 차단 해제. */
export function BlockedUsersSection({ user }: { user: UserProfile }) {
  return (
    <SettingsSection id="blocked-users" title={t.settingsTitle} description={t.settingsDescription}>
      <BlockedUsersList viewerId={user.user_id} />
    </SettingsSection>
  );
}
