import { expect, test } from './fixtures.ts';
import { apiSignUp } from './support/api-user.ts';

/**
 * 차단 as a member meets it (docs/decisions/207-blocking.md): from someone's profile a member
 * blocks them (or from a comment's ⋯ menu); that person's comment folds to 차단한 사용자의 댓글입니다
 * and opens once on click.
 */
test.describe('blocking', () => {
  test("a member blocks another from their profile, and the other's comment collapses", async ({
    page,
    server,
    signIn,
  }) => {
    const pest = await apiSignUp(server.baseURL, `귀찮은이${Date.now() % 10_000}`);
    const feed = await (await fetch(`${server.baseURL}/api/posts/feed?limit=1`)).json();
    const postId = feed.data.posts[0].postId as string;
    const text = `차단될 사람의 댓글 ${Date.now()}`;
    await pest.call('POST', `/api/posts/${postId}/comments`, { content: text });

    await signIn('차단하는회원');
    await page.goto(`/post/${postId}`);
    await expect(page.getByText(text)).toBeVisible();

    await page.goto(`/user/${pest.userId}`);
    await expect(page.getByRole('heading', { level: 1, name: pest.name })).toBeVisible();
    await expect(page.getByText('새내기')).toBeVisible();
    await page.getByRole('button', { name: '차단하기' }).click();
    await expect(page.getByText(`${pest.name}님을 차단했습니다.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: '차단 해제' })).toBeVisible();

    await page.goto(`/post/${postId}`);
    const folded = page.getByRole('article', { name: '차단한 사용자의 댓글입니다' });
    await expect(folded).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    await folded.getByRole('button', { name: '댓글 보기' }).click();
    await expect(page.getByText(text)).toBeVisible();
  });

  test("a member blocks a comment's author from its ⋯ menu, and the comment folds at once", async ({
    page,
    server,
    signIn,
  }) => {
    const pest = await apiSignUp(server.baseURL, `메뉴차단${Date.now() % 10_000}`);
    const feed = await (await fetch(`${server.baseURL}/api/posts/feed?limit=1`)).json();
    const postId = feed.data.posts[0].postId as string;
    const text = `메뉴로 차단될 댓글 ${Date.now()}`;
    await pest.call('POST', `/api/posts/${postId}/comments`, { content: text });

    await signIn('메뉴로차단하는회원');
    await page.goto(`/post/${postId}`);
    const comment = page.getByRole('article', { name: pest.name });
    await expect(comment.getByText(text)).toBeVisible();
    await comment.getByRole('button', { name: `${pest.name}님 댓글 메뉴` }).click();
    await page.getByRole('menuitem', { name: '차단하기' }).click();
    await expect(page.getByText(`${pest.name}님을 차단했습니다.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('article', { name: '차단한 사용자의 댓글입니다' })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    // 설정 › 차단한 사용자 lists them, and 차단 해제 brings the comment back.
    await page.goto('/settings#blocked-users');
    const list = page.getByRole('list', { name: '차단한 사용자 목록' });
    await expect(list.getByRole('link', { name: pest.name })).toBeVisible();
    await list.getByRole('button', { name: `${pest.name}님 차단 해제` }).click();
    await expect(page.getByText(`${pest.name}님의 차단을 해제했습니다.`)).toBeVisible();
    await expect(page.getByRole('region', { name: '차단한 사용자' })).toContainText('차단한 사용자가 없습니다.');
    await page.goto(`/post/${postId}`);
    await expect(page.getByText(text)).toBeVisible();
  });
});
