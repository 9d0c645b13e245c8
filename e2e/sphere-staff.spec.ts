import { expect, test } from './fixtures.ts';
import { apiSession, apiSignUp } from './support/api-user.ts';

/**
 * Spheres run by their members (docs/sphere-roles.md): a 정회원 creates a sphere, appoints a
 * moderator from the 운영 메뉴, and the moderator pins one post as 공지 and hides another from
 * the sphere from the posts' ⋯ menus; the hidden post's author is told.
 */
test.describe('spheres run by their members', () => {
  test('a member creates a sphere, appoints a moderator who pins and hides a post', async ({
    page,
    context,
    server,
    signIn,
    adminSessionCookie,
  }) => {
    const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
    const founder = await signIn('스피어방장');
    await admin.call('POST', `/api/admin/users/${founder.userId}/trust-level`, { trustLevel: 2, locked: true });

    const name = `보드게임 ${Date.now() % 100_000}`;
    await page.goto('/spheres');
    await page.getByRole('link', { name: '스피어 만들기' }).click();
    await expect(page).toHaveTitle(/스피어 만들기/);
    await page.getByRole('textbox', { name: '스피어 이름' }).fill(name);
    await page.getByRole('textbox', { name: '아이콘 (이모지)' }).fill('🎲');
    await page.getByRole('textbox', { name: '소개' }).fill('주말마다 보드게임 이야기');
    await page.getByRole('button', { name: '만들기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    const sphereId = Number(/\/sphere\/(\d+)/.exec(page.url())?.[1]);
    const staffSection = page.getByRole('region', { name: '운영진' });
    await expect(staffSection.getByText('스피어방장')).toBeVisible();
    await expect(staffSection.getByText('소유자')).toBeVisible();

    // Two posts by another member, public at once (정회원).
    const author = await apiSignUp(server.baseURL, '보드게이머');
    await admin.call('POST', `/api/admin/users/${author.userId}/trust-level`, { trustLevel: 2, locked: true });
    await author.call('POST', `/api/spheres/${sphereId}/join`, {});
    const write = async (title: string) =>
      (
        (await author.call('POST', '/api/posts/feed', {
          title,
          sphereId,
          blocks: [{ id: '1', type: 'text', content: `${title} 본문` }],
        })) as { post: { postId: string } }
      ).post.postId;
    const noticeTitle = '이번 주 모임 안내';
    const offTopicTitle = '주제와 상관없는 광고';
    await write(noticeTitle);
    const offTopicId = await write(offTopicTitle);

    // The owner appoints a moderator from the 운영 메뉴.
    const moderator = await apiSignUp(server.baseURL, '모더레이터');
    const staffButton = page
      .getByRole('navigation', { name: '운영 메뉴' })
      .getByRole('button', { name: '운영진 관리' });
    await staffButton.click();
    const staffDialog = page.getByRole('dialog', { name: '운영진 관리' });
    await staffDialog.getByRole('textbox', { name: '회원 ID 또는 프로필 주소' }).fill(`/user/${moderator.userId}`);
    await staffDialog.getByRole('combobox', { name: '역할' }).selectOption('moderator');
    await staffDialog.getByRole('button', { name: '임명' }).click();
    await expect(page.getByText('운영진을 임명했어요.')).toBeVisible();
    await expect(staffDialog.getByRole('listitem').filter({ hasText: moderator.userId })).toBeVisible();
    await staffDialog.getByRole('button', { name: '닫기' }).first().click();
    // The dialog's code loaded on this first open; closing still hands the focus back.
    await expect(staffButton).toBeFocused();
    await expect(staffSection.getByText('모더레이터').first()).toBeVisible();

    // The moderator, in this browser now, pins one post and hides the other.
    await context.clearCookies();
    await context.addCookies([
      { name: 'ts_session', value: moderator.cookie.replace('ts_session=', ''), url: server.baseURL },
    ]);
    await page.goto(`/sphere/${sphereId}`);
    await expect(page.getByRole('navigation', { name: '운영 메뉴' })).toBeVisible();
    // A moderator neither edits the sphere nor appoints: those buttons are the owner's and managers'.
    await expect(page.getByRole('button', { name: '운영진 관리' })).toHaveCount(0);

    const notice = page.getByRole('article').filter({ hasText: noticeTitle });
    await notice.getByRole('button', { name: '게시글 메뉴' }).click();
    await page.getByRole('menuitem', { name: '공지로 고정' }).click();
    await expect(page.getByText('공지로 고정했어요.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: '공지' }).getByRole('link', { name: new RegExp(noticeTitle) }),
    ).toBeVisible();

    const offTopic = page.getByRole('article').filter({ hasText: offTopicTitle });
    await offTopic.getByRole('button', { name: '게시글 메뉴' }).click();
    await page.getByRole('menuitem', { name: '스피어에서 숨기기' }).click();
    const hideDialog = page.getByRole('dialog', { name: '스피어에서 숨기기' });
    await hideDialog.getByRole('button', { name: '숨기기' }).click();
    await expect(hideDialog.getByRole('alert')).toHaveText('사유를 입력해주세요.');
    await hideDialog.getByRole('textbox', { name: '숨기는 사유' }).fill('스피어 주제와 관계없는 광고');
    await hideDialog.getByRole('button', { name: '숨기기' }).click();
    await expect(page.getByText('스피어에서 숨겼어요.')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: offTopicTitle })).toHaveCount(0);

    const notices = (await author.call('GET', '/api/notifications')) as {
      notifications: { type: string; postId: string | null; text: string | null }[];
    };
    expect(notices.notifications[0]).toMatchObject({ type: 'post_hidden', postId: offTopicId });
    expect(notices.notifications[0]?.text).toContain('스피어 주제와 관계없는 광고');
  });
});
