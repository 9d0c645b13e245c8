import type { ColumnType, Generated } from 'kysely';

/** Tables of web push and 쪽지 (migration 290); merged into `Database`. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface PushVapidKeyTable {
  /** Always 1: one key pair per deployment. */
  key_id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

export interface PushSubscriptionTable {
  subscription_id: Generated<number>;
  user_id: number;
  /** The push service's URL for this browser; unique: a browser re-subscribing moves it. */
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The browser's User-Agent when it subscribed: names the device in /settings. */
  user_agent: Nullable<string>;
  created_at: string;
  last_success_at: Nullable<string>;
  /** The session that subscribed; the row goes when it ends (null: saved before sessions were kept). */
  session_token_hash: Nullable<string>;
}

export type PushDeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface PushDeliveryTable {
  delivery_id: Generated<number>;
  subscription_id: number;
  /** What is pushed: 'notification' or 'message'; `ref_id` is its id. */
  kind: string;
  ref_id: number;
  status: ColumnType<PushDeliveryStatus, PushDeliveryStatus | undefined, PushDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: Nullable<string>;
  created_at: string;
}

export interface DirectMessageTable {
  message_id: Generated<number>;
  sender_id: number;
  recipient_id: number;
  content: string;
  created_at: string;
  read_at: Nullable<string>;
  /** An admin deleted it after a report (migration 335): gone from the thread, kept for the queue. */
  deleted_at: Nullable<string>;
}

export interface PushTables {
  push_vapid_key: PushVapidKeyTable;
  push_subscription: PushSubscriptionTable;
  push_delivery: PushDeliveryTable;
  direct_message: DirectMessageTable;
}
