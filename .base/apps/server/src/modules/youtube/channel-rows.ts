import type { CollectedChannel } from '@tubesphere/shared/contract/youtube';
import { categoryTitle } from '@tubesphere/shared/domain/youtube-rules';
import type { ChannelSummary } from '../../providers/youtube/index.ts';
import type { ChannelRow } from './repository.ts';

export function toCollectedChannel(summary: ChannelSummary, categoryId: string | null): CollectedChannel {
  return {
    ...summary,
    categoryId,
    categoryTitle: categoryId ? categoryTitle(categoryId) : '기타',
  };
}

export function toChannelRow(channel: CollectedChannel, region: string | null, now: string): ChannelRow {
  return {
    channel_id: channel.channelId,
    title: channel.title || channel.channelId,
    description: channel.description || null,
    thumbnail_url: channel.thumbnailUrl,
    custom_url: channel.customUrl,
    country: channel.country,
    category_id: channel.categoryId,
    category_title: channel.categoryId ? channel.categoryTitle : null,
    subscriber_count: channel.subscriberCount,
    view_count: channel.viewCount,
    video_count: channel.videoCount,
    published_at: channel.publishedAt,
    region,
    updated_at: now,
  };
}
