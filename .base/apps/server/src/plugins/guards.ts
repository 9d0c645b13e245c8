import { AUTH_MESSAGES } from '@tubesphere/shared/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.loginRequired);
  return request.user;
}

/** An admin (admin_level >= 1), else 401 for guests and 403 for everyone else (DESIGN §4.3). */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.admin_level < 1) throw forbidden(AUTH_MESSAGES.adminRequired);
  return user;
}

/**
 * The spec puts `userId` in bodies and queries; the session decides who acts, so a `userId`
 * naming someone else is refused rather than trusted (DESIGN §4.1).
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
