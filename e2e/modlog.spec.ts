import { expect, test } from './fixtures.ts';
import { apiSignUp } from './support/api-user.ts';

/**
 * 처리 내역 as anyone meets it (docs/decisions/220-open-modlog.md): a member reports a post, an
 * admin hides it from the report queue, and a guest reads the action in /modlog — the post's
 * title, its author and the reason — with neither the reporter nor the admin named.
 */
test.describe('modlog', () => {
  test('a post an admin hid shows in the public log without the reporter', async ({
    page,
    browser,
    server,
    signInAsAdmin,
  }) => {
    const stamp = Date.now() % 100_000;
    const author = await apiSignUp(server.baseURL, `광고꾼${stamp}`);
    const reporter = await apiSignUp(server.baseURL, `제보자${stamp}`);
    const title = `숨겨질 광고 글 ${stamp}`;
    const created = (await author.call('POST', '/api/posts/feed', {
      title,
      blocks: [{ id: '1', type: 'text', content: '지금 구매하면 90% 할인!' }],
    })) as { post: { postId: string } };
    const admin = await signInAsAdmin();
    const postId = created.post.postId;
    await page.request.post('/api/admin/posts/confirm', { data: { postId } });
    await reporter.call('POST', '/api/reports', { targetType: 'post', targetId: postId, reason: 'spam' });

    await page.goto('/admin/reports');
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: '숨김', exact: true }).click();
    await expect(page.getByText('1건을 숨겼습니다.')).toBeVisible();

    const guest = await browser.newContext({ baseURL: server.baseURL });
    const guestPage = await guest.newPage();
    await guestPage.goto('/');
    await guestPage.getByRole('contentinfo').getByRole('link', { name: '처리 내역' }).click();
    await expect(guestPage).toHaveTitle(/처리 내역/);
    await expect(guestPage.getByRole('heading', { level: 1, name: '처리 내역' })).toBeVisible();
    const log = guestPage.getByRole('list', { name: '처리 내역 목록' });
    const entry = log.getByRole('listitem').filter({ hasText: title }).first();
    await expect(entry).toContainText('신고 처리 · 숨김');
    await expect(entry).toContainText('운영자 처리');
    await expect(entry.getByRole('link', { name: author.name })).toBeVisible();
    await expect(entry).toContainText('신고 검토 결과');
    await expect(log).not.toContainText(reporter.name);
    await expect(log).not.toContainText(admin.name);
    await guest.close();
  });
});
