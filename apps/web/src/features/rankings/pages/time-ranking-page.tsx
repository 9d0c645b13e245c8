import { formatCountKo } from '@tubesphere/shared/domain/format';
import { RANKING_PERIODS, RANKING_REGIONS, summarizeVideos } from '@tubesphere/shared/domain/rankings';
import { useId } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVideoRanking } from '../api/get-video-ranking.ts';
import cards from '../components/cards.module.css';
import { ChartPanel } from '../components/chart-panel.tsx';
import { ChoiceTabs } from '../components/choice-tabs.tsx';
import { FavoritesPanel } from '../components/favorites-panel.tsx';
import { FilterGroup } from '../components/filter-group.tsx';
import layout from '../components/layout.module.css';
import { PageIntro } from '../components/page-intro.tsx';
import { RankingStates } from '../components/ranking-states.tsx';
import { RankingVideoCard } from '../components/ranking-video-card.tsx';
import { SelectField } from '../components/select-field.tsx';
import { SourceNote } from '../components/source-note.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { ViewTabs } from '../components/view-tabs.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { useHistoryDialog } from '../hooks/use-history-dialog.tsx';
import { periodChoices, regionChoices, regionLabel } from '../utils/choices.ts';
import { VIEWS } from '../utils/views.ts';

const t = ko.rankings;
export const TIME_RANKING_SIZE = 10;

/**
 * Time ranking (docs/product.md#rankings): period tabs, region dropdown, video grid and summary. The videos are the
 * period's uploads ranked by views from collected data, or the sample data before any collection.
 */
export function TimeRankingPage() {
  useDocumentTitle(ko.pages.timeRanking);
  const [period, setPeriod] = useChoiceParam('period', RANKING_PERIODS, 'today');
  const [region, setRegion] = useChoiceParam('region', RANKING_REGIONS, 'KR');
  const [view, setView] = useChoiceParam('view', VIEWS, 'ranking');
  const ranking = useVideoRanking({ period, region, category: 'all', limit: TIME_RANKING_SIZE });
  const history = useHistoryDialog();
  const panelId = useId();
  const headingId = useId();
  const heading = t.time.heading(t.periods[period], regionLabel(region));

  return (
    <div className={layout.page}>
      <PageIntro title={t.time.title} subtitle={t.time.subtitle} sample={ranking.data?.source === 'sample'} />
      <ViewTabs value={view} onChange={setView} controls={panelId} />
      {view === 'favorites' ? (
        <div id={panelId}>
          <FavoritesPanel kind="video" onOpenVideo={history.openVideo} onOpenChannel={history.openChannel} />
        </div>
      ) : (
        <>
          <div className={layout.filters}>
            <FilterGroup label={t.filters.period}>
              <ChoiceTabs
                label={t.filters.period}
                options={periodChoices}
                value={period}
                onChange={setPeriod}
                controls={panelId}
              />
            </FilterGroup>
            <SelectField label={t.filters.region} options={regionChoices} value={region} onChange={setRegion} />
          </div>
          <section id={panelId} aria-labelledby={headingId} aria-busy={ranking.isPending} className={layout.page}>
            <div className={layout.sectionHead}>
              <h2 id={headingId} className={layout.sectionHeading}>
                {heading}
              </h2>
              {ranking.data && <SourceNote source={ranking.data.source} asOf={ranking.data.asOf} />}
            </div>
            <RankingStates
              query={ranking}
              loading={t.time.loading}
              isEmpty={(data) => data.videos.length === 0}
              empty={{ title: t.time.empty, message: t.time.emptyHint }}
            >
              {({ videos }) => {
                const summary = summarizeVideos(videos);
                return (
                  <>
                    <StatTiles
                      label={t.time.summaryLabel}
                      stats={[
                        { label: t.time.totalViews, value: formatCountKo(summary.totalViews) },
                        { label: t.time.totalLikes, value: formatCountKo(summary.totalLikes) },
                        { label: t.time.averageLength, value: t.minutes(summary.averageMinutes) },
                      ]}
                    />
                    <div className={layout.columns}>
                      <ol className={cards.grid}>
                        {videos.map((video) => (
                          <RankingVideoCard
                            key={video.id}
                            video={video}
                            rank={video.rank}
                            onOpenHistory={history.openVideo}
                          />
                        ))}
                      </ol>
                      <aside className={layout.aside}>
                        <ChartPanel
                          title={t.time.chartTitle}
                          caption={heading}
                          items={videos.map((video) => ({ label: video.title, value: video.viewCount }))}
                          format={formatCountKo}
                        />
                      </aside>
                    </div>
                  </>
                );
              }}
            </RankingStates>
          </section>
        </>
      )}
      {history.dialog}
    </div>
  );
}
