import {
  periodShare,
  type RankingCategoryId,
  type RankingPeriod,
  type RankingRegion,
} from '@tubesphere/shared/domain/rankings';
import { SAMPLE_VIDEOS, type SampleVideo } from './videos.ts';

/** Spec §3 ranking video, with its counts for the chosen period. */
export interface RankingVideo {
  id: string;
  thumbnail: string;
  title: string;
  duration: string;
  channelId: string;
  channelTitle: string;
  category: RankingCategoryId;
  region: RankingRegion;
  viewCount: number;
  likeCount: number;
  publishedAt: string;
}

const DAY_MS = 86_400_000;

export function toRankingVideo(video: SampleVideo, period: RankingPeriod, now: Date): RankingVideo {
  const viewCount = Math.round(video.monthViews * periodShare(video.ageDays, period));
  return {
    id: video.id,
    thumbnail: video.thumbnail,
    title: video.title,
    duration: video.duration,
    channelId: video.channelId,
    channelTitle: video.channelTitle,
    category: video.category,
    region: video.region,
    viewCount,
    likeCount: Math.round((viewCount * video.likesPerMille) / 1000),
    publishedAt: new Date(now.getTime() - video.ageDays * DAY_MS).toISOString(),
  };
}

/** Every sample video with its counts for `period`, optionally narrowed first. */
export function sampleVideosFor(
  period: RankingPeriod,
  keep: (video: SampleVideo) => boolean = () => true,
  now: Date = new Date(),
): RankingVideo[] {
  return SAMPLE_VIDEOS.filter(keep).map((video) => toRankingVideo(video, period, now));
}
