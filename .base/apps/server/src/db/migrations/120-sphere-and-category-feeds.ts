import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * The category ids and their bits as this migration knows them, frozen: a category added later
 * needs a new migration (new trigger body, new indexes). `category-mask.test.ts` fails when the
 * contract's lists and these drift apart.
 */
export const MIGRATION_120_CATEGORIES = {
  timing: ['drinking', 'commute', 'break'],
  content: ['cooking', 'knowledge', 'humor', 'economy', 'news', 'sports', 'asmr', 'gaming'],
} as const;

/** Timing bits first, then content bits: drinking = 1, commute = 2, break = 4, cooking = 8 … */
export function migration120Bits(): { group: 'timing' | 'content'; id: string; bit: number }[] {
  const { timing, content } = MIGRATION_120_CATEGORIES;
  return [
    ...timing.map((id, i) => ({ group: 'timing' as const, id, bit: 1 << i })),
    ...content.map((id, i) => ({ group: 'content' as const, id, bit: 1 << (timing.length + i) })),
  ];
}

function caseOf(group: 'timing' | 'content', value: string) {
  const arms = migration120Bits()
    .filter((b) => b.group === group)
    .map((b) => `when '${b.id}' then ${b.bit}`)
    .join(' ');
  return `case ${value} ${arms} else 0 end`;
}

/**
 * Sphere feeds and category filters read indexes in feed order, like the home feed (migrations
 * 090/091, docs/decisions/080-sphere-and-category-feeds.md):
 * - a sphere's feed: the feed indexes with `sphere_id` in front (they replace post_sphere_idx);
 * - a category filter cannot use an index over JSON text, so each post also stores its
 *   categories as bits (`category_mask`), kept equal to `categories_json` by triggers on every
 *   write path, and each category has small partial indexes (only the posts that carry it) in
 *   최신 and 인기 order.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const pg = dialect === 'postgres';
  await db.schema
    .alterTable('post')
    .addColumn('category_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  if (pg) {
    await sql
      .raw(`create function post_category_mask(categories text) returns integer language plpgsql immutable as $$
      declare
        doc jsonb;
        mask integer;
      begin
        if categories is null then return 0; end if;
        begin
          doc := categories::jsonb;
        exception when others then
          return 0;
        end;
        select coalesce(bit_or(bit), 0) into mask from (
          select ${caseOf('timing', 'e')} as bit from jsonb_array_elements_text(
            case when jsonb_typeof(doc -> 'timing') = 'array' then doc -> 'timing' else '[]'::jsonb end) as e
          union all
          select ${caseOf('content', 'e')} from jsonb_array_elements_text(
            case when jsonb_typeof(doc -> 'content') = 'array' then doc -> 'content' else '[]'::jsonb end) as e
        ) bits;
        return mask;
      end $$`)
      .execute(db);
    await sql`create function post_category_mask_trigger() returns trigger language plpgsql as $$
      begin
        new.category_mask := post_category_mask(new.categories_json);
        return new;
      end $$`.execute(db);
    await sql`create trigger post_category_mask before insert or update of categories_json
      on post for each row execute function post_category_mask_trigger()`.execute(db);
  } else {
    // As with hot_score, SQLite triggers cannot assign NEW: an AFTER trigger rewrites the row.
    // json_valid first: a malformed value means "no categories", never a failed write; and only
    // arrays count, as on PostgreSQL (json_each would walk a lone string too).
    const mask = `case when json_valid(new.categories_json) then (
        select coalesce(sum(bit), 0) from (
          select ${caseOf('timing', 't.value')} as bit from json_each(new.categories_json, '$.timing') as t
            where json_type(new.categories_json, '$.timing') = 'array'
          union
          select ${caseOf('content', 'c.value')} from json_each(new.categories_json, '$.content') as c
            where json_type(new.categories_json, '$.content') = 'array'
        )
      ) else 0 end`;
    await sql
      .raw(`create trigger post_category_mask_ai after insert on post when new.categories_json is not null begin
      update post set category_mask = ${mask} where post_id = new.post_id;
    end`)
      .execute(db);
    await sql
      .raw(`create trigger post_category_mask_au after update of categories_json on post begin
      update post set category_mask = ${mask} where post_id = new.post_id;
    end`)
      .execute(db);
  }
  // Rewriting the column fires the trigger for every post that has categories.
  await sql`update post set categories_json = categories_json where categories_json is not null`.execute(db);

  // A sphere's feed. SQLite keeps deleted_at among the columns (index-only), PostgreSQL makes it
  // the partial condition (ordered scans), exactly as the home feed's indexes do.
  await db.schema.dropIndex('post_sphere_idx').execute();
  const live = pg ? [] : ['deleted_at'];
  const sphereNew = db.schema
    .createIndex('post_sphere_feed_idx')
    .on('post')
    .columns(['sphere_id', 'is_confirmed', ...live, 'is_pinned', 'created_at', 'post_id']);
  const sphereHot = db.schema
    .createIndex('post_sphere_hot_idx')
    .on('post')
    .columns(['sphere_id', 'is_confirmed', ...live, 'is_pinned', 'hot_score', 'created_at', 'post_id']);
  // 베스트 looks back one period: the sphere's recent posts by a range on created_at (pinned ones
  // come from the feed index; the planner joins both halves of the OR).
  const sphereRecent = db.schema
    .createIndex('post_sphere_recent_idx')
    .on('post')
    .columns(['sphere_id', 'is_confirmed', ...live, 'created_at']);
  if (pg) {
    for (const index of [sphereNew, sphereHot, sphereRecent])
      await index.where(sql.ref('deleted_at'), 'is', null).execute();
  } else {
    for (const index of [sphereNew, sphereHot, sphereRecent]) await index.execute();
  }

  // One pair per category, holding only the posts that carry it. The query must repeat the
  // condition word for word, with the bit as a literal (repository.ts, categoryCondition).
  // SQLite checks the condition again on every row it reads, so the mask rides along at the end
  // (index-only); PostgreSQL proves it from the index's own condition.
  const mask = pg ? [] : ['category_mask'];
  for (const { group, id, bit } of migration120Bits()) {
    const condition = pg
      ? sql.raw<boolean>(`deleted_at is null and (category_mask & ${bit}) <> 0`)
      : sql.raw<boolean>(`(category_mask & ${bit}) <> 0`);
    await db.schema
      .createIndex(`post_${group}_${id}_feed_idx`)
      .on('post')
      .columns(['is_confirmed', ...live, 'is_pinned', 'created_at', 'post_id', ...mask])
      .where(condition)
      .execute();
    await db.schema
      .createIndex(`post_${group}_${id}_hot_idx`)
      .on('post')
      .columns(['is_confirmed', ...live, 'is_pinned', 'hot_score', 'created_at', 'post_id', ...mask])
      .where(condition)
      .execute();
  }
}
