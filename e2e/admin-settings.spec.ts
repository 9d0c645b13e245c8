import { expect, type Page, test } from './fixtures.ts';

/** Clicks a settings checkbox, as a person would, and waits for the save it triggers. */
async function toggle(page: Page, name: RegExp) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'POST');
  await page.getByRole('checkbox', { name }).click();
  expect((await saved).status()).toBe(200);
}

const companion = (page: Page) => page.getByTestId('companion-widget');
const spheres = (page: Page) => page.getByRole('complementary').getByRole('heading', { name: '추천 스피어' });

test.describe('admin settings', () => {
  test('toggles both settings; home follows them for the admin, never for others', async ({
    page,
    signInAsAdmin,
    signIn,
    context,
  }) => {
    await signInAsAdmin();
    await page.goto('/');
    await expect(companion(page)).toBeVisible();
    await expect(spheres(page)).toBeVisible();

    await page.goto('/admin/settings');
    await expect(page).toHaveTitle(/기타 설정 \| 튜브스피어/);
    const companionBox = page.getByRole('checkbox', { name: /컴패니언 위젯 표시/ });
    const spheresBox = page.getByRole('checkbox', { name: /추천 스피어 표시/ });
    await expect(companionBox).toBeChecked();
    await toggle(page, /컴패니언 위젯 표시/);
    await expect(companionBox).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: '설정이 저장되었습니다.' }).first()).toBeVisible();
    await expect(companionBox).toBeEnabled();
    await toggle(page, /추천 스피어 표시/);
    await expect(spheresBox).not.toBeChecked();
    await expect(companionBox).toBeEnabled();
    // The notice is news about the last save: it goes after a few seconds.
    await expect(page.getByText('설정이 저장되었습니다.')).toBeVisible();
    await expect(page.getByText('설정이 저장되었습니다.')).toHaveCount(0, { timeout: 8_000 });
    await page.reload();
    await expect(companionBox).not.toBeChecked();
    await expect(spheresBox).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('tubesphere.adminUiSettings'))).toBe(
      JSON.stringify({ companionVisible: false, recommendedSpheresVisible: false }),
    );

    await page.getByRole('link', { name: '홈으로 돌아가기' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(companion(page)).toHaveCount(0);
    await expect(spheres(page)).toHaveCount(0);

    // The settings are the admin's view only: a normal user still sees both.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn('설정무관사용자');
    await page.goto('/');
    await expect(companion(page)).toBeVisible();
    await expect(spheres(page)).toBeVisible();

    await signInAsAdmin();
    await page.goto('/admin/settings');
    await toggle(page, /컴패니언 위젯 표시/);
    await expect(page.getByRole('checkbox', { name: /컴패니언 위젯 표시/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /컴패니언 위젯 표시/ })).toBeEnabled();
    await toggle(page, /추천 스피어 표시/);
    await expect(page.getByRole('checkbox', { name: /추천 스피어 표시/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /추천 스피어 표시/ })).toBeEnabled();
    await page.goto('/');
    await expect(companion(page)).toBeVisible();
    await expect(spheres(page)).toBeVisible();
  });

  test('등급 settings: the sphere-creation level and a 읽은 글 threshold are saved and survive a reload', async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin();
    const form = page.getByRole('form', { name: '등급' });
    const sphereCreate = form.getByRole('combobox', { name: '스피어 만들기 등급' });
    const postsRead = form
      .getByRole('group', { name: /등급 1\(.+\)이 되는 기준/ })
      .getByRole('spinbutton', { name: '읽은 글' });
    const save = async (level: string, reads: string) => {
      await sphereCreate.selectOption(level);
      await postsRead.fill(reads);
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/trust-settings') && r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: '저장' }).click();
      expect((await saved).status()).toBe(200);
    };
    await page.goto('/admin/settings');
    await expect(postsRead).toHaveValue('5');
    await save('3', '3');
    await page.reload();
    await expect(sphereCreate).toHaveValue('3');
    await expect(postsRead).toHaveValue('3');
    // The shared server's other tests expect the defaults.
    await save('2', '5');
  });
});
