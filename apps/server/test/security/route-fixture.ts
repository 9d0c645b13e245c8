import type { FastifyInstance } from 'fastify';
import { newAccountToken } from '../../src/modules/accounts/tokens.ts';
import { issueUnsubscribeToken } from '../../src/modules/away-mail/token-repository.ts';
import { sessionCookie, signInAdmin, signUpUser, TEST_ADMIN } from '../helpers/test-app.ts';
import type { Fixture } from './route-rule-types.ts';

/** The accounts, posts and sessions the route rules call with (route-rules.ts). */

export * from './route-rule-types.ts';

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
      return { playlistId, itemPostId: `post${item}`, otherVideoPostId: `post${other}`, sphereId: sphere.sphere_id };
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
