import type { PostDetailResponse } from '@tubesphere/shared/contract/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, inboxOf, numericId } from './fixtures.ts';

/**
 * @이름 in a post's text blocks: resolved and stored when the post is written or edited, shown on
 * its detail, and told to the mentioned once the post is public (post-create, post-edit, admin
 * confirm; docs/decisions/290-post-mentions.md).
 */
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const textPost = (...texts: string[]) => ({
  title: '멘션 글',
  blocks: texts.map((content, i) => ({ id: String(i + 1), type: 'text', content })),
});

async function write(cookie: string, ...texts: string[]) {
  const created = await call(t.app, 'POST', '/api/posts/feed', cookie, textPost(...texts));
  if (created.status !== 201) throw new Error(`create failed ${created.status} ${created.raw}`);
  return created.body.post as { postId: string; isConfirmed: boolean };
}

const confirm = (postId: string) => call(t.app, 'POST', '/api/admin/posts/confirm', admin.cookie, { postId });
const edit = (postId: string, cookie: string, ...texts: string[]) =>
  call(t.app, 'PATCH', `/api/posts/${postId}`, cookie, textPost(...texts));

async function detail(postId: string, cookie?: string) {
  const response = await call(t.app, 'GET', `/api/posts/${postId}/detail`, cookie);
  expect(response.status).toBe(200);
  return response.body as unknown as PostDetailResponse;
}

async function storedJson(postId: string) {
  const row = await t.app.db
    .selectFrom('post')
    .select('mentions_json')
    .where('post_id', '=', numericId(postId))
    .executeTakeFirstOrThrow();
  return row.mentions_json;
}

