import { DUPLICATE_TEXT_MESSAGE } from '@tubesphere/shared/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, publishPost } from '../own-content/own-content-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { DUPLICATE_TEXT_HOURS: '24' } });
});
afterAll(async () => {
  await t?.close();
});

const post = (cookie: string, title: string, content: string) =>
  call(t.app, 'POST', '/api/posts/feed', cookie, { title, blocks: [{ id: '1', type: 'text', content }] });

describe('중복 게시 방지 (DUPLICATE_TEXT_HOURS)', () => {
  it('answers 409 to the same post text from the same member within 24 hours, whitespace aside', async () => {
    const writer = await signUpUser(t.app, '반복작성자');
    const other = await signUpUser(t.app, '다른작성자');
    expect((await post(writer.cookie, '오늘의 특가', '지금 사세요\n최저가')).status).toBe(201);
    const again = await post(writer.cookie, ' 오늘의  특가', '지금   사세요 최저가 ');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: DUPLICATE_TEXT_MESSAGE });
    // Another member, or other text, is not a duplicate.
    expect((await post(other.cookie, '오늘의 특가', '지금 사세요\n최저가')).status).toBe(201);
    expect((await post(writer.cookie, '오늘의 특가', '지금 사세요 최저가!')).status).toBe(201);
    // A day later the same text may come back.
    await t.app.db
      .updateTable('post')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('user_id', '=', writer.numericId)
      .execute();
    expect((await post(writer.cookie, '오늘의 특가', '지금 사세요\n최저가')).status).toBe(201);
  });

  it('answers 409 to the same comment twice, and writes nothing the second time', async () => {
    const admin = await signInAdmin(t.app);
    const author = await signUpUser(t.app, '글쓴이');
    const commenter = await signUpUser(t.app, '댓글러');
    const postId = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '댓글 받을 글',
      blocks: [{ id: '1', type: 'text', content: '본문입니다' }],
    });
    const comment = (content: string) =>
      call(t.app, 'POST', `/api/posts/${postId}/comments`, commenter.cookie, { content, parentCommentId: null });
    expect((await comment('좋은 영상 감사합니다')).status).toBe(201);
    const again = await comment('좋은  영상\n감사합니다');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DUPLICATE_TEXT_MESSAGE);
    const stored = await t.app.db
      .selectFrom('comment')
      .select(['comment_id'])
      .where('user_id', '=', commenter.numericId)
      .execute();
    expect(stored).toHaveLength(1);
    const counted = await t.app.db
      .selectFrom('post')
      .select('comment_count')
      .where('post_id', '=', Number(postId.slice(4)))
      .executeTakeFirstOrThrow();
    expect(Number(counted.comment_count)).toBe(1);
    expect((await comment('다른 내용의 댓글')).status).toBe(201);
  });
});
