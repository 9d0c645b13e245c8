/**
 * `npm run soak [-- --minutes 10 --start-connections 4 --max-connections 64 --stages 5]`
 * A long run of mixed traffic (reads and writes, guests and signed-in users) against the real
 * server in its own process, with the number of connections rising stage by stage. Reports
 * throughput, latency (p50/p99), errors and the server's memory (RSS from /proc/<pid>/status,
 * sampled every 2 s) per stage, then checks that the counters of every post it touched still
 * equal their rows. Data: a copy of the benchmark database (bench/data, `npm run bench:data`)
 * when there is one, else a fresh demo database; PostgreSQL when DATABASE_URL is set (its data
 * is written to). Not part of `npm test`: figures, plus a non-zero exit on 5xx or lost counts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { numberArg, readArgs } from '../bench/args.ts';
import { BENCH_PASSWORD } from '../bench/content.ts';
import { processMemoryMb, startAppServer } from '../bench/server-process.ts';

const args = readArgs();
const minutes = Number(args.get('minutes') ?? 10);
if (!Number.isFinite(minutes) || minutes <= 0) throw new Error('--minutes must be a positive number');
const stages = Math.max(1, numberArg(args, 'stages', 5));
const startConnections = Math.max(1, numberArg(args, 'start-connections', 4));
const maxConnections = Math.max(startConnections, numberArg(args, 'max-connections', 64));
const engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

const SEARCHES = ['먹방', '여행', '고양이', '게임', '요리', '뉴스', '음악', '운동', '영화', '강아지'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

interface Prepared {
  env: Record<string, string>;
  dataFile: string | null;
  email: (i: number) => string;
  password: string;
  cleanup(): void;
}

/** Where the server's data comes from: the benchmark database, a demo database, or DATABASE_URL. */
function prepareData(): Prepared {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-soak-'));
  const cleanup = () => fs.rmSync(workDir, { recursive: true, force: true });
  const bench = path.resolve('bench/data/tubesphere.db');
  if (engine === 'postgres') {
    console.log('Data: DATABASE_URL (PostgreSQL); demo content is added if missing, soak users are signed up there.');
    return {
      env: { DATA_DIR: workDir, SEED_DEMO: '1' },
      dataFile: null,
      email: soakEmail,
      password: 'soak-password-1',
      cleanup,
    };
  }
  if (fs.existsSync(bench)) {
    console.log(`Data: a copy of ${bench} (${Math.round(fs.statSync(bench).size / 2 ** 20)} MB)`);
    fs.copyFileSync(bench, path.join(workDir, 'tubesphere.db'));
    return {
      env: { DATA_DIR: workDir, ADMIN_EMAIL: 'admin@bench.kr', ADMIN_PASSWORD: BENCH_PASSWORD },
      dataFile: path.join(workDir, 'tubesphere.db'),
      email: (i) => `bench${i + 1}@bench.kr`,
      password: BENCH_PASSWORD,
      cleanup,
    };
  }
  console.log('Data: a fresh demo database (run `npm run bench:data` first for the 100k-post one)');
  return {
    env: { DATA_DIR: workDir, SEED_DEMO: '1' },
    dataFile: path.join(workDir, 'tubesphere.db'),
    email: soakEmail,
    password: 'soak-password-1',
    cleanup,
  };
}

const soakEmail = (i: number) => `soak${i + 1}-${process.pid}@soak.kr`;

