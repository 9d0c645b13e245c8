import { formatCount } from '@tubesphere/shared/domain/format';
import {
  CHANNEL_COUNTRIES,
  filterByCountryAndCategory,
  likeRate,
  RANKING_PERIODS,
  rankBy,
  summarizeVideos,
} from '@tubesphere/shared/domain/rankings';
import { useId } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePlayboardVideos } from '../api/get-playboard-videos.ts';
import cards from '../components/cards.module.css';
import { ChartPanel } from '../components/chart-panel.tsx';
import { ChoiceTabs } from '../components/choice-tabs.tsx';
import { FilterGroup } from '../components/filter-group.tsx';
import layout from '../components/layout.module.css';
import { NoMatch } from '../components/no-match.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { SelectField } from '../components/select-field.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { VideoRow } from '../components/video-row.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import type { RankingVideo } from '../sample-data/ranking-video.ts';
import {
  CATEGORY_VALUES,
  categoryFilterChoices,
  countryChoices,
  periodChoices,
  toCategoryId,
} from '../utils/choices.ts';

const t = ko.rankings;
const p = t.playboardVideos;
const SORTS = ['views', 'likes', 'likeRate'] as const;
type Sort = (typeof SORTS)[number];
const sortChoices = SORTS.map((value) => ({ value, label: p.sort[value] }));
const METRIC: Record<Sort, (video: RankingVideo) => number> = {
  views: (video) => video.viewCount,
  likes: (video) => video.likeCount,
  likeRate: (video) => likeRate(video.viewCount, video.likeCount),
};
const FORMAT: Record<Sort, (value: number) => string> = { views: formatCount, likes: formatCount, likeRate: t.percent };
export const PLAYBOARD_VIDEOS_SIZE = 20;

/** Spec §2 popular videos analysis: sample videos by region, category, period and sort. */
export function PlayboardVideosPage() {
  useDocumentTitle(ko.pages.playboardVideos);
  const [period, setPeriod] = useChoiceParam('period', RANKING_PERIODS, 'today');
  const [country, setCountry] = useChoiceParam('region', CHANNEL_COUNTRIES, 'KR');
  const [category, setCategory] = useChoiceParam('category', ['all', ...CATEGORY_VALUES], 'all');
  const [sort, setSort] = useChoiceParam('sort', SORTS, 'views');
  const { data = [], isPending } = usePlayboardVideos(period);
  const panelId = useId();
  const filtered = filterByCountryAndCategory(
    data.map((video) => ({ ...video, country: video.region })),
    { country, category: toCategoryId(category) ?? 'all' },
  );
  const shown = rankBy(filtered, METRIC[sort]).slice(0, PLAYBOARD_VIDEOS_SIZE);
  const summary = summarizeVideos(shown);

  return (
    <div className={layout.page}>
      <PageIntro title={p.title} subtitle={p.subtitle} sample />
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
      <div id={panelId} className={layout.page} aria-busy={isPending}>
        {isPending ? (
          <Spinner label={t.loading} />
        ) : shown.length === 0 ? (
          <NoMatch />
        ) : (
          <>
            <StatTiles
              label={p.summaryLabel}
              stats={[
                { label: p.videoCount, value: String(summary.count) },
                { label: p.totalViews, value: formatCount(summary.totalViews) },
                { label: p.totalLikes, value: formatCount(summary.totalLikes) },
                { label: p.averageLikeRate, value: t.percent(summary.averageLikeRate) },
              ]}
            />
            <div className={layout.columns}>
              <section aria-label={p.listHeading}>
                <ol className={cards.list}>
                  {shown.map((video) => (
                    <VideoRow key={video.id} video={video} />
                  ))}
                </ol>
              </section>
              <aside className={layout.aside}>
                <ChartPanel
                  title={p.chart[sort]}
                  caption={p.chartCaption}
                  items={shown.slice(0, 10).map((video) => ({ label: video.title, value: METRIC[sort](video) }))}
                  format={FORMAT[sort]}
                />
              </aside>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
