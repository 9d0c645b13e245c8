import type { RankingVideo } from '../../contract/rankings.ts';
import { periodStart } from '../ranking-periods.ts';
import { periodShare, type RankingPeriod, SAMPLE_PERIOD_DAYS } from '../rankings.ts';
import { SAMPLE_VIDEOS, type SampleVideo } from './videos.ts';

/**
 * A sample video as a ranking item for `period`: only uploads the period can hold (by their
 * age in the sample), dated inside the period seen from `now`, with that period's share of views.
 */
export function toRankingVideo(video: SampleVideo, period: RankingPeriod, now: Date): RankingVideo {
  const start = periodStart(period, now).getTime();
  const back = (video.ageDays / (SAMPLE_PERIOD_DAYS[period] + 1)) * (now.getTime() - start);
  const viewCount = Math.round(video.monthViews * periodShare(video.ageDays, period));
  return {
    id: video.id,
    title: video.title,
    thumbnail: video.thumbnail,
    duration: video.duration,
    channelId: video.channelId,
    channelTitle: video.channelTitle,
    categoryId: video.category,
    region: video.region,
    viewCount,
    likeCount: Math.round((viewCount * video.likesPerMille) / 1000),
    commentCount: Math.round(viewCount / 400),
    publishedAt: new Date(now.getTime() - back).toISOString(),
    statsAt: null,
  };
}

/** The sample videos a period holds, with their counts for it, optionally narrowed first. */
export function sampleVideosFor(
  period: RankingPeriod,
  keep: (video: SampleVideo) => boolean = () => true,
  now: Date = new Date(),
): RankingVideo[] {
  return SAMPLE_VIDEOS.filter((video) => video.ageDays <= SAMPLE_PERIOD_DAYS[period] && keep(video)).map((video) =>
    toRankingVideo(video, period, now),
  );
}
