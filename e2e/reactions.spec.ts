import type { Locator } from '@playwright/test';
import { expect, type Page, test } from './fixtures.ts';

const count = async (button: Locator) => Number((await button.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
const experience = (page: Page) => page.getByRole('region', { name: '내 프로필' }).getByTestId('profile-experience');

test.describe('reactions', () => {
  test("a guest's like goes to /login", async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: '게시글 피드' })
      .getByRole('button', { name: /^좋아요/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('like, survive a reload, undo, and let a dislike replace a like; experience grows', async ({ page, signIn }) => {
    await signIn('좋아요테스트');
    await page.goto('/');
    // The daily login reward lands first (50); a like to someone else's post adds 10.
    await expect(experience(page)).toHaveText('50 / 1,000');
    const card = page.getByRole('region', { name: '게시글 피드' }).getByRole('article').nth(2);
    const like = card.getByRole('button', { name: /^좋아요/ });
    const dislike = card.getByRole('button', { name: /^싫어요/ });
    const likes = await count(like);
    const dislikes = await count(dislike);

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`좋아요 ${likes + 1}`);
    await expect(experience(page)).toHaveText('60 / 1,000');

    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`좋아요 ${likes + 1}`);

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName(`좋아요 ${likes}`);

    await like.click();
    await expect(like).toHaveAccessibleName(`좋아요 ${likes + 1}`);
    await dislike.click();
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await expect(dislike).toHaveAccessibleName(`싫어요 ${dislikes + 1}`);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName(`좋아요 ${likes}`);
    // A like is rewarded once per post, however often it is toggled.
    await expect(experience(page)).toHaveText('60 / 1,000');
  });

  test('a like in the detail view shows in the feed, and a refused like rolls back and says why', async ({
    page,
    signIn,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 429 .*\/api\/posts\/[^/]+\/like/, 'this test refuses the like with a 429');
    await signIn();
    await page.goto('/post/post7');
    const like = page.getByRole('button', { name: /^좋아요/ });
    const likes = await count(like);
    await like.click();
    await expect(like).toHaveAccessibleName(`좋아요 ${likes + 1}`);

    // The server's answer to too many clicks, word for word.
    const tooMany = '좋아요·싫어요 요청이 너무 많습니다. 1분 후에 다시 시도해주세요.';
    await page.route('**/api/posts/*/like', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '60' }, json: { error: tooMany } }),
    );
    const refused = page.waitForResponse('**/api/posts/*/like');
    await like.click();
    await refused;
    // The toast first: it leaves after 2 s.
    await expect(page.getByText(tooMany)).toBeVisible();
    await expect(like).toHaveAccessibleName(`좋아요 ${likes + 1}`);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  });
});
