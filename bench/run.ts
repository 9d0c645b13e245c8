/**
 * `npm run bench [-- --duration 10 --connections 50 --only a,b --db bench/data/x.db --name x]`
 * Starts the real server on the benchmark database (bench/data, or DATABASE_URL) in its own
 * process, records one response per scenario, starts a bare node:http "ceiling" server that
 * answers the same bytes, and loads both with autocannon. Writes bench/results/<engine>.json and
 * bench/results/<engine>.md. Figures, not assertions: nothing here fails on a slow result.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { numberArg, readArgs } from './args.ts';
import { BENCH_PASSWORD } from './content.ts';
import { buildScenarios, type Scenario, TARGETS } from './scenarios.ts';
import { processMemoryMb, startAppServer, startCeilingServer } from './server-process.ts';
import { searchQueries } from './vocabulary.ts';

const LOOP_DELAY_PROBE = path.resolve('bench/loop-delay-probe.mjs');

/** The server's event-loop delay since the last call (loop-delay-probe.mjs), in ms. */
async function loopDelay(pid: number | undefined, file: string): Promise<{ p50: number; p99: number; max: number }> {
  fs.rmSync(file, { force: true });
  if (pid) process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(file); i += 1) await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Row extends Measured {
  scenario: string;
  label: string;
  ceilingRequestsPerSecond: number;
  ceilingRatio: number;
  target: string;
  /** For a scenario with `alongside`: the other path alone, then during this scenario's load. */
  alongside?: { label: string; connections: number; idle: Measured; during: Measured };
  eventLoopDelayMs?: { p50: number; p99: number; max: number };
}

async function load(
  url: string,
  scenario: Scenario,
  cookies: string | string[] | undefined,
  useCeilingPath: boolean,
  opts: { duration: number; connections: number },
): Promise<Measured> {
  const pathFor = () =>
    useCeilingPath ? scenario.ceilingPath : typeof scenario.path === 'string' ? scenario.path : scenario.path();
  // Many members: each request the next one, in turn, so requests in flight are of different members.
  let turn = 0;
  const cookieFor = () => {
    if (!Array.isArray(cookies)) return cookies;
    turn += 1;
    return cookies[turn % cookies.length];
  };
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        method: scenario.method,
        setupRequest: (request) => {
          const cookie = cookieFor();
          return {
            ...request,
            path: pathFor(),
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(scenario.body ? { 'content-type': 'application/json' } : {}),
            },
            body: scenario.body ? JSON.stringify(scenario.body()) : undefined,
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0] as string;
}

