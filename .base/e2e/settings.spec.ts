import { expect, test } from './fixtures.ts';

/** /settings: a page of sections reached from the MY menu (password, sessions, 회원 탈퇴). */
test.describe('settings', () => {
  test('change the password, then log in with the new one', async ({ page, signIn }) => {
    const user = await signIn('비번바꿀사람');
    await page.goto('/');
    await page.getByRole('button', { name: 'MY' }).click();
    await page.getByRole('link', { name: '설정' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page).toHaveTitle(/설정 \| 튜브스피어/);
    await expect(page.getByRole('heading', { level: 1, name: '설정' })).toBeVisible();

    const form = page.getByRole('form', { name: '비밀번호 변경' });
    await form.getByLabel('현재 비밀번호').fill(user.password);
    // The browser refuses what the server would, before asking it.
    await form.getByLabel('새 비밀번호', { exact: true }).fill('password');
    await form.getByLabel('새 비밀번호 확인').fill('password');
    await form.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(form.getByRole('alert')).toHaveText('너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해주세요.');

    await form.getByLabel('새 비밀번호', { exact: true }).fill('새로운-비밀번호-2025');
    await form.getByLabel('새 비밀번호 확인').fill('새로운-비밀번호-2025');
    await form.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(form.getByRole('status')).toHaveText('비밀번호를 변경했습니다. 다른 기기에서는 로그아웃되었습니다.');
    await expect(form.getByLabel('현재 비밀번호')).toHaveValue('');

    await page.getByRole('button', { name: 'MY' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: '로그아웃', exact: true }).click();
    await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('이메일').fill(user.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
    await page.getByLabel('비밀번호', { exact: true }).fill('새로운-비밀번호-2025');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();
  });

  test('delete the account: their post stays, shown as 탈퇴한 사용자', async ({
    page,
    signIn,
    context,
    server,
    adminSessionCookie,
  }) => {
    const user = await signIn('떠나는작성자');
    const created = await context.request.post('/api/posts/feed', {
      data: { title: '탈퇴 전에 남긴 글', blocks: [{ id: '1', type: 'text', content: '이 글은 남습니다.' }] },
    });
    expect(created.status()).toBe(201);
    const postId = (await created.json()).post.postId as string;
    const confirmed = await fetch(`${server.baseURL}/api/admin/posts/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `ts_session=${adminSessionCookie}` },
      body: JSON.stringify({ postId }),
    });
    expect(confirmed.status).toBe(200);

    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('article').getByText('떠나는작성자')).toBeVisible();

    await page.goto('/settings');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('비밀번호').fill('not-my-password');
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('현재 비밀번호가 올바르지 않습니다.');
    await dialog.getByLabel('비밀번호').fill(user.password);
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('회원 탈퇴가 완료되었습니다.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();

    await page.goto(`/post/${postId}`);
    const article = page.getByRole('article').first();
    await expect(article.getByRole('heading', { name: '탈퇴 전에 남긴 글' })).toBeVisible();
    await expect(article.getByText('탈퇴한 사용자')).toBeVisible();
    await expect(article.getByText('떠나는작성자')).toHaveCount(0);
    await expect(article.locator('header img')).toHaveCount(0);
  });
});
