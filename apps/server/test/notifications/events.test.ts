import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/notifications/notify.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, comment, inbox, inboxOf, like, numericId, publishPost } from './fixtures.ts';

/**
 * Each action tells the people it concerns, in the action's own transaction
 * (modules/notifications): comments, replies, mentions, likes (one per post and day), an
 * admin's confirmation, the companion's progress, and the moderation types through notify().
 */
let t: TestApp;
let admin: { userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('comments, replies and mentions', () => {
  it("tells the post's author about a comment, never about their own", async () => {
    const author = await signUpUser(t.app, '글쓴이');
    const reader = await signUpUser(t.app, '독자');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const written = await comment(t.app, postId, reader.cookie, '잘 봤습니다\n정말   좋네요');
    await comment(t.app, postId, author.cookie, '감사합니다');

    const [item, ...rest] = await inboxOf(t.app, author.cookie, 'comment');
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      type: 'comment',
      actor: { id: reader.userId, name: '독자', avatar: null },
      count: 1,
      postId,
      commentId: written.commentId,
      postTitle: '원래 제목',
      excerpt: '잘 봤습니다 정말 좋네요',
      postHasVideo: false,
      read: false,
    });
    expect(await inboxOf(t.app, reader.cookie, 'comment')).toEqual([]);
  });

  it('says whether the post has a YouTube video, so times quoted from the comment can open it', async () => {
    const author = await signUpUser(t.app, '영상글쓴이');
    const reader = await signUpUser(t.app, '영상독자');
    const withVideo = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '영상 글',
      blocks: [
        { id: '1', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' },
        { id: '2', type: 'text', content: '본문' },
      ],
    });
    const withVimeo = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '다른 영상 글',
      blocks: [{ id: '1', type: 'video', url: 'https://vimeo.com/76979871' }],
    });
    await comment(t.app, withVideo, reader.cookie, '3:25 여기 미쳤다');
    await comment(t.app, withVimeo, reader.cookie, '1:00 여기도');

    const items = await inboxOf(t.app, author.cookie, 'comment');
    expect(items.map((n) => [n.postId, n.excerpt, n.postHasVideo])).toEqual([
      [withVimeo, '1:00 여기도', false],
      [withVideo, '3:25 여기 미쳤다', true],
    ]);
  });

  it('tells the person answered about a reply, and the author about the comment, once each', async () => {
    const author = await signUpUser(t.app, '원글쓴이');
    const first = await signUpUser(t.app, '첫댓글');
    const second = await signUpUser(t.app, '답글러');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const top = await comment(t.app, postId, first.cookie, '첫 댓글');
    const reply = await comment(t.app, postId, second.cookie, '답글입니다', top.commentId);

    expect(await inboxOf(t.app, first.cookie, 'reply')).toMatchObject([
      { actor: { id: second.userId }, commentId: reply.commentId, postId },
    ]);
    expect((await inboxOf(t.app, author.cookie, 'comment')).map((n) => n.commentId)).toEqual([
      reply.commentId,
      top.commentId,
    ]);

    // The author answering a reply under their own post: the reply's writer hears it as a reply.
    const answer = await comment(t.app, postId, author.cookie, '고마워요', reply.commentId);
    expect((await inboxOf(t.app, second.cookie, 'reply')).map((n) => n.commentId)).toEqual([answer.commentId]);
    // Replying to the author's own comment on their post: one notification (the reply), not two.
    const own = await comment(t.app, postId, author.cookie, '공지 댓글');
    const toOwn = await comment(t.app, postId, first.cookie, '공지 확인', own.commentId);
    const aboutIt = (await inbox(t.app, author.cookie)).filter((n) => n.commentId === toOwn.commentId);
    expect(aboutIt.map((n) => n.type)).toEqual(['reply']);
  });

  it('tells the mentioned, not the writer, and a mentioned author once (as a mention)', async () => {
    const author = await signUpUser(t.app, '멘션주인');
    const named = await signUpUser(t.app, '불린사람');
    const writer = await signUpUser(t.app, '부른사람');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const written = await comment(t.app, postId, writer.cookie, '@불린사람 @멘션주인 @부른사람 보세요');

    expect(await inboxOf(t.app, named.cookie, 'mention')).toMatchObject([
      { actor: { id: writer.userId }, commentId: written.commentId },
    ]);
    const authorsNews = (await inbox(t.app, author.cookie)).filter((n) => n.commentId === written.commentId);
    expect(authorsNews.map((n) => n.type)).toEqual(['mention']);
    expect(await inboxOf(t.app, writer.cookie, 'mention')).toEqual([]);
  });

  it('tells only the newly mentioned when a comment is edited', async () => {
    const author = await signUpUser(t.app, '편집글주인');
    const early = await signUpUser(t.app, '먼저불림');
    const late = await signUpUser(t.app, '나중불림');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const written = await comment(t.app, postId, author.cookie, '@먼저불림 안녕');
    const edit = (content: string) =>
      call(t.app, 'PATCH', `/api/comments/${written.commentId}`, author.cookie, { content });
    expect((await edit('@먼저불림 @나중불림 안녕')).status).toBe(200);
    expect((await edit('@먼저불림 @나중불림 안녕하세요')).status).toBe(200);
    expect(await inboxOf(t.app, early.cookie, 'mention')).toHaveLength(1);
    expect(await inboxOf(t.app, late.cookie, 'mention')).toMatchObject([{ commentId: written.commentId }]);
  });

  it('does not tell the mentioned about a pending post they cannot open', async () => {
    const author = await signUpUser(t.app, '대기글주인');
    await signUpUser(t.app, '대기멘션');
    const created = await call(t.app, 'POST', '/api/posts/feed', author.cookie, {
      title: '대기 중',
      blocks: [{ id: '1', type: 'text', content: '아직 비공개' }],
    });
    const postId = (created.body.post as { postId: string }).postId;
    await comment(t.app, postId, author.cookie, '@대기멘션 미리 보세요');
    expect(
      await t.app.db.selectFrom('notification').selectAll().where('post_id', '=', numericId(postId)).execute(),
    ).toEqual([]);
  });
});

