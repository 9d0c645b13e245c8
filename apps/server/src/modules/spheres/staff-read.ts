import type { SphereDetail, SpherePin, SphereRole, SphereStaffMember } from '@tubesphere/shared/contract/sphere-staff';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { findSphere, sphereExists } from './repository.ts';
import { findActiveBan, findPins, findRole, findRules, findStaff } from './staff-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Authority {
  role: SphereRole | null;
  canModerate: boolean;
  canManage: boolean;
  canAppoint: boolean;
}

const NO_AUTHORITY: Authority = { role: null, canModerate: false, canManage: false, canAppoint: false };
const TITLE_CHARS = 60;

/** What a user may do in a sphere: by their role there; a site admin as its owner. Null: no such sphere. */
export async function authorityOf(db: Db, sphereId: number, user: UserRow | null): Promise<Authority | null> {
  if (!(await sphereExists(db, sphereId))) return null;
  if (!user) return NO_AUTHORITY;
  const role = (await findRole(db, sphereId, user.user_id)) as SphereRole | null;
  const admin = user.admin_level >= 1;
  return {
    role,
    canModerate: admin || role === 'owner' || role === 'manager' || role === 'moderator',
    canManage: admin || role === 'owner' || role === 'manager',
    canAppoint: admin || role === 'owner',
  };
}

export async function staffOf(db: Db, sphereId: number): Promise<SphereStaffMember[]> {
  const rows = await findStaff(db, sphereId);
  return rows.map((row) => ({
    userId: toWireUserId(row.user_id),
    name: row.user_name,
    role: row.role as SphereRole,
  }));
}

/** A post without a title is named by the start of its text. */
const titleOf = (title: string | null, content: string) =>
  title?.trim() || [...content.trim()].slice(0, TITLE_CHARS).join('') || '(제목 없음)';

export async function pinsOf(db: Db, sphereId: number): Promise<SpherePin[]> {
  const rows = await findPins(db, sphereId);
  return rows.map((row) => ({
    postId: toWirePostId(row.post_id),
    title: titleOf(row.title, row.content),
    authorName: row.user_name,
    pinnedAt: row.pinned_at,
  }));
}

/** GET /api/spheres/{sphereId}: the sphere, its 규칙, 운영진 and 공지, and what the viewer may do there. */
export async function sphereDetailOf(db: Db, sphereId: number, viewer: UserRow | null): Promise<SphereDetail | null> {
  const sphere = await findSphere(db, sphereId, viewer?.user_id ?? null);
  if (!sphere) return null;
  const [rules, staff, pinned, authority, ban] = await Promise.all([
    findRules(db, sphereId),
    staffOf(db, sphereId),
    pinsOf(db, sphereId),
    authorityOf(db, sphereId, viewer),
    viewer ? findActiveBan(db, sphereId, viewer.user_id, nowIso()) : undefined,
  ]);
  const may = authority ?? NO_AUTHORITY;
  return {
    ...sphere,
    rules: rules?.rules ?? '',
    staff,
    pinned,
    myBan: ban ? { reason: ban.reason, until: ban.until } : null,
    canModerate: may.canModerate,
    canManage: may.canManage,
    canAppoint: may.canAppoint,
  };
}
