import { formatDateTime } from '@tubesphere/shared/domain/format';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Compass, Inbox, Lock } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useSphere } from '../api/get-sphere.ts';
import { useSphereReports } from '../api/get-sphere-reports.ts';
import { HidePostDialog } from './hide-post-dialog.tsx';
import styles from './sphere-reports-page.module.css';

const t = ko.sphereStaff.reports;
const reasonLabels = ko.reportDialog.reasons as Record<string, string>;
const parseSphereId = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/** /sphere/{id}/reports: the 운영진's report queue — open reports on the sphere's posts — and 숨기기 from it. */
export function SphereReportsPage() {
  const sphereId = parseSphereId(useParams().sphereId);
  useDocumentTitle(t.pageTitle);
  if (sphereId === null) return <NotFound />;
  return <ReportsView sphereId={sphereId} />;
}

function ReportsView({ sphereId }: { sphereId: number }) {
  const user = useCurrentUser();
  const sphere = useSphere(sphereId, user?.user_id ?? null);
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<string | null>(null);
  const reports = useSphereReports(sphereId, page);
  useDocumentTitle(sphere.data ? t.title(sphere.data.name) : t.pageTitle);

  const failed = reports.error ?? sphere.error;
  if (failed instanceof ApiError && (failed.status === 404 || failed.status === 400)) return <NotFound />;
  if (failed instanceof ApiError && (failed.status === 403 || failed.status === 401)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t.pageTitle}</h1>
        <EmptyState icon={Lock} title={t.forbiddenTitle} message={t.forbiddenMessage} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{sphere.data ? t.title(sphere.data.name) : t.pageTitle}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <Link to={`/sphere/${sphereId}`} className={buttonClass('ghost', 'small')}>
        ← {t.back}
      </Link>
      {reports.isPending ? (
        <Spinner label={t.loading} />
      ) : reports.isError ? (
        <ErrorPanel message={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />
      ) : reports.data.reports.length === 0 ? (
        <EmptyState icon={Inbox} title={t.emptyTitle} message={t.emptyMessage} />
      ) : (
        <ul className={styles.list} aria-label={t.listLabel} aria-busy={reports.isPlaceholderData}>
          {reports.data.reports.map((report) => (
            <li key={report.postId} className={styles.item}>
              <div className={styles.top}>
                <span className={styles.title}>{report.postTitle || report.excerpt.slice(0, 40)}</span>
                <span className={styles.count}>{t.count(report.reportCount)}</span>
                {report.hiddenInSphere && <span className={styles.hidden}>{t.hiddenBadge}</span>}
              </div>
              <p className={styles.excerpt}>{report.excerpt}</p>
              <p className={styles.meta}>
                {report.author.userName} ·{' '}
                {report.reasons.map((r) => `${reasonLabels[r.reason] ?? r.reason} ${r.count}`).join(', ')} ·{' '}
                {formatDateTime(report.lastReportedAt)}
              </p>
              <div className={styles.actions}>
                <Link to={`/post/${report.postId}`} className={buttonClass('secondary', 'small')}>
                  {t.open}
                </Link>
                {!report.hiddenInSphere && (
                  <Button variant="danger" size="small" onClick={() => setHiding(report.postId)}>
                    {t.hide}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {reports.data && (page > 1 || reports.data.pagination.hasMore) && (
        <div className={styles.pager}>
          <Button variant="secondary" size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t.prev}
          </Button>
          <Button
            variant="secondary"
            size="small"
            disabled={!reports.data.pagination.hasMore}
            onClick={() => setPage(page + 1)}
          >
            {t.next}
          </Button>
        </div>
      )}
      <HidePostDialog sphereId={sphereId} postId={hiding} onClose={() => setHiding(null)} />
    </div>
  );
}

function NotFound() {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t.pageTitle}</h1>
      <EmptyState
        icon={Compass}
        title={ko.spheres.page.notFoundTitle}
        message={ko.spheres.page.notFoundMessage}
        action={
          <Link to="/spheres" className={buttonClass('secondary')}>
            {ko.spheres.page.toDirectory}
          </Link>
        }
      />
    </div>
  );
}
