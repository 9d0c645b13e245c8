/**
 * `npm run bench:queries [-- --runs 300]`
 * The database path of every feed scope, one request at a time, read cache off: how long the
 * server spends finding and building one page of the home feed, a sphere's feed and the category
 * filters, page 1 and deep, at the benchmark data set (bench/data, or DATABASE_URL). Unlike the
 * load test these figures hardly move when other work shares the machine (medians), so they say
 * whether a scope keeps the home feed's speed. Writes bench/results/feed-queries-<engine>.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FeedSort } from '@tubesphere/shared/contract/feed';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import type { FeedScope } from '../apps/server/src/modules/posts/repository.ts';
import { FeedService } from '../apps/server/src/modules/posts/service.ts';
import { ViewCounter } from '../apps/server/src/modules/posts/view-counter.ts';
import { ReadCache } from '../apps/server/src/plugins/app/read-cache.ts';
import { numberArg, readArgs } from './args.ts';

const CASES: [label: string, page: number, sort: FeedSort, scope: FeedScope | undefined][] = [
  ['home, page 1, 최신', 1, 'new', undefined],
  ['home, page 5,000, 최신', 5000, 'new', undefined],
  ['home, page 1, 인기', 1, 'hot', undefined],
  ['home, page 1, 베스트 (week)', 1, 'top', undefined],
  ['sphere, page 1, 최신', 1, 'new', { sphereId: 1 }],
  ['sphere, page 1,000, 최신', 1000, 'new', { sphereId: 1 }],
  ['sphere, page 1, 인기', 1, 'hot', { sphereId: 1 }],
  ['sphere, page 1,000, 인기', 1000, 'hot', { sphereId: 1 }],
  ['sphere, page 1, 베스트 (week)', 1, 'top', { sphereId: 1 }],
  ['timing=commute, page 1, 최신', 1, 'new', { timing: 'commute' }],
  ['timing=commute, page 500, 최신', 500, 'new', { timing: 'commute' }],
  ['timing=commute, page 1, 인기', 1, 'hot', { timing: 'commute' }],
  ['timing=commute, page 500, 인기', 500, 'hot', { timing: 'commute' }],
  ['content=asmr, page 1, 최신', 1, 'new', { content: 'asmr' }],
  ['content=asmr, page 200, 최신', 200, 'new', { content: 'asmr' }],
  ['commute + asmr, page 1, 최신', 1, 'new', { timing: 'commute', content: 'asmr' }],
];

const args = readArgs();
const runs = numberArg(args, 'runs', 300);
const config = loadConfig({ ...process.env, DATA_DIR: 'bench/data', LOG_LEVEL: 'silent', NODE_ENV: 'production' });
if (config.database.kind === 'sqlite') {
  config.database.file = path.resolve('bench/data/tubesphere.db');
  if (!fs.existsSync(config.database.file)) throw new Error('run `npm run bench:data -- --posts 100000` first');
}
const database = openDatabase(config.database);
const views = new ViewCounter(database.db, () => {});
// The read cache off: every call reads the database (deep-page marks live their minimum 2 s).
const service = new FeedService(database.db, database.dialect, new ReadCache(0), views, {
  checkContract: false,
  postComments: async () => [],
});
// One unmeasured pass first: statements prepared, pages in the cache, the JIT warm.
for (const [, page, sort, scope] of CASES) {
  for (let i = 0; i < 20; i += 1) await service.feed(null, page, 10, sort, 'week', scope);
}
const loadBefore = os.loadavg()[0] ?? 0;
const rows: string[] = [];
for (const [label, page, sort, scope] of CASES) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await service.feed(null, page, 10, sort, 'week', scope);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0).toFixed(2);
  rows.push(`| ${label} | ${at(0.5)} | ${at(0.9)} | ${at(0.99)} |`);
  console.log(rows.at(-1));
}
await views.close();
await database.close();

const report = [
  `### Feed queries, ${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${runs} runs each, one at a time, read cache off`,
  '',
  '| feed | p50 ms | p90 ms | p99 ms |',
  '|---|---:|---:|---:|',
  ...rows,
  '',
  `Load average (1 min) of the machine: ${loadBefore.toFixed(2)} before, ${(os.loadavg()[0] ?? 0).toFixed(2)} after. A page is ten guest posts with authors and spheres, serialized.`,
  '',
].join('\n');
const out = path.join('bench/results', `feed-queries-${database.dialect}.md`);
fs.writeFileSync(out, report);
console.log(`\n${report}written to ${out}`);
