import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * PostgreSQL only: a like and a plain comment as ONE function call each, sent outside an
 * explicit transaction — a statement runs atomically, so the call needs no begin/commit around
 * it (docs/decisions/293-postgres-writes-one-call.md). Builds on the functions of migration 345.
 *
 * The rare cases whose rules live only in TypeScript — a grant that fills a bar (a level-up
 * looks up unlocked parts and tells the member), a member without companion or plant yet —
 * raise SQLSTATE TSR01 instead: the whole statement rolls back and the caller runs the same
 * request in TypeScript steps inside a transaction (rewards' needsSteps).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;

  // A whole reward grant: ts_reward_log (the member's row locked, the log under the day's cap),
  // then the amounts added to the member, the companion and the first plant. p_rule is the
  // action's rule from packages/shared/src/domain/rewards.ts, in rewards' ruleParams order:
  // experience, water drops, daily cap, companion experience, creativity, sociability,
  // influence, consistency, plant experience. Returns the state after the grant.
  await sql`
    create or replace function ts_grant(
      p_user integer, p_action text, p_key text, p_day text, p_now text, p_rule integer[])
    returns table (
      o_granted boolean, o_user_level integer, o_user_experience integer, o_user_water_drops integer,
      o_c_user_id integer, o_character_name text, o_base_part_id text, o_level integer, o_experience integer,
      o_creativity integer, o_sociability integer, o_influence integer, o_consistency integer, o_updated_at text,
      o_plant_id integer, o_plant_level integer, o_plant_experience integer, o_plant_max_experience integer)
    language plpgsql as $fn$
    declare
      s record;
      v_user_experience integer;
      v_companion_experience integer;
      v_plant_experience integer;
    begin
      select * into s from ts_reward_log(p_user, p_action, p_key, p_day, p_rule[1], p_rule[2], p_now, p_rule[3]);
      if not found then raise exception 'user % not found', p_user; end if;
      if s.o_c_user_id is null or (s.o_granted and s.o_plant_id is null) then
        raise exception using errcode = 'TSR01', message = 'the grant makes the companion or the plant first';
      end if;
      o_granted := s.o_granted;
      o_user_level := s.o_user_level; o_user_experience := s.o_user_experience; o_user_water_drops := s.o_user_water_drops;
      o_c_user_id := s.o_c_user_id; o_character_name := s.o_character_name; o_base_part_id := s.o_base_part_id;
      o_level := s.o_level; o_experience := s.o_experience; o_creativity := s.o_creativity;
      o_sociability := s.o_sociability; o_influence := s.o_influence; o_consistency := s.o_consistency;
      o_updated_at := s.o_updated_at; o_plant_id := s.o_plant_id; o_plant_level := s.o_plant_level;
      o_plant_experience := s.o_plant_experience; o_plant_max_experience := s.o_plant_max_experience;
      if not s.o_granted then return next; return; end if;

      -- The bars' thresholds of packages/shared/src/domain/levels.ts: crossing one is left to it.
      v_user_experience := s.o_user_experience + greatest(0, p_rule[1]);
      v_companion_experience := s.o_experience + greatest(0, p_rule[4]);
      v_plant_experience := s.o_plant_experience + greatest(0, p_rule[9]);
      if v_user_experience >= s.o_user_level * 1000
         or (s.o_level < 99 and v_companion_experience >= s.o_level * 100 + (s.o_level - 1) * 50)
         or (s.o_plant_level < 5 and v_plant_experience >= s.o_plant_max_experience) then
        raise exception using errcode = 'TSR01', message = 'the grant fills a bar';
      end if;
      o_user_experience := v_user_experience;
      o_user_water_drops := s.o_user_water_drops + p_rule[2];
      o_experience := v_companion_experience;
      o_creativity := s.o_creativity + p_rule[5];
      o_sociability := s.o_sociability + p_rule[6];
      o_influence := s.o_influence + p_rule[7];
      o_consistency := s.o_consistency + p_rule[8];
      o_updated_at := p_now;
      o_plant_experience := v_plant_experience;
      update "user" u set experience = o_user_experience, water_drops = o_user_water_drops, updated_at = p_now
        where u.user_id = p_user;
      update "character" c set experience = o_experience, creativity = o_creativity, sociability = o_sociability,
          influence = o_influence, consistency = o_consistency, updated_at = p_now
        where c.user_id = p_user;
      update plant p set experience = o_plant_experience where p.plant_id = s.o_plant_id;
      return next;
    end
    $fn$`.execute(db);

  // The like of migration 345 with the whole grant (ts_grant) instead of its log only, so
  // nothing is left for TypeScript to write afterwards.
  await sql`drop function if exists ts_like(integer, integer, text, text, text, text, integer, integer, integer, text, text, text)`.execute(
    db,
  );
  await sql`
    create or replace function ts_like(
      p_post integer, p_user integer, p_type text, p_now text,
      p_reward_key text, p_day text, p_rule integer[], p_group_key text, p_since text, p_channel_prefix text)
    returns table (
      o_author integer, o_next text, o_likes integer, o_dislikes integer, o_rewarded boolean, o_pushes integer,
      o_granted boolean, o_user_level integer, o_user_experience integer, o_user_water_drops integer,
      o_c_user_id integer, o_character_name text, o_base_part_id text, o_level integer, o_experience integer,
      o_creativity integer, o_sociability integer, o_influence integer, o_consistency integer, o_updated_at text,
      o_plant_id integer, o_plant_level integer, o_plant_experience integer, o_plant_max_experience integer)
    language plpgsql as $fn$
    declare
      t record;
      g record;
      n record;
    begin
      select * into t from ts_toggle_reaction(p_post, p_user, p_type, p_now);
      if not found then return; end if;
      o_author := t.o_author; o_next := t.o_next; o_likes := t.o_likes; o_dislikes := t.o_dislikes;
      o_rewarded := false; o_pushes := 0;
      if t.o_next is distinct from 'like' or t.o_author = p_user then return next; return; end if;
      select * into g from ts_grant(p_user, 'like_give', p_reward_key, p_day, p_now, p_rule);
      select * into n from ts_notify(t.o_author, 'post_liked', p_user, p_post, null, null, 1, p_now, p_group_key, p_since, p_channel_prefix);
      o_rewarded := true; o_pushes := coalesce(n.o_pushes, 0);
      o_granted := g.o_granted;
      o_user_level := g.o_user_level; o_user_experience := g.o_user_experience; o_user_water_drops := g.o_user_water_drops;
      o_c_user_id := g.o_c_user_id; o_character_name := g.o_character_name; o_base_part_id := g.o_base_part_id;
      o_level := g.o_level; o_experience := g.o_experience; o_creativity := g.o_creativity;
      o_sociability := g.o_sociability; o_influence := g.o_influence; o_consistency := g.o_consistency;
      o_updated_at := g.o_updated_at; o_plant_id := g.o_plant_id; o_plant_level := g.o_plant_level;
      o_plant_experience := g.o_plant_experience; o_plant_max_experience := g.o_plant_max_experience;
      return next;
    end
    $fn$`.execute(db);

  // A comment without a video time and without @mentions (their rules are TypeScript's; such a
  // comment takes the steps): the post locked, the reply's parent found (a reply to a reply
  // hangs under the same top-level comment), the comment written unless the member wrote the
  // same text since p_dup_since, the post's count, the comment_write grant, and the
  // notifications of notifyCommentCreated — the replied-to member first ('reply', or 'comment'
  // when they wrote the post and turned replies off), then the post's author.
  // o_status: 'ok', or what was refused before anything was written: 'post', 'parent', 'duplicate'.
  await sql`
    create or replace function ts_comment(
      p_post integer, p_user integer, p_parent integer, p_content text, p_fingerprint text, p_dup_since text,
      p_now text, p_day text, p_rule integer[], p_channel_prefix text)
    returns table (
      o_status text, o_comment_id integer, o_comment_count integer, o_parent_id integer, o_pushes integer,
      o_granted boolean, o_user_level integer, o_user_experience integer, o_user_water_drops integer,
      o_c_user_id integer, o_character_name text, o_base_part_id text, o_level integer, o_experience integer,
      o_creativity integer, o_sociability integer, o_influence integer, o_consistency integer, o_updated_at text,
      o_plant_id integer, o_plant_level integer, o_plant_experience integer, o_plant_max_experience integer)
    language plpgsql as $fn$
    declare
      v_author integer;
      v_replied integer := null;
      v_type text;
      v_parent record;
      g record;
      n record;
    begin
      select p.user_id into v_author from post p
        where p.post_id = p_post and p.deleted_at is null and (p.is_confirmed = 1 or p.user_id = p_user)
        for no key update;
      if not found then o_status := 'post'; return next; return; end if;
      if p_parent is not null then
        select c.comment_id, c.parent_comment_id, c.user_id into v_parent from comment c
          where c.comment_id = p_parent and c.post_id = p_post and c.deleted_at is null and c.hidden_at is null;
        if not found then o_status := 'parent'; return next; return; end if;
        o_parent_id := coalesce(v_parent.parent_comment_id, v_parent.comment_id);
        v_replied := v_parent.user_id;
      end if;
      insert into comment (post_id, user_id, parent_comment_id, content, created_at, mentions_json, video_seconds, text_fingerprint)
        select p_post, p_user, o_parent_id, p_content, p_now, null::text, null::integer, p_fingerprint
        where not exists (
          select 1 from comment same
          where same.user_id = p_user and same.text_fingerprint = p_fingerprint and same.created_at >= p_dup_since)
        returning comment_id into o_comment_id;
      if o_comment_id is null then o_status := 'duplicate'; o_parent_id := null; return next; return; end if;
      update post p set comment_count = p.comment_count + 1 where p.post_id = p_post
        returning p.comment_count into o_comment_count;

      select * into g from ts_grant(p_user, 'comment_write', 'comment:' || o_comment_id, p_day, p_now, p_rule);

      o_pushes := 0;
      if v_replied is not null and v_replied <> p_user then
        v_type := 'reply';
        if v_replied = v_author and not exists (
          select 1 from "user" u
            left join notification_preference pref on pref.user_id = u.user_id and pref.type = 'reply'
          where u.user_id = v_replied and u.deleted_at is null and (pref.enabled is null or pref.enabled = 1)) then
          v_type := case when exists (
            select 1 from "user" u
              left join notification_preference pref on pref.user_id = u.user_id and pref.type = 'comment'
            where u.user_id = v_replied and u.deleted_at is null and (pref.enabled is null or pref.enabled = 1))
            then 'comment' end;
        end if;
        if v_type is not null then
          select * into n from ts_notify(v_replied, v_type, p_user, p_post, o_comment_id, null, 1, p_now, null, null, p_channel_prefix);
          o_pushes := o_pushes + coalesce(n.o_pushes, 0);
        end if;
      end if;
      if v_author <> p_user and v_author is distinct from v_replied then
        select * into n from ts_notify(v_author, 'comment', p_user, p_post, o_comment_id, null, 1, p_now, null, null, p_channel_prefix);
        o_pushes := o_pushes + coalesce(n.o_pushes, 0);
      end if;

      o_status := 'ok';
      o_granted := g.o_granted;
      o_user_level := g.o_user_level; o_user_experience := g.o_user_experience; o_user_water_drops := g.o_user_water_drops;
      o_c_user_id := g.o_c_user_id; o_character_name := g.o_character_name; o_base_part_id := g.o_base_part_id;
      o_level := g.o_level; o_experience := g.o_experience; o_creativity := g.o_creativity;
      o_sociability := g.o_sociability; o_influence := g.o_influence; o_consistency := g.o_consistency;
      o_updated_at := g.o_updated_at; o_plant_id := g.o_plant_id; o_plant_level := g.o_plant_level;
      o_plant_experience := g.o_plant_experience; o_plant_max_experience := g.o_plant_max_experience;
      return next;
    end
    $fn$`.execute(db);
}
