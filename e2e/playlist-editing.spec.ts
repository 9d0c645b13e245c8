import { expect, test } from './fixtures.ts';
import { installFakeYoutubePlayer } from './support/fake-youtube-player.ts';

interface FeedPost {
  postId: string;
  title: string | null;
  blocks: { type: string; url?: string }[];
}

/**
 * A member makes a 재생목록, puts two video posts in it — one from the post page, one from a
 * feed card's ⋯ menu — puts them in another order with the keyboard-usable 위로 button, and a
 * guest opens the list, rendered on the server with its card for link previews.
 */
test('a member makes a playlist, fills and orders it, and a guest plays it', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  await signIn('재생목록회원');
  const feed = await page.request.get('/api/posts/feed?page=1&limit=20');
  const posts = (await feed.json()).data.posts as FeedPost[];
  const videos = posts.filter(
    (post) => post.title && post.blocks.some((block) => block.type === 'video' && block.url?.includes('youtube.com')),
  );
  expect(videos.length, 'the demo feed’s first page has two titled video posts').toBeGreaterThanOrEqual(2);
  const [first, second] = videos as [FeedPost & { title: string }, FeedPost & { title: string }];

  await page.goto('/playlists/new');
  await expect(page).toHaveTitle(/새 재생목록/);
  await page.getByLabel('제목').fill('주말 몰아보기');
  await expect(page.getByRole('radio', { name: /^공개/ })).toBeChecked();
  await page.getByRole('button', { name: '만들기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '재생목록 편집: 주말 몰아보기' })).toBeVisible();
  await expect(page.getByText('담긴 영상이 없어요.', { exact: false })).toBeVisible();
  const playlistId = /\/playlist\/(\d+)\/edit$/.exec(page.url())?.[1];
  expect(playlistId).toBeTruthy();

  // From the post page.
  await page.goto(`/post/${first.postId}`);
  await page.getByRole('button', { name: '재생목록에 담기' }).click();
  const dialog = page.getByRole('dialog', { name: '재생목록에 담기' });
  await dialog.getByRole('checkbox', { name: /주말 몰아보기/ }).check();
  await expect(page.getByText("'주말 몰아보기'에 담았습니다.")).toBeVisible();
  await dialog.getByRole('button', { name: '닫기' }).first().click();
  await expect(dialog).toBeHidden();

  // From a feed card's ⋯ menu: the dialog's code is fetched only now.
  // The post came from the API's first 20; the home page shows 10 at a time, and posts other
  // tests publish meanwhile push it down: load pages until its card is there.
  await page.goto('/');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: second.title, exact: true }) });
  const cards = page.getByRole('region', { name: '게시글 피드' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  for (let pages = 1; pages < 4 && (await card.count()) === 0; pages += 1) {
    await page.getByRole('button', { name: '더 보기' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10 * (pages + 1));
  }
  await card.first().getByRole('button', { name: '게시글 메뉴' }).click();
  await page.getByRole('menuitem', { name: '재생목록에 담기' }).click();
  await expect(dialog.getByRole('checkbox', { name: /주말 몰아보기/ })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /주말 몰아보기/ }).check();
  await expect(dialog.getByRole('checkbox', { name: /주말 몰아보기/ })).toBeChecked();
  await expect(page.getByText("'주말 몰아보기'에 담았습니다.")).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The order, from the keyboard: 위로 on the second video; the focus stays with it.
  await page.goto(`/playlist/${playlistId}/edit`);
  const rows = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /위로 옮기기$/ }) })
    .getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(first.title);
  await page.getByRole('button', { name: `${second.title} 위로 옮기기` }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(0)).toContainText(second.title);
  await expect(page.getByRole('button', { name: `${second.title} 아래로 옮기기` })).toBeFocused();
  await page.reload();
  await expect(rows.nth(0)).toContainText(second.title);
  await expect(rows.nth(1)).toContainText(first.title);

  // A guest: the server's page carries the list and its card; the player starts with the new first.
  const guest = await browser.newContext({ baseURL });
  try {
    const html = await (await guest.request.get(`/playlist/${playlistId}`)).text();
    expect(html).toContain('<meta property="og:title" content="주말 몰아보기 | 튜브스피어">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/i\.ytimg\.com\/vi\/[\w-]+\/hqdefault\.jpg">/);
    expect(html).toContain(`${second.title} 재생`);
    const guestPage = await guest.newPage();
    await installFakeYoutubePlayer(guestPage);
    await guestPage.goto(`/playlist/${playlistId}`);
    await expect(guestPage).toHaveTitle('주말 몰아보기 | 튜브스피어');
    const items = guestPage.getByRole('list', { name: '재생목록 영상' }).getByRole('button');
    await expect(items.nth(0)).toHaveAccessibleName(`${second.title} 재생`);
    await expect(items.nth(1)).toHaveAccessibleName(`${first.title} 재생`);
    await expect(guestPage.getByRole('link', { name: '편집' })).toHaveCount(0);
  } finally {
    await guest.close();
  }
});

test('a sphere’s 재생목록 tab lists its lists and offers 만들기 to its members', async ({ page, signIn }) => {
  await page.goto('/sphere/1?tab=playlists');
  await expect(page.getByRole('tab', { name: '재생목록' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: '재생목록 만들기' })).toHaveCount(0);
  await signIn('스피어목록회원');
  expect((await page.request.post('/api/spheres/1/join', { data: {} })).status()).toBeLessThan(300);
  const created = await page.request.post('/api/playlists', {
    data: { title: '스피어 함께 보기', visibility: 'public', sphereId: 1 },
  });
  expect(created.status()).toBe(201);
  await page.goto('/sphere/1');
  await page.getByRole('tab', { name: '게시글' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=playlists/);
  await expect(page.getByRole('link', { name: '스피어 함께 보기', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '재생목록 만들기' })).toBeVisible();
});
