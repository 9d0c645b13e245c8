import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function customize(request: APIRequestContext, data: object) {
  const response = await request.post('/api/character/customize', { data });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Real rewarded actions: one like per post (like_give, 5 companion experience each). */
async function likePosts(request: APIRequestContext, count: number) {
  const feed = await request.get('/api/posts/feed?page=1&limit=30');
  expect(feed.ok(), await feed.text()).toBeTruthy();
  const posts = ((await feed.json()).data.posts as { postId: string }[]).slice(0, count);
  expect(posts).toHaveLength(count);
  for (const post of posts) {
    const response = await request.post(`/api/posts/${post.postId}/like`, { data: { type: 'like' } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
}

test.describe('home companion widget', () => {
  test('shows the saved companion, its level bar, and refreshes when a reward arrives', async ({ page, signIn }) => {
    await signIn();
    await customize(page.request, {
      basePartId: 'base_puppy',
      accessories: [
        { partId: 'acc_cap', positionX: 50, positionY: 12 },
        { partId: 'acc_flower', positionX: 80, positionY: 70 },
      ],
      characterName: '바둑이',
    });
    await page.goto('/');
    const widget = page.getByTestId('companion-widget');
    await expect(widget.getByRole('heading', { name: '나의 컴패니언' })).toBeVisible();
    await expect(widget.getByText('바둑이', { exact: true })).toBeVisible();
    const portrait = widget.getByTestId('companion-portrait');
    await expect(portrait).toHaveAttribute('data-base-id', 'base_puppy');
    await expect(portrait).toHaveAttribute('data-accessories', 'acc_cap@50,12 acc_flower@80,70');
    await expect(widget.getByRole('img', { name: '바둑이: 멍멍이, 야구모자, 벚꽃' })).toBeVisible();
    // The page load claims the daily login (20 companion experience): the widget follows.
    await expect(widget.getByText('20 / 100 XP')).toBeVisible();
    await expect(widget.getByRole('progressbar', { name: '컴패니언 경험치' })).toHaveAttribute('aria-valuenow', '20');

    await widget.getByRole('link', { name: '꾸미기' }).click();
    await expect(page).toHaveURL(/\/character$/);
    await expect(page.getByTestId('assembly-canvas')).toHaveAttribute('data-base-id', 'base_puppy');
  });

  test('a new companion invites the user to the customizer', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/');
    const widget = page.getByTestId('companion-widget');
    await expect(widget.getByText('아직 모습이 없어요. 나만의 컴패니언을 만들어 보세요!')).toBeVisible();
    await widget.getByRole('link', { name: '컴패니언 꾸미러 가기' }).click();
    await expect(page).toHaveURL(/\/character$/);
  });

  test('guests get a friendly prompt to sign in', async ({ page }) => {
    await page.goto('/');
    const widget = page.getByTestId('companion-widget');
    await expect(widget.getByText('나만의 컴패니언을 키워 보세요')).toBeVisible();
    await widget.getByRole('link', { name: '로그인하고 시작하기' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('enough actions to level up show the level-up notice, then the unlock notice', async ({ page, signIn }) => {
    await signIn();
    // 16 likes = 80 of the 100 experience level 1 needs; today's login (on page load) adds 20.
    await likePosts(page.request, 16);
    const before = await (await page.request.get('/api/character/profile')).json();
    expect(before.character).toMatchObject({ level: 1, experience: 80, sociability: 16 });

    await page.goto('/');
    const levelUp = page.getByRole('dialog', { name: '레벨 업!' });
    await expect(levelUp).toBeVisible();
    await expect(levelUp.getByText('나의 컴패니언이 레벨 2에 올랐어요!')).toBeVisible();
    await levelUp.getByRole('button', { name: '확인' }).click();

    const unlock = page.getByRole('dialog', { name: '새 파츠 잠금 해제!' });
    await expect(unlock).toBeVisible();
    await expect(unlock.getByRole('listitem')).toHaveText([/헤드폰/, /목도리/]);
    await unlock.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const widget = page.getByTestId('companion-widget');
    await expect(widget.getByText('Lv.2')).toBeVisible();
    await expect(widget.getByText('0 / 250 XP')).toBeVisible();

    // The parts are usable at once; a reload does not show the notices again.
    await page.goto('/character');
    await expect(page.locator('button[data-part-id="acc_headphones"]')).toHaveAttribute('aria-disabled', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
