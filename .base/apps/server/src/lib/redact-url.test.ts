import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides admin and API keys in query strings', () => {
    expect(redactUrl('/api/youtube/import?region=KR&key=s3cret&adminKey=abc')).toBe(
      '/api/youtube/import?region=KR&key=%5Bredacted%5D&adminKey=%5Bredacted%5D',
    );
  });
  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/posts/feed?page=2')).toBe('/api/posts/feed?page=2');
    expect(redactUrl('/api/healthz')).toBe('/api/healthz');
  });
});
