import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_POST_STATUSES, type AdminPostStatus } from '@tubesphere/shared/contract/admin-posts';
import { useSearchParams } from 'react-router';
import { adminPostKeys } from '../api/admin-post-keys.ts';

const isStatus = (value: string | null): value is AdminPostStatus =>
  (ADMIN_POST_STATUSES as readonly string[]).includes(value ?? '');

/**
 * Tab and search live in the URL (?tab=…&q=…) so a reload or a shared link keeps them. Spec §4:
 * switching tab or submitting a search starts again from page 1 and reloads.
 */
export function useConfirmFilters() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const tabParam = params.get('tab');
  const status: AdminPostStatus = isStatus(tabParam) ? tabParam : 'pending';
  const q = params.get('q')?.trim() ?? '';

  const update = (next: { status: AdminPostStatus; q: string }) => {
    queryClient.removeQueries({ queryKey: adminPostKeys.list(next.status, next.q) });
    const search = new URLSearchParams();
    if (next.status !== 'pending') search.set('tab', next.status);
    if (next.q) search.set('q', next.q);
    setParams(search);
  };

  return {
    status,
    q,
    setStatus: (next: AdminPostStatus) => update({ status: next, q }),
    setQuery: (next: string) => update({ status, q: next.trim() }),
  };
}
