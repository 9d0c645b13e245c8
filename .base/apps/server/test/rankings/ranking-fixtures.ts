import type { FastifyInstance } from 'fastify';
import { regionBit } from '../../src/modules/rankings/region-bits.ts';

/**
 * Collected data written straight to the tables, so a test states exact counts and moments and
 * checks the arithmetic and the period boundaries the ranking answers are built from.
 */
export async function recordRun(app: FastifyInstance, collectedAt: string) {
  await app.db
    .insertInto('ranking_collector_run')
    .values({
      trigger: 'manual',
      actor_id: null,
      status: 'succeeded',
      started_at: collectedAt,
      collected_at: collectedAt,
      heartbeat_at: collectedAt,
      finished_at: collectedAt,
      videos_collected: 1,
      channels_collected: 1,
    })
    .execute();
}

let videoCounter = 0;

export async function addVideo(
  app: FastifyInstance,
  input: {
    publishedAt: string;
    views: number;
    likes?: number;
    regions?: string[];
    categoryId?: number;
    statsAt: string;
    title?: string;
  },
) {
  videoCounter += 1;
  const id = `vid${String(videoCounter).padStart(8, '0')}`;
  await app.db
    .insertInto('ranking_video')
    .values({
      video_id: id,
      channel_id: 'UCfixturechannel000000',
      channel_title: '픽스처 채널',
      title: input.title ?? `영상 ${videoCounter}`,
      thumbnail_url: null,
      category_id: input.categoryId ?? 24,
      duration_seconds: 300,
      published_at: input.publishedAt,
      view_count: input.views,
      like_count: input.likes ?? Math.round(input.views / 20),
      comment_count: 0,
      region_mask: (input.regions ?? ['KR']).reduce((mask, region) => mask | (regionBit(region) ?? 0), 0),
      stats_at: input.statsAt,
      first_seen_at: input.statsAt,
      last_seen_at: input.statsAt,
    })
    .execute();
  for (const region of input.regions ?? ['KR']) {
    await app.db
      .insertInto('ranking_video_region')
      .values({ video_id: id, region, first_seen_at: input.statsAt, last_seen_at: input.statsAt })
      .execute();
  }
  await app.db
    .insertInto('ranking_video_snapshot')
    .values({
      video_id: id,
      taken_at: input.statsAt,
      view_count: input.views,
      like_count: input.likes ?? 0,
      comment_count: 0,
    })
    .execute();
  return id;
}

/** A channel and its readings (oldest first; the last one is its latest). */
export async function addChannel(
  app: FastifyInstance,
  input: {
    id: string;
    name: string;
    createdAt: string;
    country?: string | null;
    region?: string;
    categoryId?: number;
    readings: { at: string; subscribers: number; views: number }[];
    hidden?: boolean;
  },
) {
  const latest = input.readings[input.readings.length - 1]!;
  await app.db
    .insertInto('ranking_channel')
    .values({
      channel_id: input.id,
      title: input.name,
      description: '',
      thumbnail_url: null,
      country: input.country ?? null,
      region: input.region ?? 'KR',
      category_id: input.categoryId ?? 24,
      published_at: input.createdAt,
      subscriber_count: latest.subscribers,
      view_count: latest.views,
      video_count: 10,
      hidden_subscribers: input.hidden ? 1 : 0,
      stats_at: latest.at,
      first_seen_at: input.readings[0]!.at,
      last_seen_at: latest.at,
    })
    .execute();
  await app.db
    .insertInto('ranking_channel_snapshot')
    .values(
      input.readings.map((r) => ({
        channel_id: input.id,
        taken_at: r.at,
        subscriber_count: r.subscribers,
        view_count: r.views,
        video_count: 10,
      })),
    )
    .execute();
}
