/**
 * `npm run bench:push [-- --notifications 300]` (DATABASE_URL for PostgreSQL, or `--postgres` to
 * start a throw-away cluster; a fresh SQLite file otherwise). Web push delivery
 * (docs/decisions/230-web-push.md), in process: `--notifications` members each with one browser
 * subscribed through the API, one notification each written by `notify` (which queues the push),
 * then the `send-push` job's sender until every push has reached a local push service that checks
 * the VAPID signature and decrypts each body (RFC 8030/8291/8292, the API tests' service). Figures:
 * the time to queue them, the time to deliver them all, pushes a second.
 * Writes bench/results/push-{engine}.{json,md}. Figures, not assertions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { notify } from '../apps/server/src/modules/notifications/index.ts';
import { startPushTestService } from '../apps/server/test/helpers/push-test-service.ts';
import { numberArg, readArgs } from './args.ts';

interface Cluster {
  url: string;
  stop(): void;
}

const args = readArgs();
const COUNT = numberArg(args, 'notifications', 300);
const repoRoot = path.resolve(import.meta.dirname, '..');
let cluster: Cluster | null = null;
if (args.has('postgres') && !process.env.DATABASE_URL) {
  const { startPgCluster } = (await import(path.join(repoRoot, 'scripts/pg-cluster.mjs'))) as {
    startPgCluster(): Promise<Cluster | null>;
  };
  cluster = await startPgCluster();
  if (!cluster) throw new Error('PostgreSQL binaries not found');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-push-'));
const config = loadConfig({
  ...process.env,
  ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  ADMIN_EMAIL: 'admin@bench.kr',
  ADMIN_PASSWORD: 'bench-admin-password-1',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_SCALE: '1000',
  // The local push service listens on plain http.
  WEB_PUSH_ALLOW_HTTP: '1',
});
const engine = config.database.kind;
const database = openDatabase(config.database);
await prepareDatabase(database, config);
const app = await buildApp({ config, database, logger: false });
await app.ready();
const service = await startPushTestService();

const recipients: number[] = [];
for (let i = 0; i < COUNT; i += 1) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: `push${i}-${Date.now()}@bench.kr`, password: 'bench-password-1', user_name: `푸시${i}` },
  });
  const cookie = response.cookies.find((c) => c.name === 'ts_session');
  if (response.statusCode !== 201 || !cookie) throw new Error(`signup ${response.statusCode} ${response.body}`);
  const browser = service.subscriber(`member-${i}`);
  const subscribed = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie: `ts_session=${cookie.value}` },
    payload: { endpoint: browser.endpoint, keys: browser.keys },
  });
  if (subscribed.statusCode !== 201) throw new Error(`subscribe ${subscribed.statusCode} ${subscribed.body}`);
  recipients.push(Number((response.json().user.user_id as string).slice(4)));
}
// Sign-up writes nothing to push; start from an empty queue all the same.
await app.db.deleteFrom('push_delivery').execute();

const queueStarted = performance.now();
for (const recipientId of recipients) {
  await notify(app.db, { type: 'level_up', recipientId, actorId: null, text: '5' });
}
const queueMs = performance.now() - queueStarted;

const sendStarted = performance.now();
let rounds = 0;
while (service.received.length < COUNT && rounds < 50) {
  await app.push.sendDue();
  rounds += 1;
}
const sendMs = performance.now() - sendStarted;
const left = await app.db
  .selectFrom('push_delivery')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();

const result = {
  engine,
  notifications: COUNT,
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
  queue: { ms: Math.round(queueMs), perNotificationMs: Number((queueMs / COUNT).toFixed(2)) },
  delivery: {
    ms: Math.round(sendMs),
    delivered: service.received.length,
    failures: service.failures.length,
    leftInQueue: Number(left.n),
    perSecond: Math.round(service.received.length / (sendMs / 1000)),
    senderPasses: rounds,
  },
};
await app.close();
await service.close();
cluster?.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const out = path.join(import.meta.dirname, 'results');
fs.writeFileSync(path.join(out, `push-${engine}.json`), `${JSON.stringify(result, null, 2)}\n`);
fs.writeFileSync(
  path.join(out, `push-${engine}.md`),
  `# Web push delivery (${engine})

${COUNT} members with one subscribed browser each, one notification each, in process; the push
service is local (loopback HTTP) and checks VAPID and decrypts every push. ${result.cpus} CPUs, load
average ${result.loadAverage.join(' / ')} while it ran (the machine was shared).

| measure | figure |
|---|---|
| queue: ${COUNT} notifications written by \`notify\` (each queues its push) | ${result.queue.ms} ms (${result.queue.perNotificationMs} ms each) |
| deliver: the sender until all reached the push service | ${result.delivery.ms} ms, ${result.delivery.perSecond} pushes/s |
| delivered / failed / left in the queue | ${result.delivery.delivered} / ${result.delivery.failures} / ${result.delivery.leftInQueue} |
`,
);
console.log(JSON.stringify(result, null, 2));
