import { expect, test } from './fixtures.ts';

test.describe('what the compiled server ships besides the screens', () => {
  test('the API reference at /api/docs lists the endpoints, generated from the routes', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page).toHaveTitle('튜브스피어 API 문서');
    await expect(page.getByRole('heading', { name: /TubeSphere API/ })).toBeVisible();
    // Every endpoint group, then the endpoints themselves (named with their Korean summary), from
    // the server's own OpenAPI document. Swagger UI renders the groups further down as they are
    // scrolled to.
    await expect(page.getByRole('button', { name: 'POST /api/auth/login 로그인', exact: true })).toBeVisible();
    const feed = page.getByRole('button', { name: /^GET \/api\/posts\/feed / });
    await expect(async () => {
      await page.mouse.wheel(0, 800);
      await expect(page.getByRole('link', { name: 'posts', exact: true })).toBeVisible({ timeout: 500 });
      await expect(feed).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    // Opening one shows its parameters.
    await feed.click();
    await expect(page.locator('.parameters').getByText('sort', { exact: true })).toBeVisible();
  });

  test('a screen whose code was replaced by a deploy asks for a reload, and the reload shows it', async ({
    page,
    signIn,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: net::ERR_FAILED/, 'this test makes the chunk download fail');
    allowConsoleError(
      /Unable to preload CSS|Failed to fetch dynamically imported module: .*\/(notification-(bell|live)|message-envelope|companion-(badge|widget|notices))-/,
      'the header bell and envelope and the companion pieces, still loading, lose their chunks too; they give up quietly',
    );
    // Members see the tools menu, whose screens load on first visit.
    await signIn();
    await page.goto('/');
    await expect(page.getByRole('link', { name: '채널 랭킹', exact: true })).toBeVisible();
    // The old page asks for chunk names the server no longer has: the download fails.
    await page.route('**/assets/**', (route) => route.abort());
    await page.getByRole('link', { name: '채널 랭킹', exact: true }).click();
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { name: '새 버전이 나왔습니다' })).toBeVisible();
    // The site's frame stays: only the content area says what happened.
    await expect(page.getByRole('navigation', { name: '도구 메뉴' })).toBeVisible();
    await page.unroute('**/assets/**');
    await panel.getByRole('button', { name: '새로고침' }).click();
    await expect(page).toHaveURL(/\/channel-ranking$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
