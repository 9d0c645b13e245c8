import { formatCountKo } from '@tubesphere/shared/domain/format';
import {
  CHANNEL_COUNTRIES,
  CHANNEL_SORTS,
  channelMetric,
  isOneOf,
  summarizeChannels,
} from '@tubesphere/shared/domain/rankings';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ChartColumn } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type ChannelRankingFilters, useChannelRanking } from '../api/get-channel-ranking.ts';
import { ChannelRankingForm } from '../components/channel-ranking-form.tsx';
import { ChannelRow } from '../components/channel-row.tsx';
import { RankingFrame } from '../components/ranking-frame.tsx';
import { RankingResults } from '../components/ranking-results.tsx';
import { RankingSkeleton } from '../components/ranking-skeleton.tsx';
import { CATEGORY_VALUES } from '../utils/choices.ts';

const t = ko.rankings;
const c = t.channelRanking;

function filtersFrom(params: URLSearchParams): ChannelRankingFilters {
  const sortBy = params.get('sortBy');
  const country = params.get('country');
  const category = params.get('category') ?? 'all';
  return {
    sortBy: isOneOf(CHANNEL_SORTS, sortBy) ? sortBy : 'subscribers',
    country: isOneOf(CHANNEL_COUNTRIES, country) ? country : 'ALL',
    category: CATEGORY_VALUES.includes(category) ? category : 'all',
  };
}

const countryName = (code: string | null) =>
  code ? ((t.regions as Record<string, string>)[code] ?? code) : c.unknownCountry;

/** Channel ranking: collected channels from the server, filtered by the query button. */
export function ChannelRankingPage() {
  useDocumentTitle(ko.pages.channelRanking);
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { data, error, isPending, isFetching, isError, refetch } = useChannelRanking(filters);
  // A failed query empties the list rather than leaving stale rows.
  const channels = isError ? [] : (data?.channels ?? []);
  const summary = summarizeChannels(channels);
  const metric = channelMetric(filters.sortBy);

  const query = (next: ChannelRankingFilters) => {
    if (JSON.stringify(next) === JSON.stringify(filters)) void refetch();
    else setParams({ sortBy: next.sortBy, country: next.country, category: next.category }, { replace: true });
  };

  return (
    <RankingFrame title={c.title} subtitle={c.subtitle}>
      {() => (
        <>
          <ChannelRankingForm initial={filters} busy={isFetching} onQuery={query} />
          {isPending || (isFetching && isError) ? (
            <RankingSkeleton label={c.loading} />
          ) : isError ? (
            <ErrorPanel title={c.failed} message={error.message} onRetry={() => void refetch()} />
          ) : channels.length === 0 ? (
            <EmptyState icon={ChartColumn} title={c.empty} message={c.emptyHint} />
          ) : (
            <RankingResults
              summary={{
                label: c.summaryLabel,
                stats: [
                  { label: t.playboardChannels.channelCount, value: String(summary.count) },
                  { label: t.playboardChannels.totalSubscribers, value: formatCountKo(summary.totalSubscribers) },
                  { label: t.playboardChannels.averageViews, value: formatCountKo(summary.averageViews) },
                  { label: t.newChannels.averageVideos, value: formatCountKo(summary.averageVideoCount) },
                ],
              }}
              layout="list"
              listLabel={c.listHeading}
              chart={{
                title: c.chart[filters.sortBy],
                caption: c.chartCaption,
                items: channels.slice(0, 10).map((channel) => ({ label: channel.name, value: metric(channel) })),
                format: formatCountKo,
              }}
            >
              {channels.map((channel, index) => (
                <ChannelRow
                  key={channel.id}
                  channel={{
                    ...channel,
                    rank: index + 1,
                    meta: [channel.category || c.unknownCategory, countryName(channel.country)],
                  }}
                />
              ))}
            </RankingResults>
          )}
        </>
      )}
    </RankingFrame>
  );
}
