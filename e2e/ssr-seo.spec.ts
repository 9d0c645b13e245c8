import { expect, test } from './fixtures.ts';

/**
 * Pages rendered on the server (docs/decisions/120): readable without JavaScript (crawlers,
 * messenger previews), hydrated without a difference (any hydration error is a console error,
 * which fails the test), true status codes, and an installed app that paints offline.
 */

interface FeedPost {
  postId: string;
  title: string | null;
  content: string;
}

async function newestPosts(request: import('@playwright/test').APIRequestContext): Promise<FeedPost[]> {
  const response = await request.get('/api/posts/feed?page=1&limit=10');
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data.posts as FeedPost[];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home and a post show their titles and text, and a missing post is a 404', async ({ page, request }) => {
    const posts = await newestPosts(request);
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    const feed = page.getByRole('region', { name: '게시글 피드' });
    await expect(feed.getByRole('article')).toHaveCount(posts.length);
    for (const post of posts.slice(0, 3)) {
      if (post.title) await expect(feed.getByRole('heading', { name: post.title, exact: true })).toBeVisible();
      await expect(feed.getByText(post.content, { exact: true }).first()).toBeVisible();
    }
    // Search works before the scripts have run too: the keyword box is a GET form to /?q=.
    const keyword = page.getByRole('searchbox', { name: '키워드 검색' });
    await keyword.fill('떡볶이');
    await keyword.press('Enter');
    await expect(page).toHaveURL(/\/\?q=%EB%96%A1%EB%B3%B6%EC%9D%B4$/);

    const post = posts.find((p) => p.title) as FeedPost;
    const detail = await page.goto(`/post/${post.postId}`);
    expect(detail?.status()).toBe(200);
    await expect(page).toHaveTitle(`${post.title} | 튜브스피어`);
    await expect(page.getByRole('heading', { level: 1, name: post.title as string })).toBeVisible();
    await expect(page.getByRole('main').getByText(post.content, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^댓글 \d+개$/ })).toBeVisible();

    expect((await page.goto('/post/post99999999'))?.status()).toBe(404);
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  });

  test('a member’s rendered pages are styled before any script runs', async ({ page, signIn, request }) => {
    const user = await signIn('무스크립트회원');
    const [post] = await newestPosts(request);
    for (const path of ['/', `/post/${post?.postId}`, '/sphere/1', `/user/${user.userId}`]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();
      // Every component class in the HTML has its rules among the stylesheets the head links
      // (a part whose styles came only with its script would show unstyled until then).
      const unstyled = await page.evaluate(() => {
        const defined = new Set<string>();
        for (const sheet of Array.from(document.styleSheets)) {
          for (const rule of Array.from(sheet.cssRules)) {
            for (const name of rule.cssText.match(/\._[A-Za-z][\w-]*_[\w-]{5}_\d+/g) ?? []) defined.add(name.slice(1));
          }
        }
        const used = new Set<string>();
        for (const element of Array.from(document.querySelectorAll('[class]'))) {
          for (const name of Array.from(element.classList))
            if (/^_[A-Za-z][\w-]*_[\w-]{5}_\d+$/.test(name)) used.add(name);
        }
        return [...used].filter((name) => !defined.has(name));
      });
      expect(unstyled, path).toEqual([]);
    }
  });
});

test.describe('with JavaScript', () => {
  test('the rendered home page hydrates without asking for its feed again, and works', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await page.goto('/');
    const feed = page.getByRole('region', { name: '게시글 피드' });
    await expect(feed.getByRole('article')).toHaveCount(10);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path !== '/api/auth/me')).toEqual([]);
    // Interactive: the sort tabs fetch 인기순 and the feed follows.
    await page.getByRole('button', { name: '인기' }).click();
    await expect(page).toHaveURL(/sort=hot/);
    await expect.poll(() => asked.includes('/api/posts/feed')).toBe(true);
    await expect(feed.getByRole('article').first()).toBeVisible();
  });

  test('a member’s pages render as theirs and hydrate cleanly', async ({ page, signIn, request }) => {
    const user = await signIn('서버렌더회원');
    const [post] = await newestPosts(request);
    for (const path of ['/', `/post/${post?.postId}`, '/sphere/1', `/user/${user.userId}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: '서버렌더회원' })).toBeVisible();
  });

  test('a comment typed before the page has hydrated is kept, and sending waits for the app', async ({
    page,
    signIn,
    request,
  }) => {
    await signIn('먼저쓴회원');
    const [post] = await newestPosts(request);
    // The page's scripts are held back: it is painted from the server's HTML, not yet the app.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A page of our own: the fixture's visits wait for the app, which is the point here.
    const early = await page.context().newPage();
    await early.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await early.goto(`/post/${post?.postId}`, { waitUntil: 'domcontentloaded' });
    const text = '스크립트보다 먼저 쓴 댓글';
    const box = early.getByRole('combobox', { name: '댓글 작성' });
    await box.fill(text);
    // Sending now would reload the page and lose the text: the form waits for the app instead.
    await early.getByRole('button', { name: '댓글 작성' }).click();
    await expect(box).toHaveValue(text);
    release();
    await early.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await expect(box).toHaveValue(text);
    await early.getByRole('button', { name: '댓글 작성' }).click();
    await expect(early.getByRole('article', { name: '먼저쓴회원' }).getByText(text)).toBeVisible();
    await early.close();
  });

  test('an unknown address answers 404 and the app takes the visitor home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: '게시글 피드' }).getByRole('article').first()).toBeVisible();
  });
});

test.describe('installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a return visit paints offline from the service worker and says it is offline', async ({
    page,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(
      /net::ERR_INTERNET_DISCONNECTED/,
      'offline on purpose: the API calls of the offline page fail and its panels say so',
    );
    const manifest = await page.request.get('/manifest.webmanifest');
    expect((await manifest.json()).name).toBe('튜브스피어');
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installed it; the next one is controlled by it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: '오프라인 상태입니다' })).toBeVisible();
    await expect(page.getByRole('link', { name: '튜브스피어 홈으로' })).toBeVisible();
    await context.setOffline(false);
  });
});
