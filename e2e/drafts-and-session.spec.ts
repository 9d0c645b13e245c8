import { randomBytes } from 'node:crypto';
import { request as apiRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.describe('work is never lost', () => {
  test('an expired session keeps the draft through signing in again', async ({ page, context, signIn, baseURL }) => {
    const user = await signIn('만료작가');
    const title = `만료 후에도 남는 글 ${randomBytes(3).toString('hex')}`;
    // The tab's live notification stream opens only after the session has ended (as on a slow
    // phone): it is refused, and that alone must not pull the writer off the page.
    let openStream = () => {};
    const streamHeld = new Promise<void>((resolve) => {
      openStream = resolve;
    });
    await page.route(
      '**/api/notifications/stream',
      async (route) => {
        await streamHeld;
        await route.continue();
      },
      { times: 1 },
    );
    await page.goto('/write');
    await page.getByRole('textbox', { name: '제목 (선택)' }).fill(title);
    await page.getByRole('combobox', { name: '텍스트 내용' }).fill('세션이 끝나도 이 내용은 사라지면 안 돼요.');
    await expect(page.getByRole('button', { name: 'MY' })).toBeVisible();

    // The session ends on the server (as when it expires): signed out from somewhere else.
    const cookie = (await context.cookies()).find((c) => c.name === 'ts_session');
    const elsewhere = await apiRequest.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `ts_session=${cookie?.value}` },
    });
    expect((await elsewhere.post('/api/auth/logout', { data: {} })).ok()).toBeTruthy();
    await elsewhere.dispose();
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/notifications/unread-count'));
    openStream();
    const refusal = await refused;
    expect(refusal.status()).toBe(401);
    await refusal.finished();
    await expect(page).toHaveURL(/\/write$/);
    await expect(page.getByRole('textbox', { name: '제목 (선택)' })).toHaveValue(title);

    // Publishing now: 401 → signed out here too, told why, sent to sign in — not an inline error.
    await page.getByRole('button', { name: '게시하기' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('로그인이 만료되었습니다. 다시 로그인해주세요.');
    await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'MY' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tubesphere.userProfile'))).toBeNull();

    await page.getByLabel('이메일').fill(user.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    // Back on /write with the draft.
    await expect(page).toHaveURL(/\/write$/);
    await expect(page.getByRole('status').filter({ hasText: '임시 저장된 글을 불러왔어요' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '제목 (선택)' })).toHaveValue(title);
    await expect(page.getByRole('combobox', { name: '텍스트 내용' })).toHaveValue(
      '세션이 끝나도 이 내용은 사라지면 안 돼요.',
    );
    const created = page.waitForResponse((r) => r.url().endsWith('/api/posts/feed') && r.request().method() === 'POST');
    await page.getByRole('button', { name: '게시하기' }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('heading', { name: title })).toBeVisible();

    // Published: the draft is gone.
    await page.goto('/write');
    await expect(page.getByRole('textbox', { name: '제목 (선택)' })).toHaveValue('');
    await expect(page.getByText('임시 저장된 글을 불러왔어요', { exact: false })).toHaveCount(0);
  });

  test('leaving the editor with unsaved work asks first; closing the tab keeps the draft', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('나가기확인');
    await page.goto('/write-youtube');
    await page.getByRole('textbox', { name: '제목' }).fill('나중에 마저 쓸 영상');
    await page.getByRole('textbox', { name: '유튜브 링크' }).fill('https://youtu.be/dQw4w9WgXcQ');

    // In-app navigation: a dialog; staying keeps everything.
    await page.getByRole('link', { name: '튜브스피어 홈으로' }).click();
    const dialog = page.getByRole('dialog', { name: '작성 중인 글이 있어요' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '계속 쓰기' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/write-youtube$/);
    await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue('나중에 마저 쓸 영상');

    // Closing the tab: the browser's own prompt.
    const prompt = new Promise<string>((resolve) => {
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');

    // However the tab ended, the next visit picks up the draft; starting over clears it.
    const next = await context.newPage();
    await next.goto('/write-youtube');
    await expect(next.getByRole('status').filter({ hasText: '임시 저장된 글을 불러왔어요' })).toBeVisible();
    await expect(next.getByRole('textbox', { name: '제목' })).toHaveValue('나중에 마저 쓸 영상');
    await next.getByRole('button', { name: '지우고 새로 쓰기' }).click();
    await expect(next.getByRole('textbox', { name: '제목' })).toHaveValue('');
    // Nothing left to lose: leaving asks nothing.
    await next.getByRole('link', { name: '튜브스피어 홈으로' }).click();
    await expect(next).toHaveURL(/\/$/);
    await next.goto('/write-youtube');
    await expect(next.getByRole('textbox', { name: '제목' })).toHaveValue('');
  });
});