async function session(url: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const response = login.ok
    ? login
    : await fetch(`${url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, user_name: `소크${email.slice(4, 8)}` }),
      });
  if (!response.ok) throw new Error(`no session for ${email}: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

type Method = 'GET' | 'POST';
interface Mix {
  weight: number;
  name: string;
  make(): { method: Method; path: string; body?: unknown; user: boolean };
}

function trafficMix(postIds: number[], touched: Set<number>, sphereIds: number[]): Mix[] {
  const post = () => pick(postIds);
  const touch = () => {
    const id = post();
    touched.add(id);
    return id;
  };
  let sequence = 0;
  return [
    { weight: 18, name: 'feed (guest)', make: () => ({ method: 'GET', path: '/api/posts/feed', user: false }) },
    {
      weight: 8,
      name: 'feed page n',
      make: () => ({ method: 'GET', path: `/api/posts/feed?page=${1 + Math.floor(Math.random() * 40)}`, user: false }),
    },
    { weight: 10, name: 'feed (user)', make: () => ({ method: 'GET', path: '/api/posts/feed', user: true }) },
    {
      weight: 14,
      name: 'post detail',
      make: () => ({ method: 'GET', path: `/api/posts/post${post()}/detail`, user: Math.random() < 0.5 }),
    },
    {
      weight: 7,
      name: 'search',
      make: () => ({ method: 'GET', path: `/api/posts/search?q=${encodeURIComponent(pick(SEARCHES))}`, user: false }),
    },
    { weight: 4, name: 'spheres', make: () => ({ method: 'GET', path: '/api/spheres/recommended', user: true }) },
    { weight: 5, name: 'me', make: () => ({ method: 'GET', path: '/api/auth/me', user: true }) },
    {
      weight: 12,
      name: 'like/dislike',
      make: () => ({
        method: 'POST',
        path: `/api/posts/post${touch()}/like`,
        body: { type: Math.random() < 0.8 ? 'like' : 'dislike' },
        user: true,
      }),
    },
    {
      weight: 8,
      name: 'comment',
      make: () => {
        sequence += 1;
        return {
          method: 'POST',
          path: `/api/posts/post${touch()}/comments`,
          body: { content: `소크 테스트 댓글 ${sequence}` },
          user: true,
        };
      },
    },
    {
      weight: 3,
      name: 'new post',
      make: () => {
        sequence += 1;
        return {
          method: 'POST',
          path: '/api/posts/feed',
          body: { title: `소크 글 ${sequence}`, blocks: [{ id: 1, type: 'text', content: '장시간 부하 시험' }] },
          user: true,
        };
      },
    },
    {
      weight: 2,
      name: 'join sphere',
      make: () => ({ method: 'POST', path: `/api/spheres/${pick(sphereIds)}/join`, body: {}, user: true }),
    },
  ];
}

interface StageResult {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  s5xx: number;
  rssEndMb: number | null;
}

async function checkCounters(prepared: Prepared, touched: Set<number>): Promise<string[]> {
  const ids = [...touched];
  if (ids.length === 0) return [];
  const query = `
    select p.post_id, p.like_count, p.dislike_count, p.comment_count,
      (select count(*) from post_reaction r where r.post_id = p.post_id and r.reaction_type = 'like') as likes,
      (select count(*) from post_reaction r where r.post_id = p.post_id and r.reaction_type = 'dislike') as dislikes,
      (select count(*) from comment c where c.post_id = p.post_id and c.deleted_at is null) as comments
    from post p where p.post_id in (${ids.map(Number).join(',')})`;
  let rows: Record<string, number>[];
  if (prepared.dataFile) {
    const db = new SqliteDatabase(prepared.dataFile, { readonly: true });
    rows = db.prepare(query).all() as Record<string, number>[];
    db.close();
  } else {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    rows = (await client.query(query)).rows;
    await client.end();
  }
  const wrong: string[] = [];
  for (const row of rows) {
    if (Number(row.like_count) !== Number(row.likes))
      wrong.push(`post ${row.post_id} likes ${row.like_count}/${row.likes}`);
    if (Number(row.dislike_count) !== Number(row.dislikes)) wrong.push(`post ${row.post_id} dislikes`);
    if (Number(row.comment_count) !== Number(row.comments)) wrong.push(`post ${row.post_id} comments`);
  }
  return wrong;
}

async function main(): Promise<void> {
  const prepared = prepareData();
  const app = await startAppServer({ ...prepared.env, LOG_LEVEL: 'warn' });
  const pid = app.child.pid;
  // The server's own error log lines (pino level 50+), shown with the report.
  const serverErrors: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (/"level":(50|60)/.test(line)) serverErrors.push(line.slice(0, 1500));
    }
  };
  app.child.stdout?.on('data', collect);
  app.child.stderr?.on('data', collect);
  const rss: { at: number; mb: number }[] = [];
  const sampler = setInterval(() => {
    const mb = processMemoryMb(pid);
    if (mb !== null) rss.push({ at: Date.now(), mb });
  }, 2000);
  try {
    const cookies: string[] = [];
    for (let i = 0; i < 20; i += 1) cookies.push(await session(app.url, prepared.email(i), prepared.password));
    const postIds: number[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const feed = (await (await fetch(`${app.url}/api/posts/feed?page=${page}&limit=50`)).json()) as {
        data: { posts: { postId: string }[] };
      };
      postIds.push(...feed.data.posts.map((p) => Number(p.postId.slice(4))));
    }
    if (postIds.length === 0) throw new Error('no confirmed posts to read and react to');
    const spheres = (await (await fetch(`${app.url}/api/spheres/recommended`)).json()) as {
      data: { spheres: { id: number }[] };
    };
    const touched = new Set<number>();
    const mix = trafficMix(
      postIds,
      touched,
      spheres.data.spheres.map((s) => s.id),
    );
    const totalWeight = mix.reduce((sum, m) => sum + m.weight, 0);
    const choose = () => {
      let roll = Math.random() * totalWeight;
      for (const m of mix) {
        roll -= m.weight;
        if (roll <= 0) return m;
      }
      return mix[0] as Mix;
    };

    const stageSeconds = Math.max(5, Math.round((minutes * 60) / stages));
    const results: StageResult[] = [];
    const rssStart = processMemoryMb(pid);
    console.log(
      `\nSoak: ${engine}, ${minutes} min in ${stages} stages of ${stageSeconds} s, ${startConnections}→${maxConnections} connections; server RSS at start ${rssStart} MB\n`,
    );
    for (let stage = 0; stage < stages; stage += 1) {
      const connections = Math.min(
        maxConnections,
        Math.round(startConnections * (maxConnections / startConnections) ** (stages === 1 ? 1 : stage / (stages - 1))),
      );
      const result = await autocannon({
        url: app.url,
        connections,
        duration: stageSeconds,
        requests: [
          {
            setupRequest: (request) => {
              const made = choose().make();
              return {
                ...request,
                method: made.method,
                path: made.path,
                headers: {
                  ...(made.user ? { cookie: pick(cookies) } : {}),
                  ...(made.body !== undefined ? { 'content-type': 'application/json' } : {}),
                },
                body: made.body !== undefined ? JSON.stringify(made.body) : undefined,
              };
            },
          },
        ],
      });
      const row: StageResult = {
        connections,
        seconds: stageSeconds,
        requests: result.requests.total,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        s5xx: result['5xx'],
        rssEndMb: processMemoryMb(pid),
      };
      results.push(row);
      console.log(
        `  stage ${stage + 1}/${stages}: ${connections} connections, ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
          `errors ${row.errors}, non-2xx ${row.non2xx} (5xx ${row.s5xx}), RSS ${row.rssEndMb} MB`,
      );
    }
    clearInterval(sampler);
    const healthy = (await fetch(`${app.url}/api/healthz`)).ok;
    const wrong = await checkCounters(prepared, touched);
    const total = results.reduce((sum, r) => sum + r.requests, 0);
    const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
    const peak = Math.max(...rss.map((s) => s.mb), rssStart ?? 0);
    const end = processMemoryMb(pid);
    // Growth between the end of the first stage (warmed up) and the end of the last.
    const warm = results[0]?.rssEndMb ?? rssStart;
    const report = [
      `### Soak — ${engine}, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, ${minutes} min`,
      '',
      '| stage | connections | req/s | p50 ms | p99 ms | errors | non-2xx | 5xx | RSS MB |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r, i) =>
          `| ${i + 1} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.s5xx} | ${r.rssEndMb} |`,
      ),
      '',
      `Total: ${total} requests in ${seconds} s (${Math.round(total / seconds)} req/s on average), ` +
        `${results.reduce((s, r) => s + r.errors, 0)} connection errors, ${results.reduce((s, r) => s + r.non2xx, 0)} non-2xx, ` +
        `${results.reduce((s, r) => s + r.s5xx, 0)} 5xx.`,
      `Server RSS: ${rssStart} MB at start, ${warm} MB after stage 1, peak ${peak} MB, ${end} MB at the end ` +
        `(growth after warm-up: ${end !== null && warm !== null ? end - warm : '?'} MB).`,
      `Health after the run: ${healthy ? 'ok' : 'FAILED'}; counters of ${touched.size} touched posts equal their rows: ${wrong.length === 0 ? 'yes' : `NO (${wrong.slice(0, 5).join('; ')})`}.`,
      `Server errors logged: ${serverErrors.length}.`,
      ...serverErrors.slice(0, 5).map((line) => `    ${line}`),
      '',
    ].join('\n');
    console.log(`\n${report}`);
    const out = path.join(os.tmpdir(), `tubesphere-soak-${engine}.md`);
    fs.writeFileSync(out, report);
    console.log(`(also written to ${out})`);
    if (!healthy || wrong.length > 0 || serverErrors.length > 0 || results.some((r) => r.s5xx > 0))
      process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await app.stop();
    prepared.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
