/**
 * The ranking benchmark's data set: `videos` tracked videos, two thirds with the whole `days` of
 * history and a third uploaded during it, each with a snapshot per collector run (`perDay` runs a
 * day) from its upload on; their channels (one per
 * five videos) with a snapshot per run for the whole span; the runs themselves; chart regions.
 * Written straight to the tables (the collector would need YouTube), through the real migrations.
 */
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { regionBit } from '../apps/server/src/modules/rankings/region-bits.ts';

type Row = (string | number | null)[];

export interface BulkWriter {
  insert(table: string, columns: string[], rows: Row[]): Promise<void>;
  close(): Promise<void>;
}

export function sqliteWriter(file: string): BulkWriter {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  return {
    async insert(table, columns, rows) {
      const statement = db.prepare(
        `insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values (${columns.map(() => '?').join(',')})`,
      );
      db.transaction((batch: Row[]) => {
        for (const row of batch) statement.run(...row);
      })(rows);
    },
    async close() {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.pragma('optimize');
      db.close();
    },
  };
}

export function postgresWriter(url: string): BulkWriter {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    async insert(table, columns, rows) {
      // PostgreSQL allows 65,535 parameters per statement.
      const perStatement = Math.floor(60_000 / columns.length);
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const values = chunk
          .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(',')})`)
          .join(',');
        await pool.query(
          `insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${values}`,
          chunk.flat(),
        );
      }
    },
    async close() {
      await pool.query('analyze');
      await pool.end();
    },
  };
}

function makeRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const REGIONS = ['KR', 'US', 'JP', 'GB'];
const CATEGORIES = [1, 2, 10, 15, 17, 19, 20, 22, 23, 24, 25, 26, 27, 28, 29];
const DAY = 86_400_000;

export interface RankingDataSet {
  asOf: string;
  videoIds: string[];
  channelIds: string[];
  snapshots: { videos: number; channels: number };
}

/** Writes the data set; `asOf` is the last run, on the hour. */
export async function writeRankingData(
  writer: BulkWriter,
  options: { videos: number; days: number; perDay: number; asOf: number },
): Promise<RankingDataSet> {
  const random = makeRandom(7);
  const { videos, days, perDay, asOf } = options;
  const iso = (ms: number) => new Date(ms).toISOString();
  const step = DAY / perDay;
  const runs = days * perDay;
  const runTime = (run: number) => asOf - (runs - 1 - run) * step;
  const start = runTime(0);

  await writer.insert(
    'ranking_collector_run',
    [
      'trigger',
      'status',
      'started_at',
      'collected_at',
      'heartbeat_at',
      'finished_at',
      'units_spent',
      'videos_collected',
      'channels_collected',
    ],
    Array.from({ length: runs }, (_, run) => {
      const at = iso(runTime(run));
      return ['schedule', 'succeeded', at, at, at, at, 300, 2000, 400];
    }),
  );

  const channelCount = Math.max(1, Math.round(videos / 5));
  const channelIds: string[] = [];
  const channelRows: Row[] = [];
  const channelSnapshots: Row[] = [];
  for (let c = 0; c < channelCount; c += 1) {
    const id = `UCbench${String(c).padStart(15, '0')}`;
    channelIds.push(id);
    // A tenth of the channels opened during the span (the new-channel ranking's candidates).
    const opened = c % 10 === 0 ? start + random() * (asOf - start) : asOf - (400 + random() * 3000) * DAY;
    const base = Math.round(1000 + random() ** 3 * 5_000_000);
    const rate = 0.0005 + random() * 0.01;
    let latest: Row = [];
    for (let run = 0; run < runs; run += 1) {
      const at = runTime(run);
      if (at < opened) continue;
      const grown = opened > start ? ((at - opened) / DAY) * (base / 30) : base * (1 + (rate * (at - start)) / DAY);
      const subscribers = Math.round(grown);
      const views = subscribers * 120;
      const videoCount = 10 + Math.floor((at - start) / (7 * DAY));
      channelSnapshots.push([id, iso(at), subscribers, views, videoCount]);
      latest = [subscribers, views, videoCount, iso(at)];
    }
    if (latest.length === 0) continue;
    channelRows.push([
      id,
      `벤치 채널 ${c}`,
      `벤치마크용 채널 ${c}`,
      null,
      c % 3 === 0 ? null : REGIONS[c % REGIONS.length]!,
      REGIONS[c % REGIONS.length]!,
      CATEGORIES[c % CATEGORIES.length]!,
      iso(opened),
      ...latest.slice(0, 3),
      0,
      latest[3]!,
      iso(start),
      latest[3]!,
    ]);
  }
  await writer.insert(
    'ranking_channel',
    [
      'channel_id',
      'title',
      'description',
      'thumbnail_url',
      'country',
      'region',
      'category_id',
      'published_at',
      'subscriber_count',
      'view_count',
      'video_count',
      'hidden_subscribers',
      'stats_at',
      'first_seen_at',
      'last_seen_at',
    ],
    channelRows,
  );
  await writer.insert(
    'ranking_channel_snapshot',
    ['channel_id', 'taken_at', 'subscriber_count', 'view_count', 'video_count'],
    channelSnapshots,
  );
  const liveChannels = new Set(channelRows.map((row) => row[0] as string));

  const videoIds: string[] = [];
  let videoSnapshotCount = 0;
  const BATCH = 500;
  for (let from = 0; from < videos; from += BATCH) {
    const videoRows: Row[] = [];
    const regionRows: Row[] = [];
    const snapshotRows: Row[] = [];
    for (let v = from; v < Math.min(videos, from + BATCH); v += 1) {
      const id = `v${String(v).padStart(10, '0')}`;
      const channelId = channelIds[v % channelCount]!;
      if (!liveChannels.has(channelId)) continue;
      videoIds.push(id);
      // Most tracked videos have the whole span of history; a third were uploaded during it (the
      // periods' candidates), a few of them today.
      const published = random() < 0.67 ? start - random() * 60 * DAY : start + random() * (asOf - start);
      const audience = Math.round(1000 + random() ** 4 * 20_000_000);
      const tau = (0.5 + random() * 3) * DAY;
      let latest: Row = [];
      for (let run = 0; run < runs; run += 1) {
        const at = runTime(run);
        if (at < published) continue;
        const views = Math.round(audience * (1 - Math.exp(-(at - published) / tau)));
        const likes = Math.round(views * 0.03);
        const comments = Math.round(views * 0.001);
        snapshotRows.push([id, iso(at), views, likes, comments]);
        latest = [views, likes, comments, iso(at)];
      }
      if (latest.length === 0) {
        // Uploaded after the last run: seen in a chart with its first counts.
        latest = [0, 0, 0, iso(asOf)];
        snapshotRows.push([id, iso(asOf), 0, 0, 0]);
      }
      const category = CATEGORIES[Math.floor(random() * CATEGORIES.length)]!;
      const regions = REGIONS.filter((region) => region === 'KR' || random() < 0.3);
      videoRows.push([
        id,
        channelId,
        `벤치 채널 ${v % channelCount}`,
        `벤치마크 영상 ${v}`,
        null,
        category,
        60 + Math.floor(random() * 1800),
        iso(published),
        ...latest.slice(0, 3),
        regions.reduce((mask, region) => mask | (regionBit(region) ?? 0), 0),
        latest[3]!,
        iso(published),
        latest[3]!,
      ]);
      for (const region of regions) regionRows.push([id, region, iso(published), latest[3]!]);
    }
    await writer.insert(
      'ranking_video',
      [
        'video_id',
        'channel_id',
        'channel_title',
        'title',
        'thumbnail_url',
        'category_id',
        'duration_seconds',
        'published_at',
        'view_count',
        'like_count',
        'comment_count',
        'region_mask',
        'stats_at',
        'first_seen_at',
        'last_seen_at',
      ],
      videoRows,
    );
    await writer.insert('ranking_video_region', ['video_id', 'region', 'first_seen_at', 'last_seen_at'], regionRows);
    await writer.insert(
      'ranking_video_snapshot',
      ['video_id', 'taken_at', 'view_count', 'like_count', 'comment_count'],
      snapshotRows,
    );
    videoSnapshotCount += snapshotRows.length;
  }
  return {
    asOf: iso(asOf),
    videoIds,
    channelIds: [...liveChannels],
    snapshots: { videos: videoSnapshotCount, channels: channelSnapshots.length },
  };
}
