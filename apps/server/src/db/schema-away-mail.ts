import type { ColumnType } from 'kysely';

/** Tables of 메일 소식 (migration 340); merged into `Database` in schema.ts. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface MailAwaySettingTable {
  user_id: number;
  /** weekly-digest | unread-notifications */
  kind: string;
  /** 1: send it (only to a verified address). */
  enabled: number;
  updated_at: string;
}

export interface MailUnsubscribeTokenTable {
  /** sha256 of the token in the mail's List-Unsubscribe link. */
  token_hash: string;
  user_id: number;
  kind: string;
  created_at: string;
  /** When it turned the kind off; it keeps answering (RFC 8058 senders retry) until rotated. */
  used_at: Nullable<string>;
}

export interface MailAwaySentTable {
  user_id: number;
  kind: string;
  /** The digest's week (its Monday, Seoul date) or the Seoul day of an unread-notifications mail. */
  period: string;
  mail_id: number;
  created_at: string;
}

export interface NotificationMailedTable {
  notification_id: number;
  mail_id: number;
  mailed_at: string;
}

export interface AwayMailTables {
  mail_away_setting: MailAwaySettingTable;
  mail_unsubscribe_token: MailUnsubscribeTokenTable;
  mail_away_sent: MailAwaySentTable;
  notification_mailed: NotificationMailedTable;
}
