import { randomBytes } from 'node:crypto';
import { expect, test } from './support/authoring-fixtures.ts';
import { SITE_ARTICLE } from './support/authoring-site.ts';
import {
  afterQueuedTimers,
  expectFocusRingsWhileTabbing,
  expectVisibleFocus,
  focusedDescription,
  tabTo,
} from './support/keyboard.ts';

/**
 * The main flows with the keyboard only: Tab / Shift+Tab to move, Enter / Space / arrows to act,
 * typing into fields. No mouse and no .click(); each step also checks the focus ring is visible.
 */
test.describe('keyboard only', () => {
  test('skip link, then sign in through the form', async ({ page, signIn, context }) => {
    const user = await signIn('키보드로그인');
    await context.clearCookies();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The first Tab lands on the skip link, which shows itself; Enter jumps into the content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '본문으로 건너뛰기' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('이메일')).toBeFocused();
    await expectVisibleFocus(page);

    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('비밀번호', { exact: true })).toBeFocused();
    await page.keyboard.type(user.password);
    await tabTo(page, page.getByRole('button', { name: '로그인', exact: true }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    const my = page.getByRole('button', { name: 'MY' });
    await expect(my).toBeVisible();

    // The account menu: Enter opens it, Tab walks into it, Escape closes it back onto MY.
    await tabTo(page, my, { back: true });
    await page.keyboard.press('Enter');
    await expect(my).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('list', { name: '내 메뉴' });
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: '내 프로필 · 내 글' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(my).toBeFocused();
  });

  test('like a post from the feed, open it and comment', async ({ page, signIn }) => {
    await signIn('키보드댓글');
    await page.goto('/');
    const post = page.getByRole('main').getByRole('article').first();
    const like = post.getByRole('button', { name: /^좋아요/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const count = async () => Number(((await like.textContent()) ?? '').replace(/\D/g, ''));
    const before = await count();

    await tabTo(page, like);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(count).toBe(before + 1);
    await expect(like, 'focus stays on the button it pressed').toBeFocused();
    await expect(like).not.toHaveAttribute('aria-disabled', 'true'); // the toggle has landed
    // Space toggles it back, Enter once more leaves it liked.
    await page.keyboard.press('Space');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).not.toHaveAttribute('aria-disabled', 'true'); // the toggle has landed
    await page.keyboard.press('Enter');
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    await tabTo(page, post.getByRole('link', { name: /^\d+, 댓글 보기/ }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/post\/post\d+/);
    await expect(page.getByRole('button', { name: /^좋아요/ }).first()).toHaveAttribute('aria-pressed', 'true');

    const field = page.getByRole('combobox', { name: '댓글 작성' });
    await tabTo(page, field);
    await expectVisibleFocus(page);
    const text = `키보드로 남긴 댓글 ${randomBytes(3).toString('hex')}`;
    await page.keyboard.type(text);
    await page.keyboard.press('Control+Enter');
    // The comment itself (the field may still hold the text while it is being sent).
    await expect(page.getByRole('article', { name: '키보드댓글' }).getByText(text)).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field, 'focus comes back to the field after sending').toBeFocused();
  });

  test('write a post with a link block', async ({ page, signIn, site }) => {
    await signIn('키보드작성');
    await page.goto('/write');
    await expect(page.getByRole('heading', { name: '새 글 쓰기' })).toBeVisible();
    const marker = `키보드 글 ${randomBytes(3).toString('hex')}`;

    await tabTo(page, page.getByRole('combobox', { name: '텍스트 내용' }));
    await expectVisibleFocus(page);
    await page.keyboard.type(marker);
    await tabTo(page, page.getByRole('button', { name: '링크 블록 추가' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    // The new block's address field takes the focus.
    const address = page.getByRole('textbox', { name: '링크 주소' });
    await expect(address).toBeFocused();
    await page.keyboard.type(`${site.origin}/article?k=${marker.slice(-6)}`);
    const preview = page.getByRole('region', { name: '링크 미리보기' });
    await expect(preview.getByText(SITE_ARTICLE.title)).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: '게시하기' }));
    await expectVisibleFocus(page);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/posts/feed') && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    const response = await created;
    expect(response.status()).toBe(201);
    const { post } = await response.json();
    expect(post.blocks.map((block: { type: string }) => block.type)).toEqual(['text', 'link']);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('게시글이 등록되었습니다!')).toBeVisible();
    // Pending, but its author sees it at the top of the feed.
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(marker);
  });

  test('customize the companion: keyboard drag onto the canvas, name, save', async ({ page, signIn }) => {
    await signIn('키보드꾸미기');
    await page.goto('/character');
    const canvas = page.getByTestId('assembly-canvas');
    await expect(canvas).toBeVisible();

    // Space picks a part up (the live region says so), arrows move it, Space drops it.
    await tabTo(page, page.locator('button[data-part-id="base_cat"]'));
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(page.getByText('냥냥이를 집었습니다.', { exact: false })).toBeAttached();
    await afterQueuedTimers(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(canvas).toHaveAttribute('data-base-id', 'base_cat');

    await tabTo(page, page.locator('button[data-part-id="acc_glasses"]'));
    await page.keyboard.press('Space');
    await expect(page.getByText('뿔테 안경을 집었습니다.', { exact: false })).toBeAttached();
    await afterQueuedTimers(page);
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    await page.keyboard.press('Space');
    const glasses = canvas.locator('[data-part-id="acc_glasses"]');
    await expect(glasses).toHaveAttribute('data-x', '55');
    await expect(glasses).toHaveAttribute('data-y', '60');

    // Shift+Tab goes back up the page to the name field.
    await tabTo(page, page.getByLabel('캐릭터 이름'), { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('키보드냥');
    await tabTo(page, page.getByRole('button', { name: '완성' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText('컴패니언을 저장했어요!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '키보드냥' })).toBeVisible();
  });

  test('the admin confirms a post; the preview modal traps focus and gives it back', async ({
    page,
    context,
    signIn,
    signInAsAdmin,
  }) => {
    await signIn('키보드확정작성자');
    const title = `키보드 확정 ${randomBytes(3).toString('hex')}`;
    const written = await context.request.post('/api/posts/feed', {
      data: { title, blocks: [{ id: '1', type: 'text', content: '키보드로 확정할 글입니다.' }] },
    });
    expect(written.status()).toBe(201);
    await context.clearCookies();
    await signInAsAdmin();
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>player</title><button>재생</button>' }),
    );
    await page.goto('/admin/confirm');
    await expect(page.getByRole('tabpanel')).toBeVisible();

    // The admin layout has its own skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '본문으로 건너뛰기' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#admin-content')).toBeFocused();

    // Preview modal: opened from the form, focus stays inside, Escape gives it back.
    const url = page.getByRole('textbox', { name: 'YouTube URL' });
    await tabTo(page, url);
    await page.keyboard.type('https://youtu.be/dQw4w9WgXcQ');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'YouTube 미리보기' });
    await expect(dialog).toBeVisible();
    // The player frame has loaded (a frame that loads while focused would take the focus along).
    await expect(page.frameLocator('dialog iframe').getByRole('button', { name: '재생' })).toBeVisible();
    const insideDialog = () =>
      page.evaluate(() => !!document.activeElement && !!document.activeElement.closest('dialog[open]'));
    expect(await insideDialog(), `focus on open: ${await focusedDescription(page)}`).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      // Focus moving into or out of the player's frame passes through <body> for a moment.
      await expect
        .poll(insideDialog, { message: `after ${key}: ${await focusedDescription(page)}`, timeout: 2000 })
        .toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(url, 'focus returns to where the modal was opened from').toBeFocused();

    // Find the post, then confirm it from its card.
    await tabTo(page, page.getByRole('searchbox', { name: '게시글 검색' }));
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await tabTo(page, card.getByRole('button', { name: '확정하기' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText('게시글을 확정했습니다.')).toBeVisible();
    await expect(card).toHaveCount(0);
    // The card is gone; focus moved somewhere sensible instead of falling back to the page.
    expect(await page.evaluate(() => document.activeElement !== document.body), await focusedDescription(page)).toBe(
      true,
    );
    const status = await (
      await page.request.get(`/api/admin/posts/${(await written.json()).post.postId}/detail`)
    ).json();
    expect(status.post.isConfirmed).toBe(true);
  });

  test('every control on the busiest screens shows a focus ring', async ({ page, signIn }) => {
    await signIn('키보드포커스');
    for (const [path, ready] of [
      ['/', page.getByRole('main').getByRole('article').first()],
      ['/write', page.getByRole('combobox', { name: '텍스트 내용' })],
      ['/character', page.getByTestId('assembly-canvas')],
      ['/new-channel-ranking', page.getByRole('main').getByRole('listitem').first()],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      const stops = await expectFocusRingsWhileTabbing(page, 45);
      expect(stops.length, `${path} has controls to tab through`).toBeGreaterThan(10);
    }
  });
});
