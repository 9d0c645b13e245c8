import { FAVORITES_MAX } from '@tubesphere/shared/contract/favorites';
import { SAMPLE_CHANNELS, SAMPLE_VIDEOS } from '@tubesphere/shared/domain/ranking-samples/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';
import { addChannel, addVideo, recordRun } from './ranking-fixtures.ts';

/** 즐겨찾기: per user, on the server, for collected items and for the sample items alike. */
const AS_OF = '2024-05-08T05:00:00.000Z';
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUpUser>>;
let bob: Awaited<ReturnType<typeof signUpUser>>;
let collectedVideo: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app, '앨리스');
  bob = await signUpUser(t.app, '밥');
  await recordRun(t.app, AS_OF);
  collectedVideo = await addVideo(t.app, {
    publishedAt: '2024-05-08T01:00:00.000Z',
    views: 1234,
    statsAt: AS_OF,
    title: '수집된 영상',
  });
  await addChannel(t.app, {
    id: 'UCcollectedchannel0000',
    name: '수집된 채널',
    createdAt: '2020-01-01T00:00:00.000Z',
    readings: [{ at: AS_OF, subscribers: 5000, views: 100_000 }],
  });
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', cookie: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: '/api/favorites',
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

describe('favourites', () => {
  it('are for signed-in users: guests get 401 whatever they send', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { kind: 'video', id: SAMPLE_VIDEOS[0]!.id }],
      ['POST', { kind: 'nonsense' }],
      ['DELETE', { kind: 'channel', id: 'x' }],
    ] as const) {
      const response = await call(method, null, payload);
      expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(401);
      expect(response.json().error).toBe('로그인이 필요합니다.');
    }
  });

  it('keep collected and sample videos and channels, newest first, with their counts', async () => {
    const sampleVideo = SAMPLE_VIDEOS[3]!;
    const sampleChannel = SAMPLE_CHANNELS[2]!;
    for (const body of [
      { kind: 'video', id: sampleVideo.id },
      { kind: 'channel', id: sampleChannel.id },
      { kind: 'video', id: collectedVideo },
      { kind: 'channel', id: 'UCcollectedchannel0000' },
    ]) {
      const response = await call('POST', alice.cookie, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().favorite).toMatchObject(body);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // A second click on the same star changes nothing.
    expect((await call('POST', alice.cookie, { kind: 'video', id: collectedVideo })).statusCode).toBe(200);

    const list = (await call('GET', alice.cookie)).json();
    expect(list.favorites.map((f: { id: string }) => f.id)).toEqual([
      'UCcollectedchannel0000',
      collectedVideo,
      sampleChannel.id,
      sampleVideo.id,
    ]);
    expect(list.videos.map((v: { id: string; title: string }) => [v.id, v.title])).toEqual([
      [collectedVideo, '수집된 영상'],
      [sampleVideo.id, sampleVideo.title],
    ]);
    expect(list.videos[0]).toMatchObject({ viewCount: 1234, statsAt: AS_OF });
    expect(list.channels.map((c: { name: string }) => c.name)).toEqual(['수집된 채널', sampleChannel.name]);

    // Bob has his own list.
    expect((await call('GET', bob.cookie)).json().favorites).toEqual([]);
  });

  it('are removed, and removing twice is fine', async () => {
    const body = { kind: 'video', id: collectedVideo };
    expect((await call('DELETE', alice.cookie, body)).json()).toEqual({ success: true, removed: true });
    expect((await call('DELETE', alice.cookie, body)).json()).toEqual({ success: true, removed: false });
    const ids = (await call('GET', alice.cookie)).json().favorites.map((f: { id: string }) => f.id);
    expect(ids).not.toContain(collectedVideo);
  });

  it('refuse unknown kinds, malformed ids (400) and ids no ranking knows (404)', async () => {
    const cases: [object, number, string][] = [
      [{ kind: 'playlist', id: collectedVideo }, 400, "'video' 또는 'channel'"],
      [{ id: collectedVideo }, 400, "'video' 또는 'channel'"],
      [{ kind: 'video', id: '../../etc/passwd' }, 400, 'ID 형식'],
      [{ kind: 'video', id: '' }, 400, 'ID 형식'],
      [{ kind: 'video', id: 'x'.repeat(65) }, 400, 'ID 형식'],
      [{ kind: 'video', id: 'AAAAAAAAAAA' }, 404, '랭킹에 나온 항목'],
      // A channel id given as a video.
      [{ kind: 'video', id: 'UCcollectedchannel0000' }, 404, '랭킹에 나온 항목'],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('POST', alice.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toContain(message);
    }
    expect((await call('DELETE', alice.cookie, { kind: 'channel', id: 'UCnobody' })).statusCode).toBe(404);
  });

  it(`stop at ${FAVORITES_MAX} per user`, async () => {
    const user = await signUpUser(t.app, '수집가');
    await t.app.db
      .insertInto('user_favorite')
      .values(
        Array.from({ length: FAVORITES_MAX }, (_, i) => ({
          user_id: user.numericId,
          kind: 'video',
          target_id: `filler${i}`,
          created_at: AS_OF,
        })),
      )
      .execute();
    const response = await call('POST', user.cookie, { kind: 'video', id: collectedVideo });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(`${FAVORITES_MAX}개`);
  });
});
