import { USER_MESSAGES } from '@tubesphere/shared/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, comment, publishPost } from '../own-content/own-content-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Mentions = { userId: string; name: string }[];

describe('a member who left', () => {
  it('is no longer linked from earlier @mentions, and their profile says they left', async () => {
    const admin = await signInAdmin(t.app);
    const leaver = await signUpUser(t.app, '떠날작가');
    const stayer = await signUpUser(t.app, '남는독자');
    const postId = await publishPost(t.app, leaver.cookie, admin.cookie);
    const note = await comment(t.app, postId, stayer.cookie, '@떠날작가 님 글 잘 봤어요 @남는독자 도 왔어요');
    expect(note.mentions.map((m) => m.userId).sort()).toEqual([leaver.userId, stayer.userId].sort());

    const left = await call(t.app, 'POST', '/api/auth/delete-account', leaver.cookie, { password: 'password-123' });
    expect(left.status).toBe(200);

    // The thread and the commenter's profile: the text stays, the link to the gone profile does not.
    const detail = await call(t.app, 'GET', `/api/posts/${postId}/detail`);
    const shown = (detail.body.comments as { commentId: number; content: string; mentions: Mentions }[]).find(
      (c) => c.commentId === note.commentId,
    );
    expect(shown?.content).toContain('@떠날작가');
    expect(shown?.mentions).toEqual([{ userId: stayer.userId, name: '남는독자' }]);
    const onProfile = await call(t.app, 'GET', `/api/users/${stayer.userId}/comments`);
    const listed = (onProfile.body.data as { comments: { commentId: number; mentions: Mentions }[] }).comments;
    expect(listed.find((c) => c.commentId === note.commentId)?.mentions).toEqual([
      { userId: stayer.userId, name: '남는독자' },
    ]);
    // The commenter's edit answer checks the same.
    const edited = await call(t.app, 'PATCH', `/api/comments/${note.commentId}`, stayer.cookie, {
      content: '@떠날작가 님 글 잘 봤어요',
    });
    expect(edited.status).toBe(200);
    expect((edited.body.comment as { mentions: Mentions }).mentions).toEqual([]);

    // A profile that existed says so; one that never did says that.
    for (const path of ['', '/posts', '/comments']) {
      const gone = await call(t.app, 'GET', `/api/users/${leaver.userId}${path}`);
      expect(gone).toMatchObject({ status: 404, body: { error: USER_MESSAGES.deleted } });
      const never = await call(t.app, 'GET', `/api/users/user99999999${path}`);
      expect(never).toMatchObject({ status: 404, body: { error: USER_MESSAGES.notFound } });
    }
  });
});
