import { describe, expect, it } from 'vitest';
import { isHttpUrl, isImageSource } from './http-url.ts';

describe('http(s) URLs only', () => {
  it('accepts http and https addresses, whatever the case of the scheme', () => {
    for (const good of ['https://example.com/a', 'http://example.com', 'HTTPS://EXAMPLE.COM/x?y=1#z']) {
      expect(isHttpUrl(good), good).toBe(true);
    }
  });

  it('refuses every other scheme, relative addresses and nothing', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/a',
      '//evil.example',
      '/uploads/a.png',
      'example.com',
      'http://',
      '',
      null,
      undefined,
    ]) {
      expect(isHttpUrl(bad), String(bad)).toBe(false);
    }
  });

  it('takes the uploads of this site as images, and no other path', () => {
    expect(isImageSource('/uploads/abc.webp')).toBe(true);
    expect(isImageSource('https://img.example.com/a.png')).toBe(true);
    for (const bad of [
      '/uploads/../secret',
      '/uploads/a/b.png',
      '/api/x',
      'uploads/a.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(isImageSource(bad), bad).toBe(false);
    }
  });
});
