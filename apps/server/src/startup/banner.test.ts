import { describe, expect, it } from 'vitest';
import { siteUrlWarning } from './banner.ts';

describe('the start-up warning about SITE_URL', () => {
  it('warns in production when SITE_URL is unset, and only then', () => {
    expect(siteUrlWarning({ env: 'production', siteUrl: null })).toContain('SITE_URL');
    expect(siteUrlWarning({ env: 'production', siteUrl: 'https://tubesphere.kr' })).toBeNull();
    expect(siteUrlWarning({ env: 'development', siteUrl: null })).toBeNull();
  });
});
