import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { RankingSkeleton } from './ranking-skeleton.tsx';

export interface RankingStatesProps<T> {
  query: UseQueryResult<T>;
  loading: string;
  /** Whether the answer has nothing to show, and what to say then. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode | { title: string; message?: string };
  children: (data: T) => ReactNode;
}

/** Loading, error with retry, empty, or the ranking itself. */
export function RankingStates<T>({ query, loading, isEmpty, empty, children }: RankingStatesProps<T>) {
  if (query.isPending) return <RankingSkeleton label={loading} />;
  if (query.isError) return <ErrorPanel message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (isEmpty(query.data)) {
    return empty !== null && typeof empty === 'object' && 'title' in empty ? (
      <EmptyState title={empty.title} message={empty.message} />
    ) : (
      empty
    );
  }
  return children(query.data);
}
