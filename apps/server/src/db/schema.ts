import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountTables, UserEmailColumns } from './schema-accounts.ts';
import type { AwayMailTables } from './schema-away-mail.ts';
import type { EngagementTables } from './schema-engagement.ts';
import type {
  CommentModerationColumns,
  ModerationTables,
  PostModerationColumns,
  UserSuspensionColumns,
} from './schema-moderation.ts';
import type { NotificationTables } from './schema-notifications.ts';
import type { PushTables } from './schema-push.ts';
import type { RankingTables } from './schema-rankings.ts';
import type { SphereStaffTables } from './schema-sphere-staff.ts';
import type { TrustTables, UserTrustColumns } from './schema-trust.ts';
import type { CommentVideoColumns, VideoTables } from './schema-video.ts';

/**
 * The whole product schema (docs/product.md#data), one set of types for SQLite and PostgreSQL.
 * Portable choices: timestamps are ISO-8601 UTC text (sortable, identical on both engines),
 * booleans are 0/1 integers, JSON is text. Table names never change because the admin SQL
 * tool shows them (post, user, sphere, sphere_member, youtube_channels, admin_settings).
 */
type Id = Generated<number>;
type Flag = ColumnType<number, number | undefined, number>;
type Counter = ColumnType<number, number | undefined, number>;

