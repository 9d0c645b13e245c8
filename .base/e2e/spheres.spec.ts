import { expect, test } from './fixtures.ts';

test.describe('spheres', () => {
  test('a guest who tries to join goes to /login', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /스피어 가입$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('joining adds a member, and the joined state survives a reload', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/');
    const card = page.getByRole('region', { name: '추천 스피어' });
    const row = card.getByRole('listitem').filter({ hasText: '요리' });
    const members = Number((await row.getByText(/^멤버 \d+명$/).textContent())?.match(/\d+/)?.[0]);
    await row.getByRole('button', { name: '요리 스피어 가입' }).click();
    await expect(row.getByText('가입됨')).toBeVisible();
    await expect(row.getByText(`멤버 ${members + 1}명`)).toBeVisible();
    await expect(page.getByText('요리 스피어에 가입했어요!')).toBeVisible();
    await page.reload();
    await expect(row.getByText('가입됨')).toBeVisible();
    await expect(row.getByRole('button', { name: '요리 스피어 가입' })).toHaveCount(0);
  });
});
