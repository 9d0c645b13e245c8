import { useSearchParams } from 'react-router';

/** Search and page live in the URL (?q=…&page=2). */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const parsed = Number(params.get('page'));
  const page = Number.isInteger(parsed) && parsed > 1 ? parsed : 1;
  const go = (next: { q: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return {
    q,
    page,
    setQuery: (next: string) => go({ q: next.trim(), page: 1 }),
    setPage: (next: number) => go({ q, page: next }),
  };
}
