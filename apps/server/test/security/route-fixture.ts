import type { FastifyInstance } from 'fastify';
import type { AccountTokenPurpose } from '../../src/db/schema-accounts.ts';
import { newAccountToken } from '../../src/modules/accounts/tokens.ts';
import { issueUnsubscribeToken } from '../../src/modules/away-mail/token-repository.ts';
import { sessionCookie, signInAdmin, signUpUser, TEST_ADMIN } from '../helpers/test-app.ts';
import type { MultipartBody } from './support.ts';

/** The accounts, posts and sessions the route rules call with (route-rules.ts). */

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
  playlistOfA(): Promise<{ playlistId: number; itemPostId: string; otherVideoPostId: string }>;
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

/** Users A and B, the admin, B's confirmed post and what the rules need. */
export async function createFixture(
  app: FastifyInstance,
  options: { previewOrigin: string; videoId: string },
): Promise<Fixture> {
  let ipCounter = 0;
  const userA = await signUpUser(app, '사용자A');
  const userB = await signUpUser(app, '사용자B');
  const adminCookie = (await signInAdmin(app)).cookie;
  const insertPost = async (userId: number, confirmed: boolean) => {
    const now = new Date().toISOString();
    const row = await app.db
      .insertInto('post')
      .values({
        user_id: userId,
        title: 'B의 글',
        content: '본문',
        blocks_json: '[]',
        is_confirmed: confirmed ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    return `post${row.post_id}`;
  };
  const insertVideoPost = async () => {
    const now = new Date().toISOString();
    const blocks = [{ id: '1', type: 'video', url: `https://youtu.be/${options.videoId}` }];
    const row = await app.db
      .insertInto('post')
      .values({
        user_id: userB.numericId,
        title: 'B의 영상',
        content: '본문',
        blocks_json: JSON.stringify(blocks),
        is_confirmed: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    return row.post_id;
  };
  const sphere = await app.db.selectFrom('sphere').select('sphere_id').orderBy('sphere_id').executeTakeFirstOrThrow();
  const fixture: Fixture = {
    userA,
    userB,
    adminCookie,
    postOfB: await insertPost(userB.numericId, true),
    sphereId: sphere.sphere_id,
    previewOrigin: options.previewOrigin,
    videoId: options.videoId,
    writes: 0,
    pendingPost() {
      fixture.writes += 1;
      return insertPost(userB.numericId, false);
    },
    async throwawayCookie() {
      fixture.writes += 1;
      return (await signUpUser(app, '임시회원')).cookie;
    },
    postOfA() {
      fixture.writes += 1;
      return insertPost(userA.numericId, true);
    },
    async commentOfA() {
      fixture.writes += 1;
      const postId = Number(fixture.postOfB.slice(4));
      const row = await app.db
        .insertInto('comment')
        .values({
          post_id: postId,
          user_id: userA.numericId,
          content: 'A의 댓글',
          created_at: new Date().toISOString(),
        })
        .returning('comment_id')
        .executeTakeFirstOrThrow();
      // The counter stays equal to the live rows, as the API keeps it.
      await app.db
        .updateTable('post')
        .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
        .where('post_id', '=', postId)
        .execute();
      return row.comment_id;
    },
    newPostOfB() {
      fixture.writes += 1;
      return insertPost(userB.numericId, true);
    },
    async hiddenPost() {
      const postId = await fixture.postOfA();
      await app.db
        .updateTable('post')
        .set({ is_confirmed: 0, moderation_status: 'hidden', moderation_reason: '테스트', moderated_by: null })
        .where('post_id', '=', Number(postId.slice(4)))
        .execute();
      return postId;
    },
    async hiddenComment() {
      const commentId = await fixture.commentOfA();
      await app.db
        .updateTable('comment')
        .set({ hidden_at: new Date().toISOString(), hidden_reason: '테스트' })
        .where('comment_id', '=', commentId)
        .execute();
      await app.db
        .updateTable('post')
        .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
        .where('post_id', '=', Number(fixture.postOfB.slice(4)))
        .execute();
      return commentId;
    },
    async reportedPost() {
      const postId = await fixture.newPostOfB();
      await app.db
        .insertInto('report')
        .values({
          reporter_id: userA.numericId,
          target_type: 'post',
          target_id: Number(postId.slice(4)),
          post_id: Number(postId.slice(4)),
          target_user_id: userB.numericId,
          reason: 'spam',
          created_at: new Date().toISOString(),
        })
        .execute();
      return postId;
    },
    async correspondentId() {
      fixture.writes += 1;
      const user = await signUpUser(app, '쪽지상대');
      const admin = await app.db
        .selectFrom('user')
        .select('user_id')
        .where('email', '=', TEST_ADMIN.email)
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      await app.db
        .insertInto('direct_message')
        .values(
          [Number(userA.userId.slice(4)), admin.user_id].map((recipient) => ({
            sender_id: user.numericId,
            recipient_id: recipient,
            content: '먼저 보낸 쪽지',
            created_at: now,
          })),
        )
        .execute();
      return user.userId;
    },
    async throwawayUserId(suspended = false) {
      fixture.writes += 1;
      const user = await signUpUser(app, '임시회원');
      if (suspended) {
        await app.db
          .updateTable('user')
          .set({ suspended_at: new Date().toISOString(), suspended_until: null, suspension_reason: '테스트' })
          .where('user_id', '=', user.numericId)
          .execute();
      }
      return user.userId;
    },
    async accountToken(purpose) {
      fixture.writes += 1;
      const user = await signUpUser(app, '임시회원');
      const email = purpose === 'change-email' ? `new-${user.email}` : user.email;
      const { token, row } = newAccountToken(user.numericId, purpose, 30 * 60_000, email);
      await app.db.insertInto('account_token').values(row).execute();
      return token;
    },
    unsubscribeToken() {
      fixture.writes += 1;
      return issueUnsubscribeToken(app.db, userA.numericId, 'weekly-digest', new Date().toISOString());
    },
    queuedMail() {
      fixture.writes += 1;
      return app.mail.enqueue({ to: userA.email, kind: 'test', subject: '제목', text: '본문', html: '<p>본문</p>' });
    },
    async playlistOfA() {
      fixture.writes += 1;
      const now = new Date().toISOString();
      const item = await insertVideoPost();
      const other = await insertVideoPost();
      const { playlist_id: playlistId } = await app.db
        .insertInto('playlist')
        .values({
          user_id: userA.numericId,
          sphere_id: sphere.sphere_id,
          title: 'A의 재생목록',
          visibility: 'public',
          created_at: now,
          updated_at: now,
        })
        .returning('playlist_id')
        .executeTakeFirstOrThrow();
      await app.db
        .insertInto('playlist_item')
        .values({ playlist_id: playlistId, post_id: item, position: 1, added_by: userA.numericId, added_at: now })
        .execute();
      return { playlistId, itemPostId: `post${item}`, otherVideoPostId: `post${other}` };
    },
    async partyOfA() {
      fixture.writes += 1;
      const now = new Date().toISOString();
      const postId = await insertVideoPost();
      const partyId = `party${Math.random().toString(36).slice(2, 9).padEnd(7, '0')}`;
      await app.db
        .insertInto('watch_party')
        .values({
          party_id: partyId,
          host_id: userA.numericId,
          post_id: postId,
          playlist_id: null,
          items_json: JSON.stringify([
            { postId: `post${postId}`, title: 'B의 영상', videoId: options.videoId, start: null, end: null },
          ]),
          anyone_controls: 1,
          updated_at: now,
          host_left_at: now,
          created_at: now,
        })
        .execute();
      return partyId;
    },
    async spherePost(state) {
      const postId = await fixture.newPostOfB();
      const id = Number(postId.slice(4));
      const now = new Date().toISOString();
      await app.db.updateTable('post').set({ sphere_id: sphere.sphere_id }).where('post_id', '=', id).execute();
      await app.db.deleteFrom('sphere_pin').where('sphere_id', '=', sphere.sphere_id).execute();
      if (state === 'pinned') {
        await app.db
          .insertInto('sphere_pin')
          .values({ sphere_id: sphere.sphere_id, post_id: id, pinned_by: null, pinned_at: now })
          .execute();
      }
      if (state === 'hidden') {
        await app.db
          .insertInto('sphere_post_hide')
          .values({ sphere_id: sphere.sphere_id, post_id: id, reason: '테스트', hidden_by: null, hidden_at: now })
          .execute();
      }
      return postId;
    },
    async sphereUser(state) {
      fixture.writes += 1;
      const user = await signUpUser(app, '스피어회원');
      const now = new Date().toISOString();
      await app.db
        .insertInto('sphere_member')
        .values({
          sphere_id: sphere.sphere_id,
          user_id: user.numericId,
          role: state === 'moderator' ? 'moderator' : 'member',
          joined_at: now,
        })
        .execute();
      if (state === 'banned') {
        await app.db
          .insertInto('sphere_ban')
          .values({
            sphere_id: sphere.sphere_id,
            user_id: user.numericId,
            reason: '테스트',
            until: null,
            banned_by: null,
            created_at: now,
          })
          .execute();
      }
      return user.userId;
    },
    async savedQuery() {
      fixture.writes += 1;
      const now = new Date().toISOString();
      const row = await app.db
        .insertInto('saved_query')
        .values({
          name: `q-${Math.random().toString(36).slice(2)}`,
          sql_text: 'select 1',
          created_at: now,
          updated_at: now,
        })
        .returning('saved_query_id')
        .executeTakeFirstOrThrow();
      return row.saved_query_id;
    },
    async freshCookie(role) {
      if (role === 'guest') return null;
      fixture.writes += 1;
      const email = role === 'admin' ? TEST_ADMIN.email : userA.email;
      const password = role === 'admin' ? TEST_ADMIN.password : 'password-123';
      ipCounter += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: `10.77.${ipCounter >> 8}.${ipCounter & 255}`,
      });
      return sessionCookie(response);
    },
  };
  return fixture;
}

/** The session a role sends: user A's, the admin's, or none. */
export const cookieOf = (f: Fixture, role: Role) =>
  role === 'admin' ? f.adminCookie : role === 'user' ? f.userA.cookie : null;

/** A multipart body (uploads) rather than JSON. */
export const isMultipart = (payload: Call['payload']): payload is MultipartBody =>
  payload !== undefined && 'payload' in payload && Buffer.isBuffer(payload.payload);
