import type { Post } from '@tubesphere/shared/contract/posts';
import type { ProfileComment, PublicProfile } from '@tubesphere/shared/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { call, comment, profilePostIds, publishPost, searchIds } from '../own-content/own-content-fixtures.ts';
import { multipartFile, smallPng } from '../security/support.ts';

let t: TestApp;
let admin: { userId: string; cookie: string };
let owner: Awaited<ReturnType<typeof signUpUser>>;
let visitor: Awaited<ReturnType<typeof signUpUser>>;
const published: string[] = [];
let pendingId = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  owner = await signUpUser(t.app, '프로필주인');
  visitor = await signUpUser(t.app, '방문자');
  for (let i = 0; i < 12; i += 1) {
    published.push(
      await publishPost(t.app, owner.cookie, admin.cookie, {
        title: `공개 글 ${i}`,
        blocks: [{ id: '1', type: 'text', content: `본문 ${i}` }],
      }),
    );
  }
  const pending = await call(t.app, 'POST', '/api/posts/feed', owner.cookie, {
    title: '확정 대기 글',
    blocks: [{ id: '1', type: 'text', content: '아직 확정되지 않았어요' }],
  });
  pendingId = (pending.body.post as { postId: string }).postId;
});
afterAll(async () => {
  await t.close();
});

const profileOf = async (userId: string, cookie?: string) => {
  const response = await call(t.app, 'GET', `/api/users/${userId}`, cookie);
  expect(response.status, response.raw).toBe(200);
  return { user: response.body.user as PublicProfile, raw: response.raw };
};
const postsPage = async (userId: string, query: string, cookie?: string) => {
  const response = await call(t.app, 'GET', `/api/users/${userId}/posts${query}`, cookie);
  expect(response.status, response.raw).toBe(200);
  return response.body.data as { posts: Post[]; pagination: { page: number; limit: number; hasMore: boolean } };
};
const commentsPage = async (userId: string, query: string, cookie?: string) => {
  const response = await call(t.app, 'GET', `/api/users/${userId}/comments${query}`, cookie);
  expect(response.status, response.raw).toBe(200);
  return response.body.data as { comments: ProfileComment[]; pagination: { hasMore: boolean } };
};
const newestFirst = () => [...published].reverse();

