import AxeBuilder from '@axe-core/playwright';
import { awaitAppOnVisits, expect, test } from './fixtures.ts';
import { apiSignUp } from './support/api-user.ts';

/**
 * @ in a post: in /write a text block suggests members from the 초성 typed after an @, picked by
 * keyboard; once an admin confirms the post, the name links to the member and their bell has it.
 */
test('mention a member in a post by keyboard; they hear of it once it is public', async ({
  page,
  browser,
  server,
  signIn,
  adminSessionCookie,
}) => {
  const tag = `${Date.now() % 100_000}`;
  const first = await apiSignUp(server.baseURL, `글멘션가${tag}`);
  const second = await apiSignUp(server.baseURL, `글멘션나${tag}`);
  const author = await signIn('글로멘션하는이');
  await page.goto('/write');

  const field = page.getByRole('combobox', { name: '텍스트 내용' });
  await field.click();
  await field.pressSequentially('이 영상 같이 봐요 @ㄱㅁㅅ');
  const list = page.getByRole('listbox', { name: '멘션할 회원' });
  await expect(list.getByRole('option', { name: first.name })).toBeVisible();
  await expect(list.getByRole('option', { name: second.name })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: '명 제안됨' })).toHaveText(/회원 2명 제안됨/);
  // The open list passes axe as the route sweep holds every page to it: nothing serious or critical.
  const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('editor-mentions-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(list).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-mentions-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Escape closes the list and leaves the text as typed.
  await field.press('Escape');
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.press('Backspace');
  await field.pressSequentially('ㅅ');
  await expect(list).toBeVisible();

  await field.press('ArrowDown');
  const option = list.getByRole('option', { name: second.name });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await field.press('Enter');
  await expect(field).toHaveValue(`이 영상 같이 봐요 @${second.name} `);
  await expect(list).toBeHidden();
  await expect(field).toBeFocused();
  await field.pressSequentially('님 어때요?');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/posts/feed') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '게시하기' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const postId = (await response.json()).post.postId as string;

  // The admin reviews it in a browser of their own: the name links to the member there too.
  const adminContext = await browser.newContext({ baseURL: server.baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await adminContext.addCookies([{ name: 'ts_session', value: adminSessionCookie, url: server.baseURL }]);
  const review = awaitAppOnVisits(await adminContext.newPage());
  await review.goto(`/admin/confirm/${postId}`);
  const mentioned = review.getByRole('article').getByRole('link', { name: `${second.name}님의 프로필` });
  await expect(mentioned).toHaveText(`@${second.name}`);
  await expect(mentioned).toHaveAttribute('href', `/user/${second.userId}`);
  await review.getByRole('button', { name: '확정하기' }).click();
  await expect(review.getByText('확정됨', { exact: true })).toBeVisible();
  await adminContext.close();

  await page.goto(`/post/${postId}`);
  const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  const link = article.getByRole('link', { name: `${second.name}님의 프로필` });
  await expect(link).toHaveText(`@${second.name}`);
  await expect(link).toHaveAttribute('href', `/user/${second.userId}`);

  // The mentioned member's bell, in a browser of their own.
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const [name, value] = second.cookie.split('=');
  await context.addCookies([{ name: name as string, value: value as string, url: server.baseURL }]);
  const theirs = awaitAppOnVisits(await context.newPage());
  await theirs.goto('/');
  const bell = theirs.getByRole('button', { name: /^알림/ });
  await expect(bell).toHaveAccessibleName('알림, 읽지 않음 1');
  await bell.click();
  const entry = theirs
    .getByRole('region', { name: '최근 알림' })
    .getByRole('link', { name: new RegExp(`${author.name}님이 게시글에서 회원님을 언급했습니다`) });
  await entry.click();
  await expect(theirs).toHaveURL(new RegExp(`/post/${postId}$`));
  await context.close();
});
