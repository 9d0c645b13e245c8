import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DialectName } from '../connection.ts';
import * as initialSchema from './001-initial-schema.ts';

type DialectMigration = { up(db: Kysely<unknown>, dialect: DialectName): Promise<void> };

/** Ordered by name; add new files at the end, never edit a released one. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-initial-schema': initialSchema,
};

class InlineMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        { up: (db: Kysely<unknown>) => migration.up(db, this.dialect) },
      ]),
    );
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on whatever schema exists
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const migrator = new Migrator({ db, provider: new InlineMigrationProvider(dialect), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
