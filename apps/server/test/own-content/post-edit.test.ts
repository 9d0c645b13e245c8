import { POST_MESSAGES } from '@tubesphere/shared/domain/post-content';
import { VIDEO_MESSAGES } from '@tubesphere/shared/domain/video-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { me } from '../posts/post-fixtures.ts';
import { call, comment, feedIds, profilePostIds, publishPost, searchIds } from './own-content-fixtures.ts';

let t: TestApp;
let admin: { userId: string; cookie: string };
let author: Awaited<ReturnType<typeof signUpUser>>;
let other: Awaited<ReturnType<typeof signUpUser>>;

const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const textBlocks = (text: string) => [{ id: '1', type: 'text', content: text }];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  author = await signUpUser(t.app, '글주인');
  other = await signUpUser(t.app, '지나가던사람');
});
afterAll(async () => {
  await t.close();
});

const patch = (postId: string, cookie: string | null, payload: object) =>
  call(t.app, 'PATCH', `/api/posts/${postId}`, cookie, payload);
const remove = (postId: string, cookie: string | null) => call(t.app, 'DELETE', `/api/posts/${postId}`, cookie);

describe('PATCH /api/posts/{postId}', () => {
  it('lets the author change title and blocks; the post stays confirmed and shows as edited', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const before = await call(t.app, 'GET', `/api/posts/${postId}/detail`);
    expect((before.body.post as { editedAt: unknown }).editedAt).toBeNull();

    const edited = await patch(postId, author.cookie, {
      title: '  고친 제목  ',
      blocks: [...textBlocks('  고친 본문  '), { id: '2', type: 'text', content: '   ' }],
    });
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.post).toMatchObject({
      postId,
      title: '고친 제목',
      content: '고친 본문',
      isConfirmed: true,
      blocks: [{ id: '1', type: 'text', content: '  고친 본문  ' }],
    });
    expect((edited.body.post as { editedAt: string }).editedAt).toEqual(expect.any(String));

    const detail = await call(t.app, 'GET', `/api/posts/${postId}/detail`, other.cookie);
    expect(detail.body.post).toMatchObject({ title: '고친 제목', content: '고친 본문' });
    expect(await feedIds(t.app)).toContain(postId);
  });

  it('re-runs the creation rules with their Korean messages, and changes nothing on a refusal', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const cases: [object, string][] = [
      [{ blocks: textBlocks('   ') }, '내용을 입력해주세요.'],
      [{ blocks: [] }, '내용을 입력해주세요.'],
      [{ title: '가'.repeat(101), blocks: textBlocks('본문') }, '제목은 100자 이하로 입력해주세요.'],
      [{ blocks: [{ id: '1', type: 'video', url: 'https://example.com/clip' }] }, VIDEO_MESSAGES.unsupportedBlockUrl],
      [{ blocks: textBlocks('본문'), sphereId: 999_999 }, POST_MESSAGES.sphereNotFound],
      [{ blocks: textBlocks('본문'), authorId: other.userId }, POST_MESSAGES.notYourAccount],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(postId, author.cookie, payload);
      const status = { [POST_MESSAGES.notYourAccount]: 403, [POST_MESSAGES.sphereNotFound]: 404 }[message] ?? 400;
      expect(response.status, JSON.stringify(payload)).toBe(status);
      expect(response.body.error, JSON.stringify(payload)).toBe(message);
    }
    const detail = await call(t.app, 'GET', `/api/posts/${postId}/detail`);
    expect(detail.body.post).toMatchObject({ title: '원래 제목', content: '원래 본문입니다', editedAt: null });
  });

  it('recomputes a video block from its URL, as creation does', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const edited = await patch(postId, author.cookie, {
      blocks: [{ id: '9', type: 'video', url: YT, embedUrl: 'https://evil.example/frame' }],
    });
    expect(edited.status, edited.raw).toBe(200);
    const [video] = (edited.body.post as { blocks: { embedUrl: string }[] }).blocks;
    expect(video?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('keeps title, sphere and a share’s categories when the body leaves them out', async () => {
    const sphere = await t.app.db.selectFrom('sphere').select('sphere_id').executeTakeFirstOrThrow();
    const joined = await call(t.app, 'POST', `/api/spheres/${sphere.sphere_id}/join`, author.cookie, {});
    expect(joined.status, joined.raw).toBe(200);
    const shareId = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '공유한 영상',
      blocks: [
        { id: '1', type: 'text', content: '설명' },
        { id: '2', type: 'video', url: YT },
      ],
      categories: { timing: ['commute'], content: ['gaming'] },
      apiSource: 'manual',
      sphereId: sphere.sphere_id,
    });
    const edited = await patch(shareId, author.cookie, {
      blocks: [
        { id: '1', type: 'text', content: '고친 설명' },
        { id: '2', type: 'video', url: YT },
      ],
    });
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.post).toMatchObject({
      title: '공유한 영상',
      content: '고친 설명',
      apiSource: 'manual',
      sphereId: sphere.sphere_id,
      categories: { timing: ['commute'], content: ['gaming'] },
    });
    // A share stays a share: its rules (title, description, video) still hold.
    const noVideo = await patch(shareId, author.cookie, { blocks: textBlocks('영상 없이') });
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.error).toBe('제목, 내용, 유튜브 링크를 모두 입력해주세요.');
  });

  it('refuses to move a post into a sphere its author has not joined, and changes nothing', async () => {
    const spheres = await t.app.db.selectFrom('sphere').select('sphere_id').orderBy('sphere_id').execute();
    const notJoined = spheres.at(-1)?.sphere_id;
    if (notJoined === undefined) throw new Error('no spheres seeded');
    await call(t.app, 'POST', `/api/spheres/${notJoined}/leave`, author.cookie, {});
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const moved = await patch(postId, author.cookie, { blocks: textBlocks('옮겨 볼까'), sphereId: notJoined });
    expect(moved.status, moved.raw).toBe(403);
    expect(moved.body.error).toBe(POST_MESSAGES.sphereNotJoined);
    const detail = await call(t.app, 'GET', `/api/posts/${postId}/detail`);
    expect(detail.body.post).toMatchObject({ content: '원래 본문입니다', sphereId: null, editedAt: null });
  });

  it('does not mark an edit that changes nothing', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const same = await patch(postId, author.cookie, { title: '원래 제목', blocks: textBlocks('원래 본문입니다') });
    expect(same.status, same.raw).toBe(200);
    expect((same.body.post as { editedAt: unknown }).editedAt).toBeNull();
  });

  it('updates the search index in the same request', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '두루미 관찰 일지',
      blocks: textBlocks('철새 도래지에서 본 두루미'),
    });
    expect(await searchIds(t.app, '두루미')).toContain(postId);
    expect(
      (await patch(postId, author.cookie, { title: '황새 관찰 일지', blocks: textBlocks('황새를 봤다') })).status,
    ).toBe(200);
    expect(await searchIds(t.app, '두루미')).not.toContain(postId);
    expect(await searchIds(t.app, '황새')).toContain(postId);
  });

  it('answers 401 to guests, 403 to other users and to admins, 404 for unknown and deleted posts', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    const body = { blocks: textBlocks('남이 고침') };
    expect((await patch(postId, null, body)).status).toBe(401);
    const byOther = await patch(postId, other.cookie, body);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error).toBe('본인이 쓴 글만 수정하거나 삭제할 수 있습니다.');
    expect((await patch(postId, admin.cookie, body)).status).toBe(403);
    expect((await patch('post99999999', author.cookie, body)).status).toBe(404);
    expect((await patch('robert', author.cookie, body)).status).toBe(400);
    expect((await remove(postId, author.cookie)).status).toBe(200);
    const gone = await patch(postId, author.cookie, body);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('게시글을 찾을 수 없습니다.');
  });

  it("hides someone else's pending post behind 404, but lets its author edit it", async () => {
    const created = await call(t.app, 'POST', '/api/posts/feed', author.cookie, { blocks: textBlocks('대기 중') });
    const postId = (created.body.post as { postId: string }).postId;
    expect((await patch(postId, other.cookie, { blocks: textBlocks('x') })).status).toBe(404);
    expect((await remove(postId, other.cookie)).status).toBe(404);
    const own = await patch(postId, author.cookie, { blocks: textBlocks('대기 중에 고침') });
    expect(own.status).toBe(200);
    expect(own.body.post).toMatchObject({ isConfirmed: false, content: '대기 중에 고침' });
  });
});

