import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('believes nobody unless told', () => {
    for (const value of [undefined, '', '0', 'false', 'off']) expect(parseTrustProxy(value)).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDRs and range names', () => {
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy(' 10.0.0.5, 10.0.0.0/8 ,loopback,::1,fd00::/8')).toEqual({
      addresses: ['10.0.0.5', '10.0.0.0/8', 'loopback', '::1', 'fd00::/8'],
    });
  });

  it('refuses "trust everyone" and what is not an address, naming the variable at start', () => {
    expect(parseTrustProxy('true')).toHaveProperty('problem');
    expect(parseTrustProxy('11')).toHaveProperty('problem');
    expect(parseTrustProxy('10.0.0.0/33')).toHaveProperty('problem');
    expect(parseTrustProxy('proxy.example')).toHaveProperty('problem');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('hands Fastify a hop count as a function (a bare number would be ignored)', () => {
    const trust = fastifyTrustProxy({ hops: 2 });
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([trust('203.0.113.1', 0), trust('203.0.113.1', 1), trust('203.0.113.1', 2)]).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
