import { VIDEO_RANKING_SORTS, type VideoRankingSort } from '@tubesphere/shared/contract/rankings';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { VIDEO_SORT_METRIC } from '@tubesphere/shared/domain/ranking-sorts';
import { CHANNEL_COUNTRIES, likeRate, RANKING_PERIODS, summarizeVideos } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVideoRanking } from '../api/get-video-ranking.ts';
import { ChoiceTabs } from '../components/choice-tabs.tsx';
import { FilterGroup } from '../components/filter-group.tsx';
import { NoMatch } from '../components/no-match.tsx';
import { RankingFrame } from '../components/ranking-frame.tsx';
import { RankingPanel } from '../components/ranking-panel.tsx';
import { RankingResults } from '../components/ranking-results.tsx';
import { SelectField } from '../components/select-field.tsx';
import { VideoRow } from '../components/video-row.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import {
  CATEGORY_VALUES,
  categoryFilterChoices,
  countryChoices,
  periodChoices,
  toCategoryId,
} from '../utils/choices.ts';

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
  const ranking = useVideoRanking({
    period,
    region: country,
    category: toCategoryId(category) ?? 'all',
    sort,
    limit: PLAYBOARD_VIDEOS_SIZE,
  });

  return (
    <RankingFrame title={p.title} subtitle={p.subtitle} sample={ranking.data?.source === 'sample'} favorites="video">
      {({ panelId, openVideo }) => (
        <RankingPanel
          id={panelId}
          filters={
            <>
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
            </>
          }
          query={ranking}
          loading={t.loading}
          isEmpty={(data) => data.videos.length === 0}
          empty={<NoMatch />}
        >
          {({ videos }) => {
            const summary = summarizeVideos(videos);
            return (
              <RankingResults
                summary={{
                  label: p.summaryLabel,
                  stats: [
                    { label: p.videoCount, value: String(summary.count) },
                    { label: p.totalViews, value: formatCountKo(summary.totalViews) },
                    { label: p.totalLikes, value: formatCountKo(summary.totalLikes) },
                    {
                      label: p.averageLikeRate,
                      value: t.percent(likeRate(summary.totalViews, summary.totalLikes)),
                    },
                  ],
                }}
                layout="list"
                listLabel={p.listHeading}
                chart={{
                  title: p.chart[sort],
                  caption: p.chartCaption,
                  items: videos
                    .slice(0, 10)
                    .map((video) => ({ label: video.title, value: VIDEO_SORT_METRIC[sort](video) })),
                  format: FORMAT[sort],
                }}
              >
                {videos.map((video) => (
                  <VideoRow key={video.id} video={video} rank={video.rank} onOpenHistory={openVideo} />
                ))}
              </RankingResults>
            );
          }}
        </RankingPanel>
      )}
    </RankingFrame>
  );
}
