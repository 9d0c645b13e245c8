import { useLocation } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { Link, NavLink } from '../../components/link.tsx';
import { Logo } from '../../components/logo.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { MessageEnvelope } from '../../features/messages/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import * as ko from '../../i18n/ko/index.ts';
import { HeaderSearch } from './header-search.tsx';
import { MyMenu } from './my-menu.tsx';
import styles from './site-header.module.css';

const t = ko.header;

/** The home header (docs/product.md#home): the tool buttons are for signed-in users only. */
export const TOOL_LINKS = [
  { to: '/trending', label: t.nav.trending },
  { to: '/playboard-channels', label: t.nav.playboardChannels },
  { to: '/playboard-videos', label: t.nav.playboardVideos },
  { to: '/channel-ranking', label: t.nav.channelRanking },
  { to: '/category-ranking', label: t.nav.categoryRanking },
  { to: '/time-ranking', label: t.nav.timeRanking },
  { to: '/new-channel-ranking', label: t.nav.newChannelRanking },
  { to: '/write-youtube', label: t.nav.writeYoutube },
] as const;

/**
 * One row, at most 56 px tall on a phone: the logo, search, and the account controls. The tool
 * links follow outside the sticky bar, so they scroll away with the page; on a phone they show on
 * home only (the bottom tab bar is the way around there).
 */
export function SiteHeader() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to="/" className={styles.brand} aria-label={t.homeLabel}>
            <Logo size={30} />
          </Link>
          <HeaderSearch />
          <div className={styles.actions}>
            {user ? (
              <>
                <MessageEnvelope />
                <NotificationBell />
                <MyMenu />
              </>
            ) : (
              <Link to="/login" className={buttonClass('primary', 'small')}>
                {ko.auth.login}
              </Link>
            )}
          </div>
        </div>
      </header>
      {user && (
        <nav
          className={`${styles.tools} ${pathname === '/' ? '' : styles.toolsAwayFromHome}`}
          aria-label={t.toolsLabel}
        >
          <div className={styles.toolsInner}>
            {TOOL_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) => `${styles.toolLink} ${isActive ? styles.toolLinkActive : ''}`}
              >
                {link.label}
              </NavLink>
            ))}
          </div>
        </nav>
      )}
    </>
  );
}
