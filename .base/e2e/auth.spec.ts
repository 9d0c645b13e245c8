import { E2E_ADMIN, expect, test } from './fixtures.ts';

test.describe('sign-in', () => {
  test('sign up → signed in on / → reload keeps the session → log out → guest', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/로그인 \| 튜브스피어/);
    await page.getByRole('button', { name: '계정이 없으신가요? 회원가입' }).click();
    const email = `signup-${Date.now()}@test.kr`;
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('사용자 이름').fill('가입테스트');
    await page.getByLabel('비밀번호', { exact: true }).fill('password-123');
    await page.getByLabel('비밀번호 확인').fill('password-123');
    await page.getByRole('button', { name: '회원가입', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '도구 메뉴' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();

    await page.getByRole('button', { name: 'MY' }).click();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('로그아웃 하시겠습니까?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '도구 메뉴' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tubesphere.userProfile'))).toBeNull();
  });

  test('a wrong password shows the error under the form; toggling clears it', async ({ page, signIn, context }) => {
    const user = await signIn();
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('이메일').fill(user.email);
    await page.getByLabel('비밀번호', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    const error = page.getByRole('alert');
    await expect(error).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
    await expect(error).toHaveCSS('color', 'rgb(200, 30, 30)');

    await page.getByRole('button', { name: '계정이 없으신가요? 회원가입' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('이메일')).toHaveValue('');
  });

  test('empty fields are caught before the server is asked', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('이메일을 입력해주세요.');
  });

  test('a signed-in visitor of /login goes home', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('guards and routes', () => {
  test('the admin signs in through the form and opens /admin', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('이메일').fill(E2E_ADMIN.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
    await expect(page.getByRole('link', { name: '글확정' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'DB 쿼리 도구' })).toBeVisible();
    await expect(page.getByRole('link', { name: '기타 설정' })).toBeVisible();
    await page.getByRole('link', { name: '홈으로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a normal user opening /admin lands on /', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/admin/query');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guest opening /character or /write lands on /login', async ({ page }) => {
    await page.goto('/character');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/write');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('guests see no tool buttons; the header search ignores blanks', async ({ page }) => {
    await page.goto('/trending');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: '도구 메뉴' })).toHaveCount(0);
    const search = page.getByRole('searchbox', { name: '검색어' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed-in users reach every ranking page from the header', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/');
    const tools = page.getByRole('navigation', { name: '도구 메뉴' });
    for (const [label, path] of [
      ['인기 급상승', '/trending'],
      ['채널 랭킹', '/channel-ranking'],
      ['신규 채널 랭킹', '/new-channel-ranking'],
      ['영상 공유', '/write-youtube'],
    ] as const) {
      await tools.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});
