import { CHANNEL_RANKING_SORTS, type RankedChannel } from '@tubesphere/shared/contract/rankings';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { growthRateText } from '@tubesphere/shared/domain/ranking-growth';
import { CHANNEL_SORT_METRIC } from '@tubesphere/shared/domain/ranking-sorts';
import { CHANNEL_COUNTRIES, sum, summarizeChannels, weeklyGrowthPercent } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChannelRankings } from '../api/get-channel-rankings.ts';
import cards from '../components/cards.module.css';
import { ChannelRow } from '../components/channel-row.tsx';
import { NoMatch } from '../components/no-match.tsx';
import { RankingFrame } from '../components/ranking-frame.tsx';
import { RankingPanel } from '../components/ranking-panel.tsx';
import { RankingResults } from '../components/ranking-results.tsx';
import { SelectField } from '../components/select-field.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { channelMeta } from '../utils/channel-meta.ts';
import { CATEGORY_VALUES, categoryFilterChoices, countryChoices, toCategoryId } from '../utils/choices.ts';

const t = ko.rankings;
const p = t.playboardChannels;
// 주간 성장순 ranks by views already; viewGrowth stays accepted in links but is not offered twice.
const sortChoices = CHANNEL_RANKING_SORTS.filter((value) => value !== 'viewGrowth').map((value) => ({
  value,
  label: p.sort[value],
}));
export const PLAYBOARD_CHANNELS_SIZE = 50;

/** Weekly growth under a channel's name: "≈+1.2만/주 · 주간 3.4% · 조회수 +56만/주" (subscribers approximate). */
function Growth({ channel }: { channel: RankedChannel }) {
  const parts: string[] = [];
  const gain = growthRateText(channel.weeklyGain, 'approximate');
  if (gain && channel.weeklyGain !== null) {
    parts.push(gain, p.growthPercent(t.percent(weeklyGrowthPercent(channel.subscribers, channel.weeklyGain))));
  }
  const views = growthRateText(channel.weeklyViewGain);
  if (views) parts.push(p.viewsPerWeek(views.replace(/\/주$/, '')));
  if (parts.length === 0) return <span className={cards.muted}>{t.newChannels.growthPending}</span>;
  return <span className={cards.growth}>{parts.join(' · ')}</span>;
}

/** Growth sorts can hold unknown growth (ranked last); it never reaches the chart as a number. */
const metricFormat = (value: number) => (Number.isFinite(value) ? formatCountKo(value) : t.newChannels.growthPending);

/** Popular channels analysis: channels by size or weekly growth, by country and category. */
export function PlayboardChannelsPage() {
  useDocumentTitle(ko.pages.playboardChannels);
  const [country, setCountry] = useChoiceParam('country', CHANNEL_COUNTRIES, 'ALL');
  const [category, setCategory] = useChoiceParam('category', ['all', ...CATEGORY_VALUES], 'all');
  const [sort, setSort] = useChoiceParam('sort', CHANNEL_RANKING_SORTS, 'subscribers');
  const ranking = useChannelRankings({
    country,
    category: toCategoryId(category) ?? 'all',
    sort,
    limit: PLAYBOARD_CHANNELS_SIZE,
  });

  return (
    <RankingFrame title={p.title} subtitle={p.subtitle} sample={ranking.data?.source === 'sample'} favorites="channel">
      {({ panelId, openChannel }) => (
        <RankingPanel
          id={panelId}
          filters={
            <>
              <SelectField label={t.filters.country} options={countryChoices} value={country} onChange={setCountry} />
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
          isEmpty={(data) => data.channels.length === 0}
          empty={<NoMatch />}
          precisionNote
        >
          {({ channels }) => {
            const summary = summarizeChannels(channels);
            return (
              <RankingResults
                summary={{
                  label: p.summaryLabel,
                  stats: [
                    { label: p.channelCount, value: String(summary.count) },
                    { label: p.totalSubscribers, value: formatCountKo(summary.totalSubscribers) },
                    { label: p.averageViews, value: formatCountKo(summary.averageViews) },
                    {
                      label: p.weeklyGain,
                      value: formatCountKo(sum(channels.map((channel) => channel.weeklyGain ?? 0))),
                    },
                  ],
                }}
                layout="list"
                listLabel={p.listHeading}
                chart={{
                  title: p.chart[sort],
                  caption: p.chartCaption,
                  items: channels
                    .slice(0, 10)
                    .filter((channel) => Number.isFinite(CHANNEL_SORT_METRIC[sort](channel)))
                    .map((channel) => ({ label: channel.name, value: CHANNEL_SORT_METRIC[sort](channel) })),
                  format: metricFormat,
                }}
              >
                {channels.map((channel) => (
                  <ChannelRow
                    key={channel.id}
                    channel={{ ...channel, meta: channelMeta(channel) }}
                    item={channel}
                    onOpenHistory={openChannel}
                    extra={<Growth channel={channel} />}
                  />
                ))}
              </RankingResults>
            );
          }}
        </RankingPanel>
      )}
    </RankingFrame>
  );
}
