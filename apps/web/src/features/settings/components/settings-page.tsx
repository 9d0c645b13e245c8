import type { UserProfile } from '@tubesphere/shared/contract/auth';
import type { ComponentType } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { BlockedUsersSection } from './blocked-users-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { EmailSection } from './email-section.tsx';
import { ExportSection } from './export-section.tsx';
import { LinkedAccountsSection } from './linked-accounts-section.tsx';
import { LogoutEverywhereSection } from './logout-everywhere-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PushSection } from './push-section.tsx';
import styles from './settings.module.css';
import { TwoFactorSection } from './two-factor-section.tsx';

interface SectionEntry {
  /** The section element's id: the page's table of contents links to it. */
  id: string;
  title: string;
  Component: ComponentType<{ user: UserProfile }>;
}

/**
 * The page is a list of sections; a new setting (notifications, theme …) is one more entry here
 * with a component built on SettingsSection. Account deletion stays last.
 */
const SECTIONS: SectionEntry[] = [
  { id: 'notifications', title: ko.notificationSettings.title, Component: NotificationsSection },
  { id: 'push', title: ko.push.title, Component: PushSection },
  { id: 'email', title: ko.accounts.email.title, Component: EmailSection },
  { id: 'linked-accounts', title: ko.accounts.oauth.linkedTitle, Component: LinkedAccountsSection },
  { id: 'password', title: ko.settings.password.title, Component: ChangePasswordSection },
  { id: 'two-factor', title: ko.twoFactor.title, Component: TwoFactorSection },
  { id: 'sessions', title: ko.settings.sessions.title, Component: LogoutEverywhereSection },
  { id: 'blocked-users', title: ko.trust.block.settingsTitle, Component: BlockedUsersSection },
  { id: 'export', title: ko.accounts.export.title, Component: ExportSection },
  { id: 'delete-account', title: ko.settings.deleteAccount.title, Component: DeleteAccountSection },
];

/** /settings (signed-in only, from the MY menu). */
export function SettingsPage() {
  const t = ko.settings;
  useDocumentTitle(ko.pages.settings);
  const user = useCurrentUser();
  // RequireUser renders this page only with a user; after a deletion it has already moved on.
  if (!user) return null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.subtitle}>{t.accountLabel(user.user_name, user.email)}</p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label={t.title}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          {SECTIONS.map(({ id, Component }) => (
            <Component key={id} user={user} />
          ))}
        </div>
      </div>
    </div>
  );
}
