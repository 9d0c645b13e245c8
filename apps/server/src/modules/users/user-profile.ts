import type { PublicUserProfile, UserProfile } from '@tubesphere/shared/contract/auth';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import { activeSuspension, suspensionMessage } from '@tubesphere/shared/domain/suspension';
import type { UserRow } from '../../db/schema.ts';

/** The signed-in user's own profile: e-mail, admin level and a suspension in force included. */
export function toUserProfile(row: UserRow): UserProfile {
  const suspension = activeSuspension({
    suspendedAt: row.suspended_at,
    suspendedUntil: row.suspended_until,
    reason: row.suspension_reason,
  });
  return {
    ...toPublicUserProfile(row),
    email: row.email,
    admin_level: row.admin_level,
    adminLevel: row.admin_level,
    emailVerified: row.email_verified_at !== null,
    suspension: suspension
      ? {
          until: suspension.kind === 'ban' ? null : suspension.until,
          reason: suspension.reason,
          message: suspensionMessage(suspension),
        }
      : null,
  };
}

/** What anyone may see of a user: no e-mail, and nothing that says who is an admin. */
export function toPublicUserProfile(row: UserRow): PublicUserProfile {
  return {
    user_id: toWireUserId(row.user_id),
    user_name: row.user_name,
    profile_image: row.profile_image,
    bio: row.bio,
    water_drops: row.water_drops,
    gems: row.gems,
    level: row.level,
    experience: row.experience,
    trustLevel: row.trust_level,
  };
}
