import { expect, test } from './fixtures.ts';

/**
 * 비밀번호 찾기 as a person meets it: the e2e server has no SMTP_URL, so the mail waits in the
 * outbox and the admin reads it at /admin/mail — as an operator without SMTP would.
 */
test('forgot password → the mail → a new password → signed in', async ({
  page,
  browser,
  signIn,
  context,
  server,
  adminSessionCookie,
}) => {
  const user = await signIn('비번잊은이');
  await context.clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle(/비밀번호 찾기 \| 튜브스피어/);
  await page.getByLabel('이메일').fill(user.email);
  await page.getByRole('button', { name: '재설정 링크 보내기' }).click();
  await expect(page.getByRole('status')).toContainText('메일을 보냈어요');

  // The admin opens the outbox in a browser of their own.
  const adminContext = await browser.newContext({ baseURL: server.baseURL });
  await adminContext.addCookies([{ name: 'ts_session', value: adminSessionCookie, url: server.baseURL }]);
  const admin = await adminContext.newPage();
  await admin.goto('/admin/mail');
  await expect(admin.getByRole('heading', { name: '메일함' })).toBeVisible();
  await expect(admin.getByRole('note')).toContainText('SMTP_URL');
  const item = admin.getByRole('listitem').filter({ hasText: user.email }).first();
  await expect(item).toContainText('[튜브스피어] 비밀번호 재설정');
  await item.getByRole('button', { name: '읽기' }).click();
  const link = item.getByRole('link', { name: /\/reset-password\?token=/ });
  const href = await link.getAttribute('href');
  await adminContext.close();
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=/);

  await page.goto(href!);
  await expect(page).toHaveTitle(/새 비밀번호 정하기 \| 튜브스피어/);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
  await page.getByRole('button', { name: '비밀번호 바꾸고 로그인' }).click();
  await expect(page.getByRole('alert')).toContainText('8자');
  await page.getByLabel('새 비밀번호', { exact: true }).fill('fresh-password-42');
  await page.getByLabel('새 비밀번호 확인').fill('fresh-password-42');
  await page.getByRole('button', { name: '비밀번호 바꾸고 로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();

  // The link worked once.
  await page.goto(href!);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('another-password-9');
  await page.getByLabel('새 비밀번호 확인').fill('another-password-9');
  await page.getByRole('button', { name: '비밀번호 바꾸고 로그인' }).click();
  await expect(page.getByRole('alert')).toContainText('이미 사용되었습니다');
});
