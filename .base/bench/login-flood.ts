/**
 * `npm run bench:login-flood [-- --duration 10 --flood 20 --trust-proxy 1]`
 * Does a flood of password hashing starve the rest of the server? The real server (built web
 * app, demo data) is measured idle — guest feed and the JS bundle, p50/p99 — then again while 20
 * connections post logins with ever-new e-mails, each from a new X-Forwarded-For address (so a
 * per-address login limit does not stop the flood before it reaches scrypt: the server must
 * trust the header, hence TRUST_PROXY). A member's own login is timed during the flood too.
 * Target: feed and bundle p99 during the flood within 2× idle. Figures, never assertions:
 * bench/results/login-flood.{json,md}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { numberArg, readArgs } from './args.ts';
import { startAppServer } from './server-process.ts';

const DEMO_EMAIL = 'demo1@tubesphere.kr';
const DEMO_PASSWORD = 'demo1234!';

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

let counter = 0;
const nextAddress = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

async function measure(url: string, pathName: string, duration: number, connections: number): Promise<Figures> {
  const result = await autocannon({ url: `${url}${pathName}`, connections, duration });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function flood(url: string, duration: number, connections: number) {
  const statuses = new Map<string, number>();
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/login',
            setupRequest: (request) => ({
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
              body: JSON.stringify({ email: `flood-${counter}-${Math.random()}@flood.kr`, password: 'guess-123456' }),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', (_client, statusCode) => {
    statuses.set(String(statusCode), (statuses.get(String(statusCode)) ?? 0) + 1);
  });
  return { done, statuses };
}

/**
 * A member signing in, one login after another. Each try from another address (as many members
 * would be), so the per-account-and-address limit of 10 tries does not answer instead.
 */
async function memberLogins(url: string, until: number) {
  const times: number[] = [];
  const statuses = new Map<string, number>();
  let tries = 0;
  while (Date.now() < until) {
    tries += 1;
    const started = performance.now();
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${tries >> 8}.${tries & 255}` },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { count: times.length, p50: at(0.5), p99: at(0.99), max: Math.round(times.at(-1) ?? 0), statuses };
}

async function main() {
  const args = readArgs();
  const duration = numberArg(args, 'duration', 10);
  const floodConnections = numberArg(args, 'flood', 20);
  const readers = numberArg(args, 'readers', 4);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-bench-flood-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    TRUST_PROXY: args.get('trust-proxy') ?? '1',
  };
  const loadBefore = os.loadavg();
  const app = await startAppServer(env);
  try {
    const shell = await (await fetch(`${app.url}/`)).text();
    const bundle = /<script[^>]+src="([^"]+\.js)"/.exec(shell)?.[1];
    if (!bundle) throw new Error('no JS bundle in the page shell: build the web app first (npm run build)');
    const feed = '/api/posts/feed?page=1&limit=10';
    // Warm up (JIT, caches), then the idle baseline.
    await measure(app.url, feed, 2, readers);
    await measure(app.url, bundle, 2, readers);
    const idle = {
      feed: await measure(app.url, feed, duration, readers),
      bundle: await measure(app.url, bundle, duration, readers),
    };

    const attack = flood(app.url, duration * 2 + 4, floodConnections);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const member = memberLogins(app.url, Date.now() + duration * 2000);
    const during = {
      feed: await measure(app.url, feed, duration, readers),
      bundle: await measure(app.url, bundle, duration, readers),
    };
    const floodResult = await attack.done;
    const memberResult = await member;

    const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(2)) : null);
    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      node: process.version,
      durationSeconds: duration,
      floodConnections,
      readerConnections: readers,
      loadAverage: {
        before: loadBefore.map((n) => Number(n.toFixed(2))),
        after: os.loadavg().map((n) => Number(n.toFixed(2))),
      },
      idle,
      duringFlood: during,
      p99Ratio: { feed: ratio(during.feed.p99, idle.feed.p99), bundle: ratio(during.bundle.p99, idle.bundle.p99) },
      flood: {
        requests: floodResult.requests.total,
        p99: floodResult.latency.p99,
        statuses: Object.fromEntries(attack.statuses),
      },
      memberLogin: { ...memberResult, statuses: Object.fromEntries(memberResult.statuses) },
    };
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/login-flood.json', `${JSON.stringify(report, null, 2)}\n`);
    const row = (name: string, a: Figures, b: Figures, r: number | null) =>
      `| ${name} | ${a.p50} / ${a.p99} | ${b.p50} / ${b.p99} | ${r ?? '?'}× | ${b.non2xx + b.errors} |`;
    const table = [
      `### Login flood — ${report.date.slice(0, 10)}, ${report.machine}, ${floodConnections} flood connections, ${readers} reader connections, ${duration} s per measurement`,
      '',
      '| what | idle p50 / p99 ms | during the flood p50 / p99 ms | p99 ratio (target ≤ 2×) | errors during |',
      '|---|---:|---:|---:|---:|',
      row('게스트 피드 1페이지', idle.feed, during.feed, report.p99Ratio.feed),
      row('JS 번들', idle.bundle, during.bundle, report.p99Ratio.bundle),
      '',
      `Flood: ${report.flood.requests} login posts, answers ${JSON.stringify(report.flood.statuses)} (503 = shed by the hashing queue), p99 ${report.flood.p99} ms.`,
      `A member's own login during the flood: ${memberResult.count} tries, p50 ${memberResult.p50} ms, p99 ${memberResult.p99} ms, answers ${JSON.stringify(report.memberLogin.statuses)}.`,
      `Load average (1/5/15 min) before: ${report.loadAverage.before.join(' / ')}, after: ${report.loadAverage.after.join(' / ')} — other work on the machine skews every figure.`,
      '',
    ].join('\n');
    fs.writeFileSync('bench/results/login-flood.md', table);
    console.log(`\n${table}\nwritten to bench/results/login-flood.{json,md}`);
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
