import { formatCount } from '@tubesphere/shared/domain/format';
import {
  CHANNEL_COUNTRIES,
  filterByCountryAndCategory,
  rankBy,
  sum,
  summarizeChannels,
  weeklyGrowthPercent,
} from '@tubesphere/shared/domain/rankings';
import { Spinner } from '../../../components/spinner.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePlayboardChannels } from '../api/get-playboard-channels.ts';
import cards from '../components/cards.module.css';
import { ChannelRow } from '../components/channel-row.tsx';
import { ChartPanel } from '../components/chart-panel.tsx';
import layout from '../components/layout.module.css';
import { NoMatch } from '../components/no-match.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { SelectField } from '../components/select-field.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { channelAvatar, type SampleChannel } from '../sample-data/channels.ts';
import { CATEGORY_VALUES, categoryFilterChoices, countryChoices, toCategoryId } from '../utils/choices.ts';

const t = ko.rankings;
const p = t.playboardChannels;
const SORTS = ['subscribers', 'views', 'growth'] as const;
type Sort = (typeof SORTS)[number];
const sortChoices = SORTS.map((value) => ({ value, label: p.sort[value] }));
const METRIC: Record<Sort, (channel: SampleChannel) => number> = {
  subscribers: (channel) => channel.subscribers,
  views: (channel) => channel.totalViews,
  growth: (channel) => channel.weeklyGain,
};

/** Spec §2 popular channels analysis: sample channels with country, category and sort filters. */
export function PlayboardChannelsPage() {
  useDocumentTitle(ko.pages.playboardChannels);
  const [country, setCountry] = useChoiceParam('country', CHANNEL_COUNTRIES, 'ALL');
  const [category, setCategory] = useChoiceParam('category', ['all', ...CATEGORY_VALUES], 'all');
  const [sort, setSort] = useChoiceParam('sort', SORTS, 'subscribers');
  const { data = [], isPending } = usePlayboardChannels();
  const categoryId = toCategoryId(category);
  const shown = rankBy(filterByCountryAndCategory(data, { country, category: categoryId ?? 'all' }), METRIC[sort]);
  const summary = summarizeChannels(shown);

  return (
    <div className={layout.page}>
      <PageIntro title={p.title} subtitle={p.subtitle} sample />
      <div className={layout.filters}>
        <SelectField label={t.filters.country} options={countryChoices} value={country} onChange={setCountry} />
        <SelectField
          label={t.filters.category}
          options={categoryFilterChoices}
          value={category}
          onChange={setCategory}
        />
        <SelectField label={t.filters.sort} options={sortChoices} value={sort} onChange={setSort} />
      </div>
      {isPending ? (
        <Spinner label={t.loading} />
      ) : shown.length === 0 ? (
        <NoMatch />
      ) : (
        <>
          <StatTiles
            label={p.summaryLabel}
            stats={[
              { label: p.channelCount, value: String(summary.count) },
              { label: p.totalSubscribers, value: formatCount(summary.totalSubscribers) },
              { label: p.averageViews, value: formatCount(summary.averageViews) },
              { label: p.weeklyGain, value: formatCount(sum(shown.map((channel) => channel.weeklyGain))) },
            ]}
          />
          <div className={layout.columns}>
            <section aria-label={p.listHeading}>
              <ol className={cards.list}>
                {shown.map((channel) => (
                  <ChannelRow
                    key={channel.id}
                    channel={{
                      ...channel,
                      thumbnail: channelAvatar(channel.id),
                      meta: [t.categories[channel.category] ?? '', t.regions[channel.country]],
                    }}
                    extra={
                      <span className={cards.growth}>
                        {t.perWeek(formatCount(channel.weeklyGain))} ·{' '}
                        {p.growthPercent(t.percent(weeklyGrowthPercent(channel.subscribers, channel.weeklyGain)))}
                      </span>
                    }
                  />
                ))}
              </ol>
            </section>
            <aside className={layout.aside}>
              <ChartPanel
                title={p.chart[sort]}
                caption={p.chartCaption}
                items={shown.slice(0, 10).map((channel) => ({ label: channel.name, value: METRIC[sort](channel) }))}
                format={formatCount}
              />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
