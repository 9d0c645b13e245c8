import { describe, expect, it } from 'vitest';
import { domainOf } from './safe-url.ts';

describe('link domains', () => {
  it('shows a domain without www', () => {
    expect(domainOf('https://www.example.co.kr/path')).toBe('example.co.kr');
    expect(domainOf('not a url')).toBe('');
  });
});
