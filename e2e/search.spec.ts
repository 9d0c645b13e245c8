import { expect, test } from './fixtures.ts';

test.describe('search and feed sorting', () => {
  test('header search → results with highlights → open a result → back keeps the results', async ({ page }) => {
    await page.goto('/post/post1');
    const search = page.getByRole('searchbox', { name: '검색어' });
    await search.fill('레시피');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/\?q=%EB%A0%88%EC%8B%9C%ED%94%BC$/);
    await expect(page.getByRole('heading', { name: "'레시피' 검색 결과" })).toBeVisible();
    await expect(page).toHaveTitle(/'레시피' 검색 결과/);
    const results = page.getByRole('region', { name: '검색 결과' }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    // Every result marks the match, as text.
    for (let i = 0; i < count; i += 1) await expect(results.nth(i).locator('mark').first()).toHaveText('레시피');

    const firstTitle = (await results.first().locator('h3').textContent()) ?? '';
    // The author's name links to their profile; the rest of the card opens the post.
    await results.first().locator('h3').click();
    await expect(page).toHaveURL(/\/post\/post\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: "'레시피' 검색 결과" })).toBeVisible();
    await expect(results.first().locator('h3')).toHaveText(firstTitle);

    // The URL is the source of truth: a reload shows the same results.
    await page.reload();
    await expect(results).toHaveCount(count);
  });

  test('a search with no results suggests others and remembers recent searches', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: '키워드 검색' });
    await box.fill('존재하지않는검색어');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: "'존재하지않는검색어'에 대한 결과가 없어요" })).toBeVisible();
    await page.getByRole('group', { name: '이런 검색어는 어떠세요?' }).getByRole('button', { name: '요리' }).click();
    await expect(page).toHaveURL(/q=%EC%9A%94%EB%A6%AC/);
    await expect(page.getByRole('region', { name: '검색 결과' }).getByRole('listitem').first()).toBeVisible();
    const recent = page.getByRole('region', { name: '최근 검색어' });
    await expect(recent.getByRole('button', { name: '요리', exact: true })).toBeVisible();
    await expect(recent.getByRole('button', { name: '존재하지않는검색어', exact: true })).toBeVisible();
    await recent.getByRole('button', { name: "최근 검색어 '존재하지않는검색어' 삭제" }).click();
    await expect(recent.getByRole('button', { name: '존재하지않는검색어', exact: true })).toHaveCount(0);

    // One character: the page says what is needed, with no error and no useless 다시 시도.
    await box.fill('가');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: '검색어를 두 글자 이상 입력해 주세요' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  });

  test('sort tabs change the order and live in the URL; pinned stays on top', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/');
    const titles = () =>
      page.getByRole('region', { name: '게시글 피드' }).locator('article h2, article h3').allTextContents();
    const feed = page.getByRole('region', { name: '게시글 피드' });
    await expect(feed.locator('article').first()).toBeVisible();
    const newest = await titles();

    await page.getByRole('group', { name: '피드 정렬' }).getByRole('button', { name: '베스트' }).click();
    await expect(page).toHaveURL(/sort=top&period=week/);
    // The answer the page shows (other tests like posts meanwhile: a second request could differ).
    const monthly = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/posts/feed' &&
        url.searchParams.get('sort') === 'top' &&
        url.searchParams.get('period') === 'month'
      );
    });
    await page.getByRole('group', { name: '기간' }).getByRole('button', { name: '이번 달' }).click();
    await expect(page).toHaveURL(/sort=top&period=month/);
    // Wait for the re-sorted list itself, not the empty moment while it loads.
    await expect.poll(async () => ((await titles()).length > 0 ? await titles() : newest)).not.toEqual(newest);
    const top = await titles();
    // The API's order: pinned first, then most liked in the month.
    const api = await (await monthly).json();
    expect(top.slice(0, 3)).toEqual(api.data.posts.slice(0, 3).map((p: { title: string }) => p.title));
    expect(api.data.posts[0].isPinned).toBe(true);
    expect(top[0]).toBe(newest[0]);

    await page.reload();
    await expect(page.getByRole('group', { name: '기간' }).getByRole('button', { name: '이번 달' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('group', { name: '피드 정렬' }).getByRole('button', { name: '최신' }).click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect.poll(titles).toEqual(newest);
  });
});
