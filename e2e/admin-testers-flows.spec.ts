import { E2E_ADMIN, expect, type Page, test } from './admin-testers-fixtures.ts';

/** Import and select-and-save create pending posts; the news, portal and real-estate testers. */
const result = (page: Page) => page.getByTestId('tester-result');
const errorBox = (page: Page) => page.getByRole('alert');
const pendingCard = (page: Page, title: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });

async function expectPending(page: Page, titles: string[]) {
  await page.goto('/admin/confirm');
  await expect(page.getByRole('tab', { name: /^미확정/ })).toHaveAttribute('aria-selected', 'true');
  for (const title of titles) {
    await page.getByRole('searchbox').fill(title);
    await page.getByRole('searchbox').press('Enter');
    await expect(pendingCard(page, title).first()).toBeVisible();
  }
}

test.beforeEach(async ({ signInAsAdmin }) => {
  await signInAsAdmin();
});

test('import: form rules, then the day’s popular videos become pending posts in 미확정', async ({ page }) => {
  await page.goto('/admin/youtube-api');
  await expect(page).toHaveTitle(/유튜브 인기 영상 가져오기 \| 튜브스피어/);
  await expect(page.getByLabel(/^지역/)).toHaveValue('KR');
  await expect(page.getByLabel(/^가져올 개수/)).toHaveValue('10');
  const yesterday = new Date(Date.now() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByLabel(/^날짜/)).toHaveValue(yesterday);
  const submit = page.getByRole('button', { name: '인기 영상 가져오기' });

  await submit.click();
  await expect(errorBox(page)).toContainText('관리자 키(key)를 입력해주세요.');
  await page.getByLabel(/^관리자 키/).fill(E2E_ADMIN.key);
  await page.getByLabel(/^가져올 개수/).fill('51');
  await submit.click();
  await expect(errorBox(page)).toContainText('maxResults는 1~50 사이의 정수로 입력해주세요.');
  await page.getByLabel(/^가져올 개수/).fill('3');
  await page.getByLabel(/^관리자 키/).fill('wrong-key');
  await submit.click();
  await expect(errorBox(page)).toContainText('관리자 키가 올바르지 않습니다.');

  await page.getByLabel(/^관리자 키/).fill(E2E_ADMIN.key);
  await submit.click();
  await expect(result(page)).toContainText('3개를 확정 대기 게시글로 저장했습니다');
  const cards = result(page).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: '저장됨' })).toHaveCount(3);
  await expect(result(page).getByRole('region', { name: '사용한 파라미터' })).not.toContainText(E2E_ADMIN.key);
  const titles = await cards.getByRole('heading').allTextContents();

  // Again: nothing new, nothing duplicated.
  await submit.click();
  await expect(result(page)).toContainText('이미 저장된 영상 3개는 건너뛰었습니다');
  await expect(result(page).getByRole('article').filter({ hasText: '이미 저장됨' })).toHaveCount(3);

  await expectPending(page, titles);
});

test('videos tester: save needs a result and a selection, then the picks are pending posts', async ({ page }) => {
  await page.goto('/admin/youtube-videos-api');
  const save = page.getByRole('button', { name: '선택한 영상 저장' });
  await save.click();
  await expect(errorBox(page)).toContainText('저장할 데이터가 없습니다. 먼저 조회를 실행하세요.');
  await page.getByLabel('regionCode (지역)').selectOption('JP');
  await page.getByLabel('maxResults').selectOption('15');
  await page.getByRole('button', { name: 'API 호출' }).click();
  await expect(result(page).getByRole('article')).toHaveCount(15);
  // The refusal was about the empty result before: a new result clears it.
  await expect(page.getByText('저장할 데이터가 없습니다.', { exact: false })).toHaveCount(0);
  await save.click();
  await expect(errorBox(page)).toContainText('저장할 영상이 없습니다. 영상을 선택하세요.');

  const picks = result(page)
    .getByRole('article')
    .filter({ hasNot: page.getByText('Private video') });
  const chosen = [picks.nth(12), picks.nth(13)];
  const titles: string[] = [];
  for (const card of chosen) {
    titles.push((await card.getByRole('heading').textContent()) ?? '');
    await card.getByRole('checkbox').check();
  }
  await expect(page.getByText('15개 중 2개 선택')).toBeVisible();
  await save.click();
  // Regions' charts share the widely watched foreign videos, so a pick may already have been saved
  // by the import above on this worker's server: it is skipped, and both are pending either way.
  await expect(page.getByRole('status').filter({ hasText: /[12]개의 영상을 성공적으로 저장했습니다\./ })).toBeVisible();
  await expectPending(page, titles);
});