describe('DELETE /api/posts/{postId}', () => {
  it('takes the post out of the feed, search, its detail page and the profile, and keeps rewards', async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '삭제될 고슴도치 이야기',
      blocks: textBlocks('고슴도치는 귀엽다'),
    });
    await comment(t.app, postId, other.cookie, '귀엽네요');
    expect(await feedIds(t.app)).toContain(postId);
    expect(await searchIds(t.app, '고슴도치')).toContain(postId);
    expect(await profilePostIds(t.app, author.userId)).toContain(postId);
    const rewardsBefore = await me(t.app, author.cookie);

    const deleted = await remove(postId, author.cookie);
    expect(deleted.status, deleted.raw).toBe(200);
    expect(deleted.body).toEqual({ success: true, postId });

    expect(await feedIds(t.app)).not.toContain(postId);
    expect(await feedIds(t.app, author.cookie)).not.toContain(postId);
    expect(await searchIds(t.app, '고슴도치')).not.toContain(postId);
    expect(await profilePostIds(t.app, author.userId)).not.toContain(postId);
    expect(await profilePostIds(t.app, author.userId, author.cookie)).not.toContain(postId);
    const detail = await call(t.app, 'GET', `/api/posts/${postId}/detail`, author.cookie);
    expect(detail.status).toBe(404);
    expect(detail.body.error).toBe('게시글을 찾을 수 없습니다.');
    const searchRow = await t.app.db
      .selectFrom('post_search')
      .select('post_id')
      .where('post_id', '=', Number(postId.slice(4)))
      .executeTakeFirst();
    expect(searchRow).toBeUndefined();
    // Nobody can react to or comment on it any more.
    expect((await call(t.app, 'POST', `/api/posts/${postId}/like`, other.cookie, { type: 'like' })).status).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/posts/${postId}/comments`, other.cookie, { content: '늦었다' })).status,
    ).toBe(404);
    const rewardsAfter = await me(t.app, author.cookie);
    expect(rewardsAfter.experience).toBe(rewardsBefore.experience);
    expect(rewardsAfter.level).toBe(rewardsBefore.level);
    // Deleting twice finds nothing the second time.
    expect((await remove(postId, author.cookie)).status).toBe(404);
  });

  it("takes the post off its sphere's page", async () => {
    const sphere = await t.app.db.selectFrom('sphere').select('sphere_id').executeTakeFirstOrThrow();
    const joined = await call(t.app, 'POST', `/api/spheres/${sphere.sphere_id}/join`, author.cookie, {});
    expect(joined.status, joined.raw).toBe(200);
    const postId = await publishPost(t.app, author.cookie, admin.cookie, {
      title: '스피어에 올린 글',
      blocks: textBlocks('스피어 본문'),
      sphereId: sphere.sphere_id,
    });
    const spherePostIds = async () => {
      const page = await call(t.app, 'GET', `/api/spheres/${sphere.sphere_id}/posts?limit=50`);
      expect(page.status, page.raw).toBe(200);
      return (page.body.data as { posts: { postId: string }[] }).posts.map((p) => p.postId);
    };
    expect(await spherePostIds()).toContain(postId);
    expect((await remove(postId, author.cookie)).status).toBe(200);
    expect(await spherePostIds()).not.toContain(postId);
  });

  it("lets an admin delete anyone's post, refuses other users and guests", async () => {
    const postId = await publishPost(t.app, author.cookie, admin.cookie);
    expect((await remove(postId, null)).status).toBe(401);
    const byOther = await remove(postId, other.cookie);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error).toBe('본인이 쓴 글만 수정하거나 삭제할 수 있습니다.');
    expect(await feedIds(t.app)).toContain(postId);
    expect((await remove(postId, admin.cookie)).status).toBe(200);
    expect(await feedIds(t.app)).not.toContain(postId);
  });

  it('drops a deleted post from the profile counts', async () => {
    const writer = await signUpUser(t.app, '셈하는사람');
    const keep = await publishPost(t.app, writer.cookie, admin.cookie);
    const drop = await publishPost(t.app, writer.cookie, admin.cookie);
    await call(t.app, 'POST', `/api/posts/${drop}/like`, other.cookie, { type: 'like' });
    await call(t.app, 'POST', `/api/posts/${keep}/like`, other.cookie, { type: 'like' });
    await comment(t.app, drop, writer.cookie, '내 글에 내 댓글');
    const stats = async () =>
      ((await call(t.app, 'GET', `/api/users/${writer.userId}`)).body.user as { stats: object }).stats;
    expect(await stats()).toEqual({ posts: 2, comments: 1, likesReceived: 2 });
    expect((await remove(drop, writer.cookie)).status).toBe(200);
    expect(await stats()).toEqual({ posts: 1, comments: 0, likesReceived: 1 });
  });
});
