import type { ColumnType } from 'kysely';

/** Video discussion columns and tables (migration 200 on); merged into `Database` in schema.ts. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface CommentVideoColumns {
  /** 지금 장면에 댓글: the second of the post's video the comment is about. */
  video_seconds: Nullable<number>;
}
