import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * PostgreSQL only: the steps a like and a comment take under the post's lock, as functions, so
 * each step is one round trip instead of three to seven (docs/decisions/270-postgres-write-round-trips.md).
 * They do exactly what the TypeScript path does on SQLite, statement for statement, and run as
 * the caller (SECURITY INVOKER): a role that may not write a table may not write it through
 * them either. Inside a function each statement of READ COMMITTED takes a new snapshot, so a
 * read that follows a row lock sees what the request it waited for committed.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;

  // The post (confirmed, or the member's own pending one) locked, the member's reaction read
  // after the lock, set to `next`, and the counts moved. No row when the post is not reactable.
  await sql`
    create or replace function ts_toggle_reaction(p_post integer, p_user integer, p_type text, p_now text)
    returns table (o_author integer, o_previous text, o_next text, o_likes integer, o_dislikes integer)
    language plpgsql as $fn$
    declare
      v_author integer;
      v_previous text;
      v_next text;
    begin
      select p.user_id into v_author from post p
        where p.post_id = p_post and p.deleted_at is null and (p.is_confirmed = 1 or p.user_id = p_user)
        for no key update;
      if not found then return; end if;
      select r.reaction_type into v_previous from post_reaction r where r.post_id = p_post and r.user_id = p_user;
      v_next := case when v_previous = p_type then null else p_type end;
      if v_next is null then
        delete from post_reaction r where r.post_id = p_post and r.user_id = p_user;
      elsif v_previous is null then
        insert into post_reaction (post_id, user_id, reaction_type, created_at) values (p_post, p_user, v_next, p_now);
      else
        update post_reaction r set reaction_type = v_next, created_at = p_now
          where r.post_id = p_post and r.user_id = p_user;
      end if;
      return query
        update post p set
          like_count = p.like_count + (case when v_next = 'like' then 1 else 0 end) - (case when v_previous = 'like' then 1 else 0 end),
          dislike_count = p.dislike_count + (case when v_next = 'dislike' then 1 else 0 end) - (case when v_previous = 'dislike' then 1 else 0 end)
        where p.post_id = p_post
        returning v_author, v_previous, v_next, p.like_count, p.dislike_count;
    end
    $fn$`.execute(db);

  // A reward grant's first half: the member's row locked (grants of one member apply one after
  // the other), the grant logged unless already given for this key or the day's cap is reached,
  // and the member's progress, companion and first plant as they are now.
  await sql`
    create or replace function ts_reward_log(
      p_user integer, p_action text, p_key text, p_day text, p_experience integer, p_water integer, p_now text, p_cap integer)
    returns table (
      o_granted boolean, o_user_level integer, o_user_experience integer, o_user_water_drops integer,
      o_c_user_id integer, o_character_name text, o_base_part_id text, o_level integer, o_experience integer,
      o_creativity integer, o_sociability integer, o_influence integer, o_consistency integer, o_updated_at text,
      o_plant_id integer, o_plant_level integer, o_plant_experience integer, o_plant_max_experience integer)
    language plpgsql as $fn$
    declare
      v_reward integer;
    begin
      perform 1 from "user" u where u.user_id = p_user for no key update;
      if not found then return; end if;
      insert into reward_log (user_id, action_type, reward_key, reward_day, experience, water_drops, created_at)
        select p_user, p_action, p_key, p_day, p_experience, p_water, p_now
        where (select count(*) from reward_log l
               where l.user_id = p_user and l.action_type = p_action and l.reward_day = p_day) < p_cap
        on conflict (user_id, action_type, reward_key) do nothing
        returning reward_id into v_reward;
      return query
        select v_reward is not null, u.level, u.experience, u.water_drops,
          c.user_id, c.character_name, c.base_part_id, c.level, c.experience,
          c.creativity, c.sociability, c.influence, c.consistency, c.updated_at,
          p.plant_id, p.level, p.experience, p.max_experience
        from "user" u
          left join "character" c on c.user_id = u.user_id
          left join plant p on p.user_id = u.user_id
        where u.user_id = p_user
        order by p.plant_id
        limit 1;
    end
    $fn$`.execute(db);

  // notify() of modules/notifications/notify.ts after its first check (one's own action): the
  // block check, for a grouped like the preference, today's likers and the group's old row,
  // the insert (live account, type not turned off), the live event and the queued pushes.
  // Returns the notification's id (null when nothing was written) and how many pushes queued.
  await sql`
    create or replace function ts_notify(
      p_recipient integer, p_type text, p_actor integer, p_post integer, p_comment integer, p_text text,
      p_count integer, p_now text, p_group_key text, p_since text, p_channel_prefix text)
    returns table (o_notification_id integer, o_pushes integer)
    language plpgsql as $fn$
    declare
      v_count integer := p_count;
      v_group text := null;
      v_id integer;
      v_pushes integer;
    begin
      if p_actor is not null and exists (
        select 1 from user_block b where b.blocker_id = p_recipient and b.blocked_id = p_actor) then
        return;
      end if;
      if p_type in ('post_liked', 'comment_liked') then
        if not exists (
          select 1 from "user" u
            left join notification_preference pref on pref.user_id = u.user_id and pref.type = p_type
          where u.user_id = p_recipient and u.deleted_at is null and (pref.enabled is null or pref.enabled = 1)) then
          return;
        end if;
        if p_type = 'post_liked' then
          select count(*) into v_count from post_reaction r
            where r.post_id = p_post and r.reaction_type = 'like' and r.created_at >= p_since and r.user_id <> p_recipient;
        else
          select count(*) into v_count from comment_like l
            where l.comment_id = p_comment and l.created_at >= p_since and l.user_id <> p_recipient;
        end if;
        if v_count = 0 then return; end if;
        v_group := p_group_key;
        delete from notification n where n.user_id = p_recipient and n.group_key = v_group;
      end if;
      insert into notification (user_id, type, actor_id, post_id, comment_id, text, actor_count, group_key, created_at)
        select u.user_id, p_type, p_actor, p_post, p_comment, p_text, v_count, v_group, p_now
        from "user" u
        where u.user_id = p_recipient and u.deleted_at is null and not exists (
          select 1 from notification_preference pref
          where pref.user_id = p_recipient and pref.type = p_type and pref.enabled = 0)
        returning notification_id into v_id;
      if v_id is null then return; end if;
      perform pg_notify(p_channel_prefix || current_schema(), '{"t":"n","u":' || p_recipient || ',"n":' || v_id || '}');
      with queued as (
        insert into push_delivery (subscription_id, kind, ref_id, next_attempt_at, created_at)
          select s.subscription_id, 'notification', v_id, p_now, p_now from push_subscription s where s.user_id = p_recipient
          returning 1)
      select count(*) into v_pushes from queued;
      return query select v_id, v_pushes;
    end
    $fn$`.execute(db);

  // A like in one call: the toggle, then — a like of someone else's post — the like_give grant's
  // log and the author's grouped notification. The grant's progress arithmetic stays in
  // TypeScript, which sends the updates when o_granted says the grant was logged.
  await sql`
    create or replace function ts_like(
      p_post integer, p_user integer, p_type text, p_now text,
      p_reward_key text, p_day text, p_experience integer, p_water integer, p_cap integer,
      p_group_key text, p_since text, p_channel_prefix text)
    returns table (
      o_author integer, o_next text, o_likes integer, o_dislikes integer, o_rewarded boolean, o_pushes integer,
      o_granted boolean, o_user_level integer, o_user_experience integer, o_user_water_drops integer,
      o_c_user_id integer, o_character_name text, o_base_part_id text, o_level integer, o_experience integer,
      o_creativity integer, o_sociability integer, o_influence integer, o_consistency integer, o_updated_at text,
      o_plant_id integer, o_plant_level integer, o_plant_experience integer, o_plant_max_experience integer)
    language plpgsql as $fn$
    declare
      t record;
      r record;
      n record;
    begin
      select * into t from ts_toggle_reaction(p_post, p_user, p_type, p_now);
      if not found then return; end if;
      if t.o_next is distinct from 'like' or t.o_author = p_user then
        return query select t.o_author, t.o_next, t.o_likes, t.o_dislikes, false, 0,
          false, null::integer, null::integer, null::integer, null::integer, null::text, null::text, null::integer,
          null::integer, null::integer, null::integer, null::integer, null::integer, null::text, null::integer,
          null::integer, null::integer, null::integer;
        return;
      end if;
      select * into r from ts_reward_log(p_user, 'like_give', p_reward_key, p_day, p_experience, p_water, p_now, p_cap);
      if not found then raise exception 'user % not found', p_user; end if;
      select * into n from ts_notify(t.o_author, 'post_liked', p_user, p_post, null, null, 1, p_now, p_group_key, p_since, p_channel_prefix);
      return query select t.o_author, t.o_next, t.o_likes, t.o_dislikes, true, coalesce(n.o_pushes, 0),
        r.o_granted, r.o_user_level, r.o_user_experience, r.o_user_water_drops, r.o_c_user_id, r.o_character_name,
        r.o_base_part_id, r.o_level, r.o_experience, r.o_creativity, r.o_sociability, r.o_influence, r.o_consistency,
        r.o_updated_at, r.o_plant_id, r.o_plant_level, r.o_plant_experience, r.o_plant_max_experience;
    end
    $fn$`.execute(db);
}
