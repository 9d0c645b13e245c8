// The shapes of the authorization matrix: a route's rule, the call it makes, the fixture it calls
// with (route-fixture.ts builds it), and the two small helpers every rules file uses.

import type { AccountTokenPurpose } from '../../src/db/schema-accounts.ts';
import type { MultipartBody } from './support.ts';

export type Role = 'guest' | 'user' | 'admin';
export type Access = 'public' | 'user' | 'admin';
export interface Rule {
  access: Access;
  /** The success status (200 unless said). */
  ok?: number;
  call(f: Fixture): Call | Promise<Call>;
  /**
   * 'throwaway': the call ends or changes the account it runs as (password change, log out
   * everywhere, account deletion), so signed-in roles send a new user's session instead of their own.
   */
  session?: 'throwaway';
  /** The same call naming `userId` as the acting user: another user's id must be refused. */
  claim?(f: Fixture, userId: string): Call | Promise<Call>;
  /** Where a role's answer differs from what `access` implies (an admin may not edit A's post). */
  expect?: Partial<Record<Role, number>>;
  /** The answer is an endless event stream: read its status, then hang up (support.ts injectAnswer). */
  stream?: true;
}

/** A query string from its parameters, encoded. */
export const qs = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

export interface Call {
  url: string;
  payload?: object | MultipartBody;
  /** Sends this session instead of the role's own (logout must not end the shared sessions). */
  cookie?: string | null;
}

export interface Fixture {
  userA: { userId: string; email: string; cookie: string };
  userB: { userId: string; email: string; cookie: string };
  adminCookie: string;
  /** A confirmed post written by B. */
  postOfB: string;
  sphereId: number;
  previewOrigin: string;
  /** A video the fake YouTube knows. */
  videoId: string;
  freshCookie(role: Role): Promise<string | null>;
  /** A newly signed-up user's session (password 'password-123'), for calls that end or change their account. */
  throwawayCookie(): Promise<string>;
  /** Counts the rows the fixture itself wrote (pending posts, sessions) so a fuzzer can re-snapshot. */
  writes: number;
  pendingPost(): Promise<string>;
  /** A fresh confirmed post written by A, and a fresh comment by A on B's post (for edits and deletes). */
  postOfA(): Promise<string>;
  commentOfA(): Promise<number>;
  /** Moderation (docs/decisions/110–112): a fresh confirmed post by B, A's post hidden, A's comment hidden. */
  newPostOfB(): Promise<string>;
  hiddenPost(): Promise<string>;
  hiddenComment(): Promise<number>;
  /** A fresh post by B that A has reported (open). */
  reportedPost(): Promise<string>;
  /** A newly signed-up user's wire id, suspended or not. */
  throwawayUserId(suspended?: boolean): Promise<string>;
  /** A new user who has written a 쪽지 to A and to the admin, so either may answer whatever their level. */
  correspondentId(): Promise<string>;
  /** A saved SQL query's id. */
  savedQuery(): Promise<number>;
  /** A fresh one-time link token (password reset, e-mail verification or change) of a new user. */
  accountToken(purpose: AccountTokenPurpose): Promise<string>;
  /** A mail waiting in the outbox; its id. */
  queuedMail(): Promise<number>;
  /** A fresh one-click unsubscribe token of A's weekly digest. */
  unsubscribeToken(): Promise<string>;
  /**
   * A fresh public 재생목록 of A's in the fixture's sphere (so staff may edit it too) holding one
   * video post, and another video post not yet in it.
   */
  playlistOfA(): Promise<{ playlistId: number; itemPostId: string; otherVideoPostId: string; sphereId: number }>;
  /** A fresh 같이 보기 hosted by A on a video post, where anyone signed in may control playback. */
  partyOfA(): Promise<string>;
  /**
   * Spheres run by their members: a fresh confirmed post by B in the fixture's sphere, with its
   * 공지 emptied first (so a pin fits), or pinned, or hidden from the sphere.
   */
  spherePost(state: 'fresh' | 'pinned' | 'hidden'): Promise<string>;
  /** A newly signed-up member of the fixture's sphere who is its moderator, or banned from it. */
  sphereUser(state: 'moderator' | 'banned'): Promise<string>;
}

/** The session a role sends: user A's, the admin's, or none. */
export const cookieOf = (f: Fixture, role: Role) =>
  role === 'admin' ? f.adminCookie : role === 'user' ? f.userA.cookie : null;

/** A multipart body (uploads) rather than JSON. */
export const isMultipart = (payload: Call['payload']): payload is MultipartBody =>
  payload !== undefined && 'payload' in payload && Buffer.isBuffer(payload.payload);
