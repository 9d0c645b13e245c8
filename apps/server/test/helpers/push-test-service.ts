import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types: decrypt(buffer, params) is all this uses.
import ece from 'http_ece';

/** A browser's side of a push subscription: its key pair and auth secret. */
export interface TestSubscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
}

export interface ReceivedPush {
  path: string;
  /** The decrypted body, parsed. */
  payload: Record<string, unknown>;
  /** The VAPID JWT's claims, after its ES256 signature checked out against `k`. */
  claims: { aud: string; exp: number; sub: string };
  /** The `k=` of the Authorization header: the server's VAPID public key. */
  vapidKey: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A local push service in the real protocol (RFC 8030 delivery, RFC 8291 aes128gcm, RFC 8292
 * VAPID): it checks the VAPID JWT's signature, decrypts each push with the subscriber's private
 * key and keeps what it read; `respond` sets the status an endpoint answers (410 for a browser
 * that unsubscribed, 500 for a service in trouble).
 */
export async function startPushTestService() {
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  const subscribers = new Map<string, TestSubscriber>();
  const statusByPath = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const queued = statusByPath.get(path);
      const status = queued && queued.length > 1 ? (queued.shift() as number) : (queued?.[0] ?? 201);
      try {
        const subscriber = subscribers.get(path);
        if (!subscriber) throw new Error(`no subscriber at ${path}`);
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!req.headers.ttl) throw new Error('no TTL header');
        const { claims, vapidKey } = checkVapid(String(req.headers.authorization ?? ''));
        const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: subscriber.keys.auth,
        });
        if (status < 300) {
          received.push({ path, payload: JSON.parse(plain.toString('utf8')), claims, vapidKey, headers: req.headers });
        }
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
        return;
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    failures,
    /** A new browser subscription at this service. */
    subscriber(name: string): TestSubscriber {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const subscriber = {
        endpoint: `${origin}/push/${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: crypto.randomBytes(16).toString('base64url'),
        },
        ecdh,
      };
      subscribers.set(`/push/${name}`, subscriber);
      return subscriber;
    },
    /** The statuses the endpoint answers next, in order; the last one sticks. */
    respond(name: string, ...statuses: number[]) {
      statusByPath.set(`/push/${name}`, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `vapid t=<JWT>, k=<public key>`: the JWT must be ES256-signed by that key. */
function checkVapid(header: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, vapidKey] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID JWT not ES256');
  const raw = Buffer.from(vapidKey, 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  return { claims, vapidKey };
}
