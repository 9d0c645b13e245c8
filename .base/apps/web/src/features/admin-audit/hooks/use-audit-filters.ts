import { AUDIT_OUTCOMES, type AuditOutcome } from '@tubesphere/shared/contract/admin-audit';
import { useSearchParams } from 'react-router';

export interface AuditFilters {
  action: string;
  actor: string;
  outcome: AuditOutcome | '';
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['action', 'actor', 'outcome', 'from', 'to'] as const;

/**
 * Filters and page live in the URL (?action=sql.run&page=2), so a reload, the back button or a
 * shared link shows the same slice of the log. Changing a filter starts again from page 1.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('outcome') ?? '';
  const page = Number(params.get('page'));
  const filters: AuditFilters = {
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    outcome: (AUDIT_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as AuditOutcome) : '',
    from: DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : '',
    to: DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };

  const write = (next: AuditFilters) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) search.set(key, next[key]);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return {
    filters,
    filtered: FILTER_KEYS.some((key) => filters[key] !== ''),
    setFilter: (key: (typeof FILTER_KEYS)[number], value: string) => write({ ...filters, [key]: value, page: 1 }),
    setPage: (next: number) => write({ ...filters, page: next }),
    reset: () => write({ action: '', actor: '', outcome: '', from: '', to: '', page: 1 }),
  };
}
