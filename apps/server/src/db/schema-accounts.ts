import type { ColumnType, Generated } from 'kysely';

/** Tables of the account layer: the mail outbox and one-time e-mail tokens (migration 190). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface UserEmailColumns {
  /** When the address was confirmed by opening the link sent to it; null until then. */
  email_verified_at: Nullable<string>;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface MailOutboxTable {
  mail_id: Generated<number>;
  to_address: string;
  /** What the mail is for (password-reset, verify-email …): for the admin's list. */
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** A pending mail is not tried before this; a claimed one is taken back after it (a dead sender). */
  next_attempt_at: string;
  last_error: Nullable<string>;
  created_at: string;
  sent_at: Nullable<string>;
  /** Extra headers as a JSON object (List-Unsubscribe …), or null (migration 340). */
  headers_json: Nullable<string>;
}

export type AccountTokenPurpose = 'password-reset' | 'verify-email' | 'change-email';

export interface AccountTokenTable {
  /** sha256 of the token in the link: a leaked table opens nothing. */
  token_hash: string;
  user_id: number;
  purpose: AccountTokenPurpose;
  /** The address the link was sent to (verification and change of address). */
  email: Nullable<string>;
  created_at: string;
  expires_at: string;
  used_at: Nullable<string>;
}

export interface UserOauthAccountTable {
  /** kakao | naver | google */
  provider: string;
  /** The provider's id of the person (Google's `sub`). */
  subject: string;
  user_id: number;
  /** The address the provider gave when linked, if any (shown in /settings). */
  email: string | null;
  created_at: string;
}

/** A member's TOTP second factor (migration 250). */
export interface UserTwoFactorTable {
  user_id: number;
  /** base32; never sent to the browser once enabled. */
  secret: string;
  /** Null while set up but not yet proven with a code. */
  enabled_at: Nullable<string>;
  /** The newest time step accepted: a code of it or an older step is refused (no replay). */
  last_used_step: Nullable<number>;
  failed_attempts: ColumnType<number, number | undefined, number>;
  /** Sign-in codes are refused until then after too many wrong ones. */
  locked_until: Nullable<string>;
  created_at: string;
}

export interface UserTwoFactorRecoveryCodeTable {
  /** sha256 of the normalised code. */
  code_hash: string;
  user_id: number;
  created_at: string;
  used_at: Nullable<string>;
}

/** A sign-in waiting for its second factor; the cookie holds the token, this row its hash. */
export interface UserTwoFactorChallengeTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** A sign-in provider state handed out and not yet spent (migration 251). */
export interface OauthStateTable {
  state_hash: string;
  created_at: string;
  expires_at: string;
}

export interface AccountTables {
  mail_outbox: MailOutboxTable;
  account_token: AccountTokenTable;
  user_oauth_account: UserOauthAccountTable;
  user_two_factor: UserTwoFactorTable;
  user_two_factor_recovery_code: UserTwoFactorRecoveryCodeTable;
  user_two_factor_challenge: UserTwoFactorChallengeTable;
  oauth_state: OauthStateTable;
}
