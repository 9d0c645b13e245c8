import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_RETENTION_DAYS } from '../../src/modules/rankings/snapshot-purge.ts';
import { createTestApp, type TestApp, testDialect } from '../helpers/test-app.ts';
import { addChannel, addVideo } from './ranking-fixtures.ts';

/** Old ranking snapshots go in the nightly purge; the last year of history stays. */

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const snapshotTimes = async (table: 'ranking_video_snapshot' | 'ranking_channel_snapshot') =>
  (await t.app.db.selectFrom(table).select('taken_at').orderBy('taken_at').execute()).map((row) => row.taken_at);

describe(`ranking snapshot retention (${testDialect()})`, () => {
  it(`deletes video and channel readings older than ${SNAPSHOT_RETENTION_DAYS} days, run by run, and keeps the rest`, async () => {
    const old = [daysAgo(SNAPSHOT_RETENTION_DAYS + 30), daysAgo(SNAPSHOT_RETENTION_DAYS + 1)];
    const kept = [daysAgo(SNAPSHOT_RETENTION_DAYS - 1), daysAgo(364), daysAgo(1)];
    const videoId = await addVideo(t.app, { publishedAt: daysAgo(500), views: 10, statsAt: old[0]! });
    for (const [index, at] of [...old.slice(1), ...kept].entries()) {
      await t.app.db
        .insertInto('ranking_video_snapshot')
        .values({ video_id: videoId, taken_at: at, view_count: 100 * (index + 2), like_count: 0, comment_count: 0 })
        .execute();
    }
    // A second video read in the same old run: the whole run goes.
    const neighbour = await addVideo(t.app, { publishedAt: daysAgo(500), views: 5, statsAt: old[1]! });
    await addChannel(t.app, {
      id: 'UCretentiontest0000000',
      name: '보관 기간 채널',
      createdAt: daysAgo(600),
      readings: [...old, ...kept].map((at, index) => ({ at, subscribers: 1000 + index, views: 10_000 + index })),
    });

    const outcome = await t.app.jobs.runNow('purge-old-ranking-snapshots');
    expect(outcome).toMatchObject({ status: 'ok', summary: { videoSnapshots: 3, channelSnapshots: 2 } });
    expect(await snapshotTimes('ranking_video_snapshot')).toEqual(kept.slice().sort());
    expect(await snapshotTimes('ranking_channel_snapshot')).toEqual(kept.slice().sort());
    // The videos themselves stay (their latest counts, favourites and rankings read them).
    const videos = await t.app.db
      .selectFrom('ranking_video')
      .select('video_id')
      .where('video_id', 'in', [videoId, neighbour])
      .execute();
    expect(videos).toHaveLength(2);

    // Nothing left to do the second time.
    expect(await t.app.jobs.runNow('purge-old-ranking-snapshots')).toMatchObject({
      status: 'ok',
      summary: { videoSnapshots: 0, channelSnapshots: 0 },
    });
  });
});
