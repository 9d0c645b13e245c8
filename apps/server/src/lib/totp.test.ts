import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totpCode, totpStep, totpUri } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the ASCII key "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each(RFC_VECTORS)('at %i s gives %s', (seconds, expected) => {
    expect(hotp(RFC_KEY, totpStep(seconds * 1000), 8)).toBe(expected);
    // The 6-digit code apps show is the same number's last six digits.
    expect(totpCode(base32Encode(RFC_KEY), seconds * 1000)).toBe(expected.slice(2));
  });

  it('RFC 4226 appendix D HOTP values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it('base32 round-trips and reads lower case with spaces; garbage is null', () => {
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY);
    expect(base32Decode('GEZ1')).toBeNull();
  });

  it('accepts one step either side and names the step; refuses further and malformed codes', () => {
    const secret = base32Encode(RFC_KEY);
    const at = 1_111_111_111_000;
    const step = totpStep(at);
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, at - 30_000), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at + 30_000), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, at - 60_000), at)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
    expect(matchTotp(secret, 'abcdef', at)).toBeNull();
  });

  it('writes the otpauth URI apps read', () => {
    expect(totpUri('ABC', '튜브스피어', 'a@b.kr')).toBe(
      'otpauth://totp/%ED%8A%9C%EB%B8%8C%EC%8A%A4%ED%94%BC%EC%96%B4:a%40b.kr?secret=ABC&issuer=%ED%8A%9C%EB%B8%8C%EC%8A%A4%ED%94%BC%EC%96%B4&algorithm=SHA1&digits=6&period=30',
    );
  });
});
