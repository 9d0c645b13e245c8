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
  watch_party: WatchPartyTable;
  watch_party_chat: WatchPartyChatTable;
  watch_party_presence: WatchPartyPresenceTable;
}

/** 같이 보기 (migration 300): one party's shared playback state. */
export interface WatchPartyTable {
  /** Random (12 characters of base64url): the invitation link names it. */
  party_id: string;
  host_id: number;
  post_id: Nullable<number>;
  playlist_id: Nullable<number>;
  /** The videos, fixed when the party starts: `[{postId, title, videoId, start, end}]`. */
  items_json: string;
  item_index: ColumnType<number, number | undefined, number>;
  playing: ColumnType<number, number | undefined, number>;
  seconds: ColumnType<number, number | undefined, number>;
  anyone_controls: ColumnType<number, number | undefined, number>;
  updated_at: string;
  /** When the host's last open page closed; null while the host is there. */
  host_left_at: Nullable<string>;
  ended_at: Nullable<string>;
  created_at: string;
}

export interface WatchPartyChatTable {
  chat_id: Generated<number>;
  party_id: string;
  user_id: number;
  content: string;
  created_at: string;
}

/** One open events stream of a party, in whichever process holds it. */
export interface WatchPartyPresenceTable {
  stream_id: string;
  party_id: string;
  /** Null for a guest. */
  user_id: Nullable<number>;
  opened_at: string;
  /** Refreshed while the stream is open: a row not seen for a while is a process that died. */
  seen_at: string;
}
