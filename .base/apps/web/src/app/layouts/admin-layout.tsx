import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Button, buttonClass } from '../../components/button.tsx';
import { ko } from '../../i18n/ko/index.ts';
import styles from './admin-layout.module.css';
import { ADMIN_NAV } from './admin-nav.ts';

const t = ko.adminShell;

/** /admin shows the confirm list too (spec §2), and a post's detail belongs to 글확정. */
const isCurrent = (to: string, pathname: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || (to === '/admin/confirm' && pathname === '/admin');

export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#admin-content">
        {ko.common.skipToContent}
      </a>
      <nav
        id="admin-sidebar"
        className={`${styles.sidebar} ${menuOpen ? styles.sidebarOpen : ''}`}
        aria-label={t.sidebarLabel}
      >
        <div className={styles.sidebarTitle}>{t.title}</div>
        {ADMIN_NAV.map((group) => (
          <div key={group.title} className={styles.group}>
            <div className={styles.groupTitle}>{group.title}</div>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={() => setMenuOpen(false)}
                    aria-current={isCurrent(link.to, location.pathname) ? 'page' : undefined}
                    className={`${styles.link} ${isCurrent(link.to, location.pathname) ? styles.active : ''}`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>
        <header className={styles.topbar}>
          <Button
            variant="secondary"
            size="small"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((v) => !v)}
          >
            ☰ {t.sidebarLabel}
          </Button>
          <span className={styles.topbarTitle}>{t.title}</span>
          <Link to="/" className={buttonClass('secondary', 'small')}>
            {t.backHome}
          </Link>
        </header>
        <main id="admin-content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
