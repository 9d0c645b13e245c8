import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * 처리 내역 (docs/decisions/220-open-modlog.md): `audit_log.sphere_id` names the sphere a
 * sphere staff action happened in (copied from the row's `detail.sphereId` when it is written),
 * so a sphere's own log is one indexed lookup instead of a search through JSON text.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('sphere_id', 'integer').execute();
  await db.schema.createIndex('audit_log_sphere_idx').on('audit_log').columns(['sphere_id', 'audit_id']).execute();
}
