import { Outlet } from 'react-router';
import { AccountBanner } from '../../components/account-banner.tsx';
import { ko } from '../../i18n/ko/index.ts';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import styles from './main-layout.module.css';
import { SiteHeader } from './site-header.tsx';

export function MainLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        {ko.common.skipToContent}
      </a>
      <SiteHeader />
      <AccountBanner />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {ko.common.siteName}
      </footer>
      <BottomTabBar />
    </>
  );
}
