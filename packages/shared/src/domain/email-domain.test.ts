import { describe, expect, it } from 'vitest';
import { emailDomainOf, isDomainName, isEmailDomainBlocked } from './email-domain.ts';

describe('e-mail domain blocklist', () => {
  it('matches the domain and its subdomains, whatever the case, and nothing else', () => {
    const list = ['spam.example', 'trash-mail.kr'];
    expect(isEmailDomainBlocked('a@spam.example', list)).toBe(true);
    expect(isEmailDomainBlocked('a@Mail.SPAM.example', list)).toBe(true);
    expect(isEmailDomainBlocked('a@trash-mail.kr', list)).toBe(true);
    expect(isEmailDomainBlocked('a@notspam.example', list)).toBe(false);
    expect(isEmailDomainBlocked('a@spam.example.org', list)).toBe(false);
    expect(isEmailDomainBlocked('no-at-sign', list)).toBe(false);
    expect(emailDomainOf('x@Naver.com')).toBe('naver.com');
  });

  it('accepts domain names only', () => {
    expect(isDomainName('spam.example')).toBe(true);
    expect(isDomainName('xn--9n2bp8q.kr')).toBe(true);
    for (const bad of ['spam', '.example', 'a..b', 'a b.com', '-a.com', 'a@b.com', '']) {
      expect(isDomainName(bad)).toBe(false);
    }
  });
});
