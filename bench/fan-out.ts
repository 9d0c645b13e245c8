/**
 * `npm run bench:fan-out [-- --followers 10000 --posts 20]` (DATABASE_URL for PostgreSQL; a fresh
 * SQLite file otherwise). 새 글 알림 fan-out (docs/decisions/225-engagement-layer.md), in process:
 *   1. the write: POST /api/posts/feed by an author whose posts are confirmed at once (등급 2), with
 *      `--followers` followers, beside the same request by an author with none — p50/p99 of
 *      `--posts` requests each, so the followers' cost (a queue row) is seen next to the usual write;
 *   2. the fan-out: one run of the `fan-out-new-posts` job for one such post, from start to all
 *      notifications written.
 * Writes bench/results/fan-out-{engine}.{json,md}. Figures, not assertions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { numberArg, readArgs } from './args.ts';

const args = readArgs();
const FOLLOWERS = numberArg(args, 'followers', 10_000);
const POSTS = numberArg(args, 'posts', 20);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-fanout-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  ADMIN_EMAIL: 'admin@bench.kr',
  ADMIN_PASSWORD: 'bench-admin-password-1',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_SCALE: '1000',
});
const engine = config.database.kind;
const database = openDatabase(config.database);
await prepareDatabase(database, config);
const app = await buildApp({ config, database, logger: false });
await app.ready();

async function signUp(name: string, handle: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: `${handle}-${Date.now()}@bench.kr`, password: 'bench-password-1', user_name: name },
  });
  const cookie = response.cookies.find((c) => c.name === 'ts_session');
  if (response.statusCode !== 201 || !cookie) throw new Error(`signup ${response.statusCode} ${response.body}`);
  const userId = Number((response.json().user.user_id as string).slice(4));
  // 등급 2: posts are public at once (auto-confirmed), so each request queues a fan-out.
  await app.db.updateTable('user').set({ trust_level: 2 }).where('user_id', '=', userId).execute();
  return { userId, cookie: `ts_session=${cookie.value}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timeWrites(cookie: string): Promise<{ p50: number; p99: number; ids: string[] }> {
  const times: number[] = [];
  const ids: string[] = [];
  for (let i = 0; i < POSTS; i += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/posts/feed',
      headers: { cookie },
      payload: { title: `벤치 글 ${i}`, blocks: [{ id: '1', type: 'text', content: `팔로워에게 가는 글 ${i}` }] },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 201) throw new Error(`post ${response.statusCode} ${response.body}`);
    ids.push(response.json().post.postId as string);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), ids };
}

const author = await signUp('인기작가', 'popular');
const plain = await signUp('보통작가', 'plain');
const now = new Date().toISOString();
for (let start = 0; start < FOLLOWERS; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, FOLLOWERS - start) }, (_, i) => ({
    user_name: `팔로워${start + i}`,
    email: `fan${start + i}@bench.kr`,
    password_hash: 'x',
    created_at: now,
    updated_at: now,
  }));
  const ids = await app.db.insertInto('user').values(rows).returning('user_id').execute();
  await app.db
    .insertInto('user_follow')
    .values(ids.map((row) => ({ follower_id: row.user_id, followee_id: author.userId, created_at: now })))
    .execute();
}

const withFollowers = await timeWrites(author.cookie);
const withoutFollowers = await timeWrites(plain.cookie);
// Leave one post in the queue to time the fan-out alone.
const [keep] = withFollowers.ids;
await app.db
  .deleteFrom('post_fanout')
  .where('post_id', '<>', Number(keep?.slice(4)))
  .execute();
const started = performance.now();
const outcome = await app.jobs.runNow('fan-out-new-posts');
const fanOutMs = performance.now() - started;
const written = await app.db
  .selectFrom('notification')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('type', '=', 'new_post')
  .executeTakeFirstOrThrow();

const result = {
  engine,
  followers: FOLLOWERS,
  posts: POSTS,
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
  write: {
    withFollowers: { p50Ms: Number(withFollowers.p50.toFixed(1)), p99Ms: Number(withFollowers.p99.toFixed(1)) },
    withoutFollowers: {
      p50Ms: Number(withoutFollowers.p50.toFixed(1)),
      p99Ms: Number(withoutFollowers.p99.toFixed(1)),
    },
  },
  fanOut: { ms: Math.round(fanOutMs), notificationsWritten: Number(written.n), outcome: outcome.status },
};
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const out = path.join(import.meta.dirname, 'results');
fs.writeFileSync(path.join(out, `fan-out-${engine}.json`), `${JSON.stringify(result, null, 2)}\n`);
fs.writeFileSync(
  path.join(out, `fan-out-${engine}.md`),
  `# 새 글 알림 fan-out (${engine})

${FOLLOWERS.toLocaleString('en')} followers, ${POSTS} posts per author, in process (app.inject), ${result.cpus} CPUs,
load average ${result.loadAverage.join(' / ')} while it ran (the machine was shared).

| measure | figure |
|---|---|
| POST /api/posts/feed, author with ${FOLLOWERS.toLocaleString('en')} followers (auto-confirmed) | p50 ${result.write.withFollowers.p50Ms} ms, p99 ${result.write.withFollowers.p99Ms} ms |
| POST /api/posts/feed, author with no followers | p50 ${result.write.withoutFollowers.p50Ms} ms, p99 ${result.write.withoutFollowers.p99Ms} ms |
| fan-out job: all notifications of one post written | ${result.fanOut.ms} ms (${result.fanOut.notificationsWritten} written) |
`,
);
console.log(JSON.stringify(result, null, 2));
