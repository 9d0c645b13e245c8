import { formatCount } from '@tubesphere/shared/domain/format';
import {
  CHANNEL_COUNTRIES,
  CHANNEL_SORTS,
  channelMetric,
  filterByCountryAndCategory,
  NEW_CHANNEL_CATEGORIES,
  type NewChannelCategory,
  rankBy,
  summarizeChannels,
} from '@tubesphere/shared/domain/rankings';
import { Spinner } from '../../../components/spinner.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNewChannels } from '../api/get-new-channels.ts';
import cards from '../components/cards.module.css';
import { ChartPanel } from '../components/chart-panel.tsx';
import layout from '../components/layout.module.css';
import { NewChannelCard } from '../components/new-channel-card.tsx';
import { NoMatch } from '../components/no-match.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { SelectField } from '../components/select-field.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { countryChoices } from '../utils/choices.ts';

const t = ko.rankings;
const CATEGORY_OPTIONS = ['all', ...NEW_CHANNEL_CATEGORIES] as const;
const categoryChoices = CATEGORY_OPTIONS.map((value) => ({
  value,
  label: value === 'all' ? t.allCategories : t.newChannels.categories[value],
}));
const sortChoices = CHANNEL_SORTS.map((value) => ({ value, label: t.newChannels.sort[value] }));

/** Spec §2 new channel ranking: 1 s load, then client-side filters and descending rank. */
export function NewChannelRankingPage() {
  useDocumentTitle(ko.pages.newChannelRanking);
  const [sort, setSort] = useChoiceParam('sort', CHANNEL_SORTS, 'subscribers');
  const [country, setCountry] = useChoiceParam('country', CHANNEL_COUNTRIES, 'ALL');
  const [category, setCategory] = useChoiceParam<NewChannelCategory | 'all'>('category', CATEGORY_OPTIONS, 'all');
  const { data = [], isPending } = useNewChannels();
  const shown = rankBy(filterByCountryAndCategory(data, { country, category }), channelMetric(sort));
  const summary = summarizeChannels(shown);

  return (
    <div className={layout.page}>
      <PageIntro title={t.newChannels.title} subtitle={t.newChannels.subtitle} sample />
      <div className={layout.filters}>
        <SelectField label={t.filters.sort} options={sortChoices} value={sort} onChange={setSort} />
        <SelectField label={t.filters.country} options={countryChoices} value={country} onChange={setCountry} />
        <SelectField label={t.filters.category} options={categoryChoices} value={category} onChange={setCategory} />
      </div>
      {isPending ? (
        <Spinner label={t.newChannels.loading} />
      ) : shown.length === 0 ? (
        <NoMatch title={t.newChannels.empty} />
      ) : (
        <>
          <StatTiles
            label={t.newChannels.summaryLabel}
            stats={[
              { label: t.newChannels.averageSubscribers, value: formatCount(summary.averageSubscribers) },
              { label: t.newChannels.averageViews, value: formatCount(summary.averageViews) },
              { label: t.newChannels.averageVideos, value: formatCount(summary.averageVideoCount) },
            ]}
          />
          <div className={layout.columns}>
            <section aria-label={t.newChannels.listHeading}>
              <ol className={cards.grid}>
                {shown.map((channel) => (
                  <NewChannelCard key={channel.id} channel={channel} />
                ))}
              </ol>
            </section>
            <aside className={layout.aside}>
              <ChartPanel
                title={t.newChannels.chartTitle}
                caption={t.newChannels.chartCaption}
                items={shown.map((channel) => ({ label: channel.name, value: channel.weeklyGain }))}
                format={formatCount}
              />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
