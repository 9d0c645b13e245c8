import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button, buttonClass } from '../../components/button.tsx';
import { Menu, X } from '../../components/icons.ts';
import { Link } from '../../components/link.tsx';
import { AdminTwoFactorGate } from '../../features/two-factor/index.ts';
import * as ko from '../../i18n/ko/index.ts';
import { ScrollMemory } from '../scroll-memory.tsx';
import styles from './admin-layout.module.css';
import { ADMIN_NAV } from './admin-nav.ts';

const t = ko.adminShell;

/** /admin shows the confirm list too (docs/product.md#admin-confirm), and a post's detail belongs to 글확정. */
const isCurrent = (to: string, pathname: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || (to === '/admin/confirm' && pathname === '/admin');

/**
 * On a phone the sidebar becomes a sheet under the top bar, over the page rather than pushing
 * it down, scrolling on its own when the screen is short. Escape, a tap outside or a link
 * closes it; Escape gives the focus back to the toggle.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!sidebarRef.current?.contains(target) && !toggleRef.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#admin-content">
        {ko.common.skipToContent}
      </a>
      <nav
        ref={sidebarRef}
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
            ref={toggleRef}
            variant="secondary"
            size="small"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X size={18} /> : <Menu size={18} />} {t.sidebarLabel}
          </Button>
          <span className={styles.topbarTitle}>{t.title}</span>
          <Link to="/" className={buttonClass('secondary', 'small')}>
            {t.backHome}
          </Link>
        </header>
        <main id="admin-content" className={styles.main} tabIndex={-1}>
          <AdminTwoFactorGate>
            <Outlet />
          </AdminTwoFactorGate>
        </main>
      </div>
      <ScrollMemory />
    </div>
  );
}