async function main() {
  const args = readArgs();
  const opts = { duration: numberArg(args, 'duration', 10), connections: numberArg(args, 'connections', 50) };
  const warmup = numberArg(args, 'warmup', 2);
  const engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
  const env: Record<string, string> = { ADMIN_EMAIL: 'admin@bench.kr', ADMIN_PASSWORD: BENCH_PASSWORD };
  // --no-cache measures the database paths alone: the read cache (plugins/app/read-cache.ts) off.
  const noCache = args.has('no-cache');
  if (noCache) env.FEED_CACHE_TTL_MS = '0';
  // Results land in bench/results/<name>.{json,md}; a partial run (--only) writes to the temp dir
  // unless it is given a --name of its own (the million-post comparison: million-sqlite-1m …).
  const name = args.get('name') ?? `${engine}${noCache ? '-nocache' : ''}`;
  const outDir = args.has('only') && !args.has('name') ? os.tmpdir() : 'bench/results';
  let workDir: string | null = null;
  if (engine === 'sqlite') {
    const source = path.resolve(args.get('db') ?? 'bench/data/tubesphere.db');
    if (!fs.existsSync(source))
      throw new Error('no benchmark database: run `npm run bench:data -- --posts 100000` first');
    // Writes during the run must not change the generated data set for the next run.
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-bench-'));
    fs.copyFileSync(source, path.join(workDir, 'tubesphere.db'));
    env.DATA_DIR = workDir;
  }
  // Other work on the machine skews every figure: the load average is reported with them.
  const loadBefore = os.loadavg()[0] ?? 0;
  const loopDelayFile = path.join(os.tmpdir(), `ts-bench-loop-${process.pid}.json`);
  env.BENCH_LOOP_DELAY_FILE = loopDelayFile;
  env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(LOOP_DELAY_PROBE).href}`.trim();
  const app = await startAppServer(env);
  const userCookie = await login(app.url, 'bench1@bench.kr');
  const adminCookie = await login(app.url, 'admin@bench.kr');

  const feed = (await (await fetch(`${app.url}/api/posts/feed?page=1&limit=50`)).json()) as {
    data: { posts: { postId: string }[] };
  };
  const postIds = feed.data.posts.map((p) => Number(p.postId.slice(4)));
  const total = Number(args.get('posts') ?? 100_000);
  const detailPostId = postIds[5] as number;
  for (let i = 0; i < 50; i += 1) {
    await fetch(`${app.url}/api/posts/post${detailPostId}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: userCookie },
      body: JSON.stringify({ content: `상세 벤치마크용 댓글 ${i + 1}` }),
    });
  }
  const allIds = Array.from({ length: Math.min(total, 2000) }, (_, i) => (postIds[0] as number) - i).filter(
    (id) => id > 0,
  );
  // --only guest-feed-p1,search runs a subset (while tuning one path).
  const only = args.get('only')?.split(',');
  const spheres = (await (await fetch(`${app.url}/api/spheres`)).json()) as { data: { spheres: { id: number }[] } };
  const sphereId = Math.min(...spheres.data.spheres.map((s) => s.id));
  // The prolific member of the data set (generate-data.ts): their profile's first and last pages.
  const prolific = (await (
    await fetch(`${app.url}/api/auth/me`, { headers: { cookie: await login(app.url, 'bench2@bench.kr') } })
  ).json()) as { user: { user_id: string } };
  const profileUserId = Number(prolific.user.user_id.slice(4));
  const profile = (await (await fetch(`${app.url}/api/users/user${profileUserId}`)).json()) as {
    user: { stats: { posts: number } };
  };
  const scenarios = buildScenarios({
    postIds: allIds,
    detailPostId,
    deepPage: Math.min(5000, Math.floor(total / 10) - 1),
    sphereId,
    sphereDeepPage: Math.max(1, Math.min(1000, Math.floor(total / 8 / 10) - 1)),
    categoryDeepPage: Math.max(1, Math.min(500, Math.floor(total / 12 / 10) - 1)),
    profileUserId,
    profileDeepPage: Math.max(1, Math.floor(profile.user.stats.posts / 10)),
    searchQueries: searchQueries(numberArg(args, 'queries', 2000)),
  }).filter((s) => !only || only.includes(s.name));
  // The many-member scenarios: four members per connection (bench11… of generate-data.ts; the
  // first ten are the one-member scenarios' and the profile's), signed in once each.
  const memberCookies: string[] = [];
  if (scenarios.some((s) => s.auth === 'members')) {
    for (let i = 0; i < opts.connections * 4; i += 1)
      memberCookies.push(await login(app.url, `bench${11 + i}@bench.kr`));
  }
  const cookieFor = (s: Scenario) =>
    s.auth === 'user'
      ? userCookie
      : s.auth === 'admin'
        ? adminCookie
        : s.auth === 'members'
          ? memberCookies
          : undefined;
  const oneCookie = (s: Scenario) => {
    const cookie = cookieFor(s);
    return Array.isArray(cookie) ? cookie[0] : cookie;
  };

  // Record one real response per scenario for the ceiling server.
  const recorded = [];
  for (const s of scenarios) {
    const target = typeof s.path === 'string' ? s.path : s.path();
    const response = await fetch(`${app.url}${target}`, {
      method: s.method,
      headers: {
        ...(oneCookie(s) ? { cookie: oneCookie(s) as string } : {}),
        ...(s.body ? { 'content-type': 'application/json' } : {}),
      },
      body: s.body ? JSON.stringify(s.body()) : undefined,
    });
    recorded.push({
      method: s.method,
      path: s.ceilingPath,
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: await response.text(),
    });
  }
  const recordedFile = path.join(os.tmpdir(), `ts-bench-recorded-${process.pid}.json`);
  fs.writeFileSync(recordedFile, JSON.stringify(recorded));
  const ceiling = await startCeilingServer(recordedFile);

  const rows: Row[] = [];
  for (const s of scenarios) {
    process.stdout.write(`  ${s.name} … `);
    if (s.alongside) {
      const other: Scenario = { ...s, name: `${s.name}:alongside`, path: s.alongside.path, alongside: undefined };
      const side = { ...opts, connections: s.alongside.connections };
      if (warmup > 0) await load(app.url, s, cookieFor(s), false, { ...opts, duration: warmup });
      const idle = await load(app.url, other, undefined, false, side);
      await loopDelay(app.child.pid, loopDelayFile);
      const [measured, beside] = await Promise.all([
        load(app.url, s, cookieFor(s), false, opts),
        load(app.url, other, undefined, false, side),
      ]);
      const delay = await loopDelay(app.child.pid, loopDelayFile);
      rows.push({
        scenario: s.name,
        label: s.label,
        ...measured,
        ceilingRequestsPerSecond: 0,
        ceilingRatio: 0,
        target: TARGETS[s.name] ?? '',
        alongside: { label: s.alongside.label, connections: s.alongside.connections, idle, during: beside },
        eventLoopDelayMs: delay,
      });
      console.log(
        `${measured.requestsPerSecond} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, errors ${measured.errors + measured.non2xx}; ` +
          `${s.alongside.label}: p99 ${idle.p99} ms idle, ${beside.p99} ms during (${beside.requestsPerSecond} req/s); event-loop delay p99 ${delay.p99} ms (max ${delay.max})`,
      );
      continue;
    }
    // A short unmeasured run first, for both: figures of steady state, not of the JIT warming up.
    const warm = { ...opts, duration: warmup };
    if (warmup > 0) await load(app.url, s, cookieFor(s), false, warm);
    const measured = await load(app.url, s, cookieFor(s), false, opts);
    if (warmup > 0) await load(ceiling.url, s, undefined, true, warm);
    const bare = await load(ceiling.url, s, undefined, true, opts);
    const ratio = bare.requestsPerSecond > 0 ? measured.requestsPerSecond / bare.requestsPerSecond : 0;
    rows.push({
      scenario: s.name,
      label: s.label,
      ...measured,
      ceilingRequestsPerSecond: bare.requestsPerSecond,
      ceilingRatio: Number(ratio.toFixed(3)),
      target: TARGETS[s.name] ?? '',
    });
    console.log(
      `${measured.requestsPerSecond} req/s, p99 ${measured.p99} ms, ${Math.round(ratio * 100)} % of ceiling, errors ${measured.errors + measured.non2xx}`,
    );
  }
  const memory = processMemoryMb(app.child.pid);
  await ceiling.stop();
  await app.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(recordedFile, { force: true });
  fs.rmSync(loopDelayFile, { force: true });

  const report = {
    engine,
    readCache: noCache ? 'off' : 'on',
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    ...opts,
    warmupSeconds: warmup,
    loadAverage: { before: Number(loadBefore.toFixed(2)), after: Number((os.loadavg()[0] ?? 0).toFixed(2)) },
    serverRssMb: memory,
    rows,
  };
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const table = [
    `### ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${noCache ? ', read cache off' : ''} — ${report.date.slice(0, 10)}, ${report.machine}, ${opts.connections} connections, ${opts.duration} s per scenario`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | errors | ceiling req/s | % of ceiling | target |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${r.alongside ? '—' : r.ceilingRequestsPerSecond} | ${r.alongside ? '—' : `${Math.round(r.ceilingRatio * 100)} %`} | ${r.target} |`,
    ),
    '',
    ...rows.flatMap((r) =>
      r.alongside && r.eventLoopDelayMs
        ? [
            `${r.label}: ${r.alongside.label} (${r.alongside.connections} connections) p99 ${r.alongside.idle.p99} ms alone (${r.alongside.idle.requestsPerSecond} req/s), ${r.alongside.during.p99} ms during (${r.alongside.during.requestsPerSecond} req/s, p50 ${r.alongside.during.p50} ms); server event-loop delay during: p50 ${r.eventLoopDelayMs.p50} ms, p99 ${r.eventLoopDelayMs.p99} ms, max ${r.eventLoopDelayMs.max} ms.`,
            '',
          ]
        : [],
    ),
    `Server memory (RSS) at the end: ${memory ?? '?'} MB. Load average (1 min) of the machine: ${report.loadAverage.before} before, ${report.loadAverage.after} after — other work running at the same time lowers both columns.`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(outDir, `${name}.md`), table);
  console.log(`\n${table}\nwritten to ${path.join(outDir, name)}.{json,md}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
