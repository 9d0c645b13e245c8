import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Link } from '../../components/link.tsx';
import { isAdmin, useCurrentUser, useLogout } from '../../features/auth/index.ts';
import * as ko from '../../i18n/ko/index.ts';
import styles from './site-header.module.css';
import { ThemeSwitch } from './theme-switch.tsx';

const t = ko.header;

/**
 * The original My button did nothing; here it opens the account menu a user expects
 * (companion, write, settings, admin, log out). Closes on Escape, outside click or navigation.
 */
export function MyMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape from inside the menu would drop the focus with the menu; it goes back to MY.
      const inside = wrapRef.current?.contains(document.activeElement);
      setOpen(false);
      if (inside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  const onLogout = () => {
    setOpen(false);
    if (window.confirm(ko.auth.logoutConfirm)) logout.mutate();
  };
  return (
    <div className={styles.myWrap} ref={wrapRef}>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="small"
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="true"
        onClick={() => setOpen((v) => !v)}
      >
        {t.my}
      </Button>
      {open && (
        <ul id={menuId} className={styles.myMenu} aria-label={t.myMenuLabel}>
          <li className={styles.myProfile}>
            <div className={styles.myName}>{user.user_name}</div>
            <div className={styles.myMeta}>{user.email}</div>
          </li>
          <li>
            <Link className={styles.menuItem} to={`/user/${user.user_id}`} onClick={() => setOpen(false)}>
              {t.myProfile}
            </Link>
          </li>
          <li>
            <Link className={styles.menuItem} to="/character" onClick={() => setOpen(false)}>
              {t.myCharacter}
            </Link>
          </li>
          <li>
            <Link className={styles.menuItem} to="/write" onClick={() => setOpen(false)}>
              {t.writePost}
            </Link>
          </li>
          <li>
            <Link className={styles.menuItem} to="/bookmarks" onClick={() => setOpen(false)}>
              {t.bookmarks}
            </Link>
          </li>
          <li>
            <Link className={styles.menuItem} to="/settings" onClick={() => setOpen(false)}>
              {t.settings}
            </Link>
          </li>
          {isAdmin(user) && (
            <li>
              <Link className={styles.menuItem} to="/admin" onClick={() => setOpen(false)}>
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
      )}
    </div>
  );
}
