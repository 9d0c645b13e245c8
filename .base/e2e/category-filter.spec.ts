import { expect, test } from './fixtures.ts';

test.describe('category filters', () => {
  test('sidebar chips and post-card chips filter the home feed through the URL, with the sort', async ({
    page,
    signIn,
  }) => {
    await signIn('분류탐색');
    await page.goto('/');
    const feed = page.getByRole('region', { name: '게시글 피드' });
    await expect(feed.getByRole('article').first()).toBeVisible();
    const unfiltered = await feed.getByRole('article').count();

    // The sidebar's 출퇴근길: only posts shared for the commute, each showing that category.
    const sidebar = page.getByRole('region', { name: '언제 볼까요? / 어떤 영상을 볼까요?' });
    await sidebar.getByRole('link', { name: '출퇴근길 영상만 보기' }).click();
    await expect(page).toHaveURL(/\/\?timing=commute$/);
    await expect(sidebar.getByRole('link', { name: '출퇴근길 필터 해제' })).toHaveAttribute('aria-current', 'true');
    const filters = page.getByRole('region', { name: '적용된 분류 필터' });
    await expect(filters.getByRole('link', { name: '출퇴근길 필터 해제' })).toBeVisible();
    const cards = feed.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(unfiltered);
    for (const card of await cards.all()) {
      await expect(card.getByRole('link', { name: '출퇴근길 영상 더 보기' })).toBeVisible();
    }

    // Combined with the sort, both in the URL; a reload keeps them.
    await page.getByRole('button', { name: '인기', exact: true }).click();
    await expect(page).toHaveURL(/\/\?timing=commute&sort=hot$/);
    await page.reload();
    await expect(page.getByRole('button', { name: '인기', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('link', { name: '출퇴근길 필터 해제' })).toBeVisible();

    // A category chip on a card opens that category's feed.
    const first = cards.first();
    const contentChip = first.getByRole('link', { name: /영상 더 보기$/ }).last();
    const label = (await contentChip.getAttribute('aria-label'))?.replace(/ 영상 더 보기$/, '') ?? '';
    await contentChip.click();
    await expect(page).toHaveURL(/\/\?(timing|content)=/);
    await expect(filters.getByRole('link', { name: `${label} 필터 해제` })).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole('link', { name: `${label} 영상 더 보기` })).toBeVisible();
    }

    // 전체 보기 clears the filters, keeping nothing but the order.
    await filters.getByRole('link', { name: '전체 보기' }).click();
    await expect(filters).toHaveCount(0);
    await expect(feed.getByRole('article')).toHaveCount(unfiltered);
  });

  test('a filter nobody has shared with yet says so', async ({ page }) => {
    // A pair of categories no demo post was shared with.
    let empty: string | null = null;
    for (const timing of ['drinking', 'commute', 'break']) {
      for (const content of ['cooking', 'knowledge', 'humor', 'economy', 'news', 'sports', 'asmr', 'gaming']) {
        const query = `timing=${timing}&content=${content}`;
        const response = await page.request.get(`/api/posts/feed?${query}`);
        if (!empty && (await response.json()).data.posts.length === 0) empty = query;
      }
    }
    expect(empty).not.toBeNull();
    await page.goto(`/?${empty}`);
    await expect(page.getByRole('heading', { name: '이 분류로 공유된 영상이 아직 없어요' })).toBeVisible();
    await expect(page.getByRole('region', { name: '적용된 분류 필터' }).getByRole('link')).toHaveCount(3);
  });
});
