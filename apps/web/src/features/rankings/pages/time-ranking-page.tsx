import { formatCount } from '@tubesphere/shared/domain/format';
import { RANKING_PERIODS, RANKING_REGIONS, summarizeVideos } from '@tubesphere/shared/domain/rankings';
import { useId } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTimeRanking } from '../api/get-time-ranking.ts';
import cards from '../components/cards.module.css';
import { ChartPanel } from '../components/chart-panel.tsx';
import { ChoiceTabs } from '../components/choice-tabs.tsx';
import { FilterGroup } from '../components/filter-group.tsx';
import layout from '../components/layout.module.css';
import { PageIntro } from '../components/page-intro.tsx';
import { RankingVideoCard } from '../components/ranking-video-card.tsx';
import { SelectField } from '../components/select-field.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { periodChoices, regionChoices, regionLabel } from '../utils/choices.ts';

const t = ko.rankings;

/** Spec §2 time ranking: period tabs, region dropdown, video grid and summary, 1 s sample load. */
export function TimeRankingPage() {
  useDocumentTitle(ko.pages.timeRanking);
  const [period, setPeriod] = useChoiceParam('period', RANKING_PERIODS, 'today');
  const [region, setRegion] = useChoiceParam('region', RANKING_REGIONS, 'KR');
  const { data: videos = [], isPending } = useTimeRanking(period, region);
  const panelId = useId();
  const headingId = useId();
  const summary = summarizeVideos(videos);

  return (
    <div className={layout.page}>
      <PageIntro title={t.time.title} subtitle={t.time.subtitle} sample />
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
      <section id={panelId} aria-labelledby={headingId} aria-busy={isPending} className={layout.page}>
        <h2 id={headingId} className={layout.sectionHeading}>
          {t.time.heading(t.periods[period], regionLabel(region))}
        </h2>
        {isPending ? (
          <Spinner label={t.time.loading} />
        ) : (
          <>
            <StatTiles
              label={t.time.summaryLabel}
              stats={[
                { label: t.time.totalViews, value: formatCount(summary.totalViews) },
                { label: t.time.totalLikes, value: formatCount(summary.totalLikes) },
                { label: t.time.averageLength, value: t.minutes(summary.averageMinutes) },
              ]}
            />
            <div className={layout.columns}>
              <ol className={cards.grid}>
                {videos.map((video) => (
                  <RankingVideoCard key={video.id} video={video} />
                ))}
              </ol>
              <aside className={layout.aside}>
                <ChartPanel
                  title={t.time.chartTitle}
                  caption={t.time.heading(t.periods[period], regionLabel(region))}
                  items={videos.map((video) => ({ label: video.title, value: video.viewCount }))}
                  format={formatCount}
                />
              </aside>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
