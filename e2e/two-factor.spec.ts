import { TOTP_STEP_SECONDS, totpCode } from '../apps/server/src/lib/totp.ts';
import { expect, test } from './fixtures.ts';

/** 2단계 인증: turned on in /settings with the key the page shows, then a sign-in with password and code. */
test('enable 2단계 인증 in /settings, sign out, sign in with password and code', async ({ page, signIn }) => {
  const user = await signIn('이단계사용자');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: '2단계 인증' });
  await expect(section.getByText('사용 안 함')).toBeVisible();
  await section.getByRole('button', { name: '2단계 인증 설정' }).click();

  await expect(section.getByRole('img', { name: '인증 앱에 등록할 QR 코드' })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A wrong code is refused with the server's message; the one the app would show is taken.
  await section.getByLabel('인증 코드').fill('000000' === totpCode(secret, Date.now()) ? '111111' : '000000');
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  await expect(section.getByRole('alert')).toHaveText('인증 코드가 올바르지 않습니다.');
  // The code of the step before (a phone clock a little behind) is still taken: one step either
  // side of the server's. Typed with enough of the step left that the server's clock cannot turn
  // it into two steps behind before the code arrives.
  await expect
    .poll(() => TOTP_STEP_SECONDS * 1000 - (Date.now() % (TOTP_STEP_SECONDS * 1000)), { timeout: 15_000 })
    .toBeGreaterThan(10_000);
  await section.getByLabel('인증 코드').fill(totpCode(secret, Date.now() - TOTP_STEP_SECONDS * 1000));
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();

  const codes = section.getByRole('list', { name: '복구 코드' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await section.getByRole('button', { name: '보관했습니다' }).click();
  await expect(section.getByText('사용 중')).toBeVisible();
  await expect(section.getByText('남은 복구 코드 10개')).toBeVisible();

  await page.getByRole('button', { name: 'MY' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: '로그아웃', exact: true }).click();
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('이메일').fill(user.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '인증 코드 입력' })).toBeVisible();
  await expect(page).toHaveTitle(/2단계 인증/);
  // Not signed in yet.
  expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();

  // The code of the step after (a phone clock a little ahead): taken whenever it arrives within
  // the step, or the one after.
  await page.getByLabel('인증 코드').fill(totpCode(secret, Date.now() + TOTP_STEP_SECONDS * 1000));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).user.email).toBe(user.email);
});
