import type { ReactNode } from 'react';
import cards from './cards.module.css';
import { ChartPanel, type ChartPanelProps } from './chart-panel.tsx';
import layout from './layout.module.css';
import { type Stat, StatTiles } from './stat-tiles.tsx';

interface RankingResultsProps {
  /** The summary tiles over the list, and what they summarise. */
  summary: { label: string; stats: readonly Stat[] };
  /** Cards in a grid, or rows. */
  layout: 'grid' | 'list';
  /** Names the list for screen readers; a list under the panel's heading needs none. */
  listLabel?: string;
  /** The ranked items (<li>s). */
  children: ReactNode;
  /** The bar chart beside the list. */
  chart: ChartPanelProps;
}

/** A ranking's results: summary tiles, then the ranked list with its chart beside it. */
export function RankingResults({ summary, layout: shape, listLabel, children, chart }: RankingResultsProps) {
  const list = <ol className={cards[shape]}>{children}</ol>;
  return (
    <>
      <StatTiles label={summary.label} stats={summary.stats} />
      <div className={layout.columns}>
        {listLabel === undefined ? list : <section aria-label={listLabel}>{list}</section>}
        <aside className={layout.aside}>
          <ChartPanel {...chart} />
        </aside>
      </div>
    </>
  );
}
