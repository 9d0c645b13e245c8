import { expect, test } from './fixtures.ts';
import { apiSession, apiSignUp } from './support/api-user.ts';

/**
 * Moderation as people meet it (docs/decisions/110–112): a member reports a comment and an
 * admin triages it by keyboard; an admin rejects a pending post and its author reads why; a
 * suspended member's like is refused with the reason, in the one banner the app has for it.
 */
test.describe('moderation', () => {
  test('a reported comment, hidden by keyboard triage, is gone for guests', async ({
    page,
    browser,
    server,
    signIn,
    signInAsAdmin,
  }) => {
    const troll = await apiSignUp(server.baseURL, `트롤${Date.now() % 10_000}`);
    const feed = await (await fetch(`${server.baseURL}/api/posts/feed?limit=1`)).json();
    const postId = feed.data.posts[0].postId as string;
    const rude = `신고될 무례한 댓글 ${Date.now()}`;
    await troll.call('POST', `/api/posts/${postId}/comments`, { content: rude });

    await signIn('신고하는사람');
    await page.goto(`/post/${postId}`);
    const comment = page.getByRole('article', { name: troll.name });
    await expect(comment.getByText(rude)).toBeVisible();
    await comment.getByRole('button', { name: `${troll.name}님 댓글 메뉴` }).click();
    await page.getByRole('menuitem', { name: '신고' }).click();
    const dialog = page.getByRole('dialog', { name: '댓글 신고' });
    await dialog.getByRole('radio', { name: /욕설·비하/ }).check();
    await dialog.getByRole('textbox', { name: /자세한 설명/ }).fill('다른 회원을 비하합니다');
    await dialog.getByRole('button', { name: '신고하기' }).click();
    await expect(page.getByText('신고가 접수되었습니다. 검토 결과를 알려드릴게요.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await signInAsAdmin();
    await page.goto('/admin/reports');
    const card = page.getByRole('article').filter({ hasText: rude });
    await expect(card).toBeVisible();
    await expect(card.getByText('다른 회원을 비하합니다')).toBeVisible();
    // j moves the focus from card to card (other specs may have left reports above ours); h hides
    // the one in focus.
    const cardCount = await page.getByRole('list', { name: '신고된 대상' }).getByRole('article').count();
    for (let i = 0; i < cardCount; i += 1) {
      await page.keyboard.press('j');
      if (await card.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(card).toBeFocused();
    await page.keyboard.press('h');
    await expect(page.getByText('1건을 숨겼습니다.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByRole('tab', { name: /처리 완료/ }).click();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: rude })
        .getByText(/숨김 ·/),
    ).toBeVisible();

    const guest = await browser.newContext({ baseURL: server.baseURL });
    const guestPage = await guest.newPage();
    await guestPage.goto(`/post/${postId}`);
    await expect(guestPage.getByRole('heading', { level: 1 })).toBeVisible();
    // The comments come in the same answer as the post: once the title shows, so would the comment.
    await expect(guestPage.getByText(rude)).toHaveCount(0);
    await guest.close();
  });

  test('an admin rejects a pending post with a reason, and its author reads it', async ({
    page,
    browser,
    server,
    signIn,
    adminSessionCookie,
  }) => {
    await signIn('반려될작성자');
    const title = `광고 글 ${Date.now()}`;
    const created = await page.request.post('/api/posts/feed', {
      data: { title, blocks: [{ id: '1', type: 'text', content: '지금 구매하면 90% 할인!' }] },
    });
    expect(created.status()).toBe(201);
    const postId = (await created.json()).post.postId as string;

    const admin = await browser.newContext({ baseURL: server.baseURL });
    await admin.addCookies([{ name: 'ts_session', value: adminSessionCookie, url: server.baseURL }]);
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin/confirm');
    const card = adminPage.getByRole('article', { name: title });
    await card.getByRole('button', { name: '반려' }).click();
    const dialog = adminPage.getByRole('dialog', { name: '게시글 반려' });
    await dialog.getByRole('button', { name: '반려' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('사유를 입력해주세요.');
    await dialog.getByRole('textbox', { name: '사유' }).fill('상업 광고는 올릴 수 없습니다.');
    await dialog.getByRole('button', { name: '반려' }).click();
    await expect(adminPage.getByText('게시글을 반려했습니다.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await adminPage.getByRole('tab', { name: /반려됨/ }).click();
    await expect(
      adminPage.getByRole('article', { name: title }).getByText(/상업 광고는 올릴 수 없습니다/),
    ).toBeVisible();
    await admin.close();

    await page.goto(`/post/${postId}`);
    const notice = page.getByRole('note');
    await expect(notice).toContainText('관리자가 이 글을 반려했습니다');
    await expect(notice).toContainText('상업 광고는 올릴 수 없습니다.');
    await expect(page.getByText('반려됨')).toBeVisible();
  });

  test("a suspended member's like is refused with the suspension message", async ({
    page,
    server,
    signIn,
    adminSessionCookie,
  }) => {
    const me = await signIn('정지될회원');
    await page.goto('/post/post3');
    const like = page.getByRole('button', { name: /^좋아요/ });
    await expect(like).toBeVisible();
    const before = await like.getAttribute('aria-label');
    await expect(page.getByRole('alert').filter({ hasText: '이용 정지' })).toHaveCount(0);

    const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
    await admin.call('POST', `/api/admin/users/${me.userId}/suspend`, { days: 3, reason: '반복된 도배' });

    await like.click();
    const banner = page.getByRole('alert').filter({ hasText: '이용 정지되었습니다' });
    await expect(banner).toHaveText(
      /^계정이 \d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}까지 이용 정지되었습니다: 반복된 도배$/,
    );
    await expect(like).toHaveAttribute('aria-label', before ?? '');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    // Reading still works, and the banner stays on the next page.
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: '반복된 도배' })).toBeVisible();
  });

  test('an open page shows the suspension at once, and a ban signs it out with the reason in view', async ({
    page,
    server,
    signIn,
    adminSessionCookie,
  }) => {
    const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
    const me = await signIn('실시간정지');
    const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
    await page.goto('/post/post3');
    await streamOpen;
    await expect(page.getByRole('alert').filter({ hasText: '이용 정지' })).toHaveCount(0);

    // Nothing is clicked and nothing reloads: the live stream says it.
    await admin.call('POST', `/api/admin/users/${me.userId}/suspend`, { days: 3, reason: '실시간 도배' });
    await expect(page.getByRole('alert').filter({ hasText: '이용 정지되었습니다' })).toHaveText(
      /^계정이 .+까지 이용 정지되었습니다: 실시간 도배$/,
    );
    await expect(page).toHaveURL(/\/post\/post3$/);

    const banned = await signIn('실시간영구정지');
    const bannedStream = page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
    await page.goto('/post/post3');
    await bannedStream;
    await admin.call('POST', `/api/admin/users/${banned.userId}/suspend`, { days: null, reason: '계정 도용' });
    await expect(
      page.getByRole('alert').filter({ hasText: '계정이 영구 이용 정지되었습니다: 계정 도용' }),
    ).toBeVisible();
    // Signed out without a reload: the sign-in page, the header a guest's.
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  });
});
