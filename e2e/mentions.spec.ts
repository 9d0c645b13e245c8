import { expect, test } from './fixtures.ts';
import { apiSignUp } from './support/api-user.ts';

/** @ suggestions: type an @ and the 초성 of a name, pick the person from the list by keyboard. */
test('pick a mention from the list by keyboard', async ({ page, server, signIn }) => {
  const tag = `${Date.now() % 100_000}`;
  const first = await apiSignUp(server.baseURL, `멘션대상가${tag}`);
  const second = await apiSignUp(server.baseURL, `멘션대상나${tag}`);
  const feed = await (await fetch(`${server.baseURL}/api/posts/feed?limit=1`)).json();
  const postId = feed.data.posts[0].postId as string;
  await signIn('멘션하는회원');
  await page.goto(`/post/${postId}`);

  const field = page.getByRole('combobox', { name: '댓글 작성' });
  await field.click();
  await field.pressSequentially('고마워요 @ㅁㅅㄷㅅ');
  const list = page.getByRole('listbox', { name: '멘션할 회원' });
  await expect(list.getByRole('option', { name: first.name })).toBeVisible();
  await expect(list.getByRole('option', { name: second.name })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: '명 제안됨' })).toHaveText(/회원 2명 제안됨/);

  await field.press('ArrowDown');
  await expect(list.getByRole('option', { name: second.name })).toHaveAttribute('aria-selected', 'true');
  const activeId = await list.getByRole('option', { name: second.name }).getAttribute('id');
  await expect(field).toHaveAttribute('aria-activedescendant', activeId ?? '');
  await field.press('Enter');
  await expect(field).toHaveValue(`고마워요 @${second.name} `);
  await expect(list).toBeHidden();
  await expect(field).toBeFocused();

  await field.press('Control+Enter');
  const posted = page.getByRole('article', { name: '멘션하는회원' }).filter({ hasText: '고마워요' });
  await expect(posted.getByRole('link', { name: `${second.name}님의 프로필` })).toHaveText(`@${second.name}`);
});
