/**
 * `npm run bench:notifications [-- --streams 1000 --rate 500 --seconds 10 --duration 10 --connections 50]`
 * Live notifications (docs/decisions/100-notifications.md) against the compiled server on a fresh
 * SQLite database, in three parts:
 *   1. memory: the server's RSS before and after `--streams` open notification streams;
 *   2. delivery: comments on one author's post at `--rate` a second (open loop) while the author's
 *      stream is open — from sending each comment to its notification arriving on the stream;
 *   3. throughput: comment creation with autocannon, notifications on (the post's author is told
 *      of every comment), with and without the author's stream open, beside comments on one's own
 *      post (nothing to notify) for comparison.
 * Writes bench/results/notifications.{json,md}. Figures, not assertions.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { numberArg, readArgs } from './args.ts';
import { processMemoryMb, startAppServer } from './server-process.ts';

const args = readArgs();
const STREAMS = numberArg(args, 'streams', 1000);
const RATE = numberArg(args, 'rate', 500);
const SECONDS = numberArg(args, 'seconds', 10);
const DURATION = numberArg(args, 'duration', 10);
const CONNECTIONS = numberArg(args, 'connections', 50);
const PASSWORD = 'bench-password-1';

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

/**
 * A comment sent through a bounded pool of connections (as a load generator holds), so an
 * open-loop rate never turns into thousands of sockets; waiting for a connection counts as latency.
 */
