import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpUser, type TestApp, testDialect } from '../helpers/test-app.ts';
import { call, eventually, openPartyStream, startParty, videoPost } from './party-fixtures.ts';

let t: TestApp;
type User = Awaited<ReturnType<typeof signUpUser>>;
let host: User;
let friend: User;
let postId: string;
beforeAll(async () => {
  t = await createTestApp();
  host = await signUpUser(t.app, '방장');
  friend = await signUpUser(t.app, '친구');
  postId = await videoPost(t.app, host.cookie);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Only the wall clock is driven: timers, streams and the database run as usual. */
const driveClock = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('같이 보기', () => {
  it('starts from a post at its start time, and tells each asker what they may do', async () => {
    const created = await call(t.app, 'POST', '/api/watch-parties', host.cookie, { postId });
    expect(created.status).toBe(201);
    const party = created.body.party as { id: string; hostId: string };
    expect(party).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/), hostId: host.userId });

    const asHost = await call(t.app, 'GET', `/api/watch-parties/${party.id}`, host.cookie);
    expect(asHost.status).toBe(200);
    expect(asHost.body).toMatchObject({
      id: party.id,
      videoId: 'dQw4w9WgXcQ',
      postId,
      playing: true,
      seconds: 205,
      participants: [],
      guestCount: 0,
      canControl: true,
      canChat: true,
      isHost: true,
      ended: false,
    });
    expect((await call(t.app, 'GET', `/api/watch-parties/${party.id}`, friend.cookie)).body).toMatchObject({
      canControl: false,
      canChat: true,
      isHost: false,
    });
    expect((await call(t.app, 'GET', `/api/watch-parties/${party.id}`)).body).toMatchObject({
      canControl: false,
      canChat: false,
    });
  });

  it('refuses what cannot be watched, and ids that name nothing', async () => {
    const textPost = await call(t.app, 'POST', '/api/posts/feed', host.cookie, {
      title: '글만',
      blocks: [{ id: '1', type: 'text', content: '영상 없음' }],
    });
    const textPostId = (textPost.body.post as { postId: string }).postId;
    expect((await call(t.app, 'POST', '/api/watch-parties', host.cookie, { postId: textPostId })).status).toBe(400);
    // Another member's pending post is not there for them.
    expect((await call(t.app, 'POST', '/api/watch-parties', friend.cookie, { postId: textPostId })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/watch-parties', host.cookie, { postId: 'post99999999' })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/watch-parties', host.cookie, { playlistId: 99999999 })).status).toBe(404);
    const both = await call(t.app, 'POST', '/api/watch-parties', host.cookie, { postId, playlistId: 1 });
    expect(both).toMatchObject({ status: 400, body: { error: '같이 볼 게시글이나 재생목록을 하나 골라주세요.' } });
    expect((await call(t.app, 'POST', '/api/watch-parties', null, { postId })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/watch-parties/AAAAAAAAAAAA')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/watch-parties/nope')).status).toBe(400);
    expect((await openPartyStream(t.app, 'AAAAAAAAAAAA', null)).status).toBe(404);
  });

  it('lets the host control, others only once the host allows it', async () => {
    const id = await startParty(t.app, host.cookie, { postId });
    const control = (cookie: string | null, body: object) =>
      call(t.app, 'POST', `/api/watch-parties/${id}/control`, cookie, body);

    expect(await control(friend.cookie, { action: 'pause' })).toMatchObject({
      status: 403,
      body: { error: '방장이 허락한 경우에만 재생을 조작할 수 있습니다.' },
    });
    expect((await control(null, { action: 'pause' })).status).toBe(401);
    expect((await control(host.cookie, { action: 'seek' })).status).toBe(400);
    expect((await control(host.cookie, { action: 'rewind' })).status).toBe(400);
    expect((await control(host.cookie, { action: 'seek', seconds: -1 })).status).toBe(400);
    expect((await control(host.cookie, { action: 'next' })).body).toEqual({ error: '다음 영상이 없습니다.' });
    expect(await control(host.cookie, { action: 'pause', seconds: 30 })).toMatchObject({
      status: 200,
      body: { playing: false, seconds: 30, position: 30 },
    });

    // Only the host changes the setting.
    const allow = (cookie: string) =>
      call(t.app, 'PATCH', `/api/watch-parties/${id}`, cookie, { anyoneControls: true });
    expect((await allow(friend.cookie)).status).toBe(403);
    expect((await allow(host.cookie)).body).toMatchObject({ anyoneControls: true, playing: false, seconds: 30 });
    expect(await control(friend.cookie, { action: 'play' })).toMatchObject({
      status: 200,
      body: { playing: true, seconds: 30 },
    });
  });

  it('starts a late joiner where the video is now: seconds plus the time since updatedAt', async () => {
    const id = await startParty(t.app, host.cookie, { postId });
    driveClock('2026-11-28T12:00:00.000Z');
    await call(t.app, 'POST', `/api/watch-parties/${id}/control`, host.cookie, { action: 'seek', seconds: 10 });
    vi.setSystemTime(new Date('2026-11-28T12:00:30.500Z'));
    expect((await call(t.app, 'GET', `/api/watch-parties/${id}`, friend.cookie)).body).toMatchObject({
      playing: true,
      seconds: 10,
      updatedAt: '2026-11-28T12:00:00.000Z',
      serverTime: '2026-11-28T12:00:30.500Z',
      position: 40.5,
    });
    const late = await openPartyStream(t.app, id, friend.cookie);
    const state = await late.reader.next((m) => m.event === 'state');
    expect(state.data).toMatchObject({ seconds: 10, position: 40.5 });
    late.close();

    // Paused, it stays where it stopped however late one comes.
    await call(t.app, 'POST', `/api/watch-parties/${id}/control`, host.cookie, { action: 'pause' });
    vi.setSystemTime(new Date('2026-11-28T12:05:00.000Z'));
    expect((await call(t.app, 'GET', `/api/watch-parties/${id}`)).body).toMatchObject({
      playing: false,
      seconds: 40.5,
      position: 40.5,
    });
  });

  it('sends state, who is there and chat to every open page, less what a viewer blocked', async () => {
    const id = await startParty(t.app, host.cookie, { postId });
    const blocker = await signUpUser(t.app, '차단한사람');
    expect((await call(t.app, 'POST', `/api/users/${friend.userId}/block`, blocker.cookie)).status).toBe(200);

    const hostPage = await openPartyStream(t.app, id, host.cookie);
    const guestPage = await openPartyStream(t.app, id, null);
    const blockerPage = await openPartyStream(t.app, id, blocker.cookie);
    expect(hostPage.status).toBe(200);
    await hostPage.reader.next(
      (m) =>
        m.event === 'participants' &&
        (m.data.participants as { name: string }[]).length === 2 &&
        m.data.guestCount === 1,
    );
    const participants = await call(t.app, 'GET', `/api/watch-parties/${id}`);
    expect(participants.body).toMatchObject({
      participants: [
        { id: host.userId, name: '방장' },
        { id: blocker.userId, name: '차단한사람' },
      ],
      guestCount: 1,
    });

    const seek = await call(t.app, 'POST', `/api/watch-parties/${id}/control`, host.cookie, {
      action: 'seek',
      seconds: 205,
    });
    expect(seek.status).toBe(200);
    for (const page of [hostPage, guestPage, blockerPage]) {
      await page.reader.next((m) => m.event === 'state' && m.data.seconds === 205);
    }

    const said = await call(t.app, 'POST', `/api/watch-parties/${id}/chat`, friend.cookie, { content: ' 3:25 여기! ' });
    expect(said).toMatchObject({ status: 201, body: { message: { content: '3:25 여기!', userName: '친구' } } });
    await call(t.app, 'POST', `/api/watch-parties/${id}/chat`, host.cookie, { content: '방장 채팅' });
    for (const page of [hostPage, guestPage]) {
      await page.reader.next(
        (m) => m.event === 'chat' && (m.data.message as { content: string }).content === '3:25 여기!',
      );
    }
    await blockerPage.reader.next(
      (m) => m.event === 'chat' && (m.data.message as { content: string }).content === '방장 채팅',
    );
    expect(blockerPage.reader.messages.filter((m) => m.event === 'chat')).toHaveLength(1);
    const history = await call(t.app, 'GET', `/api/watch-parties/${id}`, blocker.cookie);
    expect((history.body.chat as { content: string }[]).map((m) => m.content)).toEqual(['방장 채팅']);

    // A page opened later is given the chat so far.
    const latePage = await openPartyStream(t.app, id, friend.cookie);
    await latePage.reader.next(
      (m) => m.event === 'chat' && (m.data.message as { content: string }).content === '방장 채팅',
    );
    for (const page of [hostPage, guestPage, blockerPage, latePage]) page.close();
  });

  it('counts every page of a crowd that opens the party at once', async () => {
    const id = await startParty(t.app, host.cookie, { postId });
    const pages = await Promise.all(Array.from({ length: 12 }, () => openPartyStream(t.app, id, null)));
    for (const page of pages) await page.reader.next((m) => m.event === 'state');
    await pages[0]?.reader.next((m) => m.event === 'participants' && m.data.guestCount === 12);
    expect((await call(t.app, 'GET', `/api/watch-parties/${id}`)).body).toMatchObject({ guestCount: 12 });
    for (const page of pages) page.close();
  });

  it('holds chat to the comment rules: members only, length, suspension', async () => {
    const id = await startParty(t.app, host.cookie, { postId });
    const chat = (cookie: string | null, content: unknown) =>
      call(t.app, 'POST', `/api/watch-parties/${id}/chat`, cookie, { content });
    expect((await chat(null, '게스트')).status).toBe(401);
    expect(await chat(friend.cookie, '   ')).toMatchObject({
      status: 400,
      body: { error: '댓글 내용을 입력해주세요.' },
    });
    expect(await chat(friend.cookie, '가'.repeat(1001))).toMatchObject({
      status: 400,
      body: { error: '댓글은 1000자 이하로 작성해주세요.' },
    });
    const suspended = await signUpUser(t.app, '정지회원');
    await t.app.db
      .updateTable('user')
      .set({
        suspended_at: new Date().toISOString(),
        suspended_until: new Date(Date.now() + 86_400_000).toISOString(),
        suspension_reason: '도배',
      })
      .where('user_id', '=', suspended.numericId)
      .execute();
    expect((await chat(suspended.cookie, '정지 중')).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/watch-parties', suspended.cookie, { postId })).status).toBe(403);
    // Watching is reading: a suspended member still opens the party.
    expect((await call(t.app, 'GET', `/api/watch-parties/${id}`, suspended.cookie)).status).toBe(200);
    expect((await chat(null, '')).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/watch-parties/AAAAAAAAAAAA/chat', friend.cookie, { content: '어디' })).status,
    ).toBe(404);
  });

  it('ends ten minutes after the host’s last page closes, unless the host comes back', async () => {
    const id = await startParty(t.app, host.cookie, { postId });
    const hostLeftAt = async () =>
      (
        await t.app.db
          .selectFrom('watch_party')
          .select('host_left_at')
          .where('party_id', '=', id)
          .executeTakeFirstOrThrow()
      ).host_left_at;
    driveClock('2026-11-28T13:00:00.000Z');
    const hostPage = await openPartyStream(t.app, id, host.cookie);
    await hostPage.reader.next((m) => m.event === 'participants');
    expect(await hostLeftAt()).toBeNull();
    hostPage.close();
    await eventually(async () => (await hostLeftAt()) === '2026-11-28T13:00:00.000Z');

    // Back after five minutes: the clock stops.
    vi.setSystemTime(new Date('2026-11-28T13:05:00.000Z'));
    const back = await openPartyStream(t.app, id, host.cookie);
    await back.reader.next((m) => m.event === 'participants');
    expect(await hostLeftAt()).toBeNull();
    back.close();
    await eventually(async () => (await hostLeftAt()) === '2026-11-28T13:05:00.000Z');

    vi.setSystemTime(new Date('2026-11-28T13:14:59.000Z'));
    const friendPage = await openPartyStream(t.app, id, friend.cookie);
    await friendPage.reader.next((m) => m.event === 'state');
    expect(await t.app.jobs.runNow('end-abandoned-watch-parties')).toMatchObject({
      status: 'ok',
      summary: { ended: 0 },
    });

    vi.setSystemTime(new Date('2026-11-28T13:15:00.000Z'));
    expect(await t.app.jobs.runNow('end-abandoned-watch-parties')).toMatchObject({
      status: 'ok',
      summary: { ended: 1 },
    });
    await friendPage.reader.next((m) => m.event === 'ended' && m.data.reason === 'host-left');
    await friendPage.reader.closed();
    expect((await call(t.app, 'GET', `/api/watch-parties/${id}`, host.cookie)).body).toMatchObject({
      ended: true,
      playing: false,
      canControl: false,
      canChat: false,
    });
    expect(
      (await call(t.app, 'POST', `/api/watch-parties/${id}/control`, host.cookie, { action: 'play' })).status,
    ).toBe(409);
    expect(
      (await call(t.app, 'POST', `/api/watch-parties/${id}/chat`, friend.cookie, { content: '늦었다' })).status,
    ).toBe(409);
    // Opened after the end, the stream says so and closes.
    const after = await openPartyStream(t.app, id, null);
    await after.reader.next((m) => m.event === 'ended');
    await after.reader.closed();
  });

  it('plays a playlist in order: next moves every page on to the following video at its start', async () => {
    const second = await videoPost(t.app, host.cookie, 'https://youtu.be/9bZkp7q19f0?t=15');
    const list = await call(t.app, 'POST', '/api/playlists', host.cookie, {
      title: '같이 볼 목록',
      visibility: 'private',
    });
    const playlistId = (list.body.playlist as { id: number }).id;
    for (const item of [postId, second]) {
      expect(
        (await call(t.app, 'POST', `/api/playlists/${playlistId}/items`, host.cookie, { postId: item })).status,
      ).toBe(201);
    }
    // Someone else's private list is not there for them.
    expect((await call(t.app, 'POST', '/api/watch-parties', friend.cookie, { playlistId })).status).toBe(404);
    const id = await startParty(t.app, host.cookie, { playlistId });
    const page = await openPartyStream(t.app, id, friend.cookie);
    await page.reader.next((m) => m.event === 'state' && m.data.videoId === 'dQw4w9WgXcQ');
    const next = await call(t.app, 'POST', `/api/watch-parties/${id}/control`, host.cookie, { action: 'next' });
    expect(next.body).toMatchObject({ videoId: '9bZkp7q19f0', postId: second, index: 1, seconds: 15, playing: true });
    await page.reader.next((m) => m.event === 'state' && m.data.videoId === '9bZkp7q19f0' && m.data.index === 1);
    expect((await call(t.app, 'GET', `/api/watch-parties/${id}`, friend.cookie)).body).toMatchObject({
      playlistId,
      items: [{ postId }, { postId: second }],
    });
    page.close();
  });
});

describe.skipIf(testDialect() !== 'postgres')('같이 보기 across two processes (PostgreSQL)', () => {
  it('a control on one process reaches a page on the other, and so do chat and who is there', async () => {
    const other = await createTestApp({ shareDatabaseWith: t });
    try {
      const id = await startParty(t.app, host.cookie, { postId });
      const farPage = await openPartyStream(other.app, id, friend.cookie);
      await farPage.reader.next((m) => m.event === 'state');
      const nearPage = await openPartyStream(t.app, id, host.cookie);
      await farPage.reader.next((m) => m.event === 'participants' && (m.data.participants as unknown[]).length === 2);
      await call(t.app, 'POST', `/api/watch-parties/${id}/control`, host.cookie, { action: 'seek', seconds: 321 });
      await farPage.reader.next((m) => m.event === 'state' && m.data.seconds === 321);
      await call(other.app, 'POST', `/api/watch-parties/${id}/chat`, friend.cookie, { content: '저쪽에서 인사' });
      await nearPage.reader.next((m) => m.event === 'chat');
      farPage.close();
      nearPage.close();
    } finally {
      await other.close();
    }
  });
});
