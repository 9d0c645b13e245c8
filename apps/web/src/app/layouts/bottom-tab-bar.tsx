import { Bell, CircleUser, House, type Icon, Orbit, PenLine } from '../../components/icons.ts';
import { NavLink } from '../../components/link.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { useKnownUnreadMessages } from '../../features/messages/index.ts';
import { badgeText, useKnownUnreadCount } from '../../features/notifications/index.ts';
import * as ko from '../../i18n/ko/index.ts';
import styles from './bottom-tab-bar.module.css';

const t = ko.header.tabs;

/**
 * The phone's main navigation, at the thumb, as Korean apps have it. MY opens your own profile
 * (your posts, companion, and from there settings); the header's MY menu keeps the account
 * actions. Guests are sent to sign in for 알림 and MY, and see no 글쓰기 (write buttons are for
 * members). Hidden above 720 px, where the header and the home page's side menu do this job.
 */
export function BottomTabBar() {
  const user = useCurrentUser();
  // The 알림 tab stands for the bell and the envelope both: a phone has no room for two.
  const unread = useKnownUnreadCount(user?.user_id ?? null) + useKnownUnreadMessages(user?.user_id ?? null);
  const tabs: { to: string; label: string; icon: Icon; end?: boolean; badge?: number }[] = [
    { to: '/', label: t.home, icon: House, end: true },
    { to: '/spheres', label: t.spheres, icon: Orbit },
    ...(user ? [{ to: '/write', label: t.write, icon: PenLine }] : []),
    { to: user ? '/notifications' : '/login', label: t.notifications, icon: Bell, badge: unread },
    { to: user ? `/user/${user.user_id}` : '/login', label: t.my, icon: CircleUser },
  ];
  return (
    <nav className={styles.bar} aria-label={t.label}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) => `${styles.tab} ${isActive && tab.to !== '/login' ? styles.active : ''}`}
            >
              <span className={styles.icon}>
                <tab.icon size={22} />
                {tab.badge ? (
                  <span className={styles.badge} aria-hidden="true">
                    {badgeText(tab.badge)}
                  </span>
                ) : null}
              </span>
              <span className={styles.label}>
                {tab.label}
                {/* The name starts with the visible label and says the count after it ("알림 읽지
                    않음 2"); the badge itself is hidden from screen readers. */}
                {tab.badge ? (
                  <span className="visually-hidden">{ko.notifications.tabUnreadSuffix(badgeText(tab.badge))}</span>
                ) : null}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
