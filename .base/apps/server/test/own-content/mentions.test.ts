import type { Comment } from '@tubesphere/shared/contract/comments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, comment, publishPost } from './own-content-fixtures.ts';

/** @이름 mentions are resolved to users when a comment is written (comments/mentions.ts). */
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('mentions in comments', () => {
  it('resolves a unique name, with a particle after it, and stores it with the comment', async () => {
    const author = await signUpUser(t.app, '멘션글쓴이');
    const target = await signUpUser(t.app, '유일한이름');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const created = await comment(t.app, postId, author.cookie, '@유일한이름님 이거 보세요 @없는이름');
    expect(created.mentions).toEqual([{ userId: target.userId, name: '유일한이름' }]);
    const [shown] = (await call(t.app, 'GET', `/api/posts/${postId}/detail`)).body.comments as Comment[];
    expect(shown?.mentions).toEqual([{ userId: target.userId, name: '유일한이름' }]);
  });

  it("prefers the post's author, then whoever commented last, among namesakes", async () => {
    const stranger = await signUpUser(t.app, '동명이인');
    const author = await signUpUser(t.app, '동명이인');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const asker = await signUpUser(t.app, '질문자');
    expect((await comment(t.app, postId, asker.cookie, '@동명이인 안녕하세요')).mentions).toEqual([
      { userId: author.userId, name: '동명이인' },
    ]);

    const otherAuthor = await signUpUser(t.app, '다른글쓴이');
    const otherPost = await publishPost(t.app, otherAuthor.cookie, admin.cookie);
    await comment(t.app, otherPost, stranger.cookie, '저도 왔어요');
    expect((await comment(t.app, otherPost, asker.cookie, '@동명이인 반가워요')).mentions).toEqual([
      { userId: stranger.userId, name: '동명이인' },
    ]);
  });

  it('leaves a name shared by strangers unlinked rather than guess', async () => {
    await signUpUser(t.app, '흔한이름');
    await signUpUser(t.app, '흔한이름');
    const author = await signUpUser(t.app, '주인장');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    expect((await comment(t.app, postId, author.cookie, '@흔한이름 누구세요')).mentions).toEqual([]);
  });

  it('takes the longest name that resolves, and resolves again on edit', async () => {
    const short = await signUpUser(t.app, '김철');
    const long = await signUpUser(t.app, '김철수');
    const author = await signUpUser(t.app, '편집자');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const created = await comment(t.app, postId, author.cookie, '@김철수에게');
    expect(created.mentions).toEqual([{ userId: long.userId, name: '김철수' }]);
    const edited = await call(t.app, 'PATCH', `/api/comments/${created.commentId}`, author.cookie, {
      content: '@김철 님이었네요',
    });
    expect((edited.body.comment as Comment).mentions).toEqual([{ userId: short.userId, name: '김철' }]);
  });

  it('ignores e-mail addresses and @ inside links', async () => {
    await signUpUser(t.app, 'mail');
    const author = await signUpUser(t.app, '링크남김');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const created = await comment(t.app, postId, author.cookie, 'me@mail.com https://a.kr/@mail 참고');
    expect(created.mentions).toEqual([]);
  });
});
