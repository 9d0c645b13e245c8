import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelHistoryResponse, VideoHistoryResponse } from '@tubesphere/shared/contract/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type HistoryTarget =
  | { kind: 'video'; id: string; title: string }
  | { kind: 'channel'; id: string; title: string };

/** The snapshots of one video (views) or channel (subscribers), oldest first. */
export const fetchVideoHistory = (id: string, signal?: AbortSignal) =>
  apiRequest<VideoHistoryResponse>(`/api/rankings/videos/${encodeURIComponent(id)}/history`, {
    fallbackError: ko.rankings.history.failed,
    signal,
  });

export const fetchChannelHistory = (id: string, signal?: AbortSignal) =>
  apiRequest<ChannelHistoryResponse>(`/api/rankings/channels/${encodeURIComponent(id)}/history`, {
    fallbackError: ko.rankings.history.failed,
    signal,
  });

export interface HistorySeries {
  source: 'live' | 'sample';
  /** The collected readings, oldest first. */
  points: { at: string; value: number }[];
  /**
   * When the count was 0: the upload of a video, the opening of a channel. Kept only when it comes
   * before the readings and within the chart's span, so a years-old channel's line is not flattened.
   */
  origin: { at: string; kind: 'published' | 'created' } | null;
}

const ORIGIN_WITHIN_MS = 90 * 86_400_000;

function originOf(at: string | null, kind: 'published' | 'created', points: HistorySeries['points']) {
  const first = points[0];
  const last = points[points.length - 1];
  if (!at || !first || !last) return null;
  const time = Date.parse(at);
  return time < Date.parse(first.at) && Date.parse(last.at) - time <= ORIGIN_WITHIN_MS ? { at, kind } : null;
}

export const historyQueryOptions = (target: HistoryTarget) =>
  queryOptions({
    queryKey: ['rankings', 'history', target.kind, target.id] as const,
    queryFn: async ({ signal }): Promise<HistorySeries> => {
      if (target.kind === 'video') {
        const body = await fetchVideoHistory(target.id, signal);
        const points = body.points.map((p) => ({ at: p.at, value: p.viewCount }));
        return { source: body.source, points, origin: originOf(body.video.publishedAt, 'published', points) };
      }
      const body = await fetchChannelHistory(target.id, signal);
      const points = body.points.map((p) => ({ at: p.at, value: p.subscribers }));
      return { source: body.source, points, origin: originOf(body.channel.createdAt, 'created', points) };
    },
    staleTime: 60_000,
  });

export const useHistory = (target: HistoryTarget | null) =>
  useQuery({
    ...historyQueryOptions(target ?? { kind: 'video', id: '', title: '' }),
    enabled: target !== null,
  });
