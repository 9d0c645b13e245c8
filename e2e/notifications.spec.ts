import AxeBuilder from '@axe-core/playwright';
import { awaitAppOnVisits, expect, type Page, test } from './fixtures.ts';
import { apiSession } from './support/api-user.ts';

/** Controls whose visible text is not a word of their accessible name (WCAG 2.5.3, label in name). */
async function labelNameMismatches(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withRules(['label-content-name-mismatch'])
    .analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
}

/**
 * 알림 end to end: someone comments on my post while my page is open; the bell's badge and a
 * toast appear without a reload; opening the notification lands on the comment. Then the
 * keyboard, /notifications and the switch in /settings.
 */
test('a comment on my post reaches my open page live and opens at the comment', async ({
  page,
  browser,
  server,
  signIn,
  adminSessionCookie,
}) => {
  await signIn('알림받는이');
  // My post, confirmed by an admin (that is news of its own: 1 unread before the comment).
  const created = await page.request.post('/api/posts/feed', {
    data: { title: '알림 테스트 글', blocks: [{ id: '1', type: 'text', content: '댓글을 기다립니다.' }] },
  });
  expect(created.status()).toBe(201);
  const postId = (await created.json()).post.postId as string;
  const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
  await admin.call('POST', '/api/admin/posts/confirm', { postId });

  await page.goto('/');
  const bell = page.getByRole('button', { name: /^알림/ });
  await expect(bell).toHaveAccessibleName('알림, 읽지 않음 1');
  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText('1');

  // Someone else, in a browser of their own, comments on the post.
  const other = await browser.newContext({ baseURL: server.baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const signup = await other.request.post('/api/auth/signup', {
    data: { email: `commenter-${Date.now()}@test.kr`, password: 'password-123', user_name: '댓글손님' },
  });
  expect(signup.status()).toBe(201);
  // Their page is server-rendered: a comment typed before it hydrates would be lost.
  const visitor = awaitAppOnVisits(await other.newPage());
  await visitor.goto(`/post/${postId}`);
  const text = '실시간으로 전해지는 댓글입니다';
  await visitor.getByRole('combobox', { name: '댓글 작성' }).fill(text);
  await visitor.getByRole('button', { name: '댓글 작성' }).click();
  await expect(visitor.getByRole('article', { name: '댓글손님' }).getByText(text)).toBeVisible();
  await other.close();

  // My page, never reloaded: the badge counts it and a toast says what happened.
  await expect(badge).toHaveText('2');
  // On a phone the 알림 tab of the bottom bar carries the same count.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(
    page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: /^알림/ }),
  ).toHaveAccessibleName('알림 읽지 않음 2');
  // The badge's number is in the name as a word of its own, on the tab and on the bell.
  expect(await labelNameMismatches(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bell).toBeVisible();
  expect(await labelNameMismatches(page)).toEqual([]);
  await expect(
    page.getByRole('status').filter({ hasText: '댓글손님님이 회원님의 게시글에 댓글을 남겼습니다.' }),
  ).toBeVisible();

  // The bell's panel, by keyboard: Escape closes it and the focus goes back to the bell.
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: '최근 알림' });
  await expect(panel).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // Open it and land on the comment, marked.
  await bell.click();
  const entry = panel.getByRole('link', { name: /댓글손님님이 회원님의 게시글에 댓글을 남겼습니다/ });
  await expect(entry).toContainText(`“${text}”`);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/post/${postId}#comment-\\d+$`));
  const comment = page.getByRole('article', { name: '댓글손님' });
  await expect(comment).toBeFocused();
  await expect(comment).toHaveAttribute('data-highlighted', 'true');
  await expect(comment).toBeInViewport();
  await expect(badge).toHaveText('1');

  // /notifications: both there; 모두 읽음 clears the badge.
  await page.goto('/notifications');
  await expect(page).toHaveTitle('알림 | 튜브스피어');
  await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
  await expect(page.getByText('회원님의 게시글이 승인되어 모두에게 공개되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByText('모든 알림을 읽었어요.')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('알림');

  // Turning comments off in /settings: saved on the server.
  await page.goto('/settings');
  const comments = page.getByRole('switch', { name: /내 게시글에 달린 댓글/ });
  await expect(comments).toBeChecked();
  await comments.click();
  await expect(comments).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: /내 게시글에 달린 댓글/ })).not.toBeChecked();
});
