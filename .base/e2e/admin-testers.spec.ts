import { expect, type Page, test } from './admin-testers-fixtures.ts';

/** The YouTube list testers against the demo fakes: one valid call each, and the spec §5 rules. */
const result = (page: Page) => page.getByTestId('tester-result');
const run = (page: Page) => page.getByRole('button', { name: 'API 호출' }).click();
const errorBox = (page: Page) => page.getByRole('alert');
const stat = (page: Page, label: string) =>
  result(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

/** The used-parameters and result JSON panels, each with its copy button. */
async function expectJson(page: Page) {
  await expect(result(page).getByRole('region', { name: '사용한 파라미터' }).locator('pre')).toContainText('{');
  await expect(result(page).getByRole('region', { name: '결과 JSON' }).locator('pre')).toContainText('"items"');
  await expect(result(page).getByRole('button', { name: 'JSON 복사' })).toBeVisible();
}

async function expectRule(page: Page, message: string) {
  await run(page);
  await expect(errorBox(page)).toContainText(message);
  await expect(result(page)).toHaveCount(0);
}

test.beforeEach(async ({ signInAsAdmin }) => {
  await signInAsAdmin();
});

test('videos: the chart with defaults, totals, previews, JSON with copy, loading label, quota', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/youtube-videos-api');
  await expect(page).toHaveTitle(/유튜브 Videos API \| 튜브스피어/);
  await expect(page.getByLabel('part')).toHaveValue('snippet,contentDetails,statistics');
  await expect(page.getByLabel('chart')).toHaveValue('mostPopular');
  await expect(page.getByLabel('regionCode (지역)')).toHaveValue('KR');
  await expect(page.getByText('파라미터를 입력하고 API를 호출하세요.')).toBeVisible();
  const quota = page.getByTestId('quota-meter');
  await expect(quota).toContainText('/ 10,000 유닛 사용');

  // Hold the answer to see the button disabled and relabelled while loading.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/youtube/dynamic**', async (route) => {
    await held;
    await route.continue();
  });
  await run(page);
  const busy = page.getByRole('button', { name: '호출 중...' });
  await expect(busy).toBeDisabled();
  release();

  await expect(result(page)).toBeVisible();
  await expect(stat(page, '엔드포인트')).toHaveText('videos');
  await expect(stat(page, '페이지당 결과')).toHaveText('10');
  await expect(stat(page, '받은 항목')).toHaveText('10');
  await expect(result(page).getByRole('article')).toHaveCount(10);
  await expect(result(page).getByRole('article').first()).toContainText('#1');
  await expect(result(page).getByRole('article').first()).toContainText('조회수');
  await expect(result(page).getByRole('region', { name: '결과 JSON' })).toContainText(
    '"kind": "youtube#videoListResponse"',
  );
  await expect(result(page).getByRole('region', { name: '사용한 파라미터' })).toContainText('"chart": "mostPopular"');
  await page.getByRole('button', { name: '파라미터 복사' }).click();
  await expect(page.getByRole('button', { name: '복사됨' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"regionCode": "KR"');
  await expect(page.getByRole('button', { name: '파라미터 복사' })).toBeVisible({ timeout: 4000 });
  await expect(quota).not.toContainText('0 / 10,000');
});

test('videos: every spec §5 rule shows its message and nothing is sent', async ({ page }) => {
  await page.goto('/admin/youtube-videos-api');
  await page.getByLabel('videoCategoryId (카테고리)').selectOption('19');
  await expectRule(
    page,
    'mostPopular 차트는 카테고리 ID 1, 2, 10, 15, 17, 20, 22, 23, 24, 25, 26, 27, 28, 29, 30, 32, 33만 지원합니다.',
  );
  await page.getByLabel('videoCategoryId (카테고리)').selectOption('');
  await page.getByLabel('q (검색어)').fill('뉴스');
  await expectRule(page, 'chart와 q(검색어)는 함께 사용할 수 없습니다.');
  await page.getByLabel('q (검색어)').fill('');
  await page.getByLabel('id', { exact: true }).fill('D-lhorsDlUQ');
  await expectRule(page, 'id와 chart는 함께 사용할 수 없습니다.');
  await page.getByLabel('chart').selectOption('');
  await page.getByLabel('id', { exact: true }).fill('   ');
  await expectRule(page, 'id, chart, myRating 중 하나는 반드시 입력해야 합니다.');
  // A valid call clears the message.
  await page.getByLabel('id', { exact: true }).fill('D-lhorsDlUQ');
  await page.getByLabel('regionCode (지역)').selectOption('');
  await run(page);
  await expect(result(page)).toContainText('What are Actions on Google (Assistant on Air)');
  await expect(errorBox(page)).toHaveCount(0);
});

test('search: results with decoded titles; q or category, and type=video for video filters', async ({ page }) => {
  await page.goto('/admin/youtube-search-api');
  await expectRule(page, '검색어(q) 또는 카테고리(videoCategoryId) 중 하나는 입력해야 합니다.');
  await page.getByLabel('q (검색어)').fill('레시피');
  await page.getByLabel('type').selectOption('');
  await page.getByLabel('videoDuration').selectOption('short');
  await expectRule(page, 'videoDuration, videoCategoryId 같은 동영상 필터는 type=video와 함께 사용해야 합니다.');
  await page.getByLabel('type').selectOption('video');
  await page.getByLabel('videoDuration').selectOption('');
  await run(page);
  await expect(stat(page, '엔드포인트')).toHaveText('search');
  await expect(result(page).getByRole('article').first()).toBeVisible();
  await expect(result(page).getByRole('article').first()).toContainText('레시피');
  await expect(result(page).getByTestId('preview-grid')).not.toContainText('&amp;');
  await expectJson(page);
  await expect(page.getByTestId('quota-meter')).toContainText(/[1-9]\d{2,}|[1-9],\d{3}/);
});

test('channels test: one lookup key only; a handle finds the channel', async ({ page }) => {
  await page.goto('/admin/youtube-channels-api-test');
  await expectRule(page, 'id, forUsername, forHandle, mine, managedByMe, mySubscribers 중 하나는 입력해야 합니다.');
  await page.getByLabel('forHandle (@핸들)').fill('@syukaworld');
  await page.getByLabel('mine (내 채널)').check();
  await expectRule(page, 'id, forUsername, forHandle, mine, managedByMe, mySubscribers는 하나만 사용할 수 있습니다.');
  await page.getByLabel('mine (내 채널)').uncheck();
  await run(page);
  await expect(result(page).getByRole('article')).toHaveCount(1);
  await expect(result(page).getByRole('article')).toContainText('슈카월드');
  await expect(result(page).getByRole('article')).toContainText('구독자');
  await expectJson(page);
});

test('playlists: part and one filter required; the recorded channel answers', async ({ page }) => {
  await page.goto('/admin/youtube-playlists-api');
  await expectRule(page, 'id, channelId, mine 중 하나는 입력해야 합니다.');
  await page.getByLabel('channelId').fill('UC_x5XG1OV2P6uZZ5FSM9Ttw');
  await page.getByLabel(/^part/).fill('');
  await expectRule(page, 'part는 필수입니다.');
  await page.getByLabel(/^part/).fill('snippet,contentDetails');
  await run(page);
  await expect(stat(page, '전체 결과')).toHaveText('422');
  await expect(result(page).getByRole('article').first()).toContainText('Pittsburgh ML Summit');
  await expectJson(page);
});

test('playlist items: playlistId required; private and deleted entries cannot be picked', async ({ page }) => {
  await page.goto('/admin/youtube-playlist-items-api');
  await expectRule(
    page,
    'playlistId는 필수입니다. 재생목록 ID(PL…)를 입력하거나 Playlists API에서 재생목록 ID를 먼저 조회하세요.',
  );
  const channel = await (
    await page.request.get('/api/youtube/dynamic?endpoint=channels&forHandle=@chimchakman')
  ).json();
  const playlists = await (
    await page.request.get(
      `/api/youtube/dynamic?endpoint=playlists&part=snippet&channelId=${channel.result.items[0].id}`,
    )
  ).json();
  await page.getByLabel(/^playlistId/).fill(playlists.result.items[1].id);
  await page.getByLabel('maxResults').selectOption('10');
  await run(page);
  const cards = result(page).getByRole('article');
  await expect(cards.filter({ hasText: 'Private video' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Private video' }).getByRole('checkbox')).toBeDisabled();
  await expect(cards.filter({ hasText: 'Deleted video' }).getByRole('checkbox')).toBeDisabled();
  await expectJson(page);
});

test('comment threads: modifiers need a target; the recorded video answers', async ({ page }) => {
  await page.goto('/admin/youtube-comment-threads-api');
  await expectRule(
    page,
    'order, maxResults, searchTerms, textFormat, moderationStatus를 쓰려면 videoId, channelId, allThreadsRelatedToChannelId 중 하나가 필요합니다.',
  );
  await page.getByLabel('videoId').fill('F1UP7wRCPH8');
  await run(page);
  await expect(result(page).getByRole('article')).toHaveCount(5);
  await expect(result(page).getByRole('article').first()).toContainText('himani agarwal');
  await expect(result(page).getByRole('article').first()).toContainText('Google.com');
  await expectJson(page);
});

test('video categories: region or id required; Korean titles for KR', async ({ page }) => {
  await page.goto('/admin/youtube-video-categories-api');
  await page.getByLabel('regionCode (지역)').selectOption('');
  await expectRule(page, 'regionCode 또는 id 중 하나는 입력해야 합니다.');
  await page.getByLabel('regionCode (지역)').selectOption('KR');
  await run(page);
  await expect(stat(page, '받은 항목')).toHaveText('32');
  await expect(result(page).getByTestId('preview-grid')).toContainText('음악');
  await expect(result(page).getByTestId('preview-grid')).toContainText('지정 불가');
  await expectJson(page);
});

test('channel collection: cards with the spec fields; the public ranking lists them', async ({ page }) => {
  await page.goto('/admin/youtube-channels-api');
  await expect(page).toHaveTitle(/유튜브 채널 수집/);
  await page.getByLabel('최소 구독자 수').fill('100000');
  await page.getByRole('button', { name: '채널 수집' }).click();
  await expect(page.getByRole('button', { name: '수집 중...' })).toHaveCount(0);
  const cards = result(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('구독자');
  await expect(cards.first()).toContainText('KR');
  await expect(result(page)).toContainText('개 채널을 수집해 저장했습니다.');
  await expect(result(page).getByRole('region', { name: '결과 JSON' })).toContainText('"channels"');
  const ranking = await (await page.request.get('/api/youtube/channels/ranking')).json();
  expect(ranking.channels.length).toBeGreaterThan(0);
});
