import type { Locator } from '@playwright/test';
import { expect, type Page, test } from './fixtures.ts';
import { apiSession } from './support/api-user.ts';
import { smallTouchTargets } from './support/touch-targets.ts';

const DARK_BG = 'rgb(17, 19, 24)';
const LIGHT_BG = 'rgb(245, 246, 248)';

test.describe('colour theme', () => {
  test.use({ colorScheme: 'light' });

  test('MY menu: 어둡게 is kept and painted before any script of the app runs; 시스템 follows the system', async ({
    page,
    signIn,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource|net::ERR_FAILED/, 'the app scripts are blocked on purpose once');
    await signIn('테마점검');
    await page.goto('/');
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BG);
    await page.getByRole('button', { name: 'MY' }).click();
    const theme = page.getByRole('group', { name: '화면 테마' });
    await expect(theme.getByRole('radio', { name: '시스템' })).toBeChecked();
    await theme.getByRole('radio', { name: '어둡게' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BG);

    // Without the app's scripts the inline boot script alone paints the page dark: no flash of
    // light while the bundle loads (and the CSP lets that one inline script run).
    await page.route('**/assets/*.js', (route) => route.abort());
    // Reloaded by the page itself: the fixture's reload waits for the app, which never starts here.
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.location.reload())]);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BG);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await page.getByRole('button', { name: 'MY' }).click();
    await expect(theme.getByRole('radio', { name: '어둡게' })).toBeChecked();
    await theme.getByRole('radio', { name: '시스템' }).check();
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BG);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BG);
    // 밝게 wins over a dark system.
    await theme.getByRole('radio', { name: '밝게' }).check();
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BG);
  });
});

/** The badge keeps to the icon's top-right quarter: right of its middle and above its middle. */
async function expectOnIconCorner(icon: Locator, badge: Locator) {
  const i = await icon.boundingBox();
  const b = await badge.boundingBox();
  if (!i || !b) throw new Error('icon or badge not laid out');
  expect(b.x, 'badge starts right of the icon middle').toBeGreaterThanOrEqual(i.x + i.width / 2 - 0.5);
  expect(b.y + b.height, 'badge ends above the icon middle').toBeLessThanOrEqual(i.y + i.height / 2 + 0.5);
}

/** Where the MY menu's theme fieldset draws its top border, and whether its legend sits on it. */
function legendOnBorder(page: Page) {
  return page.getByRole('group', { name: '화면 테마' }).evaluate((fieldset) => {
    const legend = fieldset.querySelector('legend');
    const style = getComputedStyle(fieldset);
    // A fieldset's top border is drawn through a legend that is not floated.
    return Number.parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none' && legend
      ? getComputedStyle(legend).float === 'none'
      : false;
  });
}

test('guests get no 글쓰기 tab; the unread badge leaves the bell readable; MY menu: 화면 테마 above 로그아웃, no line through it', async ({
  page,
  server,
  signIn,
  adminSessionCookie,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: '하단 메뉴' });
  await expect(tabs.getByRole('link')).toHaveText(['홈', '스피어', '알림', 'MY']);

  // A member with one unread notification (their post confirmed by an admin).
  await signIn('배지점검');
  const created = await page.request.post('/api/posts/feed', {
    data: { title: '배지 점검 글', blocks: [{ id: '1', type: 'text', content: '배지 위치를 봅니다.' }] },
  });
  expect(created.status()).toBe(201);
  const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
  await admin.call('POST', '/api/admin/posts/confirm', { postId: (await created.json()).post.postId });
  await page.reload();
  // The 알림 tab's text: the badge, the label and, for screen readers, the count after it.
  await expect(tabs.getByRole('link')).toHaveText(['홈', '스피어', '글쓰기', /알림읽지 않음 1$/, 'MY']);
  const tab = tabs.getByRole('link', { name: /^알림/ });
  await expectOnIconCorner(tab.locator('svg'), tab.locator('span[aria-hidden="true"]'));

  await page.setViewportSize({ width: 1280, height: 800 });
  const bell = page.getByRole('button', { name: /^알림/ });
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expectOnIconCorner(bell.locator('svg'), page.getByTestId('notification-badge'));

  await page.getByRole('button', { name: 'MY' }).click();
  const menu = page.getByRole('list', { name: '내 메뉴' });
  const theme = menu.getByRole('group', { name: '화면 테마' });
  const logout = menu.getByRole('button', { name: '로그아웃' });
  const themeBox = await theme.boundingBox();
  const logoutBox = await logout.boundingBox();
  expect(themeBox && logoutBox && themeBox.y + themeBox.height <= logoutBox.y).toBe(true);
  expect(await legendOnBorder(page)).toBe(false);
});

test.describe('phone 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('home: a 56 px header, the feed on the first screen, a bottom tab bar', async ({ page, signIn }) => {
    const me = await signIn('폰레이아웃');
    await page.goto('/');
    const firstPost = page.getByRole('main').getByRole('article').first();
    await expect(firstPost).toBeVisible();
    expect((await page.locator('header').first().boundingBox())?.height).toBeLessThanOrEqual(56);
    // Profile and companion are one strip; the first post starts well inside the first screen.
    const strip = page.getByRole('region', { name: '내 프로필' });
    await expect(strip).toBeVisible();
    expect((await strip.boundingBox())?.height).toBeLessThanOrEqual(72);
    expect((await firstPost.boundingBox())?.y).toBeLessThan(812 / 2);
    await expect(strip.getByRole('link', { name: /^나의 컴패니언/ })).toHaveAttribute('href', '/character');

    const tabs = page.getByRole('navigation', { name: '하단 메뉴' });
    const expected = [
      ['홈', '/'],
      ['스피어', '/spheres'],
      ['글쓰기', '/write'],
      ['알림', '/notifications'],
      ['MY', `/user/${me.userId}`],
    ];
    for (const [name = '', href = ''] of expected) {
      await expect(tabs.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(tabs.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    const bar = await tabs.boundingBox();
    expect(bar && Math.round(bar.y + bar.height)).toBe(812);
    expect(await smallTouchTargets(page)).toEqual([]);

    await tabs.getByRole('link', { name: '스피어' }).click();
    await expect(page).toHaveURL(/\/spheres$/);
    await expect(tabs.getByRole('link', { name: '스피어' })).toHaveAttribute('aria-current', 'page');
  });

  test('search folds into an icon, opens over the header row and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: '검색 열기' });
    await expect(page.getByRole('searchbox', { name: '검색어' })).toBeHidden();
    await open.click();
    const field = page.getByRole('searchbox', { name: '검색어' });
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await field.fill('브이로그');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=%EB%B8%8C%EC%9D%B4%EB%A1%9C%EA%B7%B8$/);
    await expect(field).toBeHidden();
  });

  test('admin menu: a sheet over the page, within the screen, closed by Escape', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto('/admin/query');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const before = await heading.boundingBox();
    const toggle = page.getByRole('button', { name: '관리자 메뉴' });
    await toggle.click();
    const sheet = page.getByRole('navigation', { name: '관리자 메뉴' });
    await expect(sheet.getByRole('link', { name: '글확정' })).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(812);
    // Over the content, not pushing it down.
    expect((await heading.boundingBox())?.y).toBe(before?.y);
    await sheet.getByRole('link', { name: '글확정' }).focus();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
