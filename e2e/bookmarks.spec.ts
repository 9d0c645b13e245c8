import { expect, test } from './fixtures.ts';

/** 스크랩: a member saves a post from its ⋯ menu and finds it again under MY → 스크랩. */
test('save a post from the ⋯ menu and find it in /bookmarks', async ({ page, signIn }) => {
  await signIn('모아두는회원');
  await page.goto('/bookmarks');
  await expect(page).toHaveTitle('스크랩 | 튜브스피어');
  await expect(page.getByText('아직 스크랩한 글이 없습니다')).toBeVisible();

  await page.goto('/');
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await card.getByRole('button', { name: '게시글 메뉴' }).click();
  await page.getByRole('menuitem', { name: '스크랩' }).click();

  // Through the MY menu, as a member would.
  await page.getByRole('button', { name: 'MY', exact: true }).click();
  await page.getByRole('link', { name: '스크랩', exact: true }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  const saved = page.getByRole('region', { name: '스크랩한 글 목록' });
  await expect(saved.getByRole('heading', { name: title })).toBeVisible();

  // Taken back on the post's own page: the list is empty again.
  await saved.getByRole('link', { name: title }).first().click();
  const toggle = page.getByRole('button', { name: '스크랩', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/bookmarks');
  await expect(page.getByText('아직 스크랩한 글이 없습니다')).toBeVisible();
});
