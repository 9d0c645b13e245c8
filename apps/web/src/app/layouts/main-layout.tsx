import { Outlet } from 'react-router';
import { AccountBanner } from '../../components/account-banner.tsx';
import { HydrateApart } from '../../components/hydrate-apart.tsx';
import { Link } from '../../components/link.tsx';
import * as ko from '../../i18n/ko/index.ts';
import { useRenderedAt } from '../../lib/render-clock.tsx';
import { ScrollMemory } from '../scroll-memory.tsx';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import styles from './main-layout.module.css';
import { SiteHeader } from './site-header.tsx';

/** The year in Seoul, as the footer shows it (the server's clock may sit in another zone). */
const seoulYear = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric' });

export function MainLayout() {
  // The server's clock for a page it rendered: the footer never changes after hydration.
  const now = useRenderedAt() ?? Date.now();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {ko.common.skipToContent}
      </a>
      <HydrateApart>
        <SiteHeader />
      </HydrateApart>
      <AccountBanner />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        © {seoulYear.formatToParts(now).find((part) => part.type === 'year')?.value} {ko.common.siteName} ·{' '}
        <Link className={styles.footerLink} to="/modlog">
          {ko.common.modlogLink}
        </Link>
      </footer>
      <BottomTabBar />
      <ScrollMemory />
    </>
  );
}
