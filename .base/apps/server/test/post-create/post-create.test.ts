import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const createPost = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/posts/feed', payload, headers: cookie ? { cookie } : {} });

const countRows = async (table: 'post' | 'reward_log') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const richBlocks = [
  { id: 1700000000001, type: 'text', content: '  첫 문단  ', placeholder: '내용을 입력하세요' },
  { id: '1700000000002', type: 'image', url: '/uploads/abc123.webp', fileName: 'cat.png', caption: '고양이' },
  { id: '1700000000003', type: 'video', url: YT, embedUrl: 'https://evil.example/frame' },
  {
    id: '1700000000004',
    type: 'link',
    url: 'https://news.example.kr/a/1',
    title: '기사 제목',
    description: '요약',
    image: 'https://news.example.kr/cover.jpg',
    siteName: '예제뉴스',
    domain: 'news.example.kr',
  },
  { id: '1700000000005', type: 'text', content: '   ' },
  { id: '1700000000006', type: 'text', content: '둘째 문단' },
];

describe('POST /api/posts/feed — a /write post', () => {
  it('creates a pending post from the blocks and rewards the author in the same request', async () => {
    const user = await signUpUser(t.app, '글쓴이');
    const response = await createPost(
      {
        title: null,
        content: 'ignored: the server derives it',
        blocks: richBlocks,
        authorId: user.userId,
        author: { id: user.userId, name: '글쓴이', avatar: null },
        sphereId: null,
      },
      user.cookie,
    );
    expect(response.statusCode).toBe(201);
    const { post, reward, success } = response.json();
    expect(success).toBe(true);
    expect(post).toMatchObject({
      userId: user.userId,
      userName: '글쓴이',
      title: null,
      content: '첫 문단\n\n둘째 문단',
      isConfirmed: false,
      apiSource: null,
      categories: null,
      sphereId: null,
      likeCount: 0,
    });
    expect(post.postId).toMatch(/^post\d+$/);
    // Empty blocks are dropped; the video's player address comes from its URL, not the client.
    expect(post.blocks.map((b: { type: string }) => b.type)).toEqual(['text', 'image', 'video', 'link', 'text']);
    expect(post.blocks[2]).toMatchObject({ url: YT, embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(post.blocks[0].id).toBe('1700000000001');
    expect(post.media.map((m: { media_type: string }) => m.media_type)).toEqual(['image', 'video', 'link']);

    // Spec §4: 10 points and 15 experience for the first plant, granted by the server.
    expect(reward).toMatchObject({ action: 'post_create', granted: true, waterDrops: 10 });
    expect(reward.plant.experience).toBe(15);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } })).json();
    expect(me.user.water_drops).toBe(1250 + 10);

    const row = await t.app.db
      .selectFrom('post')
      .selectAll()
      .where('post_id', '=', Number(post.postId.slice(4)))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_confirmed: 0, user_id: user.numericId, api_source: null, youtube_video_id: null });
    const log = await t.app.db
      .selectFrom('reward_log')
      .selectAll()
      .where('reward_key', '=', `post:${row.post_id}`)
      .execute();
    expect(log).toHaveLength(1);
  });

  it('uses the placeholder as content when the post has no text', async () => {
    const user = await signUpUser(t.app);
    const response = await createPost(
      { blocks: [{ id: '1', type: 'link', url: 'https://example.com/', title: '예시', domain: 'example.com' }] },
      user.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().post.content).toBe('리치 콘텐츠 게시물');
  });

  it('shows the pending post to its author only, and to everyone once confirmed', async () => {
    const author = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const created = await createPost({ blocks: [{ id: '1', type: 'text', content: '확정 전 글' }] }, author.cookie);
    const postId = created.json().post.postId as string;
    const feedIds = async (cookie?: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/posts/feed?limit=50', headers: cookie ? { cookie } : {} }))
        .json()
        .data.posts.map((p: { postId: string }) => p.postId);
    expect(await feedIds(author.cookie)).toContain(postId);
    expect(await feedIds(other.cookie)).not.toContain(postId);
    expect(await feedIds()).not.toContain(postId);

    await t.app.db
      .updateTable('post')
      .set({ is_confirmed: 1 })
      .where('post_id', '=', Number(postId.slice(4)))
      .execute();
    expect(await feedIds()).toContain(postId);
  });
});

