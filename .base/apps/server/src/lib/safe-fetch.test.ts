import type dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, parseSafeFetchTestAllowlist, SafeFetchError, safeFetch } from './safe-fetch.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    '2001:db8::1',
    'localhost',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '223.130.195.200',
    '2404:6800:4004:81b::200e',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('parseSafeFetchTestAllowlist', () => {
  it('is empty when unset, in any environment', () => {
    expect(parseSafeFetchTestAllowlist(undefined, 'production')).toEqual([]);
  });

  it('refuses any value outside NODE_ENV=test', () => {
    expect(() => parseSafeFetchTestAllowlist('127.0.0.1:4000', 'production')).toThrow(
      /only allowed with NODE_ENV=test/,
    );
    expect(() => parseSafeFetchTestAllowlist('127.0.0.1:4000', 'development')).toThrow(/NODE_ENV=test/);
  });

  it('accepts only loopback host:port pairs', () => {
    expect(parseSafeFetchTestAllowlist(' 127.0.0.1:4000 ,127.0.0.1:5', 'test')).toEqual([
      '127.0.0.1:4000',
      '127.0.0.1:5',
    ]);
    expect(() => parseSafeFetchTestAllowlist('10.0.0.1:80', 'test')).toThrow(/expected 127.0.0.1/);
    expect(() => parseSafeFetchTestAllowlist('127.0.0.1', 'test')).toThrow(/expected 127.0.0.1/);
    expect(() => parseSafeFetchTestAllowlist('*', 'test')).toThrow(/expected 127.0.0.1/);
  });
});

async function expectRefusal(promise: Promise<unknown>, kind: SafeFetchError['kind']) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  expect((error as SafeFetchError).kind).toBe(kind);
}

/** A fake DNS that answers every name with the given addresses. */
const fakeDns = (...addresses: string[]) =>
  ((_host: string, _options: dns.LookupOptions, callback: (e: null, list: dns.LookupAddress[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as typeof dns.lookup;

describe('safeFetch refuses', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:6379/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00:ec2::254]/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://100.100.100.200/',
  ])('the private address %s', async (url) => {
    await expectRefusal(safeFetch(url), 'blocked');
  });

  it('a name that resolves to loopback (localhost)', async () => {
    await expectRefusal(safeFetch('http://localhost/'), 'blocked');
  });

  it('a public-looking name whose DNS answers a private address, or a mix', async () => {
    await expectRefusal(safeFetch('http://intranet.example.com/', { lookup: fakeDns('10.0.0.7') }), 'blocked');
    await expectRefusal(
      safeFetch('http://rebind.example.com/', { lookup: fakeDns('8.8.8.8', '127.0.0.1') }),
      'blocked',
    );
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'javascript:alert(1)',
    'gopher://example.com/',
    'data:,x',
  ])('the scheme of %s', async (url) => {
    await expectRefusal(safeFetch(url), 'scheme');
  });

  it('garbage and credentials', async () => {
    await expectRefusal(safeFetch('not a url'), 'bad_url');
    await expectRefusal(safeFetch('http://user:pass@example.com/'), 'bad_url');
  });
});

describe('safeFetch against an allowlisted loopback server', () => {
  let server: http.Server;
  let origin: string;
  let allow: string[];
  const big = 'x'.repeat(2 * 1024 * 1024);

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const path = req.url ?? '/';
      const hops = /^\/hop\/(\d+)$/.exec(path);
      if (hops) {
        const left = Number(hops[1]);
        res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/page' }).end();
      } else if (path === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<title>ok</title>');
      else if (path === '/to-private') res.writeHead(301, { location: 'http://10.0.0.1/admin' }).end();
      else if (path === '/to-metadata') res.writeHead(307, { location: 'http://169.254.169.254/' }).end();
      else if (path === '/to-other-port') res.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
      else if (path === '/to-file') res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      else if (path === '/big') res.writeHead(200, { 'content-type': 'text/html' }).end(big);
      else if (path === '/gzip-bomb') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x41)));
      } else if (path === '/slow') res.writeHead(200, { 'content-type': 'text/html' }).write('<title>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    allow = [`127.0.0.1:${port}`];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is still refused without the allowlist', async () => {
    await expectRefusal(safeFetch(`${origin}/page`), 'blocked');
  });

  it('fetches and follows up to three redirects', async () => {
    const result = await safeFetch(`${origin}/hop/2`, { testAllowlist: allow });
    expect(result.status).toBe(200);
    expect(result.url).toBe(`${origin}/page`);
    expect(result.body.toString()).toBe('<title>ok</title>');
  });

  it('refuses a fourth redirect', async () => {
    await expectRefusal(safeFetch(`${origin}/hop/3`, { testAllowlist: allow }), 'redirects');
  });

  it('checks every redirect target again', async () => {
    await expectRefusal(safeFetch(`${origin}/to-private`, { testAllowlist: allow }), 'blocked');
    await expectRefusal(safeFetch(`${origin}/to-metadata`, { testAllowlist: allow }), 'blocked');
    await expectRefusal(safeFetch(`${origin}/to-other-port`, { testAllowlist: allow }), 'blocked');
    await expectRefusal(safeFetch(`${origin}/to-file`, { testAllowlist: allow }), 'scheme');
  });

  it('stops reading at 1 MB, compressed or not', async () => {
    const plain = await safeFetch(`${origin}/big`, { testAllowlist: allow });
    expect(plain.truncated).toBe(true);
    expect(plain.body.length).toBe(1024 * 1024);
    const bomb = await safeFetch(`${origin}/gzip-bomb`, { testAllowlist: allow });
    expect(bomb.truncated).toBe(true);
    expect(bomb.body.length).toBe(1024 * 1024);
  });

  it('gives up when the server stalls', async () => {
    await expectRefusal(safeFetch(`${origin}/slow`, { testAllowlist: allow, timeoutMs: 300 }), 'timeout');
  });
});
