import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import * as initialSchema from './001-initial-schema.ts';
import * as postSearch from './010-post-search.ts';
import * as perfFeedIndexes from './090-perf-feed-indexes.ts';
import * as perfPostgresFeedOrder from './091-perf-postgres-feed-order.ts';
import * as jobRuns from './100-job-runs.ts';
import * as rateLimitCounters from './105-rate-limit-counters.ts';
import * as userDeletedAt from './106-user-deleted-at.ts';
import * as auditLog from './110-audit-log.ts';
import * as sqlToolRole from './111-sql-tool-role.ts';
import * as sphereAndCategoryFeeds from './120-sphere-and-category-feeds.ts';
import * as ownContentProfiles from './130-own-content-profiles.ts';
import * as rankingSnapshots from './140-ranking-snapshots.ts';
import * as notifications from './150-notifications.ts';
import * as moderation from './160-moderation.ts';
import * as sqlToolOperationalTables from './170-sql-tool-operational-tables.ts';
import * as rankingSnapshotRetention from './171-ranking-snapshot-retention.ts';
import * as sqlToolSignInData from './180-sql-tool-sign-in-data.ts';
import * as uploadOwners from './181-upload-owners.ts';
import * as mailAndAccountTokens from './190-mail-and-account-tokens.ts';
import * as userOauthAccount from './191-user-oauth-account.ts';
import * as commentVideoSeconds from './200-comment-video-seconds.ts';
import * as playlists from './201-playlists.ts';
import * as trustAndBlocks from './240-trust-and-blocks.ts';
import * as twoFactor from './250-two-factor.ts';
import * as oauthState from './251-oauth-state.ts';
import * as sphereStaff from './260-sphere-staff.ts';
import * as auditSphere from './270-audit-sphere.ts';
import * as signupNetwork from './271-signup-network.ts';
import * as textFingerprints from './272-text-fingerprints.ts';
import * as engagement from './280-engagement.ts';
import * as pushAndMessages from './290-push-and-messages.ts';
import * as watchParties from './300-watch-parties.ts';
import * as postReads from './320-post-reads.ts';
import * as messageReports from './335-message-reports.ts';
import * as awayMail from './340-away-mail.ts';
import * as pgWriteFunctions from './345-pg-write-functions.ts';
import * as positionalSearch from './350-positional-search.ts';
import * as postVisibilityIndex from './351-post-visibility-index.ts';
import * as pendingFileDeletions from './355-pending-file-deletions.ts';
import * as postMentions from './360-post-mentions.ts';
import * as pgOneCallWrites from './370-pg-one-call-writes.ts';
import * as pushSubscriptionSession from './376-push-subscription-session.ts';
import * as memberLikesReceived from './380-member-likes-received.ts';

type DialectMigration = { up(db: Kysely<unknown>, dialect: DialectName): Promise<void> };

/** Ordered by name; add new files at the end, never edit a released one. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-initial-schema': initialSchema,
  '010-post-search': postSearch,
  '090-perf-feed-indexes': perfFeedIndexes,
  '091-perf-postgres-feed-order': perfPostgresFeedOrder,
  '140-ranking-snapshots': rankingSnapshots,
  '100-job-runs': jobRuns,
  '105-rate-limit-counters': rateLimitCounters,
  '106-user-deleted-at': userDeletedAt,
  '110-audit-log': auditLog,
  '111-sql-tool-role': sqlToolRole,
  '120-sphere-and-category-feeds': sphereAndCategoryFeeds,
  '130-own-content-profiles': ownContentProfiles,
  '150-notifications': notifications,
  '160-moderation': moderation,
  '170-sql-tool-operational-tables': sqlToolOperationalTables,
  '171-ranking-snapshot-retention': rankingSnapshotRetention,
  '180-sql-tool-sign-in-data': sqlToolSignInData,
  '181-upload-owners': uploadOwners,
  '190-mail-and-account-tokens': mailAndAccountTokens,
  '191-user-oauth-account': userOauthAccount,
  '200-comment-video-seconds': commentVideoSeconds,
  '201-playlists': playlists,
  '240-trust-and-blocks': trustAndBlocks,
  '250-two-factor': twoFactor,
  '251-oauth-state': oauthState,
  '290-push-and-messages': pushAndMessages,
  '260-sphere-staff': sphereStaff,
  '300-watch-parties': watchParties,
  '320-post-reads': postReads,
  '335-message-reports': messageReports,
  '340-away-mail': awayMail,
  '345-pg-write-functions': pgWriteFunctions,
  '350-positional-search': positionalSearch,
  '351-post-visibility-index': postVisibilityIndex,
  '355-pending-file-deletions': pendingFileDeletions,
  '360-post-mentions': postMentions,
  '370-pg-one-call-writes': pgOneCallWrites,
  '376-push-subscription-session': pushSubscriptionSession,
  '380-member-likes-received': memberLikesReceived,
  '280-engagement': engagement,
  '270-audit-sphere': auditSphere,
  '271-signup-network': signupNetwork,
  '272-text-fingerprints': textFingerprints,
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
  // Unless told the schema, Kysely finds its bookkeeping tables in ANY schema: with one schema per
  // test file on one PostgreSQL server it would see a neighbour's and never create its own.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new InlineMigrationProvider(dialect),
    allowUnorderedMigrations: true,
    migrationTableSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
