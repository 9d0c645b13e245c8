import { REPORT_STATUSES, type ReportStatus } from '@tubesphere/shared/contract/reports';
import { useSearchParams } from 'react-router';

/** Tab and page live in the URL (?status=resolved&page=2), so a reload keeps them. */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ReportStatus = (REPORT_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as ReportStatus)
    : 'open';
  const parsed = Number(params.get('page'));
  const page = Number.isInteger(parsed) && parsed > 1 ? parsed : 1;
  const go = (next: { status: ReportStatus; page: number }) => {
    const search = new URLSearchParams();
    if (next.status !== 'open') search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return {
    status,
    page,
    setStatus: (next: ReportStatus) => go({ status: next, page: 1 }),
    setPage: (next: number) => go({ status, page: next }),
  };
}
