import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../admin/admin-fixtures.ts';
import { createTestApp, signInAdmin, signUpUser, type TestApp } from '../helpers/test-app.ts';

/** GET /api/posts/feed?timing=&content=: the home feed narrowed to posts shared with those categories. */
const categories = (timing: string[], content: string[]) => JSON.stringify({ timing, content });

describe.each([
  ['without the read cache', {}],
  ['with the read cache', { FEED_CACHE_TTL_MS: '60000' }],
])('category filters %s', (_label, env) => {
  let t: TestApp;
  let author: Awaited<ReturnType<typeof signUpUser>>;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ env });
    author = await signUpUser(t.app, '분류작가');
    const share = (name: string, json: string | null, extra: object = {}) =>
      insertPost(t.app, author.numericId, {
        is_confirmed: 1,
        title: name,
        categories_json: json,
        api_source: json ? 'manual' : null,
        ...extra,
      }).then((id) => {
        made[name] = id;
      });
    await share('출퇴근 ASMR', categories(['commute'], ['asmr']));
    await share('출퇴근 뉴스', categories(['commute', 'break'], ['news']));
    await share('휴식 ASMR', categories(['break'], ['asmr', 'humor']), { like_count: 9 });
    await share('술자리 유머', categories(['drinking'], ['humor']));
    await share('일반 글', null);
    await share('깨진 분류', '{not json');
    await share('이상한 분류', JSON.stringify({ timing: 'commute', content: [1, 'asmr', 'unknown'] }));
    await share('삭제된 출퇴근', categories(['commute'], []), { deleted_at: new Date().toISOString() });
    await share('대기 출퇴근', categories(['commute'], ['asmr']), { is_confirmed: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  const feed = async (query: string, cookie?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/posts/feed${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.posts as { title: string }[]).map((p) => p.title);
  };

  it('keeps the posts shared with a timing category, newest first', async () => {
    // A lone string is not a list of categories (the same on both engines).
    expect(await feed('?timing=commute')).toEqual(['출퇴근 뉴스', '출퇴근 ASMR']);
    expect(await feed('?timing=drinking')).toEqual(['술자리 유머']);
  });

  it('keeps the posts shared with a content category', async () => {
    expect(await feed('?content=asmr')).toEqual(['이상한 분류', '휴식 ASMR', '출퇴근 ASMR']);
    expect(await feed('?content=gaming')).toEqual([]);
  });

  it('combines both, and either with the sort', async () => {
    expect(await feed('?timing=commute&content=asmr')).toEqual(['출퇴근 ASMR']);
    expect(await feed('?timing=break&content=asmr&sort=hot')).toEqual(['휴식 ASMR']);
    expect((await feed('?content=asmr&sort=top&period=week'))[0]).toBe('휴식 ASMR');
  });

  it('treats a blank filter as none', async () => {
    const all = await feed('?limit=50');
    expect(await feed('?limit=50&timing=&content=')).toEqual(all);
    expect(all).toContain('일반 글');
    expect(all).toContain('깨진 분류');
  });

  it("puts the author's own pending posts on top only where they match", async () => {
    expect(await feed('?timing=commute', author.cookie)).toEqual(['대기 출퇴근', '출퇴근 뉴스', '출퇴근 ASMR']);
    expect(await feed('?timing=drinking', author.cookie)).toEqual(['술자리 유머']);
  });

  it('refuses unknown categories with a Korean 400', async () => {
    for (const [query, error] of [
      ['?timing=night', '알 수 없는 시간대 분류입니다.'],
      ['?content=music', '알 수 없는 콘텐츠 분류입니다.'],
      ['?content=ASMR', '알 수 없는 콘텐츠 분류입니다.'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/posts/feed${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it('follows a share made through the API, and a category change made afterwards', async () => {
    const user = await signUpUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts/feed',
      headers: { cookie: user.cookie },
      payload: {
        title: '새 게임 영상',
        blocks: [
          { id: '1', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
          { id: '2', type: 'text', content: '게임 영상입니다' },
        ],
        categories: { timing: ['drinking'], content: ['gaming'] },
        apiSource: 'manual',
      },
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json().post.postId as string;
    const admin = await signInAdmin(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/posts/confirm',
      headers: { cookie: admin.cookie },
      payload: { postId },
    });
    expect(await feed('?content=gaming')).toEqual(['새 게임 영상']);
    // Any writer of categories_json (an edit, the SQL tool) moves the post between filters.
    await t.app.db
      .updateTable('post')
      .set({ categories_json: categories(['break'], ['knowledge']) })
      .where('post_id', '=', Number(postId.slice(4)))
      .execute();
    t.app.readCache.invalidate();
    expect(await feed('?content=gaming')).toEqual([]);
    expect(await feed('?content=knowledge')).toEqual(['새 게임 영상']);
  });
});
