import { formatCountKo } from '@tubesphere/shared/domain/format';
import { RANKING_PERIODS, summarizeVideos } from '@tubesphere/shared/domain/rankings';
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
import { SourceNote } from '../components/source-note.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { VideoRow } from '../components/video-row.tsx';
import { ViewTabs } from '../components/view-tabs.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { useHistoryDialog } from '../hooks/use-history-dialog.tsx';
import { CATEGORY_VALUES, categoryChoices, periodChoices, toCategoryId } from '../utils/choices.ts';
import { VIEWS } from '../utils/views.ts';

const t = ko.rankings;
const c = t.category;
const DEFAULT_CATEGORY = '1';
export const CATEGORY_RANKING_SIZE = 10;

/** Category ranking: category and period tabs over Korea's uploads of the period. */
export function CategoryRankingPage() {
  useDocumentTitle(ko.pages.categoryRanking);
  const [category, setCategory] = useChoiceParam('category', CATEGORY_VALUES, DEFAULT_CATEGORY);
  const [period, setPeriod] = useChoiceParam('period', RANKING_PERIODS, 'today');
  const [view, setView] = useChoiceParam('view', VIEWS, 'ranking');
  const categoryId = toCategoryId(category) ?? 1;
  const ranking = useVideoRanking({ period, region: 'KR', category: categoryId, limit: CATEGORY_RANKING_SIZE });
  const history = useHistoryDialog();
  const panelId = useId();
  const headingId = useId();

  return (
    <div className={layout.page}>
      <PageIntro title={c.title} subtitle={c.subtitle} sample={ranking.data?.source === 'sample'} />
      <ViewTabs value={view} onChange={setView} controls={panelId} />
      {view === 'favorites' ? (
        <div id={panelId}>
          <FavoritesPanel kind="video" onOpenVideo={history.openVideo} onOpenChannel={history.openChannel} />
        </div>
      ) : (
        <>
          <div className={layout.filters}>
            <FilterGroup label={t.filters.category} wide>
              <ChoiceTabs
                label={t.filters.category}
                options={categoryChoices}
                value={category}
                onChange={setCategory}
                controls={panelId}
                wrap
              />
            </FilterGroup>
            <FilterGroup label={t.filters.period}>
              <ChoiceTabs
                label={t.filters.period}
                options={periodChoices}
                value={period}
                onChange={setPeriod}
                controls={panelId}
              />
            </FilterGroup>
          </div>
          <section id={panelId} aria-labelledby={headingId} aria-busy={ranking.isPending} className={layout.page}>
            <div className={layout.sectionHead}>
              <h2 id={headingId} className={layout.sectionHeading}>
                {c.heading(t.categories[categoryId] ?? '', t.periods[period])}
              </h2>
              {ranking.data && <SourceNote source={ranking.data.source} asOf={ranking.data.asOf} />}
            </div>
            <RankingStates
              query={ranking}
              loading={c.loading}
              isEmpty={(data) => data.videos.length === 0}
              empty={{ title: c.empty }}
            >
              {({ videos }) => {
                const summary = summarizeVideos(videos);
                return (
                  <>
                    <StatTiles
                      label={c.summaryLabel}
                      stats={[
                        { label: t.time.totalViews, value: formatCountKo(summary.totalViews) },
                        { label: t.time.totalLikes, value: formatCountKo(summary.totalLikes) },
                        { label: t.time.averageLength, value: t.minutes(summary.averageMinutes) },
                      ]}
                    />
                    <div className={layout.columns}>
                      <ol className={cards.list}>
                        {videos.map((video) => (
                          <VideoRow key={video.id} video={video} rank={video.rank} onOpenHistory={history.openVideo} />
                        ))}
                      </ol>
                      <aside className={layout.aside}>
                        <ChartPanel
                          title={c.chartTitle}
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
