import { expect, test } from './fixtures.ts';

test.describe('admin shell', () => {
  test('the sidebar links every admin page; the header goes back home', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto('/admin');
    const sidebar = page.getByRole('navigation', { name: '관리자 메뉴' });
    await expect(sidebar.getByRole('link', { name: '글확정' })).toHaveAttribute('aria-current', 'page');
    await sidebar.getByRole('link', { name: 'DB 쿼리 도구' }).click();
    await expect(page).toHaveURL(/\/admin\/query$/);
    await expect(page.getByRole('heading', { level: 1, name: 'DB 쿼리 도구' })).toBeVisible();
    await sidebar.getByRole('link', { name: '기타 설정' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '기타 설정' })).toBeVisible();
    await sidebar.getByRole('link', { name: '글확정' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '게시글 확정' })).toBeVisible();
    await page.getByRole('link', { name: '홈으로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a normal user cannot reach any admin page or API', async ({ page, signIn }) => {
    await signIn('일반사용자');
    for (const path of ['/admin', '/admin/confirm', '/admin/confirm/post1', '/admin/query', '/admin/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toHaveCount(0);
    }
    const api = await page.request.get('/api/admin/posts/pending?adminKey=e2e-admin-key');
    expect(api.status()).toBe(403);
  });

  test('a guest opening an admin page lands on /', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/admin/settings')).status()).toBe(401);
  });
});
