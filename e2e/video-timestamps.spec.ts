import { expect, test } from './fixtures.ts';
import { apiSession, apiSignUp } from './support/api-user.ts';
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

  test('지금 장면에 댓글 stores the player’s second; the strip marks it, seeks and filters the thread', async ({
    page,
    signIn,
  }) => {
    await installFakeYoutubePlayer(page);
    await signIn('장면댓글러');
    const created = await page.request.post('/api/posts/feed', {
      data: {
        title: '장면 댓글 영상',
        blocks: [
          { id: '1', type: 'video', url: `https://youtu.be/${VIDEO_ID}` },
          { id: '2', type: 'text', content: '하이라이트는 3:25' },
        ],
      },
    });
    const { postId } = (await created.json()).post as { postId: string };
    await page.request.post(`/api/posts/${postId}/comments`, { data: { content: '0:05 시작이 좋네' } });
    await page.goto(`/post/${postId}`);

    const strip = page.getByRole('group', { name: '영상 속 댓글 위치' });
    await expect(strip.getByRole('button')).toHaveCount(2);
    const scene = page.getByRole('button', { name: '지금 장면에 댓글' });
    // Until the player runs there is no "now" to keep.
    await expect(scene).toBeDisabled();

    await page.getByRole('button', { name: '3분 25초로 이동' }).click();
    await expect(scene).toBeEnabled();
    await scene.click();
    await expect(page.getByRole('button', { name: '지금 장면에 댓글: 3:25' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('combobox', { name: '댓글 작성' }).fill('이 장면 최고');
    await page.getByRole('button', { name: '댓글 작성' }).click();

    const mine = page.getByRole('article', { name: '장면댓글러' }).filter({ hasText: '이 장면 최고' });
    await expect(mine.getByRole('button', { name: '3분 25초로 이동' })).toHaveText('3:25');
    await expect(page.getByRole('button', { name: '지금 장면에 댓글' })).toHaveAttribute('aria-pressed', 'false');
    const detail = await (await page.request.get(`/api/posts/${postId}/detail`)).json();
    expect(
      detail.comments.map((c: { content: string; videoSeconds: number | null }) => [c.content, c.videoSeconds]),
    ).toEqual([
      ['0:05 시작이 좋네', null],
      ['이 장면 최고', 205],
    ]);

    // The post's 3:25 and the new comment share one mark; choosing it seeks and narrows the thread.
    const mark = strip.getByRole('button', { name: '3:20 장면 댓글 2개' });
    await mark.click();
    await expect.poll(() => fakePlayerSeeks(page)).toEqual([200]);
    await expect(page.getByRole('status').filter({ hasText: '3:20 장면 댓글만 보는 중' })).toBeVisible();
    await expect(page.getByText('0:05 시작이 좋네')).toHaveCount(0);
    await expect(mine).toBeVisible();
    await page.getByRole('button', { name: '전체 댓글 보기' }).click();
    await expect(page.getByText('시작이 좋네')).toBeVisible();
  });

  test('a time in a feed card or a notification’s quote opens the post with its player there', async ({
    page,
    server,
    signIn,
    adminSessionCookie,
  }) => {
    await installFakeYoutubePlayer(page);
    const me = await signIn('카드장면러');
    const created = await page.request.post('/api/posts/feed', {
      data: {
        title: '카드 속 장면',
        blocks: [
          { id: '1', type: 'video', url: `https://youtu.be/${VIDEO_ID}` },
          { id: '2', type: 'text', content: '하이라이트는 3분 25초, 99:00은 없는 장면' },
        ],
      },
    });
    const { postId } = (await created.json()).post as { postId: string };
    const admin = await apiSession(server.baseURL, `ts_session=${adminSessionCookie}`);
    await admin.call('POST', '/api/admin/posts/confirm', { postId });
    const fan = await apiSignUp(server.baseURL, '장면팬');
    await fan.call('POST', `/api/posts/${postId}/comments`, { content: '1:30 여기 최고' });

    await page.goto(`/user/${me.userId}`);
    const card = page.getByRole('article', { name: '카드 속 장면' });
    // The card's text links each time to the post; the title stays the card's link.
    await expect(card.getByRole('link', { name: '카드 속 장면' })).toHaveAttribute('href', `/post/${postId}`);
    const stamp = card.getByRole('link', { name: '3분 25초부터 영상 보기' });
    await expect(stamp).toHaveText('3분 25초');
    // Nothing of the player runs on the feed.
    expect(await fakePlayers(page)).toEqual([]);
    await stamp.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/post/${postId}?t=205`);
    await expect.poll(() => fakePlayers(page)).toEqual([{ videoId: VIDEO_ID, start: 205 }]);

    // The fan's comment, quoted in the bell's panel: its 1:30 seeks the open post's player.
    await page.getByRole('button', { name: /^알림/ }).click();
    const panel = page.getByRole('region', { name: '최근 알림' });
    const entry = panel.getByRole('listitem').filter({ hasText: '“1:30 여기 최고”' });
    await expect(entry.getByRole('link', { name: '장면팬님이 회원님의 게시글에 댓글을 남겼습니다.' })).toBeVisible();
    await entry.getByRole('link', { name: '1분 30초부터 영상 보기' }).click();
    await expect(page).toHaveURL(`/post/${postId}?t=90`);
    await expect.poll(() => fakePlayerSeeks(page)).toEqual([90]);

    // /notifications links the same time.
    await page.goto('/notifications');
    await page.getByRole('link', { name: '1분 30초부터 영상 보기' }).click();
    await expect(page).toHaveURL(`/post/${postId}?t=90`);
    await expect.poll(() => fakePlayers(page)).toEqual([{ videoId: VIDEO_ID, start: 90 }]);
  });
});
