import type dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetchError, safeFetch } from '../../src/lib/safe-fetch.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/test-app.ts';

/**
 * SSRF through the link preview (issue 10 §2, DESIGN §4.7). A canary server listens on loopback:
 * whatever address form, redirect or DNS answer points at it, it must never see a connection.
 * Only the redirector's port is allowlisted (SAFE_FETCH_TEST_ALLOW), standing in for a public site.
 */

let t: TestApp;
let cookies: string[] = [];
let canary: http.Server;
let canaryV6: http.Server | null = null;
let redirector: http.Server;
let canaryPort: number;
let redirectorOrigin: string;
let canaryHits = 0;
let requestCount = 0;

const listen = (server: http.Server, host: string, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
const close = async (server: http.Server | null) => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
};

beforeAll(async () => {
  canary = http.createServer((_req, res) => {
    canaryHits += 1;
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>internal secret</title>');
  });
  canaryPort = await listen(canary, '127.0.0.1');
  // The same port on IPv6 loopback, where the machine has it.
  canaryV6 = http.createServer((_req, res) => {
    canaryHits += 1;
    res.end('<title>internal secret</title>');
  });
  await listen(canaryV6, '::1', canaryPort).catch(() => {
    canaryV6 = null;
  });
  redirector = http.createServer((req, res) => {
    const target = decodeURIComponent((req.url ?? '/').slice('/to/'.length));
    res.writeHead(302, { location: target }).end();
  });
  const redirectorPort = await listen(redirector, '127.0.0.1');
  redirectorOrigin = `http://127.0.0.1:${redirectorPort}`;
  t = await createTestApp({ env: { SAFE_FETCH_TEST_ALLOW: `127.0.0.1:${redirectorPort}` } });
  // The preview allows 30 requests a minute per user: spread the attack over a few accounts.
  for (let i = 0; i < 7; i += 1) cookies.push((await signUpUser(t.app, `공격자${i}`)).cookie);
});
afterAll(async () => {
  await t?.close();
  await close(canary);
  await close(canaryV6);
  await close(redirector);
  cookies = [];
});

const preview = (url: string) => {
  requestCount += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/links/preview',
    payload: { url, refresh: true },
    headers: { cookie: cookies[Math.floor(requestCount / 25) % cookies.length] as string },
  });
};

/** One address in each IPv4 range that is not the public internet, with the canary's port. */
const privateV4 = [
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '10.255.255.254',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.255.255.254',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.254',
  '192.0.0.1',
  '192.0.2.1',
  '192.88.99.1',
  '192.168.0.1',
  '192.168.255.254',
  '198.18.0.1',
  '198.19.255.254',
  '198.51.100.1',
  '203.0.113.1',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
];
const privateV6 = [
  '[::1]',
  '[::]',
  '[0:0:0:0:0:0:0:1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::ffff:169.254.169.254]',
  '[::ffff:10.0.0.1]',
  '[64:ff9b::7f00:1]',
  '[fc00::1]',
  '[fd00:ec2::254]',
  '[fe80::1]',
  '[ff02::1]',
  '[2001:db8::1]',
  '[2001::7f00:1]',
  '[2002:7f00:1::1]',
];
/** 127.0.0.1 spelled as the WHATWG URL parser also reads it. */
const loopbackSpellings = [
  '2130706433',
  '0x7f000001',
  '0x7f.1',
  '0x7f.0.0.1',
  '017700000001',
  '0177.0.0.1',
  '0177.0.0.01',
  '127.1',
  '127.0.1',
  '0',
  '0x0',
  '%31%32%37.0.0.1',
];
const loopbackNames = ['localhost', 'LOCALHOST', 'localhost.', 'foo.localhost', 'a.b.localhost', 'api.localhost.'];

describe('link preview SSRF', () => {
  it.each([
    ['private IPv4 ranges', privateV4],
    ['IPv6 loopback, mapped, unique-local, link-local and tunnel ranges', privateV6],
    ['decimal, octal and hex spellings of 127.0.0.1', loopbackSpellings],
    ['names that mean loopback', loopbackNames],
  ])('refuses %s with 400 and never connects', async (_name, hosts) => {
    const before = canaryHits;
    const wrong: string[] = [];
    for (const host of hosts) {
      for (const url of [`http://${host}:${canaryPort}/`, `https://${host}/`]) {
        const response = await preview(url);
        if (response.statusCode !== 400 || response.json().error !== '이 주소는 미리 볼 수 없습니다.') {
          wrong.push(`${url}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(canaryHits).toBe(before);
  });

  it('checks every redirect hop: a public page sending the fetcher to an internal address is refused', async () => {
    const targets = [
      `http://127.0.0.1:${canaryPort}/`,
      `http://[::1]:${canaryPort}/`,
      `http://localhost:${canaryPort}/`,
      `http://foo.localhost:${canaryPort}/`,
      `http://2130706433:${canaryPort}/`,
      `http://0x7f.1:${canaryPort}/`,
      `http://017700000001:${canaryPort}/`,
      `http://[::ffff:127.0.0.1]:${canaryPort}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
    ];
    const before = canaryHits;
    for (const target of targets) {
      const once = `${redirectorOrigin}/to/${encodeURIComponent(target)}`;
      // Two hops: public → public → internal.
      const twice = `${redirectorOrigin}/to/${encodeURIComponent(once)}`;
      for (const url of [once, twice]) {
        const response = await preview(url);
        expect(response.statusCode, `${target} via ${url}`).toBe(400);
        expect(response.json()).toEqual({ error: '이 주소는 미리 볼 수 없습니다.' });
      }
    }
    expect(canaryHits).toBe(before);
    // Nothing about a refused address is cached as if it were the site's failure.
    const cached = await t.app.db.selectFrom('link_preview_cache').select('url').execute();
    expect(cached.filter((row) => row.url.startsWith(redirectorOrigin))).toEqual([]);
  });

  it('refuses a public-looking name whose DNS answer is loopback, even mixed with a public one', async () => {
    const before = canaryHits;
    const answer = (...addresses: string[]) =>
      ((_host: string, _options: dns.LookupOptions, callback: (e: null, list: dns.LookupAddress[]) => void) =>
        callback(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        )) as unknown as typeof dns.lookup;
    for (const lookup of [
      answer('127.0.0.1'),
      answer('::1'),
      answer('8.8.8.8', '127.0.0.1'),
      answer('::ffff:127.0.0.1'),
      answer('169.254.169.254'),
    ]) {
      const error = await safeFetch(`http://rebind.example.com:${canaryPort}/`, { lookup }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SafeFetchError);
      expect((error as SafeFetchError).kind).toBe('blocked');
    }
    expect(canaryHits).toBe(before);
  });

  it('the canary is reachable at all (so zero hits means refused, not unreachable)', async () => {
    const response = await fetch(`http://127.0.0.1:${canaryPort}/`);
    expect(await response.text()).toContain('internal secret');
    canaryHits -= 1;
  });
});