describe('POST /api/posts/feed — refusals write nothing', () => {
  let user: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    user = await signUpUser(t.app);
  });

  const expectRefused = async (payload: object, status: number, error?: string, cookie = user.cookie) => {
    const [posts, rewards] = [await countRows('post'), await countRows('reward_log')];
    const response = await createPost(payload, cookie);
    expect(response.statusCode, response.body).toBe(status);
    if (error) expect(response.json()).toEqual({ error });
    else expect(response.json().error).toBeTypeOf('string');
    expect(await countRows('post')).toBe(posts);
    expect(await countRows('reward_log')).toBe(rewards);
  };

  it('answers guests with 401, whatever the body', async () => {
    const guest = await createPost({ blocks: [{ id: '1', type: 'text', content: 'x' }] });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: '로그인이 필요합니다.' });
    expect((await createPost({ blocks: 'nope' })).statusCode).toBe(401);
  });

  it.each([
    [{ blocks: [] }],
    [{ blocks: [{ id: '1', type: 'text', content: '   \n ' }] }],
    [
      {
        blocks: [
          { id: '1', type: 'image', url: '' },
          { id: '2', type: 'video' },
          { id: '3', type: 'link', url: '' },
        ],
      },
    ],
  ])('asks for content when no block has any: %j', async (payload) => {
    await expectRefused(payload, 400, '내용을 입력해주세요.');
  });

  it('refuses another author, by authorId or author.id', async () => {
    const other = await signUpUser(t.app);
    const blocks = [{ id: '1', type: 'text', content: '사칭' }];
    await expectRefused({ blocks, authorId: other.userId }, 403, '다른 사용자의 이름으로 글을 쓸 수 없습니다.');
    await expectRefused({ blocks, author: { id: other.userId, name: 'x' } }, 403);
    await expectRefused({ blocks, authorId: 'robert' }, 400, '사용자 ID 형식이 올바르지 않습니다.');
  });

  it.each([
    ['no blocks field', {}],
    ['blocks not a list', { blocks: 'text' }],
    ['an unknown block type', { blocks: [{ id: '1', type: 'poll', content: 'x' }] }],
    ['a javascript: link', { blocks: [{ id: '1', type: 'link', url: 'javascript:alert(1)' }] }],
    ['a data: image', { blocks: [{ id: '1', type: 'image', url: 'data:image/png;base64,AAAA' }] }],
    ['an image outside /uploads/', { blocks: [{ id: '1', type: 'image', url: '/etc/passwd' }] }],
    [
      'a link preview image that is not http(s)',
      { blocks: [{ id: '1', type: 'link', url: 'https://a.kr', image: 'javascript:x' }] },
    ],
    ['51 blocks', { blocks: Array.from({ length: 51 }, (_, i) => ({ id: String(i), type: 'text', content: 'x' })) }],
    ['a title over 100 characters', { title: 'a'.repeat(101), blocks: [{ id: '1', type: 'text', content: 'x' }] }],
    ['a text block over 20 000 characters', { blocks: [{ id: '1', type: 'text', content: 'a'.repeat(20_001) }] }],
    ['a sphere id that is not a number', { sphereId: 'abc', blocks: [{ id: '1', type: 'text', content: 'x' }] }],
  ])('answers 400 for %s', async (_name, payload) => {
    await expectRefused(payload, 400);
  });

  it('refuses a video block the player cannot show', async () => {
    await expectRefused(
      { blocks: [{ id: '1', type: 'video', url: 'https://cdn.example.com/clip.avi' }] },
      400,
      '지원하지 않는 동영상 URL입니다. 유튜브, 비메오, 데일리모션 또는 MP4/WebM/OGG 주소를 입력해주세요.',
    );
  });

  it('refuses an unknown sphere', async () => {
    await expectRefused(
      { sphereId: 999_999, blocks: [{ id: '1', type: 'text', content: 'x' }] },
      404,
      '스피어를 찾을 수 없습니다.',
    );
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts/feed',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{"blocks":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/posts/feed — a /write-youtube share', () => {
  const share = (overrides: Record<string, unknown> = {}) => ({
    title: '오늘의 영상',
    content: '퇴근길에 보기 좋은 영상',
    blocks: [
      { id: '1', type: 'video', url: YT },
      { id: '2', type: 'text', content: '퇴근길에 보기 좋은 영상' },
    ],
    categories: { timing: ['commute', 'break', 'commute'], content: ['knowledge'] },
    apiSource: 'manual',
    sphereId: null,
    ...overrides,
  });

  it('creates a pending manual post with its categories', async () => {
    const user = await signUpUser(t.app);
    const response = await createPost({ ...share(), authorId: user.userId }, user.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().post).toMatchObject({
      title: '오늘의 영상',
      content: '퇴근길에 보기 좋은 영상',
      apiSource: 'manual',
      isConfirmed: false,
      categories: { timing: ['commute', 'break'], content: ['knowledge'] },
    });
    expect(response.json().reward.granted).toBe(true);
  });

  it('falls back to the default categories (break, humor)', async () => {
    const user = await signUpUser(t.app);
    const response = await createPost(share({ categories: undefined }), user.cookie);
    expect(response.json().post.categories).toEqual({ timing: ['break'], content: ['humor'] });
  });

  it.each([
    ['no title', { title: '  ' }, '제목, 내용, 유튜브 링크를 모두 입력해주세요.'],
    [
      'no description',
      { blocks: [{ id: '1', type: 'video', url: YT }] },
      '제목, 내용, 유튜브 링크를 모두 입력해주세요.',
    ],
    [
      'no link',
      { blocks: [{ id: '2', type: 'text', content: '설명' }] },
      '제목, 내용, 유튜브 링크를 모두 입력해주세요.',
    ],
    [
      'a video that is not YouTube',
      {
        blocks: [
          { id: '1', type: 'video', url: 'https://vimeo.com/76979871' },
          { id: '2', type: 'text', content: 'x' },
        ],
      },
      '올바른 유튜브 링크를 입력해주세요.',
    ],
    ['a title over 100', { title: '가'.repeat(101) }, '제목은 100자 이하로 입력해주세요.'],
    [
      'a description over 1000',
      {
        blocks: [
          { id: '1', type: 'video', url: YT },
          { id: '2', type: 'text', content: '가'.repeat(1001) },
        ],
      },
      '내용은 1000자 이하로 입력해주세요.',
    ],
  ])('refuses %s', async (_name, overrides, error) => {
    const user = await signUpUser(t.app);
    const before = await countRows('post');
    const response = await createPost(share(overrides), user.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await countRows('post')).toBe(before);
  });

  it('refuses unknown categories and api sources', async () => {
    const user = await signUpUser(t.app);
    expect((await createPost(share({ categories: { timing: ['brunch'], content: [] } }), user.cookie)).statusCode).toBe(
      400,
    );
    expect((await createPost(share({ apiSource: 'youtube_api' }), user.cookie)).statusCode).toBe(400);
  });
});