describe('GET /api/users/{userId}', () => {
  it('shows name, level, join date, counts and companion, never e-mail or admin level', async () => {
    await call(t.app, 'POST', `/api/posts/${published[0]}/like`, visitor.cookie, { type: 'like' });
    await call(t.app, 'POST', `/api/posts/${published[1]}/like`, admin.cookie, { type: 'like' });
    await call(t.app, 'POST', `/api/posts/${published[1]}/like`, visitor.cookie, { type: 'dislike' });
    await comment(t.app, published[2] as string, owner.cookie, '내 글에 단 댓글');
    await comment(t.app, pendingId, owner.cookie, '대기 글에 단 댓글');
    await call(t.app, 'POST', '/api/character/customize', owner.cookie, {
      basePartId: 'base_cat',
      accessories: [{ partId: 'acc_ribbon', positionX: 30, positionY: 20 }],
      characterName: '냥이',
    });

    for (const cookie of [undefined, visitor.cookie, owner.cookie, admin.cookie]) {
      const { user, raw } = await profileOf(owner.userId, cookie);
      expect(user).toMatchObject({
        user_id: owner.userId,
        user_name: '프로필주인',
        bio: null,
        createdAt: expect.any(String),
        stats: { posts: 12, comments: 1, likesReceived: 2 },
        companion: {
          name: '냥이',
          base: { partId: 'base_cat', icon: '🐱' },
          accessories: [{ partId: 'acc_ribbon', x: 30, y: 20 }],
        },
      });
      expect(raw).not.toContain(owner.email);
      expect(raw).not.toMatch(/admin_level|adminLevel|password/);
    }
    const { raw } = await profileOf(admin.userId, visitor.cookie);
    expect(raw).not.toMatch(/admin_level|adminLevel|admin@test\.kr/);
  });

  it('answers 404 for an unknown user on every profile route, 400 for a malformed id', async () => {
    for (const path of ['', '/posts', '/comments']) {
      const missing = await call(t.app, 'GET', `/api/users/user99999999${path}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('사용자를 찾을 수 없습니다.');
      expect((await call(t.app, 'GET', `/api/users/robert${path}`)).status).toBe(400);
    }
    // /user/12 in the address bar: the bare number works too.
    expect((await call(t.app, 'GET', `/api/users/${owner.numericId}`)).status).toBe(200);
  });
});

describe('GET /api/users/{userId}/posts', () => {
  it('pages the public posts newest first, the same for guests and other users', async () => {
    const first = await postsPage(owner.userId, '');
    expect(first.posts.map((p) => p.postId)).toEqual(newestFirst().slice(0, 10));
    expect(first.pagination).toEqual({ page: 1, limit: 10, hasMore: true });
    const second = await postsPage(owner.userId, '?page=2');
    expect(second.posts.map((p) => p.postId)).toEqual(newestFirst().slice(10));
    expect(second.pagination.hasMore).toBe(false);
    expect((await postsPage(owner.userId, '?page=3')).posts).toEqual([]);
    const byVisitor = await postsPage(owner.userId, '?limit=5', visitor.cookie);
    expect(byVisitor.posts.map((p) => p.postId)).toEqual(newestFirst().slice(0, 5));
    expect(byVisitor.posts.some((p) => p.postId === pendingId)).toBe(false);
  });

  it("lays the viewer's own reactions over the shared page", async () => {
    const liked = published.at(-1) as string;
    await call(t.app, 'POST', `/api/posts/${liked}/like`, visitor.cookie, { type: 'like' });
    const [top] = (await postsPage(owner.userId, '?limit=1', visitor.cookie)).posts;
    expect(top).toMatchObject({ postId: liked, isLiked: true });
    const [asGuest] = (await postsPage(owner.userId, '?limit=1')).posts;
    expect(asGuest).toMatchObject({ postId: liked, isLiked: false });
  });

  it('shows the owner their pending posts first, marked as not confirmed', async () => {
    const page = await postsPage(owner.userId, '', owner.cookie);
    expect(page.posts[0]).toMatchObject({ postId: pendingId, isConfirmed: false });
    expect(page.posts.slice(1).map((p) => p.postId)).toEqual(newestFirst().slice(0, 9));
    const next = await postsPage(owner.userId, '?page=2', owner.cookie);
    expect(next.posts.map((p) => p.postId)).toEqual(newestFirst().slice(9));
    expect(next.pagination.hasMore).toBe(false);
  });

  it('refuses limits over 50 with a 400', async () => {
    expect((await call(t.app, 'GET', `/api/users/${owner.userId}/posts?limit=51`)).status).toBe(400);
    expect((await call(t.app, 'GET', `/api/users/${owner.userId}/comments?page=0`)).status).toBe(400);
  });
});

describe('GET /api/users/{userId}/comments', () => {
  it('pages live comments on visible posts, newest first, with the post each answers', async () => {
    const commenter = await signUpUser(t.app, '댓글러');
    const made: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      made.push((await comment(t.app, published[i % 3] as string, commenter.cookie, `댓글 ${i}`)).commentId);
    }
    const page = await commentsPage(commenter.userId, '');
    expect(page.comments.map((c) => c.commentId)).toEqual([...made].reverse().slice(0, 10));
    expect(page.pagination.hasMore).toBe(true);
    expect(page.comments[0]).toMatchObject({
      content: '댓글 10',
      userName: '댓글러',
      post: { postId: published[1], title: '공개 글 1', excerpt: '본문 1' },
    });

    expect((await call(t.app, 'DELETE', `/api/comments/${made[10]}`, commenter.cookie)).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/posts/${published[0]}`, owner.cookie)).status).toBe(200);
    const after = await commentsPage(commenter.userId, '?limit=50');
    // Comments 0, 3, 6, 9 were on the deleted post; 10 was deleted.
    expect(after.comments.map((c) => c.content)).toEqual(['댓글 8', '댓글 7', '댓글 5', '댓글 4', '댓글 2', '댓글 1']);
    published.shift();
  });

  it("shows comments on the owner's pending post to the owner only", async () => {
    const asVisitor = await commentsPage(owner.userId, '', visitor.cookie);
    expect(asVisitor.comments.map((c) => c.content)).not.toContain('대기 글에 단 댓글');
    const asOwner = await commentsPage(owner.userId, '', owner.cookie);
    expect(asOwner.comments.map((c) => c.content)).toContain('대기 글에 단 댓글');
  });
});

