import { Outlet } from 'react-router';
import { ko } from '../../i18n/ko/index.ts';
import styles from './main-layout.module.css';
import { SiteHeader } from './site-header.tsx';

export function MainLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        {ko.common.skipToContent}
      </a>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {ko.common.siteName}
      </footer>
    </>
  );
}
