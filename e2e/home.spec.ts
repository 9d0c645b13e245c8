import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, type Page, test } from './fixtures.ts';
import { apiSession, apiSignUp } from './support/api-user.ts';

/** Offline test machines cannot load YouTube thumbnails; anything else on console.error is a bug. */
function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

const feed = (page: Page) => page.getByRole('region', { name: '게시글 피드' });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Images on the page that finished without pixels: the browser's broken-image box. */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main img'))
      .filter((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 0 && img.src)
      .map((img) => (img as HTMLImageElement).src),
  );

/** Scrolls the feed down until `target` is in the middle of the screen; says where the page was left. */
async function scrollTo(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(600);
  return y;
}

/**
 * The link whose label ends with `ending` in the lowest loaded card that has one, loading more of
 * the feed until that card is well below the first screen: posts other tests publish may name no
 * sphere, and one whose author has left links nobody. The card's index is fixed once found:
 * scrolling to it may load the next page, and `.last()` would then be another card.
 */
async function lowestLinkEndingWith(page: Page, ending: string): Promise<Locator> {
  const cards = feed(page).getByRole('article');
  const lowest = () =>
    cards.evaluateAll(
      (articles, suffix) =>
        articles.findLastIndex((article) =>
          Array.from(article.querySelectorAll('a[aria-label]')).some((a) =>
            a.getAttribute('aria-label')?.endsWith(suffix),
          ),
        ),
      ending,
    );
  for (let pages = 1; (await lowest()) < 5; pages += 1) {
    expect(pages, `a card below the first screen with a “…${ending}” link`).toBeLessThan(5);
    const shown = await cards.count();
    await page.getByRole('button', { name: '더 보기' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
  return cards
    .nth(await lowest())
    .getByRole('link', { name: new RegExp(`${ending}$`) })
    .first();
}

async function expectScrolledTo(page: Page, y: number) {
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(y - 2);
  await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(y + 2);
}

test.describe('home', () => {
  test('a guest scrolls past page 1 and opens a post from page 2', async ({ page, allowConsoleError }) => {
    const errors = watchConsoleErrors(page);
    // Video thumbnails that fail (here, all of them) fall back and then go, never a broken image,
    // even those that failed before the page's scripts started.
    allowConsoleError(
      /^Failed to load resource: net::ERR_FAILED \(https:\/\/i\.ytimg\.com\//,
      'thumbnails cut off on purpose',
    );
    await page.route(/i\.ytimg\.com/, (route) => route.abort());
    await page.goto('/');
    await expect.poll(() => brokenImages(page)).toEqual([]);
    await expect(page).toHaveTitle('튜브스피어 - 함께 보는 유튜브 커뮤니티');
    const cards = feed(page).getByRole('article');
    await expect(cards).toHaveCount(10);
    // Pinned first (the demo data pins one post).
    await expect(cards.first().getByText('고정됨')).toBeVisible();

    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(20);
    const eleventh = cards.nth(10);
    const title = (await eleventh.getByRole('heading').textContent()) ?? '';
    await eleventh.getByRole('heading').click();
    await expect(page).toHaveURL(/\/post\/post\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a post, profile or sphere opened from a scrolled feed starts at the top; Back and 뒤로 가기 return to the place', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = feed(page).getByRole('article');
    await expect(cards).toHaveCount(10);

    // A post: at the top, and its 뒤로 가기 button returns to the same place in the feed.
    const title = cards.nth(6).getByRole('heading');
    let left = await scrollTo(page, title);
    await title.click();
    await expect(page).toHaveURL(/\/post\/post\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectScrolledTo(page, 0);
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectScrolledTo(page, left);

    // A profile, and the browser's Back.
    const author = await lowestLinkEndingWith(page, '님의 프로필');
    left = await scrollTo(page, author);
    await author.click();
    await expect(page).toHaveURL(/\/user\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectScrolledTo(page, 0);
    await page.goBack();
    await expectScrolledTo(page, left);

    // A sphere, its header answered after its feed (as on a busy server): the header replacing its
    // spinner pushes the feed down and leaves the page at the top.
    await page.route(/\/api\/spheres\/\d+(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const sphere = await lowestLinkEndingWith(page, '스피어로 이동');
    left = await scrollTo(page, sphere);
    await sphere.click();
    await expect(page).toHaveURL(/\/sphere\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectScrolledTo(page, 0);
    await page.goBack();
    await expectScrolledTo(page, left);
  });

  test('the "더 보기" button loads the next page from the keyboard', async ({ page }) => {
    await page.goto('/');
    const cards = feed(page).getByRole('article');
    await expect(cards).toHaveCount(10);
    const more = page.getByRole('button', { name: '더 보기' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(20);
  });

  test('feed cache: reused within 5 minutes, refetched after a like', async ({ page, signIn }) => {
    await signIn('캐시테스트');
    let feedRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/posts/feed')) feedRequests += 1;
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: '내 프로필' }).getByText('캐시테스트')).toBeVisible();
    await expect(feed(page).getByRole('article')).toHaveCount(10);
    await page.waitForLoadState('networkidle');
    const loaded = feedRequests;

    await feed(page).getByRole('article').nth(1).getByRole('heading').click();
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(feed(page).getByRole('article')).toHaveCount(10);
    expect(feedRequests).toBe(loaded);

    const second = feed(page).getByRole('article').nth(1).getByRole('heading');
    const opened = (await second.textContent()) ?? '';
    await second.click();
    // The feed's cards have like buttons too: act only once the post itself is on screen.
    await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
    const like = page.getByRole('button', { name: /^좋아요/ });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect.poll(() => feedRequests).toBe(loaded + 1);
    await expect(
      feed(page)
        .getByRole('article')
        .nth(1)
        .getByRole('button', { name: /^좋아요/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('the keyword box writes q to the URL and shows its results', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: '키워드 검색' });
    await box.fill('  떡볶이  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=%EB%96%A1%EB%B3%B6%EC%9D%B4$/);
    const results = page.getByRole('region', { name: '검색 결과' });
    await expect(results.getByRole('listitem').first()).toContainText('떡볶이');
    await page.reload();
    await expect(box).toHaveValue('떡볶이');
    // As a person would, wait for the results: until they arrive the button below them moves.
    await expect(results.getByRole('listitem').first()).toContainText('떡볶이');
    await page.getByRole('button', { name: '피드로 돌아가기' }).click();
    await expect(feed(page).getByRole('article').first()).toBeVisible();
  });

  test('a video plays only when clicked: thumbnail first, then the player', async ({
    page,
    server,
    adminSessionCookie,
  }) => {
    // A video post of this test's own, public and so the newest: the posts other tests publish
    // (text, mostly) can push every demo video off the first page.
    const author = await apiSignUp(server.baseURL, '영상올린이');
    const title = `클릭해야 재생 ${randomBytes(3).toString('hex')}`;
    const { post } = (await author.call('POST', '/api/posts/feed', {
      title,
      blocks: [{ id: '1', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    })) as { post: { postId: string } };
    await (await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`)).call(
      'POST',
      '/api/admin/posts/confirm',
      { postId: post.postId },
    );
    await page.goto('/');
    const card = feed(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByRole('button', { name: /동영상 재생/ })).toBeVisible();
    await expect(card.locator('iframe')).toHaveCount(0);
    await card.getByRole('button', { name: /동영상 재생/ }).click();
    await expect(card.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
    );
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed-in users get the menu and category lists, whose chips filter the feed', async ({ page, signIn }) => {
    await signIn('메뉴테스트');
    await page.goto('/');
    await expect(page.getByRole('region', { name: '내 프로필' }).getByText('메뉴테스트')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '내비게이션 메뉴' })).toBeVisible();
    // Filtering itself: e2e/category-filter.spec.ts.
    await expect(page.getByRole('link', { name: '출퇴근길 영상만 보기' })).toHaveAttribute('href', '/?timing=commute');
    await expect(page.getByRole('link', { name: 'ASMR 영상만 보기' }).first()).toHaveAttribute(
      'href',
      '/?content=asmr',
    );
  });

  test('guests do not get the menu or the category lists', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: '내 프로필' }).getByText('게스트')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '내비게이션 메뉴' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '출퇴근길 영상만 보기' })).toHaveCount(0);
  });

  /** Home opened from another page: the feed comes from the API (an opened home page has it built in). */
  const openHomeFromSpheres = async (page: Page) => {
    await page.goto('/spheres');
    await page.getByRole('link', { name: '튜브스피어 홈으로' }).click();
  };

  test('pending and imported posts carry their badges', async ({ page }) => {
    // Post creation and imports belong to other features: shape the feed answer instead.
    await page.route('**/api/posts/feed?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const [first, second] = body.data.posts;
      Object.assign(first, { isConfirmed: false, isPinned: false });
      Object.assign(second, { apiSource: 'youtube_api', ranking: 3, region: 'KR' });
      await route.fulfill({ response, json: body });
    });
    await openHomeFromSpheres(page);
    const cards = feed(page).getByRole('article');
    await expect(cards.first().getByText('확정 대기')).toBeVisible();
    await expect(cards.nth(1).getByText('인기 동영상 · 3위 · 대한민국')).toBeVisible();
  });

  test('a feed failure shows the error panel and retry recovers', async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 500 .*\/api\/posts\/feed/, 'this test answers the feed with a 500');
    let fail = true;
    await page.route('**/api/posts/feed?*', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { error: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' } })
        : route.fallback(),
    );
    await openHomeFromSpheres(page);
    await expect(page.getByRole('alert')).toContainText('오류가 발생했습니다');
    fail = false;
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(feed(page).getByRole('article')).toHaveCount(10);
  });

  test('on a phone: one column, no sideways scroll, side content behind a toggle', async ({ page, signIn }) => {
    await signIn();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(feed(page).getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const toggle = page.getByRole('button', { name: '메뉴 · 추천 스피어 열기' });
    await expect(page.getByRole('navigation', { name: '내비게이션 메뉴' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('navigation', { name: '내비게이션 메뉴' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '추천 스피어' })).toBeVisible();
    await expect(page.getByRole('button', { name: '메뉴 · 추천 스피어 닫기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