describe('likes, one notification per post and day', () => {
  it('gathers likers into one notification that names the latest', async () => {
    const author = await signUpUser(t.app, '인기글쓴이');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const fans = [await signUpUser(t.app, '팬하나'), await signUpUser(t.app, '팬둘'), await signUpUser(t.app, '팬셋')];
    for (const fan of fans) await like(t.app, postId, fan.cookie);
    await like(t.app, postId, author.cookie);

    const liked = await inboxOf(t.app, author.cookie, 'post_liked');
    expect(liked).toMatchObject([{ count: 3, actor: { id: fans[2]?.userId, name: '팬셋' }, postId, read: false }]);

    // Taking a like back and giving it again is still one person.
    await like(t.app, postId, fans[0]?.cookie as string);
    await like(t.app, postId, fans[0]?.cookie as string);
    const again = await inboxOf(t.app, author.cookie, 'post_liked');
    expect(again).toMatchObject([{ count: 3, actor: { id: fans[0]?.userId } }]);
    expect(again[0]?.id).toBeGreaterThan(liked[0]?.id as number);
  });

  it('brings a read like notification back as unread and newest when someone else likes', async () => {
    const author = await signUpUser(t.app, '다시알림');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    await like(t.app, postId, (await signUpUser(t.app, '첫팬')).cookie);
    expect((await call(t.app, 'POST', '/api/notifications/read', author.cookie, { all: true })).status).toBe(200);
    await comment(t.app, postId, (await signUpUser(t.app, '댓글팬')).cookie, '멋져요');
    await like(t.app, postId, (await signUpUser(t.app, '둘째팬')).cookie);
    const [newest] = await inbox(t.app, author.cookie);
    expect(newest).toMatchObject({ type: 'post_liked', count: 2, read: false, actor: { name: '둘째팬' } });
  });
});

