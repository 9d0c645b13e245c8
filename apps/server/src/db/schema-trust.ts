import type { ColumnType } from 'kysely';

/** Tables of 등급 and 차단 (migration 240); merged into `Database`. */
export interface UserVisitDayTable {
  user_id: number;
  /** Seoul calendar day, YYYY-MM-DD. */
  day: string;
}

export interface UserPostReadTable {
  user_id: number;
  post_id: number;
  read_at: string;
}

export interface UserBlockTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

export interface TrustTables {
  user_visit_day: UserVisitDayTable;
  user_block: UserBlockTable;
  user_post_read: UserPostReadTable;
}

/** Columns migration 240 adds to user (spread into UserTable). */
export interface UserTrustColumns {
  /** 0 새내기 … 4 명예회원 (packages/shared/src/domain/trust-levels.ts). */
  trust_level: ColumnType<number, number | undefined, number>;
  /** 1: an admin set the level; the promotion job leaves it alone. */
  trust_level_locked: ColumnType<number, number | undefined, number>;
}
