import type { BrowserContext } from '@playwright/test';
import { formatDateTime } from '@tubesphere/shared/domain/format';
import { expect, test } from './fixtures.ts';
import { E2E_ADMIN, type RunningServer, startServer } from './support/server.ts';

/**
 * Rankings from real data, offline: a server in demo mode (the fake YouTube, its counts growing
 * with the clock) starts with nothing collected, so the pages say 예시 데이터; the admin runs the
 * collector once and /time-ranking shows the collected ranking with its 기준 time; a member's
 * 즐겨찾기 outlives a reload.
 */
let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer({ DEMO_PROVIDERS: '1', SEED_DEMO: '0' });
});
test.afterAll(async () => {
  await server?.stop();
});
test.beforeEach(async ({ page }) => {
  // Offline: YouTube's picture hosts answer with a tiny picture.
  for (const host of ['https://i.ytimg.com/**', 'https://yt3.ggpht.com/**']) {
    await page.route(host, (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>',
      }),
    );
  }
});

async function signIn(context: BrowserContext, body: object, path = '/api/auth/login') {
  const response = await context.request.post(`${server.baseURL}${path}`, { data: body });
  expect(response.ok(), await response.text()).toBeTruthy();
}

const url = (path: string) => `${server.baseURL}${path}`;

test('nothing collected: 예시 데이터; one collector run: the live ranking with its 기준 time', async ({
  page,
  context,
}) => {
  await page.goto(url('/time-ranking'));
  await expect(page.getByText('예시 데이터', { exact: true })).toBeVisible();
  await expect(page.getByText(/^기준: /)).toHaveCount(0);

  await signIn(context, { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  await page.goto(url('/admin/ranking-collector'));
  await expect(page.getByRole('heading', { level: 1, name: '랭킹 수집' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '아직 수집 기록이 없습니다.' })).toBeVisible();
  await page.getByRole('button', { name: '지금 수집' }).click();
  const run = page.getByRole('row').nth(1);
  await expect(run.getByText('완료', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(run.getByRole('cell', { name: /^수동/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '지금 수집' })).toBeVisible();

  // Right after midnight in Seoul "today" may hold no upload yet: check the first period that has some.
  let period = 'today';
  let api = await (await context.request.get(url(`/api/rankings/videos?period=${period}&region=KR`))).json();
  for (const next of ['week', 'month']) {
    if (api.videos.length > 0) break;
    period = next;
    api = await (await context.request.get(url(`/api/rankings/videos?period=${period}&region=KR`))).json();
  }
  expect(api.source).toBe('live');
  await page.goto(url(`/time-ranking?period=${period}`));
  await expect(page.getByText(`기준: ${formatDateTime(api.asOf)}`)).toBeVisible();
  await expect(page.getByText('예시 데이터', { exact: true })).toHaveCount(0);
  const titles = page.getByRole('main').getByRole('heading', { level: 3 });
  expect(api.videos.length).toBeGreaterThan(0);
  await expect(titles).toHaveText(api.videos.map((video: { title: string }) => video.title));
  // Uploads of the period only: every card was published inside it (Seoul calendar).
  const shown = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const days = new Set<string>();
  for (let t = Date.parse(api.period.start); t <= Date.parse(api.period.end); t += 3_600_000) days.add(shown.format(t));
  days.add(shown.format(new Date(api.period.end)));
  for (const card of await page.getByRole('main').getByRole('listitem').all()) {
    const date = (await card.getByText(/ 게시$/).textContent())?.replace(/ 게시$/, '') ?? '';
    expect(days.has(date), `${date} is in ${[...days].join(', ')}`).toBe(true);
  }
});

test('a 즐겨찾기 survives a reload, shows in its tab, and opens its history', async ({ page, context }) => {
  const email = `fan-${Date.now()}@test.kr`;
  await signIn(context, { email, password: 'password-123', user_name: '랭킹팬' }, '/api/auth/signup');
  // New channels do not depend on the time of day (the fake always has channels opened this month).
  await page.goto(url('/new-channel-ranking'));
  const card = page.getByRole('main').getByRole('listitem').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const star = card.getByRole('button', { name: /즐겨찾기/ });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /즐겨찾기/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('tab', { name: '즐겨찾기' }).click();
  await expect(page).toHaveURL(/view=favorites/);
  const saved = page.getByRole('region', { name: '즐겨찾기한 채널' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: `${name} 기록 보기` }).click();
  const dialog = page.getByRole('dialog', { name: `${name} · 기록` });
  // One collection so far: the line runs from 0 at the channel's opening to that reading.
  await expect(dialog.getByText(/^구독자: .+ 개설 0에서 .+, \+.+ 변화 \(수집 1회\)$/)).toBeVisible();
  await page.keyboard.press('Escape');

  await saved.getByRole('button', { name: '즐겨찾기' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: '즐겨찾기한 채널이 없습니다.' })).toBeVisible();
});