export interface UserTable extends UserSuspensionColumns, UserTrustColumns, UserEmailColumns {
  user_id: Id;
  email: string;
  password_hash: string;
  user_name: string;
  profile_image: string | null;
  bio: string | null;
  water_drops: Counter;
  gems: Counter;
  level: Counter;
  experience: Counter;
  admin_level: Counter;
  created_at: string;
  updated_at: string;
  /** Set when the account was deleted (회원 탈퇴); its personal fields are erased then. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionTable {
  /** sha256 of the cookie token: a leaked table cannot be replayed as cookies. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface SphereTable {
  sphere_id: Id;
  slug: string;
  name: string;
  icon: string;
  description: string;
  member_count: Counter;
  created_at: string;
  /** 규칙, shown on the sphere page (migration 260). */
  rules: ColumnType<string, string | undefined, string>;
  /** Who created it; null for the reference spheres (migration 260). */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SphereMemberTable {
  sphere_id: number;
  user_id: number;
  role: string;
  joined_at: string;
  /** 새 글 알림: 'all' hears of every new post of the sphere (migration 280). */
  notify_mode: ColumnType<'all' | 'none', 'all' | 'none' | undefined, 'all' | 'none'>;
}

export interface PostTable extends PostModerationColumns {
  post_id: Id;
  /** Why the post skipped the admin's confirmation (자동 확정 등급), or null. */
  auto_confirm_reason: ColumnType<string | null, string | null | undefined, string | null>;
  user_id: number;
  title: string | null;
  content: string;
  image: string | null;
  blocks_json: string;
  /** Video shares: {"timing":[...],"content":[...]}. */
  categories_json: string | null;
  /** Maintained by triggers from categories_json (migration 120): one bit per category, indexed. */
  category_mask: ColumnType<number, never, never>;
  sphere_id: number | null;
  like_count: Counter;
  dislike_count: Counter;
  comment_count: Counter;
  /** Maintained by triggers (migration 090): the 인기순 order, indexed. */
  hot_score: ColumnType<number, never, never>;
  share_count: Counter;
  view_count: Counter;
  is_pinned: Flag;
  is_confirmed: Flag;
  confirmed_at: string | null;
  confirmed_by: number | null;
  /** 'youtube_api' for imports, 'manual' for video shares, null for ordinary posts. */
  api_source: string | null;
  youtube_video_id: string | null;
  ranking: number | null;
  region: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Set when the author last changed the post (migration 130); shown as (수정됨). */
  edited_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the text, whitespace normalised (migration 272): the same text twice in a day is refused. */
  text_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  /** The @mentions of its text blocks resolved to users, as comments store theirs (migration 360). */
  mentions_json: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PostReactionTable {
  post_id: number;
  user_id: number;
  reaction_type: 'like' | 'dislike';
  created_at: string;
}

export interface CommentTable extends CommentModerationColumns, CommentVideoColumns {
  comment_id: Id;
  post_id: number;
  user_id: number;
  parent_comment_id: number | null;
  content: string;
  like_count: Counter;
  created_at: string;
  deleted_at: string | null;
  edited_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** [{"userId":12,"name":"홍길동"}]: @mentions resolved when written (migration 130). */
  mentions_json: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the text, whitespace normalised (migration 272): the same text twice in a day is refused. */
  text_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CharacterTable {
  user_id: number;
  character_name: string;
  base_part_id: string | null;
  level: Counter;
  experience: Counter;
  creativity: Counter;
  sociability: Counter;
  influence: Counter;
  consistency: Counter;
  updated_at: string;
}

export interface CharacterPartTable {
  part_id: string;
  part_type: 'base' | 'accessory';
  part_name: string;
  part_description: string;
  part_icon: string;
  unlock_level: number;
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  sort_order: number;
}

export interface CharacterAccessoryTable {
  user_id: number;
  part_id: string;
  position_x: number;
  position_y: number;
}

export interface PlantTable {
  plant_id: Id;
  user_id: number;
  plant_name: string;
  level: Counter;
  experience: Counter;
  max_experience: Counter;
  created_at: string;
}

export interface RewardLogTable {
  reward_id: Id;
  user_id: number;
  action_type: string;
  /** Makes a grant idempotent: the Seoul date for daily_login, the post/comment id otherwise. */
  reward_key: string;
  reward_day: string;
  experience: number;
  water_drops: number;
  created_at: string;
}

export interface YoutubeChannelsTable {
  channel_id: string;
  title: string;
  description: string | null;
  thumbnail_url: string | null;
  custom_url: string | null;
  country: string | null;
  category_id: string | null;
  category_title: string | null;
  subscriber_count: number;
  view_count: number;
  video_count: number;
  published_at: string | null;
  region: string | null;
  updated_at: string;
}

export interface AdminSettingsTable {
  setting_key: string;
  setting_value: string;
  updated_at: string;
  updated_by: number | null;
}

/** Append-only (triggers refuse UPDATE and DELETE); written through app.audit (modules/audit). */
export interface AuditLogTable {
  audit_id: Id;
  created_at: string;
  actor_id: number | null;
  /** The actor's name when the row was written. */
  actor_name: string | null;
  action: string;
  target: string | null;
  outcome: 'ok' | 'error' | 'refused' | 'timeout';
  row_count: number | null;
  reason: string | null;
  error_message: string | null;
  detail_json: string | null;
  /** The sphere a sphere staff action happened in (migration 270). */
  sphere_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface LinkPreviewCacheTable {
  url: string;
  metadata_json: string;
  ok: Flag;
  fetched_at: string;
}

export interface ApiQuotaUsageTable {
  provider: string;
  usage_day: string;
  units: Counter;
}

/** Search index row; `tokens` is space-separated text on SQLite and text[] on PostgreSQL. */
export interface PostSearchTable {
  post_id: number;
  /** PostgreSQL only (its GIN index); SQLite keeps the tokens in post_search_fts alone. */
  tokens: ColumnType<string[], string[] | undefined, string[]>;
  title: string;
  document: string;
}

/** The last run of each periodic job (jobs/job-registry.ts). */
export interface JobRunTable {
  job_name: string;
  /** The scheduled time this run was for; null when it was started on demand. */
  last_slot_at: string | null;
  last_started_at: string;
  last_finished_at: string | null;
  last_status: 'running' | 'ok' | 'failed';
  last_error: string | null;
  last_duration_ms: number | null;
  /** JSON: what the job reported (rows deleted …). */
  last_summary: string | null;
  /** host:pid of the process that ran it. */
  last_runner: string;
}

/** One fixed window of one rate limit for one client (migration 105). */
export interface RateLimitCounterTable {
  counter_key: string;
  hits: number;
  /** Epoch milliseconds. */
  reset_at: number;
}

/** Who uploaded each stored image (migration 181); older files have no row. */
export interface UploadTable {
  file_name: string;
  user_id: number;
  created_at: string;
}

/** A file still to delete from the folder or bucket (migrations/355). */
export interface PendingFileDeletionTable {
  file_name: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
}

export interface Database
  extends RankingTables,
    NotificationTables,
    ModerationTables,
    TrustTables,
    SphereStaffTables,
    EngagementTables,
    AccountTables,
    VideoTables,
    PushTables,
    AwayMailTables {
  upload: UploadTable;
  pending_file_deletion: PendingFileDeletionTable;
  user: UserTable;
  session: SessionTable;
  sphere: SphereTable;
  sphere_member: SphereMemberTable;
  post: PostTable;
  post_reaction: PostReactionTable;
  comment: CommentTable;
  character: CharacterTable;
  character_part: CharacterPartTable;
  character_accessory: CharacterAccessoryTable;
  plant: PlantTable;
  reward_log: RewardLogTable;
  youtube_channels: YoutubeChannelsTable;
  admin_settings: AdminSettingsTable;
  audit_log: AuditLogTable;
  /** One row per sign-up and the network it came from (migration 271). */
  signup_network: { network: string; created_at: string };
  /** Likes on a member's confirmed, live posts, kept by triggers (migration 380). */
  member_likes_received: { user_id: number; likes: number };
  link_preview_cache: LinkPreviewCacheTable;
  api_quota_usage: ApiQuotaUsageTable;
  post_search: PostSearchTable;
  job_run: JobRunTable;
  rate_limit_counter: RateLimitCounterTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type PostRow = Selectable<PostTable>;
export type NewPost = Insertable<PostTable>;
export type PostUpdate = Updateable<PostTable>;
export type CommentRow = Selectable<CommentTable>;
export type SphereRow = Selectable<SphereTable>;
export type CharacterRow = Selectable<CharacterTable>;
export type CharacterPartRow = Selectable<CharacterPartTable>;
export type PlantRow = Selectable<PlantTable>;
