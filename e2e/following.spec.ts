import { test as base } from './fixtures.ts';
import { apiSession, apiSignUp } from './support/api-user.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Following as a member meets it: follow someone from their profile; once their next post is
 * public it is in the 팔로잉 tab and the bell says so. The fan-out is a job, so this server runs
 * its jobs (the other specs' servers do not).
 */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
    async ({}, use) => {
      const server = await startServer({ JOBS_ENABLED: '1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
const { expect } = base;

test('follow a member and see their new post in 팔로잉 and the bell', async ({
  page,
  server,
  signIn,
  adminSessionCookie,
}) => {
  const author = await apiSignUp(server.baseURL, `작가${Date.now() % 10_000}`);
  await signIn('팔로우하는회원');

  await page.goto(`/user/${author.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
  const follow = page.getByRole('button', { name: `${author.name}님 팔로우` });
  await follow.click();
  await expect(page.getByRole('button', { name: `${author.name}님 팔로잉` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('팔로워', { exact: true }).locator('..')).toContainText('1');

  await page.goto('/?feed=following');
  await expect(page.getByText('팔로우한 회원의 글이 아직 없습니다')).toBeVisible();

  const title = `팔로잉 새 글 ${Date.now()}`;
  const created = await author.call('POST', '/api/posts/feed', {
    title,
    blocks: [{ id: '1', type: 'text', content: '팔로워에게 가는 글입니다.' }],
  });
  const postId = (created.post as { postId: string }).postId;
  const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
  await admin.call('POST', '/api/admin/posts/confirm', { postId });

  // The bell hears of it live (the fan-out runs right after the confirmation).
  const bell = page.getByRole('button', { name: /^알림/ });
  await expect(bell).toHaveAccessibleName('알림, 읽지 않음 1', { timeout: 15_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: '최근 알림' });
  await expect(panel.getByText(`${author.name}님이 새 글을 올렸습니다.`)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/');
  await page.getByRole('button', { name: '팔로잉', exact: true }).click();
  await expect(page).toHaveURL(/feed=following/);
  const list = page.getByRole('region', { name: '팔로잉 피드' });
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: '전체', exact: true }).click();
  await expect(page).not.toHaveURL(/feed=following/);
});
