import { expect, test } from './fixtures.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * 자동 가입 방지 (docs/decisions/221-spam-defences.md): with SIGNUP_CHALLENGE=always the sign-up
 * form asks the server for an ALTCHA challenge, solves it in a Web Worker and signs up — the
 * member only waits a moment; no third-party script is loaded.
 */
let guarded: RunningServer;
test.beforeAll(async () => {
  guarded = await startServer({ SIGNUP_CHALLENGE: 'always' });
});
test.afterAll(async () => {
  await guarded.stop();
});

test('the sign-up form solves the proof-of-work challenge and signs up', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(guarded.baseURL) && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await page.goto(`${guarded.baseURL}/login`);
  await page.getByRole('button', { name: '계정이 없으신가요? 회원가입' }).click();
  const form = page.getByRole('form', { name: '회원가입' });
  await form.getByLabel('이메일').fill(`altcha-${Date.now()}@test.kr`);
  await form.getByLabel('사용자 이름').fill('작업증명회원');
  await form.getByLabel('비밀번호', { exact: true }).fill('Sturdy-pass-2468');
  await form.getByLabel('비밀번호 확인').fill('Sturdy-pass-2468');
  const challenge = page.waitForResponse((response) => response.url().endsWith('/api/auth/signup-challenge'));
  const signup = page.waitForResponse((response) => response.url().endsWith('/api/auth/signup'));
  await form.getByRole('button', { name: '회원가입' }).click();
  expect(((await (await challenge).json()) as { required: boolean }).required).toBe(true);
  const sent = (await signup).request().postDataJSON() as { altcha?: string };
  expect(sent.altcha).toBeTruthy();
  expect((await signup).status()).toBe(201);
  await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();
  expect(outside.filter((url) => !/i\.ytimg\.com|youtube/.test(url))).toEqual([]);
});
