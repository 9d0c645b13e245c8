/**
 * `npm run bench:watch-party [-- --participants 200 --controls 30 --gap-ms 300]`
 * 같이 보기 (docs/decisions/235-watch-parties.md): one party with `--participants` open event
 * streams; the host sends `--controls` seeks, one every `--gap-ms`, and each is timed from sending
 * it to its state arriving on every open stream. Run twice: SQLite (one process), and PostgreSQL
 * with two server processes on one database, the streams split between them and the controls
 * sent to the first (so half the streams hear them through LISTEN/NOTIFY). Writes
 * bench/results/watch-party.{json,md}. Figures, not assertions; the machine's load average is
 * recorded beside them.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { numberArg, readArgs } from './args.ts';
import { type ChildServer, startAppServer } from './server-process.ts';

const args = readArgs();
const PARTICIPANTS = numberArg(args, 'participants', 200);
const CONTROLS = numberArg(args, 'controls', 30);
const GAP_MS = numberArg(args, 'gap-ms', 300);
const PASSWORD = 'bench-password-1';
const repoRoot = path.resolve(import.meta.dirname, '..');

async function post(url: string, pathName: string, body: object, cookie = '') {
  const response = await fetch(`${url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathName} → ${response.status} ${text}`);
  return { json: JSON.parse(text), cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] as string };
}

/** One guest's open party page: calls `onState` with each state's `seconds`. */
function openStream(url: string, partyId: string, agent: http.Agent, onState: (seconds: number) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(`${url}/api/watch-parties/${partyId}/events`, { agent }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`events → ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: state\n')) {
            const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { seconds: number };
            onState(data.seconds);
          }
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Result {
  engine: string;
  processes: number;
  participants: number;
  controls: number;
  deliveries: number;
  /** Deliveries that had not arrived 10 s after their control. */
  missing: number;
  /** Stream openings answered 503 (busy) and tried again. */
  openRetries: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  loadAverage: number[];
}

async function scenario(engine: 'sqlite' | 'postgres', servers: ChildServer[]): Promise<Result> {
  const [first] = servers;
  if (!first) throw new Error('no server');
  const host = await post(first.url, '/api/auth/signup', {
    email: `host-${engine}@bench.kr`,
    password: PASSWORD,
    user_name: '벤치방장',
  });
  const created = await post(
    first.url,
    '/api/posts/feed',
    { title: '벤치 영상', blocks: [{ id: '1', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' }] },
    host.cookie,
  );
  const party = await post(first.url, '/api/watch-parties', { postId: created.json.post.postId }, host.cookie);
  const partyId = party.json.party.id as string;

  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  /** Per stream: the seconds of the state it is waiting for, and when each arrived. */
  const waiting = new Map<number, (seconds: number) => void>();
  const requests: http.ClientRequest[] = [];
  let ready = 0;
  let retries = 0;
  let missing = 0;
  for (let i = 0; i < PARTICIPANTS; i += 1) {
    const server = servers[i % servers.length] as ChildServer;
    let first = true;
    const onState = (seconds: number) => {
      if (first) {
        first = false;
        ready += 1;
        return;
      }
      waiting.get(i)?.(seconds);
    };
    // A busy server answers 503 with Retry-After; a browser's EventSource tries again too.
    for (let attempt = 1; ; attempt += 1) {
      try {
        requests.push(await openStream(server.url, partyId, agent, onState));
        break;
      } catch (error) {
        if (attempt >= 10) throw error;
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }
  const readyBy = performance.now() + 120_000;
  while (ready < PARTICIPANTS) {
    if (performance.now() > readyBy) throw new Error(`only ${ready} of ${PARTICIPANTS} streams got their first state`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  const latencies: number[] = [];
  for (let n = 0; n < CONTROLS; n += 1) {
    const target = 100 + n;
    // A delivery that never comes counts as missing after 10 s instead of stopping the run.
    const arrived = Promise.all(
      Array.from(
        { length: PARTICIPANTS },
        (_, i) =>
          new Promise<number>((resolve) => {
            const timer = setTimeout(() => resolve(Number.NaN), 10_000);
            waiting.set(i, (seconds) => {
              if (seconds !== target) return;
              clearTimeout(timer);
              resolve(performance.now());
            });
          }),
      ),
    );
    const sent = performance.now();
    await post(first.url, `/api/watch-parties/${partyId}/control`, { action: 'seek', seconds: target }, host.cookie);
    for (const at of await arrived) {
      if (Number.isNaN(at)) missing += 1;
      else latencies.push(at - sent);
    }
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  for (const request of requests) request.destroy();
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    engine,
    processes: servers.length,
    participants: PARTICIPANTS,
    controls: CONTROLS,
    deliveries: sorted.length,
    openRetries: retries,
    missing,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@bench.kr',
  ADMIN_PASSWORD: PASSWORD,
  NOTIFICATION_STREAMS_MAX: String(PARTICIPANTS + 100),
});

const results: Result[] = [];
{
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-bench-party-'));
  const server = await startAppServer(env(dataDir));
  try {
    results.push(await scenario('sqlite', [server]));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
{
  const { startPgCluster } = (await import(path.join(repoRoot, 'scripts/pg-cluster.mjs'))) as {
    startPgCluster(): Promise<{ url: string; stop(): void } | null>;
  };
  const cluster = await startPgCluster();
  if (!cluster) {
    console.error('PostgreSQL binaries not found: the two-process run is skipped');
  } else {
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'ts-bench-party-')));
    const servers: ChildServer[] = [];
    try {
      // One after the other: the first migrates the database.
      for (const dir of dirs) servers.push(await startAppServer({ ...env(dir), DATABASE_URL: cluster.url }));
      results.push(await scenario('postgres', servers));
    } finally {
      for (const server of servers) await server.stop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
      cluster.stop();
    }
  }
}

const outDir = path.join(repoRoot, 'bench/results');
fs.writeFileSync(path.join(outDir, 'watch-party.json'), `${JSON.stringify(results, null, 2)}\n`);
const rows = results.map(
  (r) =>
    `| ${r.engine} | ${r.processes} | ${r.participants} | ${r.controls} | ${r.deliveries} | ${r.missing} | ${r.openRetries} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.loadAverage.join(' / ')} |`,
);
fs.writeFileSync(
  path.join(outDir, 'watch-party.md'),
  [
    '# 같이 보기: a control reaching every open stream',
    '',
    `\`npm run bench:watch-party\` (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs). One party,`,
    'every participant a guest page with the events stream open; the host seeks, and each seek is timed',
    'from sending it to its state arriving on each stream (milliseconds). On PostgreSQL two server',
    'processes share the database, the streams split between them, the controls sent to the first.',
    'The load average (1 / 5 / 15 min) is the machine’s as the run ended: other work shared the two',
    'cores, so these are upper figures.',
    '',
    '| engine | processes | participants | controls | deliveries | missing | opening retries (503) | p50 | p95 | p99 | max | load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
console.log(rows.join('\n'));
