import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelHistoryResponse, videoHistoryResponse } from '@tubesphere/shared/contract/rankings';
import { ko } from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type HistoryTarget =
  | { kind: 'video'; id: string; title: string }
  | { kind: 'channel'; id: string; title: string };

/** The snapshots of one video (views) or channel (subscribers), oldest first. */
export const fetchVideoHistory = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/rankings/videos/${encodeURIComponent(id)}/history`, {
    schema: videoHistoryResponse,
    fallbackError: ko.rankings.history.failed,
    signal,
  });

export const fetchChannelHistory = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/rankings/channels/${encodeURIComponent(id)}/history`, {
    schema: channelHistoryResponse,
    fallbackError: ko.rankings.history.failed,
    signal,
  });

export interface HistorySeries {
  source: 'live' | 'sample';
  points: { at: string; value: number }[];
}

export const historyQueryOptions = (target: HistoryTarget) =>
  queryOptions({
    queryKey: ['rankings', 'history', target.kind, target.id] as const,
    queryFn: async ({ signal }): Promise<HistorySeries> => {
      if (target.kind === 'video') {
        const body = await fetchVideoHistory(target.id, signal);
        return { source: body.source, points: body.points.map((p) => ({ at: p.at, value: p.viewCount })) };
      }
      const body = await fetchChannelHistory(target.id, signal);
      return { source: body.source, points: body.points.map((p) => ({ at: p.at, value: p.subscribers })) };
    },
    staleTime: 60_000,
  });

export const useHistory = (target: HistoryTarget | null) =>
  useQuery({
    ...historyQueryOptions(target ?? { kind: 'video', id: '', title: '' }),
    enabled: target !== null,
  });
