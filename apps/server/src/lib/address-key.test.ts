import { describe, expect, it } from 'vitest';
import { addressKey, networkKey } from './address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2::192.0.2.1',
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('passes anything else through unchanged', () => {
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});

describe('networkKey', () => {
  it('counts IPv4 by its /24 and IPv6 by its /64', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkKey('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkKey('203.0.114.7')).toBe('203.0.114.0/24');
    expect(networkKey('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  });
});