describe('PATCH /api/users/me', () => {
  const patchMe = (cookie: string | null, payload: object) => call(t.app, 'PATCH', '/api/users/me', cookie, payload);

  it('changes name and bio, answers with the own profile, and the profile shows it', async () => {
    const user = await signUpUser(t.app, '이름바꿀사람');
    const changed = await patchMe(user.cookie, { user_name: '  새이름  ', bio: '  영상 좋아하는 사람  ' });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.user).toMatchObject({ user_name: '새이름', bio: '영상 좋아하는 사람', email: user.email });
    expect((await profileOf(user.userId)).user).toMatchObject({ user_name: '새이름', bio: '영상 좋아하는 사람' });
    const me = await call(t.app, 'GET', '/api/auth/me', user.cookie);
    expect(me.body.user).toMatchObject({ user_name: '새이름' });
    // A blank bio removes it; leaving a field out keeps it.
    const cleared = await patchMe(user.cookie, { bio: '   ' });
    expect(cleared.body.user).toMatchObject({ user_name: '새이름', bio: null });
  });

  it('refuses bad names, long bios and pictures that are not our uploads, with Korean messages', async () => {
    const user = await signUpUser(t.app, '검사받는사람');
    const cases: [object, string][] = [
      [{ user_name: '   ' }, '사용자 이름을 입력해주세요.'],
      [{ user_name: '가'.repeat(21) }, '사용자 이름은 20자 이하로 입력해주세요.'],
      [{ bio: '가'.repeat(201) }, '소개는 200자 이하로 입력해주세요.'],
      [{ profile_image: 'https://evil.example/me.png' }, '프로필 사진은 이 사이트에 올린 이미지만 쓸 수 있습니다.'],
      [{ profile_image: '/uploads/../../etc/passwd' }, '프로필 사진은 이 사이트에 올린 이미지만 쓸 수 있습니다.'],
      [{ profile_image: `/uploads/${'a'.repeat(32)}.webp` }, '프로필 사진은 이 사이트에 올린 이미지만 쓸 수 있습니다.'],
    ];
    for (const [payload, message] of cases) {
      const response = await patchMe(user.cookie, payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.error, JSON.stringify(payload)).toBe(message);
    }
    expect((await profileOf(user.userId)).user).toMatchObject({ user_name: '검사받는사람', profile_image: null });
    expect((await patchMe(null, { bio: '손님' })).status).toBe(401);
  });

  it('takes a picture uploaded through the upload pipeline, and null removes it', async () => {
    const user = await signUpUser(t.app, '사진올린사람');
    const file = multipartFile('image', 'me.png', 'image/png', await smallPng());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: file.payload,
      headers: { ...file.headers, cookie: user.cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const url = upload.json().url as string;
    const changed = await patchMe(user.cookie, { profile_image: url });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.user).toMatchObject({ profile_image: url });
    expect((await profileOf(user.userId)).user.profile_image).toBe(url);
    const removed = await patchMe(user.cookie, { profile_image: null });
    expect(removed.body.user).toMatchObject({ profile_image: null });
  });

  it('re-indexes the author name of their posts, so search finds them by the new name', async () => {
    const user = await signUpUser(t.app, '옛날닉네임');
    const postId = await publishPost(t.app, user.cookie, admin.cookie);
    expect(await searchIds(t.app, '옛날닉네임')).toContain(postId);
    expect((await patchMe(user.cookie, { user_name: '새로운닉네임' })).status).toBe(200);
    expect(await searchIds(t.app, '새로운닉네임')).toContain(postId);
    expect(await searchIds(t.app, '옛날닉네임')).not.toContain(postId);
    const [shown] = (await postsPage(user.userId, '')).posts;
    expect(shown?.userName).toBe('새로운닉네임');
    expect(await profilePostIds(t.app, user.userId)).toEqual([postId]);
  });
});
