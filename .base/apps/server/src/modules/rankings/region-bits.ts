import { TRENDING_REGIONS } from '@tubesphere/shared/domain/rankings';

/**
 * One bit per region a popular chart can be collected for, kept on each video
 * (ranking_video.region_mask), so "this period's uploads that charted in Korea" is a filter on
 * the rows of the period rather than a join. A region outside this list (a RANKING_REGIONS value
 * nobody ranks by) has no bit; its rankings read ranking_video_region instead.
 */
export function regionBit(region: string): number | null {
  const index = (TRENDING_REGIONS as readonly string[]).indexOf(region);
  return index < 0 ? null : 2 ** index;
}
