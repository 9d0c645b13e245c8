import { expect, test } from './fixtures.ts';
import { apiSession, apiSignUp } from './support/api-user.ts';
import { SMALL_PNG } from './support/authoring-fixtures.ts';

/** /user/{userId}: someone's profile with their posts and comments, and the owner's edit form. */

test.describe('profiles', () => {
  test('a member who left: earlier @mentions of them read as plain text, and their profile says 탈퇴한 사용자입니다', async ({
    page,
    server,
    adminSessionCookie,
  }) => {
    const leaver = await apiSignUp(server.baseURL, '떠나는회원');
    const stayer = await apiSignUp(server.baseURL, '남는회원');
    const created = (await leaver.call('POST', '/api/posts/feed', {
      title: '떠나기 전에 남긴 글',
      blocks: [{ id: '1', type: 'text', content: '그동안 고마웠습니다.' }],
    })) as { post: { postId: string } };
    const postId = created.post.postId;
    const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
    await admin.call('POST', '/api/admin/posts/confirm', { postId });
    const text = '@떠나는회원 님 그동안 고마웠어요';
    const made = (await stayer.call('POST', `/api/posts/${postId}/comments`, { content: text })) as {
      comment: { mentions: { userId: string }[] };
    };
    // While they are a member, the mention links to them.
    expect(made.comment.mentions.map((m) => m.userId)).toEqual([leaver.userId]);
    await leaver.call('POST', '/api/auth/delete-account', { password: 'password-123' });

    await page.goto(`/post/${postId}`);
    const note = page.getByRole('article', { name: '남는회원' });
    await expect(note.getByText(text)).toBeVisible();
    await expect(note.getByRole('link', { name: '떠나는회원님의 프로필' })).toHaveCount(0);

    await page.goto(`/user/${leaver.userId}`);
    await expect(page.getByRole('heading', { level: 2, name: '탈퇴한 사용자입니다' })).toBeVisible();
    await expect(page).toHaveTitle('탈퇴한 사용자입니다 | 튜브스피어');
  });

  test("a guest opens an author's profile from the feed and reads both tabs", async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: '게시글 피드' }).getByRole('article').first();
    const author = card.getByRole('link').nth(1);
    const name = (await author.textContent()) ?? '';
    await author.click();

    await expect(page).toHaveURL(/\/user\/user\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name}님의 프로필 | 튜브스피어`);
    // Posts, comments, likes received, followers and following.
    const stats = page.getByRole('definition');
    await expect(stats).toHaveCount(5);
    await expect(page.getByText(/가입$/)).toBeVisible();
    await expect(page.getByTestId('profile-companion')).toBeVisible();

    const postsTab = page.getByRole('tab', { name: /게시글/ });
    await expect(postsTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('article').first()).toBeVisible();
    // Every post on the tab is theirs.
    for (const byline of await panel.getByRole('article').all()) {
      await expect(byline.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await postsTab.focus();
    await page.keyboard.press('ArrowRight');
    const commentsTab = page.getByRole('tab', { name: /댓글/ });
    await expect(commentsTab).toBeFocused();
    await expect(commentsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=comments$/);
    const comment = panel.getByRole('article').first();
    await expect(comment).toBeVisible();
    const postLink = comment.getByRole('link').first();
    await postLink.click();
    await expect(page).toHaveURL(/\/post\/post\d+#comments$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: /댓글/ })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/user/user999999');
    await expect(page.getByRole('heading', { level: 2, name: '사용자를 찾을 수 없습니다' })).toBeVisible();
    await expect(page).toHaveTitle('사용자를 찾을 수 없습니다 | 튜브스피어');
  });

  test('the owner finds their profile in the MY menu, sees pending posts and edits name, bio and picture', async ({
    page,
    signIn,
  }) => {
    const me = await signIn('프로필고칠사람');
    const created = await page.request.post('/api/posts/feed', {
      data: { title: '확정을 기다리는 글', blocks: [{ id: '1', type: 'text', content: '아직 나만 볼 수 있어요' }] },
    });
    expect(created.status()).toBe(201);

    await page.goto('/');
    await page.getByRole('button', { name: 'MY' }).click();
    await page.getByRole('link', { name: '내 프로필 · 내 글' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${me.userId}$`));
    await expect(page.getByRole('heading', { level: 1, name: me.name })).toBeVisible();
    const pending = page.getByRole('article', { name: '확정을 기다리는 글' });
    await expect(pending.getByText('확정 대기')).toBeVisible();
    await expect(page.getByText('확정 대기 중인 글은 나에게만 보입니다.')).toBeVisible();

    await page.getByRole('button', { name: '프로필 수정' }).click();
    const form = page.getByRole('form', { name: '프로필 수정' });
    const nameField = form.getByRole('textbox', { name: '이름' });
    await nameField.fill('가'.repeat(21));
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByRole('alert')).toHaveText('사용자 이름은 20자 이하로 입력해주세요.');

    await nameField.fill('새이름입니다');
    await form.getByRole('textbox', { name: '소개' }).fill('영상으로 하루를 여는 사람');
    await form.getByLabel('사진 선택').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await expect(form.locator('img[src^="/uploads/"]')).toBeVisible();
    await form.getByRole('button', { name: '저장' }).click();

    await expect(page.getByText('프로필을 저장했습니다.')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('button', { name: '프로필 수정' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: '새이름입니다' })).toBeVisible();
    await expect(page.getByText('영상으로 하루를 여는 사람')).toBeVisible();
    await expect(page.locator('section[aria-labelledby="profile-name"] img[src^="/uploads/"]')).toBeVisible();
    await expect(pending.getByRole('link', { name: '새이름입니다', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '새이름입니다' })).toBeVisible();
    await page.getByRole('button', { name: 'MY' }).click();
    await expect(page.getByText('새이름입니다').first()).toBeVisible();
  });
});
