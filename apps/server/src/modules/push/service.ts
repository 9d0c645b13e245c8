import type { PushDevice, PushPayload, PushSubscriptionBody } from '@tubesphere/shared/contract/push';
import { PUSH_MESSAGES } from '@tubesphere/shared/contract/push';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { Database } from '../../db/schema.ts';
import { isoPlus, nowIso } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import {
  type ClaimedDelivery,
  claimDelivery,
  deleteDelivery,
  dueDeliveryIds,
  markDeliveryFailed,
} from './queue-repository.ts';
import {
  deleteSubscription,
  deleteSubscriptionById,
  listSubscriptions,
  markDelivered,
  type SubscriptionRow,
  trimSubscriptions,
  upsertSubscription,
} from './repository.ts';
import { type PushRequest, type PushResponse, sendPushRequest } from './transport.ts';
import type { VapidKeys } from './vapid.ts';

/** Tries before a push is given up; the waits double from 30 seconds to an hour. */
export const MAX_PUSH_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
const CLAIM_MS = 2 * 60_000;
const BATCH = 50;
/** A push the browser has not collected within a day is stale news: the push service may drop it. */
const TTL_SECONDS = 86_400;

export const pushRetryDelayMs = (attempts: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/**
 * What a queued push says, read when it is sent: the module that queued it (notifications,
 * messages) registers a source for its kind. Null when the thing is gone: nothing is sent.
 */
export type PushSource = (db: Kysely<Database>, refId: number, userId: number) => Promise<PushPayload | null>;

export interface PushSummary {
  [key: string]: number;
  sent: number;
  retrying: number;
  failed: number;
  expired: number;
}

/** Web push: a member's browsers, and the sender that empties the queue (docs/decisions/230-web-push.md). */
export class PushService {
  private readonly sources = new Map<string, PushSource>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly vapid: VapidKeys,
    private readonly allowHttp: boolean,
    private readonly log: FastifyBaseLogger,
    private readonly send: (request: PushRequest, allowHttp: boolean) => Promise<PushResponse> = sendPushRequest,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  addSource(kind: string, source: PushSource): void {
    this.sources.set(kind, source);
  }

  async subscribe(
    userId: number,
    body: PushSubscriptionBody,
    device: { userAgent: string | null; sessionTokenHash: string },
  ): Promise<{ device: PushDevice; created: boolean }> {
    if (!this.allowHttp && new URL(body.endpoint).protocol !== 'https:') throw badRequest(PUSH_MESSAGES.httpsOnly);
    return this.db.transaction().execute(async (trx) => {
      const created = await upsertSubscription(trx, {
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: device.userAgent?.slice(0, 300) ?? null,
        sessionTokenHash: device.sessionTokenHash,
        now: nowIso(),
      });
      await trimSubscriptions(trx, userId);
      const row = (await listSubscriptions(trx, userId)).find((sub) => sub.endpoint === body.endpoint);
      if (!row) throw new Error('push: subscription vanished after saving');
      return { device: toDevice(row), created };
    });
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    if (!(await deleteSubscription(this.db, userId, endpoint))) throw notFound(PUSH_MESSAGES.notFound);
  }

  async devices(userId: number): Promise<PushDevice[]> {
    return (await listSubscriptions(this.db, userId)).map(toDevice);
  }

  /** One pass of the sender: every due push, until none is left or it is told to stop. */
  async sendDue(signal?: AbortSignal): Promise<PushSummary> {
    const summary: PushSummary = { sent: 0, retrying: 0, failed: 0, expired: 0 };
    for (;;) {
      const ids = await dueDeliveryIds(this.db, nowIso(), BATCH);
      if (ids.length === 0 || signal?.aborted) return summary;
      for (const deliveryId of ids) {
        if (signal?.aborted) return summary;
        const now = new Date();
        const delivery = await claimDelivery(this.db, deliveryId, now.toISOString(), isoPlus(CLAIM_MS, now));
        if (delivery) await this.deliver(delivery, summary);
      }
    }
  }

  private async deliver(delivery: ClaimedDelivery, summary: PushSummary): Promise<void> {
    const source = this.sources.get(delivery.kind);
    const payload = source ? await source(this.db, Number(delivery.ref_id), delivery.user_id) : null;
    if (!payload) {
      await deleteDelivery(this.db, delivery.delivery_id);
      return;
    }
    let outcome: { ok: true } | { ok: false; reason: string; retry: boolean; gone: boolean };
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: this.vapid,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          topic: topicOf(payload.tag),
        },
      );
      const response = await this.send(request as PushRequest, this.allowHttp);
      if (response.status >= 200 && response.status < 300) outcome = { ok: true };
      else {
        outcome = {
          ok: false,
          reason: `${response.status} ${response.body.slice(0, 200)}`.trim(),
          // Throttled or the service's own trouble: later. Any other refusal will not change.
          retry: response.status === 429 || response.status >= 500,
          gone: response.status === 404 || response.status === 410,
        };
      }
    } catch (error) {
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error), retry: true, gone: false };
    }
    if (outcome.ok) {
      await deleteDelivery(this.db, delivery.delivery_id);
      await markDelivered(this.db, delivery.subscription_id, nowIso());
      summary.sent += 1;
      return;
    }
    if (outcome.gone) {
      // The browser unsubscribed or the subscription expired: it will never take a push again.
      await deleteSubscriptionById(this.db, delivery.subscription_id);
      summary.expired += 1;
      return;
    }
    const giveUp = !outcome.retry || delivery.attempts >= MAX_PUSH_ATTEMPTS;
    await markDeliveryFailed(
      this.db,
      delivery.delivery_id,
      outcome.reason,
      giveUp ? null : isoPlus(pushRetryDelayMs(delivery.attempts)),
    );
    this.log.warn(
      { deliveryId: delivery.delivery_id, attempts: delivery.attempts, reason: outcome.reason, giveUp },
      'push not sent',
    );
    if (giveUp) summary.failed += 1;
    else summary.retrying += 1;
  }
}

const toDevice = (row: SubscriptionRow): PushDevice => ({
  endpoint: row.endpoint,
  userAgent: row.user_agent,
  createdAt: row.created_at,
  lastSuccessAt: row.last_success_at,
});

/** The Topic header allows 32 URL-safe characters; a longer tag is cut. */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
