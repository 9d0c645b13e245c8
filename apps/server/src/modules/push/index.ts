import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoPlus, nowIso } from '../../lib/clock.ts';
import { enqueueForUser, purgeFailedBefore } from './queue-repository.ts';
import { pushRoutes } from './routes.ts';
import { PushService } from './service.ts';
import { loadVapidKeys } from './vapid.ts';

export type { PushService, PushSource } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push (modules/push): the VAPID public key, a member's browsers, the queue's sender. */
    push: PushService;
  }
}

/** Set when this process queued a push; the next response end wakes the sender. */
let queuedSinceLastWake = false;

/**
 * Queues a push of `kind`/`refId` (its module's source says what it reads) to every browser of
 * the member, inside the caller's transaction; nothing for a member who has none.
 */
export async function enqueuePush(
  trx: Transaction<Database> | Kysely<Database>,
  userId: number,
  item: { kind: string; refId: number },
): Promise<void> {
  notePushesQueued(await enqueueForUser(trx, userId, item, nowIso()));
}

/** For a caller that queued pushes in SQL of its own (PostgreSQL's ts_notify): wakes the sender all the same. */
export function notePushesQueued(count: number): void {
  if (count > 0) queuedSinceLastWake = true;
}

const DAY_MS = 86_400_000;

/**
 * Web push: the VAPID key pair (the environment's, or generated and stored at first start),
 * GET /api/push/public-key and /api/push/subscriptions, the `send-push` job (every 10 seconds,
 * one sender across processes, and at once after a request queued a push when jobs run) and
 * the nightly purge of given-up pushes.
 */
export const pushModule = fp(
  async (app) => {
    const vapid = await loadVapidKeys(app.db, app.config.push);
    const push = new PushService(app.db, vapid, app.config.push.allowHttp, app.log.child({ module: 'push' }));
    app.decorate('push', push);
    app.jobs.register({
      name: 'send-push',
      schedule: '*/10 * * * * *',
      run: async ({ signal }) => push.sendDue(signal),
    });
    app.jobs.register({
      name: 'purge-failed-push',
      schedule: '55 4 * * *',
      run: async ({ db }) => ({ deleted: await purgeFailedBefore(db, isoPlus(-7 * DAY_MS)) }),
    });
    app.addHook('onResponse', async () => {
      if (!queuedSinceLastWake) return;
      queuedSinceLastWake = false;
      sendPushSoon(app);
    });
    await app.register(pushRoutes);
  },
  { name: 'push', dependencies: ['session', 'jobs'] },
);

function sendPushSoon(app: FastifyInstance): void {
  if (!app.config.jobsEnabled) return;
  setImmediate(() => {
    app.jobs.runNow('send-push').catch((error: unknown) => app.log.warn({ err: error }, 'push send failed'));
  });
}
