import type { NewChannel } from '@tubesphere/shared/contract/rankings';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import {
  CHANNEL_COUNTRIES,
  CHANNEL_SORTS,
  type ChannelSort,
  NEW_CHANNEL_CATEGORIES,
  type NewChannelCategory,
  rankBy,
  summarizeChannels,
} from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNewChannels } from '../api/get-new-channels.ts';
import { NewChannelCard } from '../components/new-channel-card.tsx';
import { NoMatch } from '../components/no-match.tsx';
import { RankingFrame } from '../components/ranking-frame.tsx';
import { RankingPanel } from '../components/ranking-panel.tsx';
import { RankingResults } from '../components/ranking-results.tsx';
import { SelectField } from '../components/select-field.tsx';
import { useChoiceParam } from '../hooks/use-choice-param.ts';
import { countryChoices } from '../utils/choices.ts';

const t = ko.rankings;
const CATEGORY_OPTIONS = ['all', ...NEW_CHANNEL_CATEGORIES] as const;
const categoryChoices = CATEGORY_OPTIONS.map((value) => ({
  value,
  label: value === 'all' ? t.allCategories : t.newChannels.categories[value],
}));
const sortChoices = CHANNEL_SORTS.map((value) => ({ value, label: t.newChannels.sort[value] }));
const METRIC: Record<ChannelSort, (channel: NewChannel) => number> = {
  subscribers: (channel) => channel.subscribers,
  views: (channel) => channel.totalViews,
  videos: (channel) => channel.videoCount,
};

/** New-channel ranking: channels opened in the last 30 days; filters apply on the client. */
export function NewChannelRankingPage() {
  useDocumentTitle(ko.pages.newChannelRanking);
  const [sort, setSort] = useChoiceParam('sort', CHANNEL_SORTS, 'subscribers');
  const [country, setCountry] = useChoiceParam('country', CHANNEL_COUNTRIES, 'ALL');
  const [category, setCategory] = useChoiceParam<NewChannelCategory | 'all'>('category', CATEGORY_OPTIONS, 'all');
  const fresh = useNewChannels();
  const shown = (channels: readonly NewChannel[]) =>
    rankBy(
      channels.filter(
        (channel) =>
          (country === 'ALL' || channel.country === country) && (category === 'all' || channel.category === category),
      ),
      METRIC[sort],
    );

  return (
    <RankingFrame
      title={t.newChannels.title}
      subtitle={t.newChannels.subtitle}
      sample={fresh.data?.source === 'sample'}
      favorites="channel"
    >
      {({ panelId, openChannel }) => (
        <RankingPanel
          id={panelId}
          filters={
            <>
              <SelectField label={t.filters.sort} options={sortChoices} value={sort} onChange={setSort} />
              <SelectField label={t.filters.country} options={countryChoices} value={country} onChange={setCountry} />
              <SelectField
                label={t.filters.category}
                options={categoryChoices}
                value={category}
                onChange={setCategory}
              />
            </>
          }
          query={fresh}
          loading={t.newChannels.loading}
          isEmpty={(data) => shown(data.channels).length === 0}
          empty={<NoMatch title={t.newChannels.empty} />}
          precisionNote
        >
          {(data) => {
            const channels = shown(data.channels);
            const summary = summarizeChannels(channels);
            return (
              <RankingResults
                summary={{
                  label: t.newChannels.summaryLabel,
                  stats: [
                    { label: t.newChannels.averageSubscribers, value: formatCountKo(summary.averageSubscribers) },
                    { label: t.newChannels.averageViews, value: formatCountKo(summary.averageViews) },
                    { label: t.newChannels.averageVideos, value: formatCountKo(summary.averageVideoCount) },
                  ],
                }}
                layout="grid"
                listLabel={t.newChannels.listHeading}
                chart={{
                  title: t.newChannels.chartTitle,
                  caption: t.newChannels.chartCaption,
                  items: channels
                    .filter((channel) => channel.weeklyViewGain !== null)
                    .map((channel) => ({ label: channel.name, value: channel.weeklyViewGain ?? 0 })),
                  format: formatCountKo,
                }}
              >
                {channels.map((channel) => (
                  <NewChannelCard key={channel.id} channel={channel} rank={channel.rank} onOpenHistory={openChannel} />
                ))}
              </RankingResults>
            );
          }}
        </RankingPanel>
      )}
    </RankingFrame>
  );
}
