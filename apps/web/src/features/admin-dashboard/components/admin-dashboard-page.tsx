import { ErrorPanel } from '../../../components/error-panel.tsx';
import { TriangleAlert } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTwoFactorRequired } from '../../admin-settings/index.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { ActivityPanel } from './activity-panel.tsx';
import styles from './admin-dashboard.module.css';
import { ProviderStatusList } from './provider-status.tsx';

const t = ko.moderationAdmin.dashboard;

const CARDS = [
  { key: 'pendingPosts', to: '/admin/confirm' },
  { key: 'openReports', to: '/admin/reports' },
  { key: 'hiddenPosts', to: '/admin/confirm?tab=hidden' },
  { key: 'suspendedUsers', to: '/admin/users' },
] as const;

/** /admin/dashboard: what waits, the last 30 days, and the providers. */
export function AdminDashboardPage() {
  useDocumentTitle(ko.pages.admin.dashboard);
  const dashboard = useDashboard();
  const twoFactorRequired = useTwoFactorRequired();
  return (
    <section className={styles.page} aria-labelledby="admin-dashboard-title">
      <header>
        <h1 id="admin-dashboard-title" className={styles.title}>
          {t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      {twoFactorRequired.data === false && (
        <p className={styles.warning} role="note">
          <TriangleAlert size={18} aria-hidden />
          <span>
            {ko.twoFactor.dashboardWarning} <Link to="/admin/settings">{ko.twoFactor.dashboardWarningLink}</Link>
          </span>
        </p>
      )}
      {dashboard.isPending ? (
        <Spinner label={t.loading} />
      ) : dashboard.isError ? (
        <ErrorPanel message={errorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} />
      ) : (
        <>
          <ul className={styles.cards}>
            {CARDS.map((card) => {
              const value = dashboard.data[card.key];
              return (
                <li key={card.key}>
                  <Link to={card.to} className={`${styles.card} ${value > 0 ? styles.cardAttention : ''}`}>
                    <span className={styles.cardLabel}>{t.cards[card.key]}</span>
                    <strong className={styles.cardValue}>{value.toLocaleString('ko-KR')}</strong>
                    <span className={styles.cardLink}>{t.cardLink} →</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className={styles.columns}>
            <ActivityPanel days={dashboard.data.days} />
            <ProviderStatusList providers={dashboard.data.providers} />
          </div>
        </>
      )}
    </section>
  );
}
