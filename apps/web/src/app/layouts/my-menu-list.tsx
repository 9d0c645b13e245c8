import type { UserProfile } from '@tubesphere/shared/contract/auth';
import { Link } from '../../components/link.tsx';
import { isAdmin, useLogout } from '../../features/auth/index.ts';
import * as ko from '../../i18n/ko/index.ts';
import styles from './site-header.module.css';
import { ThemeSwitch } from './theme-switch.tsx';

const t = ko.header;

/**
 * The account menu MY opens (layouts/my-menu.tsx): the member's places, the colour theme and
 * 로그아웃. A chunk of its own, fetched when MY is pointed at, focused or pressed.
 */
export function MyMenuList({ user, id, close }: { user: UserProfile; id: string; close: () => void }) {
  const logout = useLogout();
  const onLogout = () => {
    close();
    if (window.confirm(ko.auth.logoutConfirm)) logout.mutate();
  };
  return (
    <ul id={id} className={styles.myMenu} aria-label={t.myMenuLabel}>
      <li className={styles.myProfile}>
        <div className={styles.myName}>{user.user_name}</div>
        <div className={styles.myMeta}>{user.email}</div>
      </li>
      <li>
        <Link className={styles.menuItem} to={`/user/${user.user_id}`} onClick={close}>
          {t.myProfile}
        </Link>
      </li>
      <li>
        <Link className={styles.menuItem} to="/character" onClick={close}>
          {t.myCharacter}
        </Link>
      </li>
      <li>
        <Link className={styles.menuItem} to="/write" onClick={close}>
          {t.writePost}
        </Link>
      </li>
      <li>
        <Link className={styles.menuItem} to="/bookmarks" onClick={close}>
          {t.bookmarks}
        </Link>
      </li>
      <li>
        <Link className={styles.menuItem} to="/settings" onClick={close}>
          {t.settings}
        </Link>
      </li>
      {isAdmin(user) && (
        <li>
          <Link className={styles.menuItem} to="/admin" onClick={close}>
            {t.admin}
          </Link>
        </li>
      )}
      {/* A setting among the menu's places, so above 로그아웃, which ends the menu. */}
      <li className={styles.mySection}>
        <ThemeSwitch />
      </li>
      <li className={styles.mySection}>
        <button type="button" className={styles.menuItem} onClick={onLogout}>
          {ko.auth.logout}
        </button>
      </li>
    </ul>
  );
}
