import net from 'node:net';

/**
 * Whose `X-Forwarded-For` the server believes (docs/decisions/055): nobody (the socket's address
 * is the client), the nearest N hops, or the proxies at the listed addresses. Believing every
 * sender would let any client pick its own address and walk around every per-address limit.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Names proxy-addr (Fastify's resolver) understands for the private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const OFF = new Set(['', '0', 'false', 'no', 'off']);

function validAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY` → a TrustProxy, or the reason it is refused (config.ts reports it at start). */
export function parseTrustProxy(value: string | undefined): TrustProxy | { problem: string } {
  const text = value?.trim().toLowerCase() ?? '';
  if (OFF.has(text)) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops > 0 && hops <= 10 ? { hops } : { problem: 'a hop count must be 1 to 10' };
  }
  if (text === 'true' || text === 'yes' || text === 'on') {
    return { problem: 'name the proxies: a hop count (1) or their addresses (10.0.0.5, 10.0.0.0/8, loopback)' };
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = addresses.filter((entry) => !validAddress(entry));
  if (bad.length > 0) return { problem: `not an address, CIDR or range name: ${bad.join(', ')}` };
  return { addresses };
}

/**
 * The value for Fastify's `trustProxy`. A hop count is given as a function because Fastify 5
 * ignores a bare number (it cannot tell which peer is the proxy); the operator who sets a count
 * says the server is reachable only through that many proxies (README "Scaling out").
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.addresses;
}
