export { createYoutubeClient, type YoutubeClient, type YoutubeClientOptions, type YoutubeParams } from './client.ts';
export { youtubeError } from './errors.ts';
export {
  bestThumbnail,
  type ChannelSummary,
  summarizeChannel,
  summarizeVideo,
  toCount,
  type VideoSummary,
} from './mappers.ts';
export { addQuotaUnits, type QuotaAccount, type QuotaUsage, quotaDay, readQuotaUsage } from './quota.ts';
export type * from './schemas.ts';
