import type { ColumnType, Generated } from 'kysely';

/** Video discussion columns and tables (migration 200 on); merged into `Database` in schema.ts. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface CommentVideoColumns {
  /** 지금 장면에 댓글: the second of the post's video the comment is about. */
  video_seconds: Nullable<number>;
}

export interface PlaylistTable {
  playlist_id: Generated<number>;
  user_id: number;
  /** A sphere's 재생목록: its members and staff edit it too. */
  sphere_id: Nullable<number>;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  visibility: string;
  created_at: string;
  updated_at: string;
}

export interface PlaylistItemTable {
  playlist_id: number;
  post_id: number;
  position: number;
  added_by: Nullable<number>;
  added_at: string;
}

export interface VideoTables {
  playlist: PlaylistTable;
  playlist_item: PlaylistItemTable;
}
