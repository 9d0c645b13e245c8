import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * `mentions_json` on posts, as comments have it (migration 130): the @이름 mentions of the post's
 * text blocks resolved to users when the post is written or edited, so a later rename or a new
 * namesake never moves a link, and a confirmation can tell exactly those people
 * (docs/decisions/290-post-mentions.md).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('post').addColumn('mentions_json', 'text').execute();
}