test('news: headlines with cards and JSON; page and query rules', async ({ page }) => {
  await page.goto('/admin/news-api');
  await expect(page.getByLabel('엔드포인트')).toHaveValue('top-headlines');
  await expect(page.getByLabel('국가')).toHaveValue('us');
  await expect(page.getByLabel('페이지 크기')).toHaveValue('20');
  const submit = page.getByRole('button', { name: '뉴스 가져오기' });
  await page.getByLabel(/^페이지 번호/).fill('11');
  await submit.click();
  await expect(errorBox(page)).toContainText('페이지 번호는 1~10 사이의 정수로 입력해주세요.');
  await page.getByLabel(/^페이지 번호/).fill('1');
  await page.getByLabel('엔드포인트').selectOption('everything');
  await submit.click();
  await expect(errorBox(page)).toContainText('everything 엔드포인트는 검색어(q)가 필요합니다.');

  await page.getByLabel('엔드포인트').selectOption('top-headlines');
  await page.getByLabel('국가').selectOption('kr');
  await page.getByLabel('카테고리').selectOption('business');
  await submit.click();
  const cards = result(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^https:/);
  await expect(result(page).getByRole('region', { name: '결과 JSON' })).toContainText('"status": "ok"');
  await expect(page.getByRole('complementary')).toContainText('개발자 요금제는 하루 100회');
});

test('naver news: query and start rules; plain-text cards', async ({ page }) => {
  await page.goto('/admin/naver-news');
  const submit = page.getByRole('button', { name: '뉴스 검색' });
  await submit.click();
  await expect(errorBox(page)).toContainText('검색어를 입력해주세요.');
  await page.getByLabel(/^검색어/).fill('  금리 인하  ');
  await page.getByLabel(/^시작 위치/).fill('1001');
  await submit.click();
  await expect(errorBox(page)).toContainText('시작 위치(start)는 1~1000 사이의 정수로 입력해주세요.');
  await page.getByLabel(/^시작 위치/).fill('1');
  await page.getByLabel('결과 개수').selectOption('20');
  await submit.click();
  await expect(result(page).getByRole('article')).toHaveCount(20);
  await expect(result(page)).not.toContainText('<b>');
  await expect(result(page).getByRole('article').first()).toContainText('금리 인하');
  await expect(result(page).getByRole('region', { name: '사용한 파라미터' })).toContainText('"query": "금리 인하"');
});

test('real estate: trades for Seoul, the empty region message, the page rule', async ({ page }) => {
  await page.goto('/admin/real-estate-auction');
  await expect(page.getByLabel('지역')).toHaveValue('seoul');
  const submit = page.getByRole('button', { name: '경매 정보 조회' });
  await page.getByLabel(/^페이지/).fill('101');
  await submit.click();
  await expect(errorBox(page)).toContainText('페이지 번호는 1~100 사이의 정수로 입력해주세요.');
  await page.getByLabel(/^페이지/).fill('1');
  await submit.click();
  await expect(result(page).getByRole('article')).toHaveCount(10);
  await expect(result(page).getByRole('article').first()).toContainText('원');
  await expect(result(page).getByRole('article').first()).toContainText('㎡');
  await expect(result(page).getByRole('region', { name: '결과 JSON' })).toContainText('"resultCode"');
  await expect(result(page).getByRole('region', { name: '사용한 파라미터' })).toContainText('"region": "seoul"');
  // Past the last page the total still counts the trades: the page says so and offers the last one.
  await page.getByLabel(/^페이지/).fill('50');
  await submit.click();
  await expect(result(page).getByRole('heading', { name: '50페이지에는 거래가 없습니다' })).toBeVisible();
  await expect(result(page).getByText(/^전체 \d+건은 \d+페이지까지 있습니다/)).toBeVisible();
  await result(page)
    .getByRole('button', { name: /^\d+페이지 조회$/ })
    .click();
  await expect(result(page).getByRole('article').first()).toContainText('원');
  await expect(page.getByLabel(/^페이지/)).not.toHaveValue('50');
  await page.getByLabel('지역').selectOption('jeju');
  await page.getByLabel(/^페이지/).fill('1');
  await submit.click();
  await expect(result(page).getByRole('heading', { name: '해당 지역의 경매 정보가 없습니다.' })).toBeVisible();
});
