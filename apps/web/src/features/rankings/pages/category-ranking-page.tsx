import { formatCount } from '@tubesphere/shared/domain/format';
import { RANKING_PERIODS, summarizeVideos } from '@tubesphere/shared/domain/rankings';
import { useId } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCategoryRanking } from '../api/get-category-ranking.ts';
import cards from '../components/cards.module.css';
import { ChartPanel } from '../components/chart-panel.tsx';
import { ChoiceTabs } from '../components/choice-tabs.tsx';
import { FilterGroup } from '../components/filter-group.tsx';
import layout from '../components/layout.module.css';
import { PageIntro } from '../components/page-intro.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { VideoRow } from '../components/video-row.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { CATEGORY_VALUES, categoryChoices, periodChoices, toCategoryId } from '../utils/choices.ts';

const t = ko.rankings;
const c = t.category;
const DEFAULT_CATEGORY = '1';

/** Spec §2 category ranking: category and period tabs; each change loads for 1 s (sample data). */
export function CategoryRankingPage() {
  useDocumentTitle(ko.pages.categoryRanking);
  const [category, setCategory] = useChoiceParam('category', CATEGORY_VALUES, DEFAULT_CATEGORY);
  const [period, setPeriod] = useChoiceParam('period', RANKING_PERIODS, 'today');
  const categoryId = toCategoryId(category) ?? 1;
  const { data: videos = [], isPending } = useCategoryRanking(categoryId, period);
  const panelId = useId();
  const headingId = useId();
  const summary = summarizeVideos(videos);

  return (
    <div className={layout.page}>
      <PageIntro title={c.title} subtitle={c.subtitle} sample />
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
      <section id={panelId} aria-labelledby={headingId} aria-busy={isPending} className={layout.page}>
        <h2 id={headingId} className={layout.sectionHeading}>
          {c.heading(t.categories[categoryId] ?? '', t.periods[period])}
        </h2>
        {isPending ? (
          <Spinner label={c.loading} />
        ) : videos.length === 0 ? (
          <EmptyState title={c.empty} />
        ) : (
          <>
            <StatTiles
              label={c.summaryLabel}
              stats={[
                { label: t.time.totalViews, value: formatCount(summary.totalViews) },
                { label: t.time.totalLikes, value: formatCount(summary.totalLikes) },
                { label: t.time.averageLength, value: t.minutes(summary.averageMinutes) },
              ]}
            />
            <div className={layout.columns}>
              <ol className={cards.list}>
                {videos.map((video) => (
                  <VideoRow key={video.id} video={video} />
                ))}
              </ol>
              <aside className={layout.aside}>
                <ChartPanel
                  title={c.chartTitle}
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
