import { describe, expect, it } from 'vitest';
import { domainOf, isHttpUrl, isImageSource } from './safe-url.ts';

describe('safe URLs', () => {
  it('accepts only http and https links', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/uploads/a.png', '', null]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });

  it('accepts our uploads as images, not other paths', () => {
    expect(isImageSource('/uploads/abc.webp')).toBe(true);
    expect(isImageSource('/uploads/../secret')).toBe(false);
    expect(isImageSource('/api/x')).toBe(false);
  });

  it('shows a domain without www', () => {
    expect(domainOf('https://www.example.co.kr/path')).toBe('example.co.kr');
    expect(domainOf('not a url')).toBe('');
  });
});
