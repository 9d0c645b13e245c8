import { expect, test } from './fixtures.ts';

test.describe('post detail', () => {
  test('shows the post, counts the view, and back goes home', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: '게시글 피드' }).getByRole('article').nth(1);
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('heading').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | 튜브스피어`);
    await expect(page.getByText(/^조회 \d+/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^댓글 \d+개$/ })).toBeVisible();
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: '게시글 피드' }).getByRole('article').first()).toBeVisible();
  });

  test('a missing post shows the not-found state', async ({ page }) => {
    for (const path of ['/post/post999999', '/post/not-a-post']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '게시글을 찾을 수 없습니다' })).toBeVisible();
    }
    await page.getByRole('button', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failed load shows 오류가 발생했습니다 with the message, and retry loads it', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 503 .*\/api\/posts\/[^/]+\/detail/, 'this test answers the detail with a 503');
    let fail = true;
    await page.route('**/api/posts/*/detail', (route) =>
      fail ? route.fulfill({ status: 503, json: { error: '잠시 후 다시 시도해주세요.' } }) : route.fallback(),
    );
    // Opened from the feed: the page asks the API (an opened post page has its post built in).
    await page.goto('/');
    await page.getByRole('region', { name: '게시글 피드' }).getByRole('article').first().getByRole('heading').click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: '오류가 발생했습니다' })).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText('잠시 후 다시 시도해주세요.');
    fail = false;
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('share copies the link and says so when there is no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/post/post5');
    let alerted = '';
    page.once('dialog', (dialog) => {
      alerted = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect.poll(() => alerted).toBe('링크가 클립보드에 복사되었습니다!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/post\/post5$/);
  });

  test('the comment-count button brings the comments into view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto('/post/post1');
    await page.getByRole('button', { name: /^댓글 \d+, 댓글로 이동$/ }).click();
    await expect(page.getByRole('heading', { name: /^댓글 \d+개$/ })).toBeInViewport();
  });
});
