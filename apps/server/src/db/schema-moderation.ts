import type { ColumnType, Generated } from 'kysely';

/** Tables of moderation and the SQL tool's saved queries (migration 160); merged into `Database`. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type ReportTargetType = 'post' | 'comment' | 'message';
export type ReportResolution = 'hide' | 'delete' | 'ignore' | 'sanction';

export interface ReportTable {
  report_id: Generated<number>;
  reporter_id: number;
  target_type: ReportTargetType;
  /** post_id for a post, comment_id for a comment, message_id for a 쪽지. */
  target_id: number;
  /** The post itself, or the post the comment is on; null for a 쪽지. */
  post_id: number | null;
  /** Who wrote the target when it was reported. */
  target_user_id: number;
  reason: string;
  detail: string | null;
  status: ColumnType<'open' | 'resolved', 'open' | 'resolved' | undefined, 'open' | 'resolved'>;
  created_at: string;
  resolved_at: Nullable<string>;
  resolved_by: Nullable<number>;
  resolution: Nullable<ReportResolution>;
}

export interface SavedQueryTable {
  saved_query_id: Generated<number>;
  name: string;
  sql_text: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ModerationTables {
  report: ReportTable;
  saved_query: SavedQueryTable;
}

/** Columns migration 160 adds to post, comment and user (spread into their interfaces in schema.ts). */
export interface PostModerationColumns {
  /** 'rejected' (never published) or 'hidden' (taken down); null otherwise. */
  moderation_status: Nullable<'rejected' | 'hidden'>;
  moderation_reason: Nullable<string>;
  moderated_at: Nullable<string>;
  /** The admin; null when the server hid it by itself (reports reached the threshold). */
  moderated_by: Nullable<number>;
}

export interface CommentModerationColumns {
  hidden_at: Nullable<string>;
  hidden_reason: Nullable<string>;
  /** The admin; null when hidden by reports. */
  hidden_by: Nullable<number>;
}

export interface UserSuspensionColumns {
  /** Set while a suspension or ban is on record; null when none. */
  suspended_at: Nullable<string>;
  /** The end of a suspension; null with suspended_at set is a ban. */
  suspended_until: Nullable<string>;
  suspension_reason: Nullable<string>;
  suspended_by: Nullable<number>;
}