describe("an admin's confirmation and the companion's progress", () => {
  it('tells the author their post is public, not the admin about their own', async () => {
    const author = await signUpUser(t.app, '확정대기');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    expect(await inboxOf(t.app, author.cookie, 'post_confirmed')).toMatchObject([
      { postId, actor: { id: admin.userId }, text: null },
    ]);
    await publishPost(t.app, admin.cookie, admin.cookie);
    expect(await inboxOf(t.app, admin.cookie, 'post_confirmed')).toEqual([]);
  });

  it('tells of a new companion level and the parts it unlocked', async () => {
    const author = await signUpUser(t.app, '성장왕');
    const commenter = await signUpUser(t.app, '레벨업');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    await comment(t.app, postId, commenter.cookie, '첫 댓글로 컴패니언 생성');
    await t.app.db
      .updateTable('character')
      .set({ experience: 95 })
      .where('user_id', '=', numericId(commenter.userId))
      .execute();
    await comment(t.app, postId, commenter.cookie, '이 댓글로 레벨 업');
    const news = await inbox(t.app, commenter.cookie);
    expect(news.filter((n) => n.type === 'level_up')).toMatchObject([{ text: '2', actor: null, postId: null }]);
    expect(news.filter((n) => n.type === 'part_unlocked')).toMatchObject([{ text: '헤드폰, 목도리', count: 2 }]);
  });
});

describe('notify(), as the moderation code calls it', () => {
  it('records rejections, hidden posts and report outcomes with their text', async () => {
    const author = await signUpUser(t.app, '검토대상');
    const reporter = await signUpUser(t.app, '신고자');
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const adminId = numericId(admin.userId);
    await t.app.db.transaction().execute(async (trx) => {
      await notify(trx, {
        type: 'post_rejected',
        recipientId: numericId(author.userId),
        actorId: adminId,
        postId,
        text: '  광고성 게시글입니다.  ',
      });
      await notify(trx, {
        type: 'post_hidden',
        recipientId: numericId(author.userId),
        actorId: adminId,
        postId: postId.slice(4),
        text: '욕설',
      });
    });
    await notify(t.app.db, {
      type: 'report_resolved',
      recipientId: numericId(reporter.userId),
      actorId: adminId,
      postId,
      text: 'x'.repeat(600),
    });

    expect(await inboxOf(t.app, author.cookie, 'post_rejected')).toMatchObject([
      { postId, text: '광고성 게시글입니다.' },
    ]);
    expect(await inboxOf(t.app, author.cookie, 'post_hidden')).toMatchObject([{ postId, text: '욕설' }]);
    const [outcome] = await inboxOf(t.app, reporter.cookie, 'report_resolved');
    expect(outcome?.text).toHaveLength(500);
  });

  it("creates nothing for one's own action, a deleted account, or a rolled-back transaction", async () => {
    const gone = await signUpUser(t.app, '탈퇴예정');
    const goneId = numericId(gone.userId);
    await notify(t.app.db, { type: 'report_resolved', recipientId: goneId, actorId: null, text: '탈퇴 전' });
    await call(t.app, 'PUT', '/api/notifications/preferences', gone.cookie, { preferences: { mention: false } });
    const self = await signUpUser(t.app, '자기자신');
    const selfId = numericId(self.userId);
    await notify(t.app.db, { type: 'post_hidden', recipientId: selfId, actorId: selfId, text: '본인' });
    expect(
      (await call(t.app, 'POST', '/api/auth/delete-account', gone.cookie, { password: 'password-123' })).status,
    ).toBe(200);
    await notify(t.app.db, { type: 'report_resolved', recipientId: goneId, actorId: null, text: '처리됨' });
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await notify(trx, { type: 'report_resolved', recipientId: selfId, actorId: null, text: '처리됨' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await t.app.db
      .selectFrom('notification')
      .selectAll()
      .where('user_id', 'in', [goneId, selfId])
      .execute();
    expect(rows).toEqual([]);
    // Deleting the account took its notifications and settings with it.
    const settings = await t.app.db
      .selectFrom('notification_preference')
      .selectAll()
      .where('user_id', '=', goneId)
      .execute();
    expect(settings).toEqual([]);
  });
});
