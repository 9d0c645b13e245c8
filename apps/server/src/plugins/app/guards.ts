import { createHash, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@tubesphere/shared/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { forbidden, unauthorized } from '../../lib/http-error.ts';

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.loginRequired);
  return request.user;
}

/** An admin (admin_level >= 1), else 401 for guests and 403 for everyone else (docs/architecture.md#admin-access). */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.admin_level < 1) throw forbidden(AUTH_MESSAGES.adminRequired);
  return user;
}

/**
 * Route options for an admin-only route: the check runs as the request arrives, before the body
 * or query is parsed and validated, so a guest always learns 401 and a member 403 — never
 * anything about the parameters they sent. Handlers still call requireAdmin to get the admin.
 * `/api/admin/*` gets the same hook for all its routes (modules/admin/routes.ts).
 */
export const adminOnly = {
  onRequest: async (request: FastifyRequest) => {
    requireAdmin(request);
  },
};

/**
 * Constant-time comparison of a typed admin key with the configured one: both are hashed first,
 * so neither the content nor the length of the key leaks through timing.
 */
export function adminKeyMatches(typed: string | undefined, expected: string): boolean {
  if (!typed) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(typed), digest(expected));
}

/**
 * The admin key a request carries: the `X-Admin-Key` header (which stays out of URLs, bodies and
 * logs), else the route's own field (the SQL tool's `adminKey`, the import's `key`).
 */
export function typedAdminKey(request: FastifyRequest, field: string | undefined): string | undefined {
  const header = request.headers['x-admin-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() ? value : field;
}

/**
 * The original API puts `userId` in bodies and queries; the session decides who acts, so a `userId`
 * naming someone else is refused rather than trusted (docs/architecture.md#identity).
 */
export function requireActingUser(request: FastifyRequest, claimedUserId: number | undefined | null): UserRow {
  const user = requireUser(request);
  if (claimedUserId != null && claimedUserId !== user.user_id) throw forbidden(AUTH_MESSAGES.notYourAccount);
  return user;
}

/** For reads that personalise (isLiked…): a `userId` must still match the session if given. */
export function optionalActingUser(request: FastifyRequest, claimedUserId: number | undefined | null): UserRow | null {
  if (claimedUserId != null) return requireActingUser(request, claimedUserId);
  return request.user;
}
