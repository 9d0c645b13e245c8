import { E2E_ADMIN, expect, type Page, test } from './admin-testers-fixtures.ts';

const PAGES: [string, (page: Page) => Promise<void>][] = [
  ['youtube-api', async (p) => { await p.getByLabel(/^관리자 키/).fill(E2E_ADMIN.key); await p.getByLabel(/^가져올 개수/).fill('6'); await p.getByRole('button', { name: '인기 영상 가져오기' }).click(); }],
  ['youtube-channels-api', async (p) => { await p.getByRole('button', { name: '채널 수집' }).click(); }],
  ['youtube-videos-api', async (p) => { await p.getByRole('button', { name: 'API 호출' }).click(); }],
  ['youtube-search-api', async (p) => { await p.getByLabel('q (검색어)').fill('먹방'); await p.getByRole('button', { name: 'API 호출' }).click(); }],
  ['youtube-channels-api-test', async (p) => { await p.getByLabel('forHandle (@핸들)').fill('@syukaworld'); await p.getByRole('button', { name: 'API 호출' }).click(); }],
  ['youtube-playlists-api', async (p) => { await p.getByLabel('channelId').fill('UC_x5XG1OV2P6uZZ5FSM9Ttw'); await p.getByRole('button', { name: 'API 호출' }).click(); }],
  ['youtube-playlist-items-api', async (p) => { await p.getByLabel(/^playlistId/).fill('PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw'); await p.getByRole('button', { name: 'API 호출' }).click(); }],
  ['youtube-comment-threads-api', async (p) => { await p.getByLabel('videoId').fill('F1UP7wRCPH8'); await p.getByRole('button', { name: 'API 호출' }).click(); }],
  ['youtube-video-categories-api', async (p) => { await p.getByRole('button', { name: 'API 호출' }).click(); }],
  ['news-api', async (p) => { await p.getByLabel('국가').selectOption('kr'); await p.getByRole('button', { name: '뉴스 가져오기' }).click(); }],
  ['naver-news', async (p) => { await p.getByLabel(/^검색어/).fill('금리 인하'); await p.getByRole('button', { name: '뉴스 검색' }).click(); }],
  ['real-estate-auction', async (p) => { await p.getByRole('button', { name: '경매 정보 조회' }).click(); }],
  ['stock-keyword', async (p) => { await p.getByRole('button', { name: '키워드 분석하기' }).click(); await p.getByTestId('word-cloud').waitFor(); }],
];

for (const width of [1280, 375]) {
  test(`screens at ${width}`, async ({ page, signInAsAdmin }) => {
    test.setTimeout(120_000);
    await signInAsAdmin();
    await page.setViewportSize({ width, height: 900 });
    for (const [path, act] of PAGES) {
      await page.goto(`/admin/${path}`);
      await page.screenshot({ path: `/tmp/shots-testers/${path}-${width}-idle.png`, fullPage: false });
      await act(page);
      await page.waitForTimeout(600);
      const hasResult = await page.getByTestId('tester-result').count();
      if (path !== 'stock-keyword') await expect(page.getByTestId('tester-result')).toBeVisible();
      expect(hasResult >= 0).toBe(true);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} horizontal scroll at ${width}`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/shots-testers/${path}-${width}.png`, fullPage: true });
    }
  });
}
