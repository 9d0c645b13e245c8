import { formatCountKo } from '@tubesphere/shared/domain/format';
import { RANKING_PERIODS, summarizeVideos } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVideoRanking } from '../api/get-video-ranking.ts';
import { ChoiceTabs } from '../components/choice-tabs.tsx';
import { FilterGroup } from '../components/filter-group.tsx';
import { RankingFrame } from '../components/ranking-frame.tsx';
import { RankingPanel } from '../components/ranking-panel.tsx';
import { RankingResults } from '../components/ranking-results.tsx';
import { VideoRow } from '../components/video-row.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { CATEGORY_VALUES, categoryChoices, periodChoices, toCategoryId } from '../utils/choices.ts';

const t = ko.rankings;
const c = t.category;
const DEFAULT_CATEGORY = '1';
export const CATEGORY_RANKING_SIZE = 10;

/** Category ranking: category and period tabs over Korea's uploads of the period. */
export function CategoryRankingPage() {
  useDocumentTitle(ko.pages.categoryRanking);
  const [category, setCategory] = useChoiceParam('category', CATEGORY_VALUES, DEFAULT_CATEGORY);
  const [period, setPeriod] = useChoiceParam('period', RANKING_PERIODS, 'today');
  const categoryId = toCategoryId(category) ?? 1;
  const ranking = useVideoRanking({ period, region: 'KR', category: categoryId, limit: CATEGORY_RANKING_SIZE });

  return (
    <RankingFrame title={c.title} subtitle={c.subtitle} sample={ranking.data?.source === 'sample'} favorites="video">
      {({ panelId, openVideo }) => (
        <RankingPanel
          id={panelId}
          filters={
            <>
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
            </>
          }
          heading={c.heading(t.categories[categoryId] ?? '', t.periods[period])}
          query={ranking}
          loading={c.loading}
          isEmpty={(data) => data.videos.length === 0}
          empty={{ title: c.empty }}
        >
          {({ videos }) => {
            const summary = summarizeVideos(videos);
            return (
              <RankingResults
                summary={{
                  label: c.summaryLabel,
                  stats: [
                    { label: t.time.totalViews, value: formatCountKo(summary.totalViews) },
                    { label: t.time.totalLikes, value: formatCountKo(summary.totalLikes) },
                    { label: t.time.averageLength, value: t.minutes(summary.averageMinutes) },
                  ],
                }}
                layout="list"
                chart={{
                  title: c.chartTitle,
                  items: videos.map((video) => ({ label: video.title, value: video.viewCount })),
                  format: formatCountKo,
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
