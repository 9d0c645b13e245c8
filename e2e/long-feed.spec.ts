import { test as base, expect, type Page } from './fixtures.ts';
import { apiSession } from './support/api-user.ts';
import { E2E_ADMIN, type RunningServer, startServer } from './support/server.ts';

/** Pages a feed keeps (apps/web/src/features/feed/api/get-feed.ts FEED_MAX_PAGES) × 10 cards. */
const MAX_CARDS = 50;
const PAGES = 12;

/** Pages a profile tab keeps (apps/web/src/features/profile/api/get-user-comments.ts) × 10 comments. */
const MAX_COMMENTS = 50;
const COMMENTS = 70;

/**
 * A server of its own with 110 more confirmed posts than the demo's, so the home feed has far
 * more than ten pages, and 70 comments by the admin under one of them, so their profile's 댓글 tab
 * has seven; the shared server's feed stays as the other specs expect it.
 */
const test = base.extend<object, { longFeedServer: RunningServer & { adminId: string } }>({
  longFeedServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
    async ({}, use) => {
      const server = await startServer();
      const login = await fetch(`${server.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
      });
      const cookie = /ts_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
      const admin = await apiSession(server.baseURL, cookie);
      const ids: string[] = [];
      for (let i = 1; i <= 110; i += 1) {
        const created = await admin.call('POST', '/api/posts/feed', {
          title: `긴 피드 ${i}번 글`,
          blocks: [{ id: '1', type: 'text', content: `스크롤 시험용 ${i}번째 글입니다.` }],
        });
        ids.push((created.post as { postId: string }).postId);
      }
      for (let start = 0; start < ids.length; start += 100) {
        await admin.call('POST', '/api/admin/posts/confirm', {
          adminKey: E2E_ADMIN.key,
          postIds: ids.slice(start, start + 100),
        });
      }
      for (let i = 1; i <= COMMENTS; i += 1) {
        await admin.call('POST', `/api/posts/${ids[0]}/comments`, { content: `긴 댓글 ${i}번` });
      }
      const me = (await admin.call('GET', '/api/auth/me')) as { user: { user_id: string } };
      await use({ ...server, adminId: me.user.user_id });
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ longFeedServer }, use) => use(longFeedServer.baseURL),
});

const feed = (page: Page) => page.getByRole('region', { name: '게시글 피드' });
const cards = (page: Page) => feed(page).getByRole('article');
const feedPage = (url: string) =>
  url.includes('/api/posts/feed') ? Number(new URL(url).searchParams.get('page') ?? '0') : 0;

/** The card nearest the middle of the screen: its title and its distance from the top of the screen. */
const cardInView = (page: Page) =>
  page.evaluate(() => {
    const middle = window.innerHeight / 2;
    const all = Array.from(document.querySelectorAll('section[aria-label="게시글 피드"] article'));
    const near = all
      .map((card) => ({ card, box: card.getBoundingClientRect() }))
      .sort((a, b) => Math.abs(a.box.top - middle) - Math.abs(b.box.top - middle))[0];
    return near ? { title: near.card.querySelector('h2, h3')?.textContent ?? '', top: near.box.top } : null;
  });

const topOf = (page: Page, title: string) =>
  feed(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .evaluate((card) => card.getBoundingClientRect().top);

test.describe('a long feed', () => {
  test('holds at most 50 cards over 12 pages, 이전 글 보기 brings earlier ones back, and Back returns to the card', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(10);
    // The most cards the page ever held, counted on every change of the list.
    await page.evaluate(() => {
      const w = window as unknown as { maxCards: number };
      w.maxCards = 0;
      const count = () => {
        w.maxCards = Math.max(
          w.maxCards,
          document.querySelectorAll('section[aria-label="게시글 피드"] article').length,
        );
      };
      count();
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
    });

    for (let next = 2; next <= PAGES; next += 1) {
      const loaded = page.waitForResponse((response) => feedPage(response.url()) === next && response.ok());
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await loaded;
      await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
    }
    await expect(cards(page).last()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { maxCards: number }).maxCards)).toBeLessThanOrEqual(
      MAX_CARDS,
    );
    await expect(cards(page)).toHaveCount(MAX_CARDS);
    // Pages 1 to 7 are gone: the newest post is not in the page any more.
    await expect(feed(page).getByRole('heading', { name: '긴 피드 110번 글', exact: true })).toHaveCount(0);
    const previous = feed(page).getByRole('button', { name: '이전 글 보기' });
    await expect(previous).toBeAttached();

    // A card in the middle of the screen, opened and left with 뒤로 가기: the same card, at the same place.
    await page.evaluate(() => window.scrollBy(0, -1500));
    const seen = await cardInView(page);
    if (!seen) throw new Error('no card on screen');
    const left = await page.evaluate(() => window.scrollY);
    await feed(page).getByRole('heading', { name: seen.title, exact: true }).click();
    await expect(page).toHaveURL(/\/post\/post\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(left - 2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(left + 2);
    expect(Math.abs((await topOf(page, seen.title)) - seen.top)).toBeLessThanOrEqual(2);
    await expect(cards(page)).toHaveCount(MAX_CARDS);

    // 이전 글 보기 from the keyboard: the page before comes back above, the card in view stays put,
    // and the last page goes, so the count stays bounded.
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = await cardInView(page);
    if (!first) throw new Error('no card on screen');
    const firstTop = await topOf(page, first.title);
    const earlier = page.waitForResponse((response) => feedPage(response.url()) > 0 && response.ok());
    await previous.focus();
    await page.keyboard.press('Enter');
    await earlier;
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => topOf(page, first.title)).toBeGreaterThan(firstTop - 2);
    expect(Math.abs((await topOf(page, first.title)) - firstTop)).toBeLessThanOrEqual(2);
    await expect(cards(page)).toHaveCount(MAX_CARDS);
    expect(await page.evaluate(() => (window as unknown as { maxCards: number }).maxCards)).toBeLessThanOrEqual(
      MAX_CARDS,
    );
  });

  test('a long 댓글 tab holds at most 50 comments over 7 pages, and 이전 댓글 보기 brings the newest back', async ({
    page,
    longFeedServer,
  }) => {
    await page.goto(`/user/${longFeedServer.adminId}?tab=comments`);
    const panel = page.getByRole('tabpanel');
    const comments = panel.getByRole('article');
    await expect(comments).toHaveCount(10);
    for (let pages = 2; pages <= 7; pages += 1) {
      await panel.getByRole('button', { name: '더 보기' }).click();
      // The oldest comment of the page just asked for (newest first: page p ends at 71 − 10p).
      await expect(panel.getByText(`긴 댓글 ${COMMENTS + 1 - pages * 10}번`, { exact: true })).toBeAttached();
      await expect(comments).toHaveCount(Math.min(pages * 10, MAX_COMMENTS));
    }
    await expect(panel.getByText('마지막입니다.')).toBeVisible();
    await expect(panel.getByText('긴 댓글 1번', { exact: true })).toBeVisible();
    // The first two pages went: the newest comments are not in the page any more.
    await expect(panel.getByText(`긴 댓글 ${COMMENTS}번`, { exact: true })).toHaveCount(0);

    const previous = panel.getByRole('button', { name: '이전 댓글 보기' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText(`긴 댓글 ${COMMENTS - 10}번`, { exact: true })).toBeAttached();
    await expect(comments).toHaveCount(MAX_COMMENTS);
    // The last page gave way, so the count stays bounded; once at page 1 the button is gone.
    await expect(panel.getByText('긴 댓글 1번', { exact: true })).toHaveCount(0);
    await panel.getByRole('button', { name: '이전 댓글 보기' }).click();
    await expect(panel.getByText(`긴 댓글 ${COMMENTS}번`, { exact: true })).toBeAttached();
    await expect(comments).toHaveCount(MAX_COMMENTS);
    await expect(panel.getByRole('button', { name: '이전 댓글 보기' })).toHaveCount(0);
  });
});
