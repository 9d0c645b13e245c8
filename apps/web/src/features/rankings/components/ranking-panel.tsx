import type { UseQueryResult } from '@tanstack/react-query';
import type { RankingSource } from '@tubesphere/shared/contract/rankings';
import { type ReactNode, useId } from 'react';
import layout from './layout.module.css';
import { RankingStates, type RankingStatesProps } from './ranking-states.tsx';
import { SourceNote } from './source-note.tsx';

interface RankingPanelProps<T extends { source: RankingSource; asOf: string | null }> {
  /** RankingView's panelId: the filters and tabs control this panel. */
  id: string;
  /** The page's filter controls, in the filter card above the panel. */
  filters: ReactNode;
  /** A heading over the results, beside the source note (the time and category rankings). */
  heading?: string;
  query: UseQueryResult<T>;
  loading: string;
  isEmpty: RankingStatesProps<T>['isEmpty'];
  empty: RankingStatesProps<T>['empty'];
  children: (data: T) => ReactNode;
  /** The page shows subscriber growth: the source note says why it is approximate. */
  precisionNote?: boolean;
}

/** The filters, then where the numbers come from and the ranking in its loading, error and empty states. */
export function RankingPanel<T extends { source: RankingSource; asOf: string | null }>({
  id,
  filters,
  heading,
  query,
  loading,
  isEmpty,
  empty,
  children,
  precisionNote = false,
}: RankingPanelProps<T>) {
  const headingId = useId();
  const source = query.data && (
    <SourceNote source={query.data.source} asOf={query.data.asOf} precisionNote={precisionNote} />
  );
  const states = (
    <RankingStates query={query} loading={loading} isEmpty={isEmpty} empty={empty}>
      {children}
    </RankingStates>
  );
  return (
    <>
      <div className={layout.filters}>{filters}</div>
      {heading === undefined ? (
        <div id={id} className={layout.page} aria-busy={query.isPending}>
          {source}
          {states}
        </div>
      ) : (
        <section id={id} aria-labelledby={headingId} aria-busy={query.isPending} className={layout.page}>
          <div className={layout.sectionHead}>
            <h2 id={headingId} className={layout.sectionHeading}>
              {heading}
            </h2>
            {source}
          </div>
          {states}
        </section>
      )}
    </>
  );
}
