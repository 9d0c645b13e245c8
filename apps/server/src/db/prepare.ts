import type { AppConfig } from '../config.ts';
import { indexMissingPosts } from '../modules/search/index.ts';
import { createUploadStorage } from '../modules/uploads/index.ts';
import type { DatabaseHandle } from './connection.ts';
import { protectSignInData } from './migrations/180-sql-tool-sign-in-data.ts';
import { migrateToLatest } from './migrations/index.ts';
import { ensureAdminAccount } from './seed/seed-admin.ts';
import { seedDemoData } from './seed/seed-demo.ts';
import { seedReferenceData } from './seed/seed-reference.ts';

export interface PrepareResult {
  adminCreated: boolean;
  demoSeeded: boolean;
}

/** Migrations, reference data, the admin account and (when enabled) demo content. */
export async function prepareDatabase(database: DatabaseHandle, config: AppConfig): Promise<PrepareResult> {
  await migrateToLatest(database.db, database.dialect);
  // By name: a table or column a later migration added is closed to the SQL tool from this start.
  await protectSignInData(database.db, database.dialect);
  await seedReferenceData(database.db);
  const adminCreated = await ensureAdminAccount(database.db, config.admin);
  const demoSeeded = config.seedDemo ? await seedDemo(database, config) : false;
  // Posts written before the search index existed (or bulk-loaded) become findable at start.
  await indexMissingPosts(database.db, database.dialect);
  return { adminCreated, demoSeeded };
}

async function seedDemo(database: DatabaseHandle, config: AppConfig): Promise<boolean> {
  const storage = createUploadStorage(config);
  try {
    return await seedDemoData(database.db, storage);
  } finally {
    storage.close();
  }
}
