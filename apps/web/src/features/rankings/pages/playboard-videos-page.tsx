import { VIDEO_RANKING_SORTS, type VideoRankingSort } from '@tubesphere/shared/contract/rankings';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { VIDEO_SORT_METRIC } from '@tubesphere/shared/domain/ranking-sorts';
import { CHANNEL_COUNTRIES, likeRate, RANKING_PERIODS, summarizeVideos } from '@tubesphere/shared/domain/rankings';
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
import { NoMatch } from '../components/no-match.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { RankingStates } from '../components/ranking-states.tsx';
import { SelectField } from '../components/select-field.tsx';
import { SourceNote } from '../components/source-note.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { VideoRow } from '../components/video-row.tsx';
import { ViewTabs } from '../components/view-tabs.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { useHistoryDialog } from '../hooks/use-history-dialog.tsx';
import {
  CATEGORY_VALUES,
  categoryFilterChoices,
  countryChoices,
  periodChoices,
  toCategoryId,
} from '../utils/choices.ts';
import { VIEWS } from '../utils/views.ts';

const t = ko.rankings;
const p = t.playboardVideos;
const sortChoices = VIDEO_RANKING_SORTS.map((value) => ({ value, label: p.sort[value] }));
const FORMAT: Record<VideoRankingSort, (value: number) => string> = {
  views: formatCountKo,
  likes: formatCountKo,
  likeRate: t.percent,
};
export const PLAYBOARD_VIDEOS_SIZE = 20;

/** Popular videos analysis: the period's uploads by region, category and sort. */
export function PlayboardVideosPage() {
  useDocumentTitle(ko.pages.playboardVideos);
  const [period, setPeriod] = useChoiceParam('period', RANKING_PERIODS, 'today');
  const [country, setCountry] = useChoiceParam('region', CHANNEL_COUNTRIES, 'KR');
  const [category, setCategory] = useChoiceParam('category', ['all', ...CATEGORY_VALUES], 'all');
  const [sort, setSort] = useChoiceParam('sort', VIDEO_RANKING_SORTS, 'views');
  const [view, setView] = useChoiceParam('view', VIEWS, 'ranking');
  const ranking = useVideoRanking({
    period,
    region: country,
    category: toCategoryId(category) ?? 'all',
    sort,
    limit: PLAYBOARD_VIDEOS_SIZE,
  });
  const history = useHistoryDialog();
  const panelId = useId();

  return (
    <div className={layout.page}>
      <PageIntro title={p.title} subtitle={p.subtitle} sample={ranking.data?.source === 'sample'} />
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
            <SelectField label={t.filters.region} options={countryChoices} value={country} onChange={setCountry} />
            <SelectField
              label={t.filters.category}
              options={categoryFilterChoices}
              value={category}
              onChange={setCategory}
            />
            <SelectField label={t.filters.sort} options={sortChoices} value={sort} onChange={setSort} />
          </div>
          <div id={panelId} className={layout.page} aria-busy={ranking.isPending}>
            {ranking.data && <SourceNote source={ranking.data.source} asOf={ranking.data.asOf} />}
            <RankingStates
              query={ranking}
              loading={t.loading}
              isEmpty={(data) => data.videos.length === 0}
              empty={<NoMatch />}
            >
              {({ videos }) => {
                const summary = summarizeVideos(videos);
                return (
                  <>
                    <StatTiles
                      label={p.summaryLabel}
                      stats={[
                        { label: p.videoCount, value: String(summary.count) },
                        { label: p.totalViews, value: formatCountKo(summary.totalViews) },
                        { label: p.totalLikes, value: formatCountKo(summary.totalLikes) },
                        {
                          label: p.averageLikeRate,
                          value: t.percent(likeRate(summary.totalViews, summary.totalLikes)),
                        },
                      ]}
                    />
                    <div className={layout.columns}>
                      <section aria-label={p.listHeading}>
                        <ol className={cards.list}>
                          {videos.map((video) => (
                            <VideoRow
                              key={video.id}
                              video={video}
                              rank={video.rank}
                              onOpenHistory={history.openVideo}
                            />
                          ))}
                        </ol>
                      </section>
                      <aside className={layout.aside}>
                        <ChartPanel
                          title={p.chart[sort]}
                          caption={p.chartCaption}
                          items={videos
                            .slice(0, 10)
                            .map((video) => ({ label: video.title, value: VIDEO_SORT_METRIC[sort](video) }))}
                          format={FORMAT[sort]}
                        />
                      </aside>
                    </div>
                  </>
                );
              }}
            </RankingStates>
          </div>
        </>
      )}
      {history.dialog}
    </div>
  );
}
