import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { ko } from '../../i18n/ko/index.ts';
import { HeaderSearch } from './header-search.tsx';
import { MyMenu } from './my-menu.tsx';
import styles from './site-header.module.css';

const t = ko.header;

/** Spec §2 Home header: the tool buttons are for signed-in users only. */
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

export function SiteHeader() {
  const user = useCurrentUser();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t.homeLabel}>
          <span className={styles.brandMark} aria-hidden="true">
            ▶
          </span>
          {ko.common.siteName}
        </Link>
        <HeaderSearch />
        <div className={styles.actions}>
          {user ? (
            <MyMenu />
          ) : (
            <Link to="/login" className={buttonClass('primary', 'small')}>
              {ko.auth.login}
            </Link>
          )}
        </div>
      </div>
      {user && (
        <nav className={styles.tools} aria-label={t.toolsLabel}>
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
    </header>
  );
}
