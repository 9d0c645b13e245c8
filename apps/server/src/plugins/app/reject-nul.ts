import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error.ts';

const NUL = '\u0000';
/** Deeper than any body we accept; a deeper one is refused by its schema anyway. */
const MAX_DEPTH = 32;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000 (it fails the whole statement: a 500), while SQLite stores
 * it; no title, comment or search needs it. So any API request whose parsed params, query or
 * body carries one is refused up front, the same on both engines (found by the hostile-input
 * fuzzer, test/security). Runs after validation, so guests still hear "login required" first.
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest('요청에 사용할 수 없는 문자(NUL)가 들어 있습니다.');
    }
  });
}
