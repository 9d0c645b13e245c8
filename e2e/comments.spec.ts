import { expect, type Page, test } from './fixtures.ts';

const heading = (page: Page) => page.getByRole('heading', { name: /^댓글 \d+개$/ });
const commentCount = async (page: Page) => Number((await heading(page).textContent())?.match(/\d+/)?.[0]);
const experience = (page: Page) => page.getByRole('region', { name: '내 프로필' }).getByTestId('profile-experience');

test.describe('comments', () => {
  test('a guest sees a disabled form asking to log in', async ({ page }) => {
    await page.goto('/post/post2');
    const field = page.getByRole('combobox', { name: '댓글 작성' });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAttribute('placeholder', '댓글을 작성하려면 로그인해주세요.');
    await expect(page.getByRole('button', { name: '댓글 작성' })).toBeDisabled();
  });

  test('validates, posts with Ctrl+Enter, counts, replies, and grows experience', async ({ page, signIn }) => {
    await signIn('댓글러');
    await page.goto('/');
    await expect(experience(page)).toHaveText('50 / 1,000');
    await page.goto('/post/post3');
    const before = await commentCount(page);
    const field = page.getByRole('combobox', { name: '댓글 작성' });
    const submit = page.getByRole('button', { name: '댓글 작성' });

    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('댓글 내용을 입력해주세요.');
    await field.fill('가'.repeat(1001));
    await expect(page.getByText('1001/1000')).toBeVisible();
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('댓글은 1000자 이하로 작성해주세요.');

    const text = `E2E 댓글 ${Date.now()}`;
    await field.fill(text);
    await field.press('Control+Enter');
    await expect(page.getByRole('article', { name: '댓글러' }).getByText(text)).toBeVisible();
    await expect(heading(page)).toHaveText(`댓글 ${before + 1}개`);
    await expect(field).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const mine = page.getByRole('listitem').filter({ has: page.getByText(text) });
    await mine.getByRole('button', { name: '답글' }).click();
    const replyField = page.getByRole('combobox', { name: '댓글러님에게 답글 작성' });
    await expect(replyField).toBeFocused();
    await replyField.fill('제가 단 답글');
    await page.getByRole('button', { name: '답글 작성' }).click();
    const replies = page.getByRole('list', { name: '댓글러님 댓글의 답글' });
    await expect(replies.getByText('제가 단 답글')).toBeVisible();
    await expect(heading(page)).toHaveText(`댓글 ${before + 2}개`);
    await expect(replyField).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('list', { name: '댓글러님 댓글의 답글' }).getByText('제가 단 답글')).toBeVisible();
    // Two comments: 2 × 20 experience on top of the daily 50.
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(experience(page)).toHaveText('90 / 1,000');
  });

  test('the button says 작성 중... while the comment is on its way', async ({ page, signIn }) => {
    await signIn();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/posts/*/comments', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/post/post4');
    const field = page.getByRole('combobox', { name: '댓글 작성' });
    await field.fill('천천히 가는 댓글');
    await page.getByRole('button', { name: '댓글 작성' }).click();
    await expect(page.getByRole('button', { name: '작성 중...' })).toBeDisabled();
    await expect(field).toBeDisabled();
    release();
    await expect(page.getByText('천천히 가는 댓글')).toBeVisible();
  });
});
