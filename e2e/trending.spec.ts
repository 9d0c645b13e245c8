import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeProviders, fakeProviderEnv, startFakeProviders } from '../apps/server/src/fakes/index.ts';
import { expect, type Page, test } from './fixtures.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The trending page goes through our server to YouTube. Two servers: one on the project's fake
 * YouTube (the ordinary world), one on a stand-in whose answers each test decides (failing,
 * empty, recovering). Each scenario uses its own region, since the server caches good answers.
 */
type StubMode = 'fail' | 'empty' | 'ok';
let stubMode: StubMode = 'ok';
let stub: http.Server;
let fakes: FakeProviders;
let real: RunningServer;
let standIn: RunningServer;

const stubVideo = (n: number) => ({
  kind: 'youtube#video',
  id: `stubVideo0${n}`.slice(0, 11),
  snippet: {
    publishedAt: new Date(Date.now() - n * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    title: n === 1 ? 'Tom &amp; Jerry &#39;특집&#39; 몰아보기' : `스텁 인기 영상 ${n}`,
    description: '설명',
    thumbnails: { medium: { url: `https://i.ytimg.com/vi/stub${n}/mqdefault.jpg`, width: 320, height: 180 } },
    channelTitle: `스텁 채널 ${n}`,
  },
  statistics: { viewCount: String(2_000_000 - n * 100_000), likeCount: String(40_000 - n * 1000) },
});

function answer(url: URL): { status: number; body: unknown } {
  if (stubMode === 'fail') {
    const message = 'The service is currently unavailable.';
    return {
      status: 503,
      body: { error: { code: 503, message, errors: [{ message, domain: 'global', reason: 'backendError' }] } },
    };
  }
  const videos = stubMode === 'ok' ? [1, 2, 3].map(stubVideo) : [];
  const items = url.pathname.endsWith('/search')
    ? videos.map((video) => ({ kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: video.id } }))
    : videos;
  return {
    status: 200,
    body: { kind: 'youtube#listResponse', pageInfo: { totalResults: items.length, resultsPerPage: 10 }, items },
  };
}

test.beforeAll(async () => {
  stub = http.createServer((req, res) => {
    const { status, body } = answer(new URL(req.url ?? '/', 'http://stub.local'));
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/youtube/v3`;
  fakes = await startFakeProviders();
  [real, standIn] = await Promise.all([
    startServer({ ...fakeProviderEnv(fakes), SEED_DEMO: '0' }),
    startServer({ YOUTUBE_API_KEY: 'stand-in-key', YOUTUBE_API_BASE_URL: stubUrl, SEED_DEMO: '0' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([real?.stop(), standIn?.stop()]);
  await fakes?.close();
  stub?.closeAllConnections();
  await new Promise((resolve) => stub?.close(resolve));
});

test.beforeEach(async ({ page }) => {
  // Tests run offline: YouTube's thumbnail host answers with a tiny picture.
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>',
    }),
  );
});

const cards = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const region = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const answered = (page: Page, pattern: RegExp) =>
  page.waitForResponse((response) => pattern.test(decodeURI(response.url())));

test('trending by region, keyword buttons and search, through the server', async ({ page }) => {
  const first = answered(page, /\/api\/youtube\/trending\?region=KR$/);
  await page.goto(`${real.baseURL}/trending`);
  await first;
  await expect(page).toHaveTitle(/인기 급상승 영상 \| 튜브스피어/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('인기 급상승 동영상');
  await expect(region(page, '한국')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('tab', { name: '인기 급상승' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('한국 인기 급상승 동영상');
  await expect(cards(page)).toHaveCount(10);
  const link = cards(page).first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(/조회수\s*[\d.]+[KM]?/);
  for (const name of [
    '미국',
    '일본',
    '영국',
    '캐나다',
    '호주',
    '독일',
    '프랑스',
    '브라질',
    '인도',
    '멕시코',
    '러시아',
  ]) {
    await expect(region(page, name)).toBeVisible();
  }

  // Selecting a region on the trending tab loads that region.
  const us = answered(page, /\/api\/youtube\/trending\?region=US$/);
  await region(page, '미국').click();
  await us;
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('미국 인기 급상승 동영상');
  await expect(region(page, '미국')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/region=US/);

  // The keyword tab: buttons run a search in the chosen region.
  await page.getByRole('tab', { name: '키워드 검색' }).click();
  await expect(page.getByText('키워드를 고르거나 검색어를 입력하면')).toBeVisible();
  const mukbang = answered(page, /\/api\/youtube\/keyword-search\?q=먹방&region=US$/);
  await page.getByRole('button', { name: '#먹방' }).click();
  await mukbang;
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('‘먹방’ 검색 결과 · 미국');
  await expect(page.getByRole('button', { name: '#먹방' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByLabel('키워드 검색어')).toHaveValue('먹방');

  // A typed keyword that matches nothing: the empty state.
  await page.getByLabel('키워드 검색어').fill('zzqqxx');
  await page.getByRole('main').getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByRole('heading', { name: '표시할 동영상이 없습니다.' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // Coming back to the trending tab loads the list again.
  const back = answered(page, /\/api\/youtube\/trending\?region=US$/);
  await page.getByRole('tab', { name: '인기 급상승' }).click();
  await back;
  await expect(cards(page)).toHaveCount(10);
});

test('an upstream failure shows the error with retry, which recovers', async ({ page }) => {
  stubMode = 'fail';
  await page.goto(`${standIn.baseURL}/trending?region=CA`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: '동영상을 불러오는 중 오류가 발생했습니다.' })).toBeVisible();
  await expect(alert).toContainText('YouTube API 서버 오류');
  await expect(cards(page)).toHaveCount(0);

  stubMode = 'ok';
  await alert.getByRole('button', { name: '다시 시도' }).click();
  await expect(cards(page)).toHaveText(["Tom & Jerry '특집' 몰아보기", '스텁 인기 영상 2', '스텁 인기 영상 3']);
  await expect(page.getByText('스텁 채널 1')).toBeVisible();
  // Counts in the one Korean format of every page (190만), not K/M.
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first).toContainText('190만');
  await expect(first).not.toContainText(/\d(\.\d)?[KM]\b/);

  stubMode = 'fail';
  await page.getByRole('tab', { name: '키워드 검색' }).click();
  await page.getByRole('button', { name: '#게임' }).click();
  await expect(alert.getByRole('heading', { name: '동영상을 검색하는 중 오류가 발생했습니다.' })).toBeVisible();
  stubMode = 'ok';
  await alert.getByRole('button', { name: '다시 시도' }).click();
  await expect(cards(page)).toHaveCount(3);
});

test('an upstream with nothing to show gives the empty state', async ({ page }) => {
  stubMode = 'empty';
  await page.goto(`${standIn.baseURL}/trending?region=AU`);
  await expect(page.getByRole('heading', { name: '표시할 동영상이 없습니다.' })).toBeVisible();
  await expect(page.getByText('다른 지역을 선택해보세요.')).toBeVisible();
  await expect(region(page, '호주')).toHaveAttribute('aria-pressed', 'true');
});
