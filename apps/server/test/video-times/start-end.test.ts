import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpUser(t.app, '구간작성자')).cookie;
});
afterAll(async () => {
  await t.close();
});

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

const postVideo = (video: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/posts/feed',
    headers: { cookie },
    payload: {
      title: '구간',
      blocks: [
        { id: '1', type: 'video', ...video },
        { id: '2', type: 'text', content: '본문' },
      ],
    },
  });

async function storedVideo(video: object) {
  const response = await postVideo(video);
  expect(response.statusCode, response.body).toBe(201);
  const { postId } = response.json().post;
  const detail = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}/detail`, headers: { cookie } });
  expect(detail.statusCode).toBe(200);
  return detail.json().post.blocks[0];
}

describe('start and end of a shared YouTube video', () => {
  it('keeps the link’s t= and end= on the block and in the player address', async () => {
    expect(await storedVideo({ url: `https://youtu.be/${ID}?t=3m25s&end=300` })).toMatchObject({
      start: 205,
      end: 300,
      embedUrl: `${EMBED}?start=205&end=300`,
    });
    expect(await storedVideo({ url: `https://www.youtube.com/watch?v=${ID}#t=1h2m3s` })).toMatchObject({
      start: 3723,
      embedUrl: `${EMBED}?start=3723`,
    });
  });

  it('takes the times the author chose over the link’s, and a null as “from the beginning”', async () => {
    expect(await storedVideo({ url: `https://youtu.be/${ID}?t=205`, start: 10, end: 20 })).toMatchObject({
      start: 10,
      end: 20,
      embedUrl: `${EMBED}?start=10&end=20`,
    });
    const cleared = await storedVideo({ url: `https://youtu.be/${ID}?t=205`, start: null });
    expect(cleared).toMatchObject({ start: null, embedUrl: EMBED });
  });

  it('stores no times for a plain link, so older blocks read the same', async () => {
    const plain = await storedVideo({ url: `https://youtu.be/${ID}` });
    expect(plain.embedUrl).toBe(EMBED);
    expect(plain).not.toHaveProperty('start');
    expect(plain).not.toHaveProperty('end');
  });

  it('refuses an end before the start and times that are not seconds of a video, in Korean', async () => {
    const backwards = await postVideo({ url: `https://youtu.be/${ID}`, start: 300, end: 200 });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('끝 시간은 시작 시간보다 뒤여야 합니다.');
    for (const start of [-1, 1.5, 'abc', 100_000]) {
      const bad = await postVideo({ url: `https://youtu.be/${ID}`, start });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/[가-힣]/);
    }
  });

  it('ignores times on other providers', async () => {
    const vimeo = await storedVideo({ url: 'https://vimeo.com/76979871', start: 30 });
    expect(vimeo).not.toHaveProperty('start');
    expect(vimeo.embedUrl).toBe('https://player.vimeo.com/video/76979871');
  });
});
