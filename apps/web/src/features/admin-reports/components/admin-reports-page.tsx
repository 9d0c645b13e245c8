import { REPORT_STATUSES, type ReportAction, type ReportGroup } from '@tubesphere/shared/contract/reports';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Archive, CircleCheck } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useReports } from '../api/get-reports.ts';
import { useResolveReports } from '../api/resolve-reports.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { useReportTriage } from '../hooks/use-report-triage.ts';
import styles from './admin-reports.module.css';
import { actionsFor, ReportCard } from './report-card.tsx';
import { SanctionDialog } from './sanction-dialog.tsx';
import { TriageHelp } from './triage-help.tsx';

const t = ko.moderationAdmin.reports;

type Pending = { action: 'delete' | 'sanction'; targets: ReportGroup[] } | null;

/** /admin/reports: the queue grouped by target, one at a time or in bulk, by mouse or keyboard. */
export function AdminReportsPage() {
  useDocumentTitle(ko.pages.admin.reports);
  const { status, page, setStatus, setPage } = useReportFilters();
  const reports = useReports(status, page);
  const resolve = useResolveReports();
  const [pending, setPending] = useState<Pending>(null);
  const groups = reports.data?.groups ?? [];

  // Plain functions: the triage hook re-reads them on every render (its key listener is cheap).
  const run = (action: ReportAction, targets: ReportGroup[], extra: { reason?: string; days?: number | null } = {}) =>
    resolve.mutate(
      { targets: targets.map(({ key, targetType, targetId }) => ({ key, targetType, targetId })), action, ...extra },
      { onSuccess: () => triage.clear(targets.map((target) => target.key)) },
    );
  const act = (action: ReportAction, targets: ReportGroup[]) => {
    // 쪽지 cannot be hidden: the server would refuse the whole batch, so the key does nothing.
    if (!targets.every((target) => actionsFor(target).includes(action))) return;
    if (action === 'delete' || action === 'sanction') setPending({ action, targets });
    else run(action, targets);
  };
  const triage = useReportTriage(groups, act, status === 'open' && pending === null);
  const total = reports.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (reports.data?.pagination.limit ?? 25)));

  let body: React.ReactNode;
  if (reports.isPending) body = <Spinner label={t.loading} />;
  else if (!reports.data) body = <ErrorPanel message={errorMessage(reports.error)} onRetry={() => reports.refetch()} />;
  else if (groups.length === 0) {
    const empty = status === 'open' ? t.emptyOpen : t.emptyResolved;
    body = <EmptyState icon={status === 'open' ? CircleCheck : Archive} title={empty.title} message={empty.message} />;
  } else {
    body = (
      <>
        {status === 'open' && (
          <div className={styles.selectionBar}>
            <label className={styles.selectAll}>
              <input
                type="checkbox"
                checked={triage.selected.length === groups.length}
                ref={(element) => {
                  if (element)
                    element.indeterminate = triage.selected.length > 0 && triage.selected.length < groups.length;
                }}
                onChange={(event) => triage.selectAll(event.target.checked)}
              />
              {t.selectAll}
            </label>
            <span className={styles.selectedCount} aria-live="polite">
              {t.selected(triage.selected.length)}
            </span>
            <div className={styles.bulkActions} role="group" aria-label={t.actionsLabel}>
              {(['hide', 'delete', 'ignore', 'sanction'] as const).map((action) => (
                <Button
                  key={action}
                  size="small"
                  variant={action === 'ignore' ? 'ghost' : action === 'hide' ? 'secondary' : 'danger'}
                  disabled={
                    triage.selected.length === 0 ||
                    resolve.isPending ||
                    !triage.selected.every((group) => actionsFor(group).includes(action))
                  }
                  onClick={() => act(action, triage.selected)}
                >
                  {t.actions[action]}
                </Button>
              ))}
            </div>
          </div>
        )}
        <ul className={styles.list} aria-label={t.listLabel}>
          {groups.map((group, index) => (
            <li key={group.key}>
              <ReportCard
                group={group}
                current={status === 'open' && index === triage.current}
                selected={triage.isSelected(group.key)}
                onSelect={(on) => triage.toggle(group.key, on)}
                onAction={status === 'open' ? (action) => act(action, [group]) : undefined}
                busy={resolve.isPending}
                cardRef={triage.cardRef(index)}
                onFocus={() => triage.onCardFocus(index)}
              />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t.pageLabel}>
            <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t.previous}
            </Button>
            <span>{t.page(page, pages)}</span>
            <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t.next}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="admin-reports-title">
      <header className={styles.pageHeader}>
        <h1 id="admin-reports-title" className={styles.title}>
          {t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
        {reports.data && <p className={styles.intro}>{t.threshold(reports.data.autoHideThreshold)}</p>}
      </header>
      <div className={styles.toolbar}>
        <div className={styles.tabs} role="tablist" aria-label={t.tabsLabel}>
          {REPORT_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={value === status}
              className={`${styles.tab} ${value === status ? styles.tabActive : ''}`}
              onClick={() => value !== status && setStatus(value)}
            >
              {t.tabs[value]}
              <span className={styles.count}>
                {reports.data ? reports.data.counts[value].toLocaleString('ko-KR') : '–'}
              </span>
            </button>
          ))}
        </div>
        {status === 'open' && <TriageHelp />}
      </div>
      <div role="tabpanel" aria-label={t.tabs[status]}>
        {body}
      </div>
      <ConfirmDialog
        open={pending?.action === 'delete'}
        title={t.confirmDeleteTitle(pending?.targets.length ?? 0)}
        message={t.confirmDelete}
        confirmLabel={t.actions.delete ?? ''}
        busy={resolve.isPending}
        onConfirm={() => {
          if (pending) run('delete', pending.targets);
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
      <SanctionDialog
        open={pending?.action === 'sanction'}
        busy={resolve.isPending}
        onConfirm={({ days, reason }) => {
          if (pending) run('sanction', pending.targets, { days, reason: reason || undefined });
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
    </section>
  );
}