function sendComment(url: string, agent: http.Agent, postId: string, cookie: string, content: string) {
  return new Promise<void>((resolve, reject) => {
    const body = JSON.stringify({ content });
    const request = http.request(
      `${url}/api/posts/${postId}/comments`,
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 201 ? resolve() : reject(new Error(`${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const signUp = async (url: string, name: string) =>
  (await post(url, '/api/auth/signup', { email: `${name}@bench.kr`, password: PASSWORD, user_name: name })).cookie;

/** An open stream: calls `onEvent` with each event's name and data. */
function openStream(url: string, cookie: string, agent: http.Agent, onEvent?: (event: string, data: string) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(`${url}/api/notifications/stream`, { headers: { cookie }, agent }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream → ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        if (!onEvent) return;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) onEvent(event, data);
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function commentLoad(url: string, postId: string, cookies: string[]) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          next += 1;
          return {
            ...request,
            path: `/api/posts/${postId}/comments`,
            headers: { cookie: cookies[next % cookies.length] as string, 'content-type': 'application/json' },
            body: JSON.stringify({ content: `벤치마크 댓글 ${next}` }),
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

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-bench-notify-'));
  const loadBefore = os.loadavg()[0] ?? 0;
  const app = await startAppServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.kr',
    ADMIN_PASSWORD: PASSWORD,
    // Many streams from a few users (one address): the per-user cap is not what is measured.
    NOTIFICATION_STREAMS_PER_USER: '50',
    NOTIFICATION_STREAMS_MAX: String(Math.max(10_000, STREAMS + 100)),
  });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  try {
    const admin = (await post(app.url, '/api/auth/login', { email: 'admin@bench.kr', password: PASSWORD })).cookie;
    const author = await signUp(app.url, 'author');
    const created = await post(
      app.url,
      '/api/posts/feed',
      { title: '알림 벤치마크', blocks: [{ id: '1', type: 'text', content: '댓글이 많이 달릴 글' }] },
      author,
    );
    const postId = created.json.post.postId as string;
    await post(app.url, '/api/admin/posts/confirm', { postId }, admin);
    const commenters: string[] = [];
    for (let i = 0; i < 20; i += 1) commenters.push(await signUp(app.url, `fan${i}`));
    // Warm the paths up (statement caches, JIT) before anything is measured.
    for (let i = 0; i < 200; i += 1) {
      await post(app.url, `/api/posts/${postId}/comments`, { content: `준비 ${i}` }, commenters[i % 20] as string);
    }

    // 1. Memory of open streams.
    await sleep(1000);
    const rssBefore = processMemoryMb(app.child.pid) ?? 0;
    const holders: string[] = [];
    for (let i = 0; i < Math.ceil(STREAMS / 50); i += 1) holders.push(await signUp(app.url, `reader${i}`));
    const rssAfterSignups = processMemoryMb(app.child.pid) ?? 0;
    const open: http.ClientRequest[] = [];
    for (let i = 0; i < STREAMS; i += 1) {
      open.push(await openStream(app.url, holders[Math.floor(i / 50)] as string, agent));
    }
    await sleep(3000);
    const rssWithStreams = processMemoryMb(app.child.pid) ?? 0;
    const streamCostMb = rssWithStreams - rssAfterSignups;
    console.log(`memory: ${rssAfterSignups} MB → ${rssWithStreams} MB with ${STREAMS} streams (+${streamCostMb} MB)`);
    for (const request of open) request.destroy();
    await sleep(1000);
    const rssAfterClose = processMemoryMb(app.child.pid) ?? 0;

    // 2. Delivery: comment → the author's stream, at a fixed rate.
    const sentAt = new Map<string, number>();
    const answeredAt = new Map<string, number>();
    const arrivedAt = new Map<string, number>();
    const authorStream = await openStream(app.url, author, agent, (event, data) => {
      if (event !== 'notification') return;
      const excerpt = (JSON.parse(data) as { notification: { excerpt: string | null } }).notification.excerpt ?? '';
      if (sentAt.has(excerpt)) arrivedAt.set(excerpt, performance.now());
    });
    await sleep(500);
    const writers = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const total = RATE * SECONDS;
    let failed = 0;
    const pending: Promise<unknown>[] = [];
    const start = performance.now();
    for (let i = 0; i < total; i += 1) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const content = `지연 측정 ${i}`;
      sentAt.set(content, performance.now());
      pending.push(
        sendComment(app.url, writers, postId, commenters[i % 20] as string, content).then(
          () => answeredAt.set(content, performance.now()),
          () => {
            failed += 1;
          },
        ),
      );
    }
    await Promise.all(pending);
    writers.destroy();
    const achievedRate = Math.round(total / ((performance.now() - start) / 1000));
    await sleep(2000);
    authorStream.destroy();
    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        p50: Math.round(percentile(sorted, 50)),
        p95: Math.round(percentile(sorted, 95)),
        p99: Math.round(percentile(sorted, 99)),
        max: Math.round(sorted.at(-1) ?? Number.NaN),
      };
    };
    const delivered = [...arrivedAt].map(([content, at]) => at - (sentAt.get(content) ?? at));
    const deliveryMs = spread(delivered);
    // The comment's own request (its transaction), and the stream after it answered (the push).
    const requestMs = spread([...answeredAt].map(([content, at]) => at - (sentAt.get(content) ?? at)));
    const afterAnswerMs = spread(
      [...arrivedAt]
        .filter(([content]) => answeredAt.has(content))
        .map(([content, at]) => Math.max(0, at - (answeredAt.get(content) ?? at))),
    );
    console.log(
      `delivery at ${achievedRate}/s: ${delivered.length}/${total} arrived; send → stream p50 ${deliveryMs.p50} ms, p99 ${deliveryMs.p99} ms; ` +
        `the request itself p99 ${requestMs.p99} ms; answer → stream p99 ${afterAnswerMs.p99} ms`,
    );

    // 3. Throughput of comment creation. Notifying and silent runs take turns, twice, so a
    // neighbour's load on the machine falls on both alike; each figure is the mean of its runs.
    const ownPost = (
      await post(
        app.url,
        '/api/posts/feed',
        { title: '내 글', blocks: [{ id: '1', type: 'text', content: '스스로 다는 댓글' }] },
        commenters[0] as string,
      )
    ).json.post.postId as string;
    const runs: Record<'notifying' | 'withStream' | 'silent', Awaited<ReturnType<typeof commentLoad>>[]> = {
      notifying: [],
      withStream: [],
      silent: [],
    };
    for (let round = 0; round < 2; round += 1) {
      runs.notifying.push(await commentLoad(app.url, postId, commenters));
      runs.silent.push(await commentLoad(app.url, ownPost, [commenters[0] as string]));
      const listening = await openStream(app.url, author, agent, () => {});
      runs.withStream.push(await commentLoad(app.url, postId, commenters));
      listening.destroy();
    }
    const mean = (list: Awaited<ReturnType<typeof commentLoad>>[]) => ({
      requestsPerSecond: Math.round(list.reduce((sum, m) => sum + m.requestsPerSecond, 0) / list.length),
      p50: Math.round(list.reduce((sum, m) => sum + m.p50, 0) / list.length),
      p99: Math.round(list.reduce((sum, m) => sum + m.p99, 0) / list.length),
      errors: list.reduce((sum, m) => sum + m.errors, 0),
      non2xx: list.reduce((sum, m) => sum + m.non2xx, 0),
    });
    const notifying = mean(runs.notifying);
    const withStream = mean(runs.withStream);
    const silent = mean(runs.silent);
    console.log(
      `comments/s — notifying: ${notifying.requestsPerSecond}, with the author's stream open: ${withStream.requestsPerSecond}, own post (nothing to notify): ${silent.requestsPerSecond}`,
    );

    const results = {
      date: new Date().toISOString(),
      engine: 'sqlite',
      cpus: os.cpus().length,
      loadAverageBefore: Number(loadBefore.toFixed(2)),
      memory: {
        streams: STREAMS,
        rssBeforeMb: rssBefore,
        rssAfterSignupsMb: rssAfterSignups,
        rssWithStreamsMb: rssWithStreams,
        streamCostMb,
        rssAfterCloseMb: rssAfterClose,
      },
      delivery: {
        targetRate: RATE,
        achievedRate,
        comments: total,
        failed,
        delivered: delivered.length,
        ms: deliveryMs,
        requestMs,
        afterAnswerMs,
      },
      throughput: { connections: CONNECTIONS, durationSeconds: DURATION, notifying, withStream, silent },
    };
    fs.writeFileSync('bench/results/notifications.json', `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync('bench/results/notifications.md', report(results));
    console.log('wrote bench/results/notifications.md');
  } finally {
    agent.destroy();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(r: {
  date: string;
  cpus: number;
  loadAverageBefore: number;
  memory: {
    streams: number;
    rssAfterSignupsMb: number;
    rssWithStreamsMb: number;
    streamCostMb: number;
    rssAfterCloseMb: number;
  };
  delivery: {
    targetRate: number;
    achievedRate: number;
    comments: number;
    failed: number;
    delivered: number;
    ms: Record<string, number>;
    requestMs: Record<string, number>;
    afterAnswerMs: Record<string, number>;
  };
  throughput: Record<
    'notifying' | 'withStream' | 'silent',
    { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number }
  > & {
    connections: number;
    durationSeconds: number;
  };
}): string {
  const row = (
    label: string,
    m: { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number },
  ) => `| ${label} | ${m.requestsPerSecond.toLocaleString('en')} | ${m.p50} | ${m.p99} | ${m.errors + m.non2xx} |`;
  return `### Live notifications (${r.date.slice(0, 10)}, SQLite, compiled server, ${r.cpus} cores, load average ${r.loadAverageBefore} before)

\`npm run bench:notifications\` (bench/notifications.ts): a fresh database, RATE_LIMIT_SCALE=100000.

| measure | target | result |
|---|---|---|
| extra memory of ${r.memory.streams.toLocaleString('en')} open streams (server RSS) | < 150 MB | **${r.memory.streamCostMb} MB** (${r.memory.rssAfterSignupsMb} → ${r.memory.rssWithStreamsMb} MB; ${r.memory.rssAfterCloseMb} MB after they closed) |
| comment → the author's open stream, at ${r.delivery.achievedRate}/s (target rate ${r.delivery.targetRate}/s) | p99 ≤ 200 ms | **p99 ${r.delivery.ms.p99} ms** (p50 ${r.delivery.ms.p50}, p95 ${r.delivery.ms.p95}, max ${r.delivery.ms.max}; ${r.delivery.delivered}/${r.delivery.comments} delivered, ${r.delivery.failed} failed) |
| comment creation, the author notified of each | ≥ 1,000/s | **${r.throughput.notifying.requestsPerSecond.toLocaleString('en')}/s** |

Comment creation, ${r.throughput.connections} connections, ${r.throughput.durationSeconds} s a run, two runs each (taking turns):

| scenario | req/s | p50 ms | p99 ms | errors |
|---|---:|---:|---:|---:|
${row("comment on another's post: a notification each", r.throughput.notifying)}
${row("the same with the author's stream open (each pushed)", r.throughput.withStream)}
${row("comment on one's own post: nothing to notify", r.throughput.silent)}

Delivery is measured from sending the comment request to the notification's arrival on the
stream, so it includes the request itself: at ${r.delivery.achievedRate}/s the comment requests alone took p50
${r.delivery.requestMs.p50} ms, p99 ${r.delivery.requestMs.p99} ms, and the push after the request had answered p50
${r.delivery.afterAnswerMs.p50} ms, p99 ${r.delivery.afterAnswerMs.p99} ms. Memory is the server process's resident set, read
from /proc after the streams had been open 3 s (heartbeats and the session check included).
`;
}

await main();
