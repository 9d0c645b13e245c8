import { expect, test } from './fixtures.ts';
import { fakePlayerSeeks, fakePlayers, installFakeYoutubePlayer } from './support/fake-youtube-player.ts';

test.describe('같이 보기', () => {
  test('a seek by the host reaches a second browser, and chat goes both ways', async ({
    page,
    browser,
    server,
    signIn,
  }) => {
    await installFakeYoutubePlayer(page);
    await signIn('방장');
    const created = await page.request.post('/api/posts/feed', {
      data: { title: '같이 볼 영상', blocks: [{ id: '1', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ?t=30' }] },
    });
    expect(created.status()).toBe(201);
    const postId = (await created.json()).post.postId as string;

    await page.goto(`/post/${postId}`);
    await page.getByRole('button', { name: '이 영상을 같이 보기' }).click();
    await expect(page).toHaveURL(/\/watch\/[A-Za-z0-9_-]{12}$/);
    await expect(page).toHaveTitle('같이 보기: 같이 볼 영상 | 튜브스피어');
    await expect.poll(() => fakePlayers(page)).toEqual([{ videoId: 'dQw4w9WgXcQ', start: 30 }]);
    const invite = await page.getByRole('textbox', { name: '초대 링크' }).inputValue();

    const friendContext = await browser.newContext({ baseURL: server.baseURL });
    try {
      const friend = await friendContext.newPage();
      await installFakeYoutubePlayer(friend);
      const signedUp = await friend.request.post('/api/auth/signup', {
        data: { email: `friend-${Date.now()}@test.kr`, password: 'password-123', user_name: '친구' },
      });
      expect(signedUp.status()).toBe(201);
      await friend.goto(invite);
      await expect(friend.getByText('방장이 재생을 조작합니다.', { exact: false })).toBeVisible();
      await expect
        .poll(async () => (await fakePlayers(friend)).map((player) => player.videoId))
        .toEqual(['dQw4w9WgXcQ']);
      // Both pages list both members.
      for (const seen of [page, friend]) {
        await expect(seen.getByRole('heading', { name: /참여자 2명/ })).toBeVisible();
      }

      // The host pauses and moves to 5:21: the friend's player follows.
      await page.getByRole('button', { name: '일시정지' }).click();
      await expect(page.getByRole('button', { name: '재생' })).toBeVisible();
      await page.getByRole('textbox', { name: '이동할 위치 (m:ss)' }).fill('5:21');
      await page.keyboard.press('Enter');
      await expect.poll(() => fakePlayerSeeks(friend)).toContain(321);

      await friend.getByRole('textbox', { name: '채팅 메시지' }).fill('5:21 여기 좋다');
      await friend.getByRole('button', { name: '보내기' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: '5:21 여기 좋다' })).toBeVisible();
      await expect(friend.getByRole('textbox', { name: '채팅 메시지' })).toHaveValue('');
    } finally {
      await friendContext.close();
    }
  });

  test('an unknown party says so', async ({ page }) => {
    await page.goto('/watch/AAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: '같이 보기를 찾을 수 없습니다' })).toBeVisible();
  });
});
