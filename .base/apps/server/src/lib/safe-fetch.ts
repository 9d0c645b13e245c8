import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Fetching a URL a user typed (link previews) without letting them reach our own network
 * (DESIGN §4.7, OWASP SSRF prevention): http(s) only; every address a host name resolves to
 * must be public, checked inside the connection's own DNS lookup so the address we check is
 * the address we connect to (no DNS-rebinding window); the same on every redirect; at most 3
 * redirects, 5 s in all, 1 MB of (decompressed) body.
 */

export type SafeFetchErrorKind = 'bad_url' | 'scheme' | 'blocked' | 'redirects' | 'timeout' | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly kind: SafeFetchErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  maxRedirects?: number;
  timeoutMs?: number;
  maxBytes?: number;
  headers?: Record<string, string>;
  /** Read the body of this final response? (e.g. skip images and downloads). Default: yes. */
  wantBody?: (status: number, headers: http.IncomingHttpHeaders) => boolean;
  /**
   * Test-only: exact `127.0.0.1:<port>` pairs that skip the address check, so a test can serve
   * pages from its own loopback server. Comes from config.safeFetchTestAllowlist, which
   * loadConfig only accepts with NODE_ENV=test (parseSafeFetchTestAllowlist below).
   */
  testAllowlist?: readonly string[];
  /** Tests replace DNS to prove that names resolving to private addresses are refused. */
  lookup?: typeof dns.lookup;
}

export interface SafeFetchResult {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** True when the body was cut at maxBytes. */
  truncated: boolean;
}

export const SAFE_FETCH_DEFAULTS = { maxRedirects: 3, timeoutMs: 5000, maxBytes: 1024 * 1024 } as const;

// Everything that is not the public internet (IANA special-purpose registries).
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
];
// IPv6: only global unicast (2000::/3) is allowed at all, minus the ranges inside it that tunnel
// to or stand for other networks. This excludes ::1, ::ffff:0:0/96 (IPv4-mapped), fc00::/7
// (unique local, incl. fd00:ec2::254 metadata), fe80::/10 (link-local) and multicast.
const BLOCKED_V6: [string, number][] = [
  ['2001::', 32], // Teredo (embeds an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
];

const blocked = new net.BlockList();
for (const [address, prefix] of BLOCKED_V4) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of BLOCKED_V6) blocked.addSubnet(address, prefix, 'ipv6');
const globalUnicastV6 = new net.BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');

/** True only for an IP address on the public internet. Anything unparsable is not public. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) return globalUnicastV6.check(address, 'ipv6') && !blocked.check(address, 'ipv6');
  return false;
}

const BLOCKED_MESSAGE = 'refused: not a public internet address';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const TEST_ALLOW_ENTRY = /^127\.0\.0\.1:\d{1,5}$/;
/**
 * `localhost` and every `*.localhost` name are loopback by definition (RFC 6761 §6.3): refused
 * before any lookup, whatever this machine's resolver says (some answer 127.0.0.1, some nothing).
 */
const LOOPBACK_NAME = /(^|\.)localhost\.?$/i;

/**
 * Parses SAFE_FETCH_TEST_ALLOW ("127.0.0.1:4001,127.0.0.1:4002"). Throws unless NODE_ENV=test,
 * and accepts only loopback host:port pairs, so no production setting can open the fetcher.
 */
export function parseSafeFetchTestAllowlist(value: string | undefined, nodeEnv: string): string[] {
  if (!value) return [];
  if (nodeEnv !== 'test') {
    throw new Error('Invalid configuration:\n  SAFE_FETCH_TEST_ALLOW: only allowed with NODE_ENV=test');
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !TEST_ALLOW_ENTRY.test(entry));
  if (bad.length > 0) {
    throw new Error(
      `Invalid configuration:\n  SAFE_FETCH_TEST_ALLOW: expected 127.0.0.1:<port>, got ${bad.join(', ')}`,
    );
  }
  return entries;
}

