import type { RankingChannel, RankingVideo } from '@tubesphere/shared/contract/rankings';
import { type ReactNode, useId } from 'react';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { useHistoryDialog } from '../hooks/use-history-dialog.tsx';
import { VIEWS } from '../utils/views.ts';
import { FavoritesPanel } from './favorites-panel.tsx';
import layout from './layout.module.css';
import { PageIntro } from './page-intro.tsx';
import { ViewTabs } from './view-tabs.tsx';

/** What the ranking view gets from its frame. */
export interface RankingView {
  /** The id of the panel the filters and the 랭킹 | 즐겨찾기 tabs control. */
  panelId: string;
  /** Open the history dialog of a row. */
  openVideo: (video: RankingVideo) => void;
  openChannel: (channel: RankingChannel) => void;
}

interface RankingFrameProps {
  title: string;
  subtitle: ReactNode;
  /** The numbers are the built-in sample data (a badge beside the title says so). */
  sample?: boolean;
  /**
   * What the 즐겨찾기 tab lists (?view=favorites); the page's rows then open a history dialog.
   * Without it the page is its ranking alone.
   */
  favorites?: 'video' | 'channel';
  /** The ranking itself: filters, states and results. */
  children: (view: RankingView) => ReactNode;
}

/**
 * The frame every ranking page shares: title and subtitle, the 랭킹 | 즐겨찾기 tabs with the
 * starred list, and the history dialog the rows open.
 */
export function RankingFrame({ title, subtitle, sample = false, favorites, children }: RankingFrameProps) {
  const [view, setView] = useChoiceParam('view', VIEWS, 'ranking');
  const history = useHistoryDialog();
  const panelId = useId();
  return (
    <div className={layout.page}>
      <PageIntro title={title} subtitle={subtitle} sample={sample} />
      {favorites && <ViewTabs value={view} onChange={setView} controls={panelId} />}
      {favorites && view === 'favorites' ? (
        <div id={panelId}>
          <FavoritesPanel kind={favorites} onOpenVideo={history.openVideo} onOpenChannel={history.openChannel} />
        </div>
      ) : (
        children({ panelId, openVideo: history.openVideo, openChannel: history.openChannel })
      )}
      {favorites && history.dialog}
    </div>
  );
}
