import type { ColumnType, Generated } from 'kysely';

/** Tables of 알림 (migration 150); merged into `Database` in schema.ts. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface NotificationTable {
  notification_id: Generated<number>;
  /** Who is told. */
  user_id: number;
  type: string;
  /** Who did it (the latest liker of a like group); null for the companion's news. */
  actor_id: Nullable<number>;
  post_id: Nullable<number>;
  comment_id: Nullable<number>;
  /** An admin's reason, a report's outcome, the companion's level or part names. */
  text: Nullable<string>;
  /** Likers in a like group, parts in an unlock; else 1. */
  actor_count: ColumnType<number, number | undefined, number>;
  /** `like:{postId}:{Seoul day}`: one row per group and recipient. */
  group_key: Nullable<string>;
  created_at: string;
  read_at: Nullable<string>;
}

export interface NotificationPreferenceTable {
  user_id: number;
  type: string;
  /** 0: this type is not created for this user. */
  enabled: number;
  updated_at: string;
}

export interface NotificationTables {
  notification: NotificationTable;
  notification_preference: NotificationPreferenceTable;
}