function parseHttpUrl(input: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new SafeFetchError('bad_url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('scheme', 'only http(s)');
  if (url.username || url.password) throw new SafeFetchError('bad_url', 'credentials in URL');
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A dns.lookup for http.request that refuses names resolving to any non-public address. */
function guardedLookup(resolve: typeof dns.lookup) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as dns.LookupAddress[];
      // One private answer among public ones is enough to refuse: that mix is a rebinding trick.
      if (list.length === 0 || list.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new SafeFetchError('blocked', BLOCKED_MESSAGE), []);
      }
      if (options.all) return callback(null, list);
      const first = list[0] as dns.LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decompressor =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decompressor) return response;
  // pipeline (not pipe) so a failure on either side destroys both and surfaces as an error.
  pipeline(response, decompressor, () => {});
  return decompressor;
}

/** Reads at most maxBytes (after decompression, so a zip bomb stops at the cap too). */
function readCapped(
  response: http.IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const stream = decoded(response);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      resolve({ body: Buffer.concat(chunks), truncated });
    };
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      const room = maxBytes - size;
      if (chunk.length >= room) {
        chunks.push(chunk.subarray(0, room));
        size = maxBytes;
        finish(true);
        response.destroy();
        stream.destroy();
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.on('end', () => finish(false));
    const fail = (error: unknown) => {
      if (done) return;
      done = true;
      response.destroy();
      reject(error);
    };
    stream.on('error', fail);
    stream.on('close', () => fail(new Error('connection closed before the body ended')));
    if (signal.aborted) fail(signal.reason);
    else signal.addEventListener('abort', () => fail(signal.reason), { once: true });
  });
}

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  response: http.IncomingMessage;
}

function requestOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const host = hostOf(url);
  const allowed = options.testAllowlist?.includes(`${host}:${portOf(url)}`) ?? false;
  if (!allowed && ((net.isIP(host) && !isPublicAddress(host)) || LOOPBACK_NAME.test(host))) {
    return Promise.reject(new SafeFetchError('blocked', BLOCKED_MESSAGE));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers: options.headers,
      signal,
      // A fresh connection per request: a pooled socket must never stand in for a new check.
      agent: false,
      lookup: allowed ? undefined : (guardedLookup(options.lookup ?? dns.lookup) as unknown as typeof dns.lookup),
    });
    request.on('response', (response) =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, response }),
    );
    request.on('error', reject);
    request.end();
  });
}

function asSafeFetchError(error: unknown, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted) return new SafeFetchError('timeout', 'timed out');
  // Node wraps a lookup failure in the socket error; find ours in the cause chain.
  let cause: unknown = error;
  while (cause instanceof Error) {
    if (cause instanceof SafeFetchError) return cause;
    cause = cause.cause;
  }
  return new SafeFetchError('network', error instanceof Error ? error.message : 'network error');
}

/** GET a user-supplied URL under the rules above; throws SafeFetchError. */
export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const signal = AbortSignal.timeout(options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs);
  let url = parseHttpUrl(input);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const hop = await requestOnce(url, options, signal);
      const location = hop.headers.location;
      if (REDIRECT_STATUSES.has(hop.status) && location) {
        hop.response.destroy();
        if (redirects >= maxRedirects) throw new SafeFetchError('redirects', 'too many redirects');
        url = parseHttpUrl(location, url);
        continue;
      }
      if (options.wantBody && !options.wantBody(hop.status, hop.headers)) {
        hop.response.destroy();
        return {
          url: url.toString(),
          status: hop.status,
          headers: hop.headers,
          body: Buffer.alloc(0),
          truncated: false,
        };
      }
      const { body, truncated } = await readCapped(hop.response, maxBytes, signal);
      return { url: url.toString(), status: hop.status, headers: hop.headers, body, truncated };
    }
  } catch (error) {
    throw asSafeFetchError(error, signal);
  }
}
