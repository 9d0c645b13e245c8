import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * The likes a member's public posts have received, kept as one number per member so a profile
 * reads it in one row instead of summing every post the member wrote (50,000 rows for the most
 * prolific member of a million-post site, over half a second each time the profile's cache
 * entry is cold).
 *
 * Triggers keep it equal to "sum of like_count over the member's confirmed, live posts" on every
 * write path (likes, confirmation, deletion and restore, imports, the admin SQL tool). The
 * counter lives in its own table rather than on "user": a like already locks the liker's user
 * row for its reward, and taking the author's user row as well could deadlock two members
 * liking each other's posts at once. No foreign key: a post deleted after its member must not
 * fail, and a left-over row of a removed member is never read.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('member_likes_received')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  if (dialect === 'postgres') {
    await sql`create function post_member_likes() returns trigger language plpgsql as $$
      declare
        v_before integer := 0;
        v_after integer := 0;
      begin
        if tg_op <> 'INSERT' and old.is_confirmed = 1 and old.deleted_at is null then v_before := old.like_count; end if;
        if tg_op <> 'DELETE' and new.is_confirmed = 1 and new.deleted_at is null then v_after := new.like_count; end if;
        if v_after <> v_before then
          insert into member_likes_received as m (user_id, likes)
            values (coalesce(new.user_id, old.user_id), v_after - v_before)
            on conflict (user_id) do update set likes = m.likes + excluded.likes;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger post_member_likes after insert or delete or update of like_count, is_confirmed, deleted_at
      on post for each row execute function post_member_likes()`.execute(db);
  } else {
    const counted = (row: 'new' | 'old') =>
      sql.raw(`(case when ${row}.is_confirmed = 1 and ${row}.deleted_at is null then ${row}.like_count else 0 end)`);
    const add = (userId: 'new' | 'old', delta: ReturnType<typeof sql>) => sql`
      insert into member_likes_received (user_id, likes) values (${sql.raw(userId)}.user_id, ${delta})
        on conflict (user_id) do update set likes = likes + excluded.likes;`;
    await sql`create trigger post_member_likes_ai after insert on post when ${counted('new')} <> 0 begin
      ${add('new', counted('new'))}
    end`.execute(db);
    await sql`create trigger post_member_likes_au after update of like_count, is_confirmed, deleted_at on post
      when ${counted('new')} <> ${counted('old')} begin
      ${add('new', sql`${counted('new')} - ${counted('old')}`)}
    end`.execute(db);
    await sql`create trigger post_member_likes_ad after delete on post when ${counted('old')} <> 0 begin
      ${add('old', sql`-${counted('old')}`)}
    end`.execute(db);
  }

  await fillMemberLikesReceived(db);
}

/** Recounts every member from their posts (the migration's first fill; bench's bulk load, which sets the triggers aside). */
export async function fillMemberLikesReceived(db: Kysely<unknown>): Promise<void> {
  await sql`delete from member_likes_received`.execute(db);
  await sql`insert into member_likes_received (user_id, likes)
    select user_id, sum(like_count) from post
     where is_confirmed = 1 and deleted_at is null
     group by user_id
    having sum(like_count) <> 0`.execute(db);
}
