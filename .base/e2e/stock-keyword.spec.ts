import { expect, test } from './admin-testers-fixtures.ts';

test.beforeEach(async ({ signInAsAdmin }) => {
  await signInAsAdmin();
});

test('stock keyword: one button draws the cloud, the top 10 and the summary', async ({ page }) => {
  await page.goto('/admin/stock-keyword');
  await expect(page).toHaveTitle(/경제 키워드 분석 \| 튜브스피어/);
  await expect(page.getByText('버튼을 누르면 최신 경제 뉴스를 분석합니다.')).toBeVisible();
  await page.getByRole('button', { name: '키워드 분석하기' }).click();
  const cloud = page.getByTestId('word-cloud');
  await expect(cloud).toBeVisible();
  const words = cloud.locator('text');
  expect(await words.count()).toBeGreaterThan(20);
  expect(await words.count()).toBeLessThanOrEqual(50);
  // The biggest word is one of the top-ranked ones, drawn in the largest tier.
  const ranking = page.getByTestId('keyword-ranking').getByRole('listitem');
  await expect(ranking).toHaveCount(10);
  const first = (await ranking.first().textContent()) ?? '';
  const sizes = await words.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('font-size'))));
  expect(Math.max(...sizes)).toBe(sizes[0]);
  expect(first).toContain((await words.first().textContent())?.replace(/\d+회$/, '').slice(0, 2) ?? '');
  await expect(page.getByText('분석한 기사')).toBeVisible();
  await expect(page.getByText(/^\d+건$/)).toBeVisible();
  await expect(page.getByText('찾은 키워드')).toBeVisible();
  await expect(page.getByText('분석 시각')).toBeVisible();
});

test('stock keyword: the three error messages of spec §8', async ({ page }) => {
  await page.goto('/admin/stock-keyword');
  const analyze = page.getByRole('button', { name: '키워드 분석하기' });
  const answer = (body: object, status = 200) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  const ok = (articles: object[]) => ({
    success: true,
    message: '',
    endpoint: 'top-headlines',
    params: {},
    result: { status: 'ok', totalResults: articles.length, removedCount: 0, articles },
  });
  const article = (title: string) => ({
    source: { id: null, name: 'X' },
    author: null,
    title,
    description: null,
    url: 'https://x.test/a',
    urlToImage: null,
    publishedAt: '2024-05-01T00:00:00Z',
    content: null,
  });

  await page.route('**/api/news/dynamic**', (route) =>
    route.fulfill(answer({ error: 'NewsAPI 요청 한도를 모두 사용했습니다.' }, 429)),
  );
  await analyze.click();
  await expect(page.getByRole('alert')).toHaveText('NewsAPI 요청 한도를 모두 사용했습니다.');
  await page.unroute('**/api/news/dynamic**');

  await page.route('**/api/news/dynamic**', (route) => route.fulfill(answer({}, 502)));
  await analyze.click();
  await expect(page.getByRole('alert')).toHaveText('뉴스 데이터를 가져오지 못했습니다.');
  await page.unroute('**/api/news/dynamic**');

  await page.route('**/api/news/dynamic**', (route) => route.fulfill(answer(ok([]))));
  await analyze.click();
  await expect(page.getByRole('alert')).toHaveText('분석할 뉴스 데이터가 없습니다.');
  await page.unroute('**/api/news/dynamic**');

  await page.route('**/api/news/dynamic**', (route) =>
    route.fulfill(answer(ok([article('Stocks rally 2024'), article('AI boom')]))),
  );
  await analyze.click();
  await expect(page.getByRole('alert')).toHaveText('분석할 키워드를 찾지 못했습니다.');
});
