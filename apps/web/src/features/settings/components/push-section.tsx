import type { UserProfile } from '@tubesphere/shared/contract/auth';
import * as ko from '../../../i18n/ko/index.ts';
import { PushSettings } from '../../push/index.ts';
import { SettingsSection } from './settings-section.tsx';

const t = ko.push;

/** 푸시 알림: this device's permission and every device that receives pushes. */
export function PushSection({ user }: { user: UserProfile }) {
  return (
    <SettingsSection id="push" title={t.title} description={t.description}>
      <PushSettings userId={user.user_id} />
    </SettingsSection>
  );
}
