import { expect, type Page, test } from './fixtures.ts';
import { apiSession, apiSignUp } from './support/api-user.ts';

/** Authors edit and delete what they wrote, from the ⋯ menu on cards, the post and comments. */

const commentCount = (page: Page) => page.getByRole('heading', { name: /^댓글 \d+개$/ });

async function writeAndPublish(page: Page, baseURL: string, adminCookie: string, title: string, text: string) {
  const created = await page.request.post('/api/posts/feed', {
    data: { title, blocks: [{ id: '1', type: 'text', content: text }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const postId = (await created.json()).post.postId as string;
  await (await apiSession(baseURL, `ts_session=${adminCookie}`)).call('POST', '/api/admin/posts/confirm', { postId });
  return postId;
}

test.describe('own content', () => {
  test('the author edits a post from its ⋯ menu, then deletes it from its card after confirming', async ({
    page,
    signIn,
    server,
    adminSessionCookie,
  }) => {
    await signIn('글고치는사람');
    const postId = await writeAndPublish(page, server.baseURL, adminSessionCookie, '처음 제목', '처음 본문입니다.');
    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('heading', { level: 1, name: '처음 제목' })).toBeVisible();

    // The menu button pattern: Enter opens on the first item, arrows move, Escape closes and
    // hands the focus back to ⋯.
    const menuButton = page.getByRole('button', { name: '게시글 메뉴' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: '스크랩' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: '수정' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: '삭제' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/post/${postId}/edit$`));
    const title = page.getByRole('textbox', { name: '제목' });
    await expect(title).toHaveValue('처음 제목');
    await title.fill('고친 제목');
    await page.getByRole('combobox', { name: '텍스트 내용' }).fill('');
    await page.getByRole('button', { name: '수정 완료' }).click();
    await expect(page.getByRole('alert')).toHaveText('내용을 입력해주세요.');
    await page.getByRole('combobox', { name: '텍스트 내용' }).fill('고친 본문입니다.');
    await page.getByRole('button', { name: '수정 완료' }).click();

    await expect(page).toHaveURL(new RegExp(`/post/${postId}$`));
    await expect(page.getByRole('heading', { level: 1, name: '고친 제목' })).toBeVisible();
    await expect(page.getByRole('main').getByText('고친 본문입니다.')).toBeVisible();
    await expect(page.getByRole('main').getByText('(수정됨)')).toBeVisible();

    // In the feed: edited there too; deleting asks first, and cancelling keeps the post.
    await page.goto('/');
    const card = page.getByRole('article', { name: '고친 제목' });
    await expect(card.getByText('(수정됨)')).toBeVisible();
    await card.getByRole('button', { name: '게시글 메뉴' }).click();
    await page.getByRole('menuitem', { name: '삭제' }).click();
    const dialog = page.getByRole('dialog', { name: '게시글을 삭제할까요?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: '게시글 메뉴' }).click();
    await page.getByRole('menuitem', { name: '삭제' }).click();
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(page.getByText('게시글을 삭제했습니다.')).toBeVisible();
    await expect(page.getByRole('article', { name: '고친 제목' })).toHaveCount(0);

    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('heading', { name: '게시글을 찾을 수 없습니다' })).toBeVisible();
    await page.goto('/?q=고친 제목');
    await expect(page.getByRole('heading', { level: 3, name: '고친 제목' })).toHaveCount(0);
  });

  test("someone else's ⋯ menu on a post saves, reports or blocks (스크랩, 신고, 차단하기); a guest gets none", async ({
    page,
    signIn,
  }) => {
    await page.goto('/post/post2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '게시글 메뉴' })).toHaveCount(0);
    await signIn('구경만하는사람');
    await page.reload();
    await page.getByRole('button', { name: '게시글 메뉴' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['스크랩', '신고', '차단하기']);
  });

  test('the author edits a comment (links, mentions) and deletes it; its reply keeps the thread', async ({
    page,
    signIn,
    server,
    adminSessionCookie,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 503 .*\/api\/comments\//, 'this test refuses a comment delete with a 503');
    const me = await signIn('댓글고치는사람');
    const postId = await writeAndPublish(
      page,
      server.baseURL,
      adminSessionCookie,
      '댓글 시험 글',
      '댓글을 달아주세요.',
    );
    const replier = await apiSignUp(server.baseURL, `답글러${Date.now() % 10_000}`);

    await page.goto(`/post/${postId}`);
    await page.getByRole('combobox', { name: '댓글 작성' }).fill('오타가 있는 댓글');
    await page.getByRole('button', { name: '댓글 작성' }).click();
    const mine = page.getByRole('article', { name: me.name });
    await expect(mine.getByText('오타가 있는 댓글')).toBeVisible();
    const commentId = Number(await mine.getAttribute('data-comment-id'));
    await replier.call('POST', `/api/posts/${postId}/comments`, {
      content: '저는 답글입니다',
      parentCommentId: commentId,
    });
    await page.reload();
    await expect(commentCount(page)).toHaveText('댓글 2개');

    await mine.getByRole('button', { name: `${me.name}님 댓글 메뉴` }).click();
    await page.getByRole('menuitem', { name: '수정' }).click();
    const editor = page.getByRole('textbox', { name: '댓글 수정' });
    await expect(editor).toBeFocused();
    await editor.fill(`@${replier.name}님 자료는 https://example.com/guide 에 있어요`);
    await editor.press('Control+Enter');
    await expect(editor).toHaveCount(0);
    await expect(mine.getByText('(수정됨)')).toBeVisible();
    const link = mine.getByRole('link', { name: /https:\/\/example\.com\/guide/ });
    await expect(link).toHaveAttribute('href', 'https://example.com/guide');
    await expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
    // The reply under it links its author's picture with the same name: the mention is the one with @.
    const mention = mine.getByRole('link', { name: `${replier.name}님의 프로필` }).filter({ hasText: '@' });
    await expect(mention).toHaveText(`@${replier.name}`);
    await expect(mention).toHaveAttribute('href', `/user/${replier.userId}`);

    // Deleting shows at once; a refusal puts the comment and the count back and says why.
    await page.route('**/api/comments/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":"잠시 후 다시 시도해주세요."}',
          })
        : route.fallback(),
    );
    const deleteMine = async () => {
      await mine.getByRole('button', { name: `${me.name}님 댓글 메뉴` }).click();
      await page.getByRole('menuitem', { name: '삭제' }).click();
      await page.getByRole('dialog', { name: '댓글을 삭제할까요?' }).getByRole('button', { name: '삭제' }).click();
    };
    await deleteMine();
    await expect(page.getByText('잠시 후 다시 시도해주세요.')).toBeVisible();
    await expect(mine.getByRole('link', { name: /https:\/\/example\.com\/guide/ })).toBeVisible();
    await expect(commentCount(page)).toHaveText('댓글 2개');
    await page.unroute('**/api/comments/*');

    await deleteMine();
    const placeholder = page.getByRole('article', { name: '삭제된 댓글입니다.' });
    await expect(placeholder).toBeVisible();
    await expect(placeholder.getByText('저는 답글입니다')).toBeVisible();
    await expect(page.getByText('오타가 있는 댓글')).toHaveCount(0);
    await expect(commentCount(page)).toHaveText('댓글 1개');

    // What the server kept is what a reload shows.
    await page.reload();
    await expect(page.getByRole('article', { name: '삭제된 댓글입니다.' }).getByText('저는 답글입니다')).toBeVisible();
    await expect(commentCount(page)).toHaveText('댓글 1개');
    // The replier's comment offers the author only 신고 and 차단하기.
    await page.getByRole('button', { name: `${replier.name}님 댓글 메뉴` }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['신고', '차단하기']);
  });
});
