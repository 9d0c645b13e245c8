/**
 * `npm run bench:rankings [-- --videos 10000 --days 90 --per-day 1 --iterations 300 --postgres]`
 * The ranking queries over a collector's worth of snapshots (bench/rankings-data.ts): every
 * ranking answer the pages ask for, plus histories and a favourites list, each timed one after
 * another (the query's own latency, no HTTP, no read cache). SQLite by default; PostgreSQL with
 * --postgres (a throw-away cluster) or DATABASE_URL. Target: p99 ≤ 50 ms on both engines.
 * Results: bench/results/rankings-{sqlite,postgres}.{md,json}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { refreshChannelGrowth } from '../apps/server/src/modules/rankings/growth-refresh.ts';
import { RankingService } from '../apps/server/src/modules/rankings/service.ts';
import { numberArg, readArgs } from './args.ts';
import { BENCH_PASSWORD } from './content.ts';
import { postgresWriter, sqliteWriter, writeRankingData } from './rankings-data.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = readArgs();
const videos = numberArg(args, 'videos', 10_000);
const days = numberArg(args, 'days', 90);
const perDay = numberArg(args, 'per-day', 1);
const iterations = numberArg(args, 'iterations', 300);
const TARGET_P99_MS = 50;

interface Cluster {
  url: string;
  stop(): void;
}

async function database(): Promise<{ url: string | null; cluster: Cluster | null }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, cluster: null };
  if (!args.has('postgres')) return { url: null, cluster: null };
  const { startPgCluster } = (await import(path.join(repoRoot, 'scripts/pg-cluster.mjs'))) as {
    startPgCluster(): Promise<Cluster | null>;
  };
  const cluster = await startPgCluster();
  if (!cluster) throw new Error('PostgreSQL binaries not found (apt-get install -y postgresql)');
  return { url: cluster.url, cluster };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const { url, cluster } = await database();
  const engine = url ? 'postgres' : 'sqlite';
  const file = path.resolve(repoRoot, 'bench/data/rankings.db');
  if (!url) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  }
  const config = loadConfig({
    ...process.env,
    ...(url ? { DATABASE_URL: url } : {}),
    DATA_DIR: path.dirname(file),
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'admin@bench.kr',
    ADMIN_PASSWORD: BENCH_PASSWORD,
    LOG_LEVEL: 'silent',
  });
  if (config.database.kind === 'sqlite') config.database.file = file;
  const loadBefore = os.loadavg();
  try {
    const setup = openDatabase(config.database);
    await prepareDatabase(setup, config);
    await setup.close();

    const generated = performance.now();
    const writer = url ? postgresWriter(url) : sqliteWriter(file);
    const asOf = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const data = await writeRankingData(writer, { videos, days, perDay, asOf });
    await writer.close();
    const generationSeconds = (performance.now() - generated) / 1000;
    console.log(
      `${engine}: ${data.videoIds.length} videos, ${data.channelIds.length} channels, ` +
        `${data.snapshots.videos} video + ${data.snapshots.channels} channel snapshots in ${generationSeconds.toFixed(0)} s`,
    );

    const handle = openDatabase(config.database);
    // What the collector does at the end of every run: measure and store each channel's weekly growth.
    const refreshStarted = performance.now();
    await refreshChannelGrowth(handle.db, data.asOf);
    const refreshMs = Math.round(performance.now() - refreshStarted);
    console.log(`growth refresh (once per collector run): ${refreshMs} ms`);
    const service = new RankingService(handle.db);
    const someVideo = (i: number) => data.videoIds[(i * 7919) % data.videoIds.length]!;
    const someChannel = (i: number) => data.channelIds[(i * 104_729) % data.channelIds.length]!;
    const scenarios: { name: string; run: (i: number) => Promise<unknown> }[] = [
      {
        name: '기간별: today · KR (10)',
        run: () => service.videoRanking({ period: 'today', region: 'KR', category: 'all', sort: 'views', limit: 10 }),
      },
      {
        name: '기간별: week · KR (10)',
        run: () => service.videoRanking({ period: 'week', region: 'KR', category: 'all', sort: 'views', limit: 10 }),
      },
      {
        name: '기간별: month · KR (10)',
        run: () => service.videoRanking({ period: 'month', region: 'KR', category: 'all', sort: 'views', limit: 10 }),
      },
      {
        name: '카테고리: month · KR · 게임 (10)',
        run: () => service.videoRanking({ period: 'month', region: 'KR', category: 20, sort: 'views', limit: 10 }),
      },
      {
        name: '인기 영상: month · ALL · like rate (20)',
        run: () =>
          service.videoRanking({ period: 'month', region: 'ALL', category: 'all', sort: 'likeRate', limit: 20 }),
      },
      {
        name: '인기 채널: subscribers (50)',
        run: () => service.channelRanking({ country: 'ALL', category: 'all', sort: 'subscribers', limit: 50 }),
      },
      {
        name: '인기 채널: weekly growth (50)',
        run: () => service.channelRanking({ country: 'ALL', category: 'all', sort: 'growth', limit: 50 }),
      },
      {
        name: '인기 채널: KR · weekly view growth (50)',
        run: () => service.channelRanking({ country: 'KR', category: 'all', sort: 'viewGrowth', limit: 50 }),
      },
      { name: '신규 채널 (100)', run: () => service.newChannels(100) },
      { name: 'history: a video, 90 days', run: (i) => service.videoHistory(someVideo(i), 90) },
      { name: 'history: a channel, 90 days', run: (i) => service.channelHistory(someChannel(i), 90) },
      {
        name: '즐겨찾기: 20 videos + 20 channels',
        run: async (i) => {
          const ids = Array.from({ length: 20 }, (_, k) => k + i);
          await service.videosByIds(ids.map(someVideo));
          await service.channelsByIds(ids.map(someChannel));
        },
      },
    ];

    const results: { name: string; p50: number; p95: number; p99: number; max: number; met: boolean }[] = [];
    for (const scenario of scenarios) {
      for (let i = 0; i < 20; i += 1) await scenario.run(i);
      const times: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        const started = performance.now();
        await scenario.run(i);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      const row = {
        name: scenario.name,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        p99: round(percentile(times, 99)),
        max: round(times[times.length - 1] ?? 0),
        met: percentile(times, 99) <= TARGET_P99_MS,
      };
      results.push(row);
      console.log(`${row.name}: p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms, max ${row.max} ms`);
    }
    await handle.close();

    const loadAfter = os.loadavg();
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');
    const summary = {
      engine,
      when,
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: { before: loadBefore, after: loadAfter },
      data: {
        videos: data.videoIds.length,
        channels: data.channelIds.length,
        days,
        runsPerDay: perDay,
        videoSnapshots: data.snapshots.videos,
        channelSnapshots: data.snapshots.channels,
        generationSeconds: Math.round(generationSeconds),
        growthRefreshMs: refreshMs,
      },
      iterations,
      targetP99Ms: TARGET_P99_MS,
      results,
    };
    const out = path.join(repoRoot, 'bench/results');
    fs.writeFileSync(path.join(out, `rankings-${engine}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    const lines = [
      `# Ranking queries — ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}`,
      '',
      `Run ${when} UTC on ${summary.cpus} cores, ${summary.memoryGiB} GiB (shared machine; load average 1/5/15 min ` +
        `${load(loadBefore)} before, ${load(loadAfter)} after). \`npm run bench:rankings${engine === 'postgres' ? ' -- --postgres' : ''}\`.`,
      '',
      `Data: ${summary.data.videos.toLocaleString('en')} tracked videos and ${summary.data.channels.toLocaleString('en')} channels, ` +
        `${days} days × ${perDay} collector run(s) a day: ${summary.data.videoSnapshots.toLocaleString('en')} video and ` +
        `${summary.data.channelSnapshots.toLocaleString('en')} channel snapshots (generated in ${summary.data.generationSeconds} s). ` +
        `Storing every channel's weekly growth, as the collector does at the end of each run: ${refreshMs} ms.`,
      '',
      `Each query ${iterations} times one after another through the ranking service (no HTTP, no read cache), after 20 warm-up runs. Target: p99 ≤ ${TARGET_P99_MS} ms.`,
      '',
      '| query | p50 ms | p95 ms | p99 ms | max ms | p99 ≤ 50 ms |',
      '|---|---:|---:|---:|---:|---|',
      ...results.map(
        (r) => `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.met ? 'met' : '**not met**'} |`,
      ),
      '',
    ];
    fs.writeFileSync(path.join(out, `rankings-${engine}.md`), lines.join('\n'));
  } finally {
    cluster?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
