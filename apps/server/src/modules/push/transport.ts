import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../lib/safe-fetch.ts';

/** What web-push's generateRequestDetails builds: the push service's URL, headers and encrypted body. */
export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export interface PushResponse {
  status: number;
  body: string;
}

const TIMEOUT_MS = 10_000;

/**
 * The member's browser gave us the endpoint, so it is a URL a user chose: like link previews it
 * may only reach the public internet, checked inside the connection's own DNS lookup (no
 * rebinding window). `allowHttp` (tests only) lets a local test push service take it over plain
 * http on loopback; web-push's own sender speaks only https, hence this one.
 */
export function sendPushRequest(request: PushRequest, allowHttp: boolean): Promise<PushResponse> {
  const url = new URL(request.endpoint);
  const client = url.protocol === 'https:' ? https : allowHttp && url.protocol === 'http:' ? http : null;
  if (!client) return Promise.reject(new Error(`push endpoint scheme refused: ${url.protocol}`));
  // An address in the URL is connected to without a lookup: checked here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !allowHttp && !isPublicAddress(literal)) {
    return Promise.reject(new Error('push endpoint refused: not a public internet address'));
  }
  const lookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((entry) => !allowHttp && !isPublicAddress(entry.address));
      if (refused || list.length === 0) {
        return callback(new Error('push endpoint refused: not a public internet address'), '', 4);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0] as dns.LookupAddress;
      callback(null, first.address, first.family);
    });
  };
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method: request.method, headers: request.headers, lookup, timeout: TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 4096) chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}
