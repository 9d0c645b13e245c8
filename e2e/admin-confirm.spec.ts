import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, expect, type Page, test } from './fixtures.ts';

/** A pending post, written through the real API by the signed-in user (posts start pending). */
async function writePost(request: APIRequestContext, title: string, text: string) {
  const response = await request.post('/api/posts/feed', {
    data: { title, blocks: [{ id: '1', type: 'text', content: text }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).post.postId as string;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
/** A tab's count, once the counts have loaded. */
async function countOf(page: Page, name: string) {
  const badge = tab(page, name).locator('span');
  await expect(badge).toHaveText(/^\d/);
  return Number((await badge.textContent())?.replace(/,/g, ''));
}
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title }) });

test.describe('admin post confirmation', () => {
  test('the admin confirms a pending post; it leaves 미확정 and appears in the guest feed', async ({
    page,
    context,
    signIn,
    signInAsAdmin,
  }) => {
    await signIn('확정대기작성자');
    const title = `확정 테스트 ${randomBytes(3).toString('hex')}`;
    await writePost(context.request, title, '관리자가 확정하면 공개됩니다.');
    await context.clearCookies();
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0); // pending: not public

    await signInAsAdmin();
    await page.goto('/admin');
    await expect(page).toHaveTitle(/글확정 \| 튜브스피어/);
    await expect(tab(page, '미확정')).toHaveAttribute('aria-selected', 'true');
    const pendingBefore = await countOf(page, '미확정');
    const confirmedBefore = await countOf(page, '확정됨');
    const target = card(page, title);
    await expect(target.getByText('미확정', { exact: true })).toBeVisible();
    await expect(target.getByText('확정대기작성자')).toBeVisible();
    await target.getByRole('button', { name: '확정하기' }).click();
    await expect(page.getByText('게시글을 확정했습니다.')).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
    await expect(tab(page, '미확정').locator('span')).toHaveText(String(pendingBefore - 1));

    await tab(page, '확정됨').click();
    await expect(page).toHaveURL(/tab=confirmed/);
    await expect(tab(page, '확정됨').locator('span')).toHaveText((confirmedBefore + 1).toLocaleString('ko-KR'));
    await expect(card(page, title).getByText('확정됨', { exact: true })).toBeVisible();
    await expect(card(page, title).getByRole('button', { name: '확정하기' })).toHaveCount(0);

    await context.clearCookies();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('selects several pending posts and confirms them at once; the empty tab says so', async ({
    page,
    context,
    signIn,
    signInAsAdmin,
  }) => {
    await signIn('묶음작성자');
    const tag = randomBytes(3).toString('hex');
    const titles = [1, 2, 3].map((n) => `묶음 ${tag} ${n}`);
    for (const title of titles) await writePost(context.request, title, '함께 확정됩니다.');
    await signInAsAdmin();
    await page.goto('/admin/confirm');
    const search = page.getByRole('searchbox', { name: '게시글 검색' });
    await expect(search).toHaveAttribute('placeholder', '제목, 내용, 작성자로 검색');
    await search.fill(tag);
    await search.press('Enter');
    await expect(cards(page)).toHaveCount(3);
    await page.getByRole('checkbox', { name: `“${titles[0]}” 선택` }).check();
    await page.getByRole('checkbox', { name: `“${titles[2]}” 선택` }).check();
    await expect(page.getByText('2개 선택됨')).toBeVisible();
    await page.getByRole('button', { name: '선택한 2개 확정' }).click();
    await expect(page.getByText('게시글 2개를 확정했습니다.')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, titles[1] as string)).toBeVisible();

    await page.getByRole('checkbox', { name: '이 목록의 미확정 글 모두 선택' }).check();
    await page.getByRole('button', { name: '선택한 1개 확정' }).click();
    await expect(page.getByRole('heading', { name: '확정 대기 중인 게시글이 없습니다' })).toBeHidden();
    await expect(page.getByRole('heading', { name: '검색 결과가 없습니다' })).toBeVisible();
    await expect(tab(page, '확정됨').locator('span')).toHaveText('3');

    await page.getByRole('button', { name: '검색 지우기' }).click();
    await tab(page, '확정됨').click();
    await search.fill(`없는검색어${tag}`);
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: '검색 결과가 없습니다' })).toBeVisible();
  });

  test('searches by author and pages through 20 at a time with 더 많은 게시글 보기', async ({
    page,
    baseURL,
    signInAsAdmin,
  }) => {
    await signInAsAdmin();
    await page.goto('/admin/confirm?tab=confirmed');
    await expect(cards(page)).toHaveCount(20);
    const more = page.getByRole('button', { name: '더 많은 게시글 보기' });
    await more.click();
    await expect(cards(page)).toHaveCount(40);
    await more.click();
    await expect(cards(page)).not.toHaveCount(40);
    const total = await countOf(page, '확정됨');
    await expect(cards(page)).toHaveCount(Math.min(total, 60));

    // Switching tabs starts again from page 1.
    await tab(page, '전체').click();
    await expect(cards(page)).toHaveCount(20);

    // The demo seed's authors are searchable by name: every card then names that author. One of
    // them, then: the newest card may be any test's, even by someone who has left since. The
    // guest feed's first post is the demo's pinned one (the admin's own starts with their pending
    // posts).
    const pinned = (await (await fetch(`${baseURL}/api/posts/feed?limit=1`)).json()).data.posts[0];
    expect(pinned.isPinned).toBe(true);
    const firstAuthor = pinned.userName as string;
    const search = page.getByRole('searchbox', { name: '게시글 검색' });
    await search.fill(firstAuthor);
    const searched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/admin/posts/all' && url.searchParams.get('q') === firstAuthor;
    });
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByText(`“${firstAuthor}” 검색 결과`)).toBeVisible();
    // The note shows at once; the searched list arrives a moment later: wait for its whole page,
    // not for a first card that the list before the search may have had too.
    const count = ((await (await searched).json()).results as unknown[]).length;
    expect(count).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(count);
    for (let i = 0; i < count; i++) await expect(cards(page).nth(i)).toContainText(firstAuthor);
  });

  test('the detail button opens /admin/confirm/{postId} in a new tab with the whole post', async ({
    page,
    context,
    signIn,
    signInAsAdmin,
  }) => {
    const author = await signIn('상세작성자');
    const title = `상세 ${randomBytes(3).toString('hex')}`;
    const postId = await writePost(context.request, title, '본문과 https://youtu.be/dQw4w9WgXcQ 링크');
    await signInAsAdmin();
    // A comment on the pending post, written with the admin's own SQL tool.
    const comment = await context.request.post('/api/admin/query', {
      data: {
        adminKey: E2E_ADMIN.key,
        mode: 'write',
        query: `INSERT INTO comment (post_id, user_id, content, like_count, created_at) VALUES (${postId.slice(4)}, ${author.userId.slice(4)}, '상세 페이지 댓글', 0, '${new Date().toISOString()}')`,
      },
    });
    expect(comment.ok(), await comment.text()).toBeTruthy();
    await page.goto(`/admin/confirm?q=${encodeURIComponent(title)}`);
    const target = card(page, title);
    await expect(target.locator('code')).toHaveText('dQw4w9WgXcQ');
    await expect(target.getByRole('img', { name: 'YouTube 동영상 dQw4w9WgXcQ 썸네일' })).toBeAttached();
    await expect(target.getByRole('link', { name: /dQw4w9WgXcQ 재생/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );

    const [detail] = await Promise.all([
      context.waitForEvent('page'),
      target.getByRole('link', { name: /상세보기/ }).click(),
    ]);
    await expect(detail).toHaveURL(new RegExp(`/admin/confirm/${postId}$`));
    await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(detail.getByRole('article').getByText('상세작성자')).toBeVisible();
    await expect(detail.getByText('미확정', { exact: true })).toBeVisible();
    await expect(detail.getByText('상세 페이지 댓글')).toBeVisible();
    await expect(detail.getByRole('heading', { name: '댓글 1개' })).toBeVisible();
    await detail.getByRole('button', { name: '확정하기' }).click();
    await expect(detail.getByText('확정됨', { exact: true })).toBeVisible();
    await detail.getByRole('link', { name: /글확정 목록으로/ }).click();
    await expect(detail).toHaveURL(/\/admin\/confirm$/);
    await detail.close();

    await page.goto('/admin/confirm/post99999999');
    await expect(page.getByRole('heading', { name: '게시글을 찾을 수 없습니다.' })).toBeVisible();
  });

  test('previews a YouTube URL: both error messages, then the player in a modal', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto('/admin/confirm');
    const input = page.getByRole('textbox', { name: 'YouTube URL' });
    const submit = page.getByRole('button', { name: '미리보기', exact: true });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('YouTube URL을 입력해주세요.');
    await input.fill('https://www.youtube.com/watch?v=short');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('유효한 YouTube URL이 아닙니다.');
    await input.fill('https://youtu.be/dQw4w9WgXcQ');
    await input.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'YouTube 미리보기' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(dialog.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(dialog.getByRole('link', { name: 'YouTube에서 보기' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(input).toBeFocused();
  });
});
