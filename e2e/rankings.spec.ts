import path from 'node:path';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import {
  SAMPLE_CHANNELS,
  SAMPLE_NEW_CHANNELS,
  sampleChannelRanking,
  sampleNewChannels,
  sampleVideoRanking,
  type VideoRankingFilter,
} from '@tubesphere/shared/domain/ranking-samples/index';
import { average, rankBy, sum, summarizeVideos } from '@tubesphere/shared/domain/rankings';
import Database from 'better-sqlite3';
import { expect, type Page, test } from './fixtures.ts';

// Before the collector has run, every ranking page shows the sample data, labelled 예시 데이터.
// Expectations come from the same sample rules the server answers with (unit-tested); the tests
// check that the page shows exactly those items, in that order, with their summary.
// The collector's own flow (live data, 기준 time, 즐겨찾기 across reloads) is in ranking-live.spec.ts.

const titles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

/** The value of one summary tile, by its exact label. */
const stat = (page: Page, summary: string, label: string) =>
  page
    .getByRole('region', { name: summary })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const videos = (filter: Partial<VideoRankingFilter> & Pick<VideoRankingFilter, 'period'>) =>
  sampleVideoRanking({ region: 'KR', category: 'all', sort: 'views', limit: 10, ...filter });

test.describe('time ranking (/time-ranking)', () => {
  test('period tabs and region reload the grid; the summary adds up the cards shown', async ({ page }) => {
    // Hold the first answer back until the loading text has been seen (however slow the machine).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      '**/api/rankings/videos**',
      async (route) => {
        await released;
        await route.continue();
      },
      { times: 1 },
    );
    // Not waiting for the load event: the page's own preload of that answer is what is held back.
    await page.goto('/time-ranking', { waitUntil: 'commit' });
    await expect(page).toHaveTitle(/기간별 인기 영상 \| 튜브스피어/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('기간별 인기 동영상');
    await expect(page.getByText('인기 동영상을 불러오는 중...')).toBeVisible();
    release();
    await expect(page.getByRole('tab', { name: '오늘' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('지역')).toHaveValue('KR');
    await expect(page.getByText('예시 데이터', { exact: true })).toBeVisible();
    await expect(page.getByText('아직 수집된 YouTube 데이터가 없어 예시 데이터를 보여드립니다.')).toBeVisible();

    const check = async (filter: Parameters<typeof videos>[0], heading: string) => {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const expected = videos(filter);
      expect(expected.length).toBeGreaterThan(0);
      await expect(titles(page)).toHaveText(expected.map((video) => video.title));
      const summary = summarizeVideos(expected);
      await expect(stat(page, '표시된 영상 요약', '총 조회수')).toHaveText(formatCountKo(summary.totalViews));
      await expect(stat(page, '표시된 영상 요약', '총 좋아요')).toHaveText(formatCountKo(summary.totalLikes));
      await expect(stat(page, '표시된 영상 요약', '평균 영상 길이')).toHaveText(`${summary.averageMinutes}분`);
    };
    await check({ period: 'today' }, '오늘 · 한국 (KR) 인기 동영상');
    const first = page.getByRole('main').getByRole('listitem').first();
    await expect(first.getByText('#1')).toBeVisible();
    await expect(first.getByText(/^\d{1,2}:\d{2}$/)).toBeVisible();

    await page.getByRole('tab', { name: '이번 주' }).click();
    await check({ period: 'week' }, '이번 주 · 한국 (KR) 인기 동영상');
    await expect(page).toHaveURL(/period=week/);

    await page.getByLabel('지역').selectOption('US');
    await check({ period: 'week', region: 'US' }, '이번 주 · 미국 (US) 인기 동영상');

    // Arrow keys move between the period tabs.
    await page.getByRole('tab', { name: '이번 주' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: '이번 달' })).toBeFocused();
    await check({ period: 'month', region: 'US' }, '이번 달 · 미국 (US) 인기 동영상');

    // A shared link opens the same ranking.
    await page.goto('/time-ranking?period=today&region=JP');
    await check({ period: 'today', region: 'JP' }, '오늘 · 일본 (JP) 인기 동영상');
  });

  test("a card opens its history chart; watch explains; a guest's star asks to sign in", async ({ page }) => {
    await page.goto('/time-ranking?period=month');
    const card = page.getByRole('main').getByRole('listitem').first();
    const title = videos({ period: 'month' })[0]!.title;
    await card.getByRole('button', { name: `${title} 기록 보기` }).click();
    const dialog = page.getByRole('dialog', { name: `${title} · 기록` });
    await expect(
      dialog.getByText(/^조회수: .+에서 .+, \+[\d.]+[천만억]? 변화 \(수집 \d+회\) 예시 데이터로 그린 기록입니다\.$/),
    ).toBeVisible();
    await expect(dialog.getByRole('img', { name: '조회수 추이 그래프' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: `${title} 기록 보기` })).toBeFocused();

    await card.getByRole('button', { name: /영상 보기/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '예시 영상이라 재생할 수 없습니다.' })).toBeVisible();
    await card.getByRole('button', { name: /즐겨찾기/ }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('new channel ranking (/new-channel-ranking)', () => {
  const byMetric = (
    metric: 'subscribers' | 'totalViews' | 'videoCount',
    keep = (_: (typeof SAMPLE_NEW_CHANNELS)[number]) => true,
  ) => rankBy(SAMPLE_NEW_CHANNELS.filter(keep), (c) => c[metric]).map((c) => c.name);

  test('lists channels opened within 30 days, ranks by the chosen metric and filters on the client', async ({
    page,
  }) => {
    expect(SAMPLE_NEW_CHANNELS.every((c) => c.ageDays <= 30)).toBe(true);
    await page.goto('/new-channel-ranking');
    await expect(titles(page)).toHaveText(byMetric('subscribers'));
    expect(byMetric('subscribers')[0]).toBe('Midnight Lo-fi Seoul');
    const first = page.getByRole('main').getByRole('listitem').first();
    await expect(first.getByText('순위 #1')).toBeVisible();
    // Subscriber growth is approximate (YouTube rounds the counts), and the page says so.
    await expect(page.getByText(/구독자 증가는 어림값\(≈\)/)).toBeVisible();
    for (const text of ['신규', '마지막 업데이트: 1일 전', '(≈+6.1만/주)', '개설 19일째']) {
      await expect(first.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(first.getByRole('button', { name: '채널 보기' })).toBeVisible();
    const all = SAMPLE_NEW_CHANNELS;
    await expect(stat(page, '표시된 채널 평균', '평균 구독자')).toHaveText(
      formatCountKo(average(all.map((c) => c.subscribers))),
    );

    await page.getByLabel('정렬 기준').selectOption('views');
    await expect(titles(page)).toHaveText(byMetric('totalViews'));
    await page.getByLabel('정렬 기준').selectOption('videos');
    await expect(titles(page)).toHaveText(byMetric('videoCount'));

    // Filtering happens at once (no second load) and the averages follow the cards shown.
    await page.getByLabel('국가').selectOption('KR');
    const korean = all.filter((c) => c.country === 'KR');
    await expect(titles(page)).toHaveText(byMetric('videoCount', (c) => c.country === 'KR'));
    await expect(stat(page, '표시된 채널 평균', '평균 구독자')).toHaveText(
      formatCountKo(average(korean.map((c) => c.subscribers))),
    );
    await page.getByLabel('카테고리').selectOption('game');
    await expect(titles(page)).toHaveText(['픽셀던전 실황']);

    await page.getByLabel('카테고리').selectOption('music');
    await expect(page.getByRole('heading', { name: '조건에 맞는 신규 채널이 없습니다.' })).toBeVisible();
    await page.getByRole('button', { name: '필터 초기화' }).click();
    await expect(titles(page)).toHaveCount(5);
    await expect(page.getByLabel('국가')).toHaveValue('ALL');
  });

  test('the growth chart loads after the list and describes itself', async ({ page }) => {
    await page.goto('/new-channel-ranking');
    // Growth by views, exact (subscriber counts come rounded).
    const chart = page.getByRole('figure', { name: '주간 조회수 증가' });
    const lofi = sampleNewChannels().find((c) => c.name === 'Midnight Lo-fi Seoul');
    const gain = formatCountKo(lofi?.weeklyViewGain ?? 0);
    await expect(chart.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`Midnight Lo-fi Seoul ${gain}`));
  });
});

test.describe('popular channels analysis (/playboard-channels)', () => {
  test('country, category and sort filters; summary of the rows shown', async ({ page }) => {
    await page.goto('/playboard-channels');
    const bySubscribers = rankBy(SAMPLE_CHANNELS, (c) => c.subscribers);
    await expect(titles(page)).toHaveText(bySubscribers.map((c) => c.name));
    await expect(stat(page, '표시된 채널 요약', '채널 수')).toHaveText(String(SAMPLE_CHANNELS.length));
    await expect(stat(page, '표시된 채널 요약', '총 구독자')).toHaveText(
      formatCountKo(sum(SAMPLE_CHANNELS.map((c) => c.subscribers))),
    );
    // The channel that read "5812.0M" views under the K/M rule.
    const star = page.getByRole('main').getByRole('listitem').filter({ hasText: '별빛 스테이지' });
    await expect(star.getByText('58억', { exact: true })).toBeVisible();

    await page.getByLabel('국가').selectOption('JP');
    const japanese = SAMPLE_CHANNELS.filter((c) => c.country === 'JP');
    await expect(titles(page)).toHaveText(rankBy(japanese, (c) => c.subscribers).map((c) => c.name));
    await expect(stat(page, '표시된 채널 요약', '평균 조회수')).toHaveText(
      formatCountKo(average(japanese.map((c) => c.totalViews))),
    );
    await page.getByLabel('카테고리').selectOption('20');
    await expect(titles(page)).toHaveText(['ゲーム実況ハヤト']);
    await expect(stat(page, '표시된 채널 요약', '채널 수')).toHaveText('1');

    await page.getByLabel('국가').selectOption('ALL');
    await page.getByLabel('카테고리').selectOption('all');
    await page.getByLabel('정렬 기준').selectOption('growth');
    // 주간 성장순 ranks by view growth (exact), as the page explains.
    const byGrowth = sampleChannelRanking({ country: 'ALL', category: 'all', sort: 'growth', limit: 50 });
    await expect(titles(page)).toHaveText(byGrowth.map((c) => c.name));
    await expect(page.getByRole('figure', { name: '주간 조회수 증가 비교' })).toBeVisible();
    await expect(page.getByText(/성장 순위는 정확한 조회수 증가로 매깁니다/)).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/^≈\+[\d.]+[천만억]?\/주 · /)
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/sort=growth/);

    await page.getByLabel('국가').selectOption('GB');
    await page.getByLabel('카테고리').selectOption('15');
    await expect(page.getByRole('heading', { name: '조건에 맞는 항목이 없습니다.' })).toBeVisible();
  });
});

test.describe('popular videos analysis (/playboard-videos)', () => {
  test('period, region, category and sort each ask again; the summary follows', async ({ page }) => {
    const rows = (filter: Parameters<typeof videos>[0]) => videos({ limit: 20, ...filter });
    await page.goto('/playboard-videos');
    const today = rows({ period: 'today' });
    await expect(titles(page)).toHaveText(today.map((v) => v.title));
    await expect(stat(page, '표시된 영상 요약', '영상 수')).toHaveText(String(today.length));

    await page.getByRole('tab', { name: '이번 달' }).click();
    await page.getByLabel('카테고리').selectOption('20');
    const games = rows({ period: 'month', category: 20 });
    await expect(titles(page)).toHaveText(games.map((v) => v.title));
    await expect(stat(page, '표시된 영상 요약', '총 조회수')).toHaveText(
      formatCountKo(sum(games.map((v) => v.viewCount))),
    );

    await page.getByLabel('카테고리').selectOption('all');
    await page.getByLabel('지역').selectOption('ALL');
    await page.getByLabel('정렬 기준').selectOption('likes');
    await expect(titles(page)).toHaveText(rows({ period: 'month', region: 'ALL', sort: 'likes' }).map((v) => v.title));
    await expect(page.getByRole('figure', { name: '좋아요 비교' })).toBeVisible();
  });
});

test.describe('category ranking (/category-ranking)', () => {
  test('category and period tabs each load that ranking, or say it is empty', async ({ page }) => {
    const rows = (category: Parameters<typeof videos>[0]['category'], period: 'today' | 'month') =>
      videos({ period, category });
    await page.goto('/category-ranking');
    await expect(page.getByRole('tab', { name: '영화/애니메이션' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('영화/애니메이션 · 오늘 순위');
    // No sample film uploaded today: the empty state, not other days' uploads.
    expect(rows(1, 'today')).toEqual([]);
    await expect(
      page.getByRole('heading', { name: '이 카테고리에는 아직 순위에 오른 영상이 없습니다.' }),
    ).toBeVisible();

    await page.getByRole('tab', { name: '엔터테인먼트' }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('엔터테인먼트 · 오늘 순위');
    const shows = rows(24, 'today');
    await expect(titles(page)).toHaveText(shows.map((v) => v.title));
    await expect(stat(page, '표시된 영상 요약', '평균 영상 길이')).toHaveText(
      `${summarizeVideos(shows).averageMinutes}분`,
    );

    await page.getByRole('tab', { name: '이번 달' }).click();
    await expect(titles(page)).toHaveText(rows(24, 'month').map((v) => v.title));

    await page.getByRole('tab', { name: '엔터테인먼트' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: '뉴스/정치' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('뉴스/정치 · 이번 달 순위');
  });
});

test('the header tool buttons reach every ranking page', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/');
  const tools = page.getByRole('navigation', { name: '도구 메뉴' });
  for (const [link, heading] of [
    ['인기 급상승', '인기 급상승 동영상'],
    ['인기 채널 분석', '인기 채널 분석'],
    ['인기 영상 분석', '인기 영상 분석'],
    ['채널 랭킹', '채널 랭킹'],
    ['카테고리 랭킹', '카테고리 랭킹'],
    ['기간별 랭킹', '기간별 인기 동영상'],
    ['신규 채널 랭킹', '신규 채널 랭킹'],
  ] as const) {
    await tools.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test.describe('channel ranking (/channel-ranking)', () => {
  // Collected channels come from the admin importer (another feature): seed the table directly.
  // Huge counts put them at the top whatever else the worker's database holds.
  const CHANNELS = [
    ['UCe2eRank-rhythm', '리듬 연구소', 'KR', '10', '음악', 940_000_000, 2_000_000_000, 120],
    ['UCe2eRank-dungeon', '던전 탐험대', 'KR', '20', '게임', 930_000_000, 9_000_000_000, 45],
    ['UCe2eRank-arcade', 'Arcade Legends', 'US', '20', '게임', 920_000_000, 5_000_000_000, 900],
    ['UCe2eRank-tokyo', '東京ミュージック', 'JP', '10', '음악', 910_000_000, 1_000_000_000, 3000],
  ] as const;
  const NAMES = CHANNELS.map((row) => row[1]);

  test.beforeEach(({ server }) => {
    const db = new Database(path.join(server.dataDir, 'tubesphere.db'));
    const insert = db.prepare(
      `insert or replace into youtube_channels (channel_id, title, description, thumbnail_url, country, category_id,
         category_title, subscriber_count, view_count, video_count, updated_at)
       values (?, ?, ?, null, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [id, title, country, categoryId, category, subs, views, videos] of CHANNELS) {
      insert.run(
        id,
        title,
        `${title} 채널 소개`,
        country,
        categoryId,
        category,
        subs,
        views,
        videos,
        new Date().toISOString(),
      );
    }
    db.close();
  });
  test.afterEach(({ server }) => {
    const db = new Database(path.join(server.dataDir, 'tubesphere.db'));
    db.prepare("delete from youtube_channels where channel_id like 'UCe2eRank-%'").run();
    db.close();
  });

  /** Our seeded channels, in the order the page shows them. */
  const seededOrder = async (page: Page) =>
    (await titles(page).allTextContents()).filter((name) => (NAMES as readonly string[]).includes(name));

  test('lists collected channels; filters apply when the query button is pressed', async ({ page }) => {
    await page.goto('/channel-ranking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('채널 랭킹');
    await expect(titles(page).first()).toHaveText('리듬 연구소');
    expect(await seededOrder(page)).toEqual(['리듬 연구소', '던전 탐험대', 'Arcade Legends', '東京ミュージック']);
    await expect(page.getByRole('figure', { name: '구독자 비교' }).getByRole('img')).toHaveAttribute(
      'aria-label',
      /리듬 연구소 9\.4억/,
    );

    // Choosing a sort does nothing until the query button runs it.
    await page.getByLabel('정렬 기준').selectOption('videos');
    await expect(titles(page).first()).toHaveText('리듬 연구소');
    await page.getByRole('button', { name: '조회' }).click();
    await expect(titles(page).first()).toHaveText('東京ミュージック');
    expect(await seededOrder(page)).toEqual(['東京ミュージック', 'Arcade Legends', '리듬 연구소', '던전 탐험대']);
    await expect(page).toHaveURL(/sortBy=videos/);

    await page.getByLabel('정렬 기준').selectOption('views');
    await page.getByLabel('국가').selectOption('KR');
    await page.getByRole('button', { name: '조회' }).click();
    await expect(titles(page).first()).toHaveText('던전 탐험대');
    expect(await seededOrder(page)).toEqual(['던전 탐험대', '리듬 연구소']);
    for (const row of await page.getByRole('main').getByRole('listitem').all()) {
      await expect(row.getByText('한국', { exact: true })).toBeVisible();
    }

    await page.getByLabel('국가').selectOption('ALL');
    await page.getByLabel('카테고리').selectOption('10');
    await page.getByRole('button', { name: '조회' }).click();
    await expect(titles(page).first()).toHaveText('리듬 연구소');
    expect(await seededOrder(page)).toEqual(['리듬 연구소', '東京ミュージック']);
    await expect(stat(page, '조회된 채널 요약', '채널 수')).toHaveText(String(await titles(page).count()));

    // Nothing matches: the empty state.
    await page.getByLabel('국가').selectOption('GB');
    await page.getByLabel('카테고리').selectOption('29');
    await page.getByRole('button', { name: '조회' }).click();
    await expect(page.getByRole('heading', { name: '표시할 채널이 없습니다.' })).toBeVisible();
  });

  test('a failed query empties the list and shows the server message, then retries', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 500 .*\/api\/youtube\/channels\/ranking/, 'this test answers the ranking with a 500');
    await page.goto('/channel-ranking');
    await expect(titles(page).first()).toHaveText('리듬 연구소');

    await page.route('**/api/youtube/channels/ranking**', (route) =>
      route.fulfill({ status: 500, json: { error: '채널 데이터를 읽지 못했습니다.' } }),
    );
    await page.getByLabel('정렬 기준').selectOption('views');
    await page.getByRole('button', { name: '조회' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: '채널 랭킹 조회에 실패했습니다.' })).toBeVisible();
    await expect(alert).toContainText('채널 데이터를 읽지 못했습니다.');
    await expect(titles(page)).toHaveCount(0);

    // Without a message from the server, the page's own text stands alone.
    await page.unroute('**/api/youtube/channels/ranking**');
    await page.route('**/api/youtube/channels/ranking**', (route) =>
      route.fulfill({ status: 502, body: 'bad gateway' }),
    );
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await expect(alert.getByRole('heading', { name: '채널 랭킹 조회에 실패했습니다.' })).toBeVisible();
    await expect(alert).not.toContainText('채널 데이터를 읽지 못했습니다.');

    await page.unroute('**/api/youtube/channels/ranking**');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(titles(page).first()).toHaveText('던전 탐험대');
  });
});
