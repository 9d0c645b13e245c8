import { formatCountKo } from '@tubesphere/shared/domain/format';
import { RANKING_PERIODS, RANKING_REGIONS, summarizeVideos } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVideoRanking } from '../api/get-video-ranking.ts';
import { ChoiceTabs } from '../components/choice-tabs.tsx';
import { FilterGroup } from '../components/filter-group.tsx';
import { RankingFrame } from '../components/ranking-frame.tsx';
import { RankingPanel } from '../components/ranking-panel.tsx';
import { RankingResults } from '../components/ranking-results.tsx';
import { RankingVideoCard } from '../components/ranking-video-card.tsx';
import { SelectField } from '../components/select-field.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { periodChoices, regionChoices, regionLabel } from '../utils/choices.ts';

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
  const ranking = useVideoRanking({ period, region, category: 'all', limit: TIME_RANKING_SIZE });
  const heading = t.time.heading(t.periods[period], regionLabel(region));

  return (
    <RankingFrame
      title={t.time.title}
      subtitle={t.time.subtitle}
      sample={ranking.data?.source === 'sample'}
      favorites="video"
    >
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
              <SelectField label={t.filters.region} options={regionChoices} value={region} onChange={setRegion} />
            </>
          }
          heading={heading}
          query={ranking}
          loading={t.time.loading}
          isEmpty={(data) => data.videos.length === 0}
          empty={{ title: t.time.empty, message: t.time.emptyHint }}
        >
          {({ videos }) => {
            const summary = summarizeVideos(videos);
            return (
              <RankingResults
                summary={{
                  label: t.time.summaryLabel,
                  stats: [
                    { label: t.time.totalViews, value: formatCountKo(summary.totalViews) },
                    { label: t.time.totalLikes, value: formatCountKo(summary.totalLikes) },
                    { label: t.time.averageLength, value: t.minutes(summary.averageMinutes) },
                  ],
                }}
                layout="grid"
                chart={{
                  title: t.time.chartTitle,
                  caption: heading,
                  items: videos.map((video) => ({ label: video.title, value: video.viewCount })),
                  format: formatCountKo,
                }}
              >
                {videos.map((video) => (
                  <RankingVideoCard key={video.id} video={video} rank={video.rank} onOpenHistory={openVideo} />
                ))}
              </RankingResults>
            );
          }}
        </RankingPanel>
      )}
    </RankingFrame>
  );
}