describe('mentions in posts', () => {
  it('stores them on create, shows them on the detail, and resolves them again on edit', async () => {
    const author = await signUpUser(t.app, '글멘션작성');
    const first = await signUpUser(t.app, '첫번째이름');
    const second = await signUpUser(t.app, '두번째이름');
    const post = await write(author.cookie, '@첫번째이름님 이 영상 보셨어요?', '메일 me@첫번째이름.kr @없는사람');
    expect(JSON.parse((await storedJson(post.postId)) ?? 'null')).toEqual([
      { userId: numericId(first.userId), name: '첫번째이름' },
    ]);
    // The author sees a pending post with its mentions; nobody is told yet.
    expect((await detail(post.postId, author.cookie)).mentions).toEqual([{ userId: first.userId, name: '첫번째이름' }]);
    // The admin reviewing it sees the same people, to link them.
    const review = await call(t.app, 'GET', `/api/admin/posts/${post.postId}/detail`, admin.cookie);
    expect(review.status).toBe(200);
    expect(review.body.mentions).toEqual([{ userId: first.userId, name: '첫번째이름' }]);

    const edited = await edit(post.postId, author.cookie, '@두번째이름 에게 물어볼게요');
    expect(edited.status).toBe(200);
    expect((await detail(post.postId, author.cookie)).mentions).toEqual([
      { userId: second.userId, name: '두번째이름' },
    ]);
    const cleared = await edit(post.postId, author.cookie, '이제 아무도 부르지 않아요');
    expect(cleared.status).toBe(200);
    expect(await storedJson(post.postId)).toBeNull();
    expect((await detail(post.postId, author.cookie)).mentions).toEqual([]);
  });

  it('means the author among namesakes, else the only member, and leaves strangers sharing a name unlinked', async () => {
    const author = await signUpUser(t.app, '같은이름글쓴이');
    await signUpUser(t.app, '같은이름글쓴이');
    await signUpUser(t.app, '겹치는이름');
    await signUpUser(t.app, '겹치는이름');
    const only = await signUpUser(t.app, '혼자인이름');
    const post = await write(author.cookie, '@같은이름글쓴이 제가 썼어요 @겹치는이름 누구? @혼자인이름 안녕');
    expect((await detail(post.postId, author.cookie)).mentions).toEqual([
      { userId: author.userId, name: '같은이름글쓴이' },
      { userId: only.userId, name: '혼자인이름' },
    ]);
  });

  it('tells no one while pending, each mentioned member once on confirmation, and only new names after an edit', async () => {
    const author = await signUpUser(t.app, '알림글쓴이');
    const early = await signUpUser(t.app, '먼저불린이');
    const late = await signUpUser(t.app, '나중불린이');
    const post = await write(author.cookie, '@먼저불린이 보세요');
    expect(post.isConfirmed).toBe(false);
    expect(await inboxOf(t.app, early.cookie, 'mention')).toEqual([]);

    // An edit while pending tells no one either.
    expect((await edit(post.postId, author.cookie, '@먼저불린이 꼭 보세요')).status).toBe(200);
    expect(await inboxOf(t.app, early.cookie, 'mention')).toEqual([]);

    expect((await confirm(post.postId)).status).toBe(200);
    const told = await inboxOf(t.app, early.cookie, 'mention');
    expect(told).toMatchObject([
      { type: 'mention', actor: { id: author.userId, name: '알림글쓴이' }, postId: post.postId, commentId: null },
    ]);
    expect(told[0]?.postTitle).toBe('멘션 글');
    // A second confirmation of the same post changes nothing.
    expect((await confirm(post.postId)).status).toBe(200);
    expect(await inboxOf(t.app, early.cookie, 'mention')).toHaveLength(1);

    expect((await edit(post.postId, author.cookie, '@먼저불린이 @나중불린이 두 분 다 보세요')).status).toBe(200);
    expect(await inboxOf(t.app, early.cookie, 'mention')).toHaveLength(1);
    expect(await inboxOf(t.app, late.cookie, 'mention')).toMatchObject([{ postId: post.postId }]);
    expect(await inboxOf(t.app, author.cookie, 'mention')).toEqual([]);
  });

  it('tells the mentioned at once when the author is trusted to publish without review', async () => {
    const author = await signUpUser(t.app, '정회원글쓴이');
    await t.app.db.updateTable('user').set({ trust_level: 2 }).where('user_id', '=', author.numericId).execute();
    const named = await signUpUser(t.app, '바로불린이');
    const post = await write(author.cookie, '@바로불린이 바로 공개돼요');
    expect(post.isConfirmed).toBe(true);
    expect(await inboxOf(t.app, named.cookie, 'mention')).toMatchObject([{ postId: post.postId, commentId: null }]);
  });

  it('respects blocks and the mention switch, and links no one who has left', async () => {
    const author = await signUpUser(t.app, '차단당한글쓴이');
    const blocker = await signUpUser(t.app, '차단한사람');
    const quiet = await signUpUser(t.app, '알림끈사람');
    const leaving = await signUpUser(t.app, '떠날사람');
    expect((await call(t.app, 'POST', `/api/users/${author.userId}/block`, blocker.cookie)).status).toBe(200);
    const off = await call(t.app, 'PUT', '/api/notifications/preferences', quiet.cookie, {
      preferences: { mention: false },
    });
    expect(off.status).toBe(200);
    const post = await write(author.cookie, '@차단한사람 @알림끈사람 @떠날사람 보세요');
    expect((await confirm(post.postId)).status).toBe(200);
    expect(await inboxOf(t.app, blocker.cookie, 'mention')).toEqual([]);
    expect(await inboxOf(t.app, quiet.cookie, 'mention')).toEqual([]);
    expect(await inboxOf(t.app, leaving.cookie, 'mention')).toHaveLength(1);

    const gone = await call(t.app, 'POST', '/api/auth/delete-account', leaving.cookie, { password: 'password-123' });
    expect(gone.status).toBe(200);
    expect((await detail(post.postId)).mentions.map((mention) => mention.name)).toEqual(['차단한사람', '알림끈사람']);
  });

  it('tells at most ten of the people one post names', async () => {
    const author = await signUpUser(t.app, '많이부른이');
    const named = [];
    for (let i = 0; i < 11; i += 1) named.push(await signUpUser(t.app, `단체${String.fromCharCode(0xac00 + i)}`));
    // Ten @ per text are looked up, so the eleventh name sits in a second text block.
    const names = named.map((_, i) => `@단체${String.fromCharCode(0xac00 + i)}`);
    const post = await write(author.cookie, names.slice(0, 10).join(' '), names.slice(10).join(' '));
    expect((await confirm(post.postId)).status).toBe(200);
    let told = 0;
    for (const user of named) told += (await inboxOf(t.app, user.cookie, 'mention')).length;
    expect(told).toBe(10);
  });

  it('refuses bad input without writing anything', async () => {
    const author = await signUpUser(t.app, '잘못보낸이');
    await signUpUser(t.app, '불릴뻔한이');
    const tooLong = await call(
      t.app,
      'POST',
      '/api/posts/feed',
      author.cookie,
      textPost(`@불릴뻔한이 ${'가'.repeat(20_001)}`),
    );
    expect(tooLong.status).toBe(400);
    expect(typeof tooLong.body.error).toBe('string');
    const post = await write(author.cookie, '처음 글');
    const badEdit = await call(t.app, 'PATCH', `/api/posts/${post.postId}`, author.cookie, {
      blocks: [{ id: '1', type: 'text', content: 42 }],
    });
    expect(badEdit.status).toBe(400);
    expect(await storedJson(post.postId)).toBeNull();
    const stranger = await signUpUser(t.app, '남의글고치기');
    const notYours = await edit(post.postId, stranger.cookie, '@불릴뻔한이 안녕');
    expect(notYours.status).toBe(404);
    expect(await storedJson(post.postId)).toBeNull();
  });
});
