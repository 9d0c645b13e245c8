import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './rate-limits.ts';

describe('RATE_LIMITS', () => {
  it('gives every limit one Korean sentence of what and one of how long to wait, never two waits', () => {
    for (const [name, spec] of Object.entries(RATE_LIMITS)) {
      const error = spec.errorResponseBuilder?.({} as FastifyRequest, { ttl: 30_000 } as never);
      const message = (error as Error).message;
      expect(message, name).toMatch(/^[^.]*[가-힣][^.]*\. 30초 후에 다시 시도해주세요\.$/);
      expect(message.match(/다시 시도/g), name).toHaveLength(1);
    }
  });

  it('names each limit once, so no two share a counter by accident', () => {
    const names = Object.values(RATE_LIMITS).map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
