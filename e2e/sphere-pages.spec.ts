import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const memberCount = async (text: Promise<string | null>) => Number((await text)?.match(/멤버 (\d+)명/)?.[1]);
const SEEDED = ['요리', '지식', '유머', '경제', '뉴스', '스포츠', 'ASMR', '게임'];
const GAMING_DESCRIPTION = '신작 리뷰부터 공략, 스트리머 클립까지.';

/**
 * The directory's names, in its order, as the API answers now: the demo's eight and any sphere
 * another test on this server has created since.
 */
async function directoryNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/spheres');
  expect(response.ok()).toBeTruthy();
  const names = ((await response.json()).data.spheres as { name: string }[]).map((sphere) => sphere.name);
  expect(names).toEqual(expect.arrayContaining(SEEDED));
  return names;
}

test.describe('sphere pages', () => {
  test('join → post into the sphere → see it on the sphere page → leave', async ({ page, signIn }) => {
    await signIn('스피어주민');
    const marker = `게임 스피어 첫 글 ${randomBytes(3).toString('hex')}`;

    // The directory: every sphere, searchable, each with its own page.
    await page.goto('/spheres');
    await expect(page).toHaveTitle(/스피어 \| 튜브스피어/);
    const list = page.getByRole('list', { name: '스피어 목록' });
    const names = await directoryNames(page.request);
    await expect(list.getByRole('listitem')).toHaveCount(names.length);
    await expect(list.getByRole('listitem')).toContainText(names);
    await page.getByRole('searchbox', { name: '스피어 이름으로 검색' }).fill('게');
    // Only the names with 게 (게임, and any such sphere another test made), in the same order.
    const matching = names.filter((name) => name.includes('게'));
    expect(matching.length).toBeLessThan(names.length);
    await expect(list.getByRole('listitem')).toHaveCount(matching.length);
    await expect(list.getByRole('listitem')).toContainText(matching);
    await expect(page).toHaveURL(/\/spheres\?q=%EA%B2%8C$/);
    const row = list.getByRole('listitem').filter({ hasText: GAMING_DESCRIPTION });
    const before = await memberCount(row.getByText(/^멤버 \d+명$/).textContent());
    await row.getByRole('button', { name: '게임 스피어 가입' }).click();
    await expect(page.getByText('게임 스피어에 가입했어요!')).toBeVisible();
    await expect(row.getByText(`멤버 ${before + 1}명`)).toBeVisible();
    await expect(row.getByRole('button', { name: '게임 스피어 탈퇴' })).toBeVisible();

    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/sphere\/\d+$/);
    const sphereUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: /게임/ })).toBeVisible();
    await expect(page).toHaveTitle(/게임 스피어 \| 튜브스피어/);
    await expect(page.getByText(`멤버 ${before + 1}명`)).toBeVisible();
    await expect(page.getByText(GAMING_DESCRIPTION)).toBeVisible();
    // Members write from here, into this sphere.
    await page.getByRole('link', { name: '이 스피어에 글쓰기' }).click();
    await expect(page).toHaveURL(/\/write\?sphere=\d+$/);
    const picker = page.getByRole('combobox', { name: '올릴 스피어' });
    await expect(picker.locator('option:checked')).toHaveText(/게임/);
    await page.getByRole('textbox', { name: '제목 (선택)' }).fill(marker);
    await expect(page.getByText(`100자 중 ${marker.length}자 입력`)).toBeAttached();
    await page.getByRole('combobox', { name: '텍스트 내용' }).fill('같이 할 사람 구해요. 주말마다 모여서 해요!');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/posts/feed') && r.request().method() === 'POST');
    await page.getByRole('button', { name: '게시하기' }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/$/);

    // On the sphere's page: the author's pending post on top, its sphere link leading back here.
    await page.goto(sphereUrl);
    const feed = page.getByRole('region', { name: '게임 스피어 게시글' });
    const mine = feed.getByRole('article').first();
    await expect(mine.getByRole('heading', { name: marker })).toBeVisible();
    await expect(mine.getByText('확정 대기')).toBeVisible();
    await expect(mine.getByRole('link', { name: '게임 스피어로 이동' })).toHaveAttribute('href', sphereUrl);
    // The sort lives in the URL, as on home.
    await page.getByRole('button', { name: '인기', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${sphereUrl}\\?sort=hot$`));
    await expect(feed.getByRole('article').first().getByRole('heading', { name: marker })).toBeVisible();
    await page.getByRole('button', { name: '최신', exact: true }).click();

    // Leaving asks first, then takes the member off and the way to post here away.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('게임 스피어에서 탈퇴할까요?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: '게임 스피어 탈퇴' }).click();
    await expect(page.getByText('게임 스피어에서 탈퇴했어요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '게임 스피어 가입' })).toBeVisible();
    await expect(page.getByText(`멤버 ${before}명`)).toBeVisible();
    await expect(page.getByRole('link', { name: '이 스피어에 글쓰기' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: '게임 스피어 가입' })).toBeVisible();
    await page.goto('/write');
    const options = page.getByRole('combobox', { name: '올릴 스피어' }).locator('option');
    await expect(options).toHaveText(['전체 (스피어 없음)']);
    await expect(page.getByText('가입한 스피어가 없어요.', { exact: false })).toBeVisible();
  });

  test('a guest reads a sphere from a card, sorts it, and is asked to sign in to join', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('main').getByRole('article').first();
    const sphereLink = card.getByRole('link', { name: /스피어로 이동$/ });
    const name = (await sphereLink.getAttribute('aria-label'))?.replace(/ 스피어로 이동$/, '') ?? '';
    await sphereLink.click();
    await expect(page).toHaveURL(/\/sphere\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    const feed = page.getByRole('region', { name: `${name} 스피어 게시글` });
    await expect(feed.getByRole('article').first()).toBeVisible();
    // Every post here is of this sphere.
    for (const link of await feed.getByRole('link', { name: /스피어로 이동$/ }).all()) {
      await expect(link).toHaveAttribute('aria-label', `${name} 스피어로 이동`);
    }
    await page.getByRole('button', { name: '베스트', exact: true }).click();
    await expect(page).toHaveURL(/\?sort=top&period=week$/);
    await expect(page.getByRole('button', { name: '이번 주', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: `${name} 스피어 가입` }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown sphere says so and points to the directory', async ({ page }) => {
    await page.goto('/sphere/99999');
    await expect(page.getByRole('heading', { name: '스피어를 찾을 수 없습니다' })).toBeVisible();
    await page.getByRole('link', { name: '모든 스피어 보기' }).click();
    await expect(page).toHaveURL(/\/spheres$/);
    const names = await directoryNames(page.request);
    const rows = page.getByRole('list', { name: '스피어 목록' }).getByRole('listitem');
    await expect(rows).toHaveCount(names.length);
    await expect(rows).toContainText(names);
  });
});
