import type { ColumnType, Generated } from 'kysely';

/** Tables of the ranking collector and 즐겨찾기 (migration 140); merged into `Database` in schema.ts. */
type Counter = ColumnType<number, number | undefined, number>;
type Gain = ColumnType<number | null, number | null | undefined, number | null>;

export interface RankingVideoTable {
  video_id: string;
  channel_id: string;
  channel_title: string;
  title: string;
  thumbnail_url: string | null;
  category_id: number | null;
  duration_seconds: number;
  published_at: string;
  /** The counts of the latest snapshot, copied here so a ranking reads one row per video. */
  view_count: Counter;
  like_count: Counter;
  comment_count: Counter;
  /** A bit per region whose chart listed it (region-bits.ts). */
  region_mask: Counter;
  stats_at: string | null;
  first_seen_at: string;
  /** Last time a popular chart listed it. */
  last_seen_at: string;
}

export interface RankingVideoRegionTable {
  video_id: string;
  region: string;
  first_seen_at: string;
  last_seen_at: string;
}

export interface RankingChannelTable {
  channel_id: string;
  title: string;
  description: string;
  thumbnail_url: string | null;
  /** The channel's own country setting (often empty on YouTube). */
  country: string | null;
  /** The region whose chart first listed one of its videos: the country when none is set. */
  region: string | null;
  /** The category of its most recently charted video (YouTube gives channels none). */
  category_id: number | null;
  /** When the channel was created. */
  published_at: string | null;
  subscriber_count: Counter;
  view_count: Counter;
  video_count: Counter;
  hidden_subscribers: Counter;
  stats_at: string | null;
  /** Gained per week as of the latest run (null: not enough history); see growth-refresh.ts. */
  weekly_gain: Gain;
  weekly_view_gain: Gain;
  first_seen_at: string;
  last_seen_at: string;
}

export interface RankingVideoSnapshotTable {
  video_id: string;
  taken_at: string;
  view_count: number;
  like_count: number;
  comment_count: number;
}

export interface RankingChannelSnapshotTable {
  channel_id: string;
  taken_at: string;
  subscriber_count: number;
  view_count: number;
  video_count: number;
}

export interface RankingCollectorRunTable {
  run_id: Generated<number>;
  trigger: string;
  actor_id: number | null;
  status: string;
  started_at: string;
  /** The moment the run's snapshots are dated. */
  collected_at: string;
  finished_at: string | null;
  heartbeat_at: string;
  units_spent: Counter;
  videos_collected: Counter;
  channels_collected: Counter;
  error_count: Counter;
  errors_json: ColumnType<string, string | undefined, string>;
  message: string | null;
}

export interface UserFavoriteTable {
  user_id: number;
  kind: string;
  target_id: string;
  created_at: string;
}

export interface RankingTables {
  ranking_video: RankingVideoTable;
  ranking_video_region: RankingVideoRegionTable;
  ranking_channel: RankingChannelTable;
  ranking_video_snapshot: RankingVideoSnapshotTable;
  ranking_channel_snapshot: RankingChannelSnapshotTable;
  ranking_collector_run: RankingCollectorRunTable;
  user_favorite: UserFavoriteTable;
}
