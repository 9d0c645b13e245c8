import { expect, test } from './fixtures.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * 카카오 button → signed in, against the built-in provider fakes (DEMO_PROVIDERS=1): the browser
 * really goes to the fake Kakao's authorize page and back through the server's callback.
 */
let demo: RunningServer;
test.beforeAll(async () => {
  demo = await startServer({ DEMO_PROVIDERS: '1' });
});
test.afterAll(async () => {
  await demo.stop();
});

test('카카오 button → signed in, the account linked in /settings', async ({ page }) => {
  await page.goto(`${demo.baseURL}/login`);
  const providers = page.getByRole('list', { name: '다른 계정으로 로그인' });
  await expect(providers.getByRole('link')).toHaveText(['카카오 로그인', '네이버 로그인', 'Google 계정으로 로그인']);
  const kakao = providers.getByRole('link', { name: '카카오 로그인' });
  await expect(kakao).toHaveCSS('background-color', 'rgb(254, 229, 0)');
  await kakao.click();

  await expect(page).toHaveURL(`${demo.baseURL}/`);
  await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();

  await page.goto(`${demo.baseURL}/settings#linked-accounts`);
  const section = page.getByRole('region', { name: '연결된 계정' });
  const kakaoRow = section.getByRole('listitem').filter({ hasText: '카카오' });
  await expect(kakaoRow).toContainText('연결됨');
  await expect(kakaoRow).toContainText('demo.kakao@kakao.com');
  // No password and one link: that link is the only way in and stays.
  await expect(section).toContainText('마지막 연결을 해제할 수 없어요');
  await expect(page.getByRole('region', { name: '이메일' })).toContainText('인증됨');
});
