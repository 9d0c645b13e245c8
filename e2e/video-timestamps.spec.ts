import { expect, test } from './fixtures.ts';
import { fakePlayerSeeks, fakePlayers, installFakeYoutubePlayer } from './support/fake-youtube-player.ts';

const VIDEO_ID = 'dQw4w9WgXcQ';

test.describe('timestamps that move the post’s video', () => {
  test('clicking 3:25 in a comment seeks the post’s own player to 205; ?t= opens it there', async ({
    page,
    signIn,
  }) => {
    await installFakeYoutubePlayer(page);
    await signIn('장면러');
    const created = await page.request.post('/api/posts/feed', {
      data: {
        title: '구간 공유 영상',
        blocks: [
          { id: '1', type: 'video', url: `https://youtu.be/${VIDEO_ID}?t=1m` },
          { id: '2', type: 'text', content: '1:30부터 보세요' },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const { postId } = (await created.json()).post as { postId: string };
    const commented = await page.request.post(`/api/posts/${postId}/comments`, {
      data: { content: '3:25 여기 미쳤다, 15:00도' },
    });
    expect(commented.status()).toBe(201);

    await page.goto(`/post/${postId}`);
    await expect(page.getByText('1:00부터', { exact: true })).toBeVisible();
    // The API loads only when asked: nothing has been created yet.
    expect(await fakePlayers(page)).toEqual([]);

    const stamp = page.getByRole('button', { name: '3분 25초로 이동' });
    await expect(stamp).toHaveText('3:25');
    await stamp.click();
    await expect.poll(() => fakePlayers(page)).toEqual([{ videoId: VIDEO_ID, start: 205 }]);
    // Once the player knows the video is 10 minutes long, 15:00 is just text.
    await expect(page.getByRole('button', { name: '15분으로 이동' })).toHaveCount(0);
    await expect(page.getByText('3:25 여기 미쳤다, 15:00도')).toBeVisible();

    await page.getByRole('button', { name: '1분 30초로 이동' }).click();
    await expect.poll(() => fakePlayerSeeks(page)).toEqual([90]);
    await stamp.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => fakePlayerSeeks(page)).toEqual([90, 205]);

    await page.goto(`/post/${postId}?t=42`);
    await expect.poll(() => fakePlayers(page)).toEqual([{ videoId: VIDEO_ID, start: 42 }]);
  });
});
