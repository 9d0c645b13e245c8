import { expect, test } from './fixtures.ts';
import { endFakeVideo, fakePlayers, installFakeYoutubePlayer } from './support/fake-youtube-player.ts';

test.describe('재생목록', () => {
  test('plays its videos in order: the next when one ends, N and P to skip, a click to choose', async ({
    page,
    signIn,
  }) => {
    await installFakeYoutubePlayer(page);
    await signIn('목록러');
    const post = async (url: string, title: string) => {
      const response = await page.request.post('/api/posts/feed', {
        data: { title, blocks: [{ id: '1', type: 'video', url }] },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()).post as { postId: string }).postId;
    };
    const first = await post('https://youtu.be/dQw4w9WgXcQ?t=30', '첫 곡');
    const second = await post('https://youtu.be/9bZkp7q19f0', '둘째 곡');
    const created = await page.request.post('/api/playlists', {
      data: { title: '밤에 듣는 노래', visibility: 'unlisted' },
    });
    const { id } = (await created.json()).playlist as { id: number };
    for (const postId of [first, second]) {
      expect((await page.request.post(`/api/playlists/${id}/items`, { data: { postId } })).status()).toBe(201);
    }

    await page.goto(`/playlist/${id}`);
    await expect(page).toHaveTitle('밤에 듣는 노래 | 튜브스피어');
    await expect(page.getByText('2개 중 1번째 재생 중')).toBeVisible();
    await expect.poll(() => fakePlayers(page)).toEqual([{ videoId: 'dQw4w9WgXcQ', start: 30 }]);

    await endFakeVideo(page);
    await expect(page.getByText('2개 중 2번째 재생 중')).toBeVisible();
    await expect.poll(async () => (await fakePlayers(page)).at(-1)).toEqual({ videoId: '9bZkp7q19f0', start: 0 });
    await expect(page.getByRole('button', { name: '다음 영상' })).toBeDisabled();

    await page.keyboard.press('p');
    await expect(page.getByText('2개 중 1번째 재생 중')).toBeVisible();
    await page.keyboard.press('n');
    await expect(page.getByText('2개 중 2번째 재생 중')).toBeVisible();
    await page.getByRole('button', { name: '첫 곡 재생' }).click();
    await expect(page.getByRole('button', { name: '첫 곡 재생' })).toHaveAttribute('aria-current', 'true');
    // One player per video shown: the first, the second on end, back (P), on (N), the first again.
    await expect
      .poll(async () => (await fakePlayers(page)).map((player) => player.videoId))
      .toEqual(['dQw4w9WgXcQ', '9bZkp7q19f0', 'dQw4w9WgXcQ', '9bZkp7q19f0', 'dQw4w9WgXcQ']);
  });

  test('an unknown list says so', async ({ page }) => {
    await page.goto('/playlist/999999');
    await expect(page.getByRole('heading', { name: '재생목록을 찾을 수 없습니다' })).toBeVisible();
  });
});
