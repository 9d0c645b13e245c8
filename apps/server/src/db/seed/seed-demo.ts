import type { Block } from '@tubesphere/shared/contract/blocks';
import { CONTENT_CATEGORIES, TIMING_CATEGORIES } from '@tubesphere/shared/contract/post-create';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/password.ts';
import type { UploadStorage } from '../../modules/uploads/index.ts';
import type { Database } from '../schema.ts';
import {
  DEMO_COMMENTS,
  DEMO_LINKS,
  DEMO_PASSWORD,
  DEMO_POSTS,
  DEMO_REPLIES,
  DEMO_USERS,
  DEMO_VIDEO_IDS,
} from './demo-content.ts';
import { writeDemoImages } from './demo-images.ts';

export const demoEmail = (index: number) => `demo${index + 1}@tubesphere.kr`;

/** A small deterministic generator, so every fresh demo database looks the same. */
function makeRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const HOUR = 3_600_000;

/**
 * Demo community: 10 users, one post per DEMO_POSTS entry (60+, all confirmed) mixing text,
 * YouTube, link and image blocks, with comments, replies, reactions and sphere members.
 * Runs once: skipped when the first demo user already exists. Returns false when skipped.
 */
export async function seedDemoData(db: Kysely<Database>, storage: UploadStorage): Promise<boolean> {
  const exists = await db.selectFrom('user').select('user_id').where('email', '=', demoEmail(0)).executeTakeFirst();
  if (exists) return false;
  const random = makeRandom(20_260_101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const images = await writeDemoImages(storage);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();

  await db.transaction().execute(async (trx) => {
    const userIds: number[] = [];
    for (const [index, user] of DEMO_USERS.entries()) {
      const createdAt = new Date(now - (60 - index) * 24 * HOUR).toISOString();
      const row = await trx
        .insertInto('user')
        .values({
          email: demoEmail(index),
          password_hash: passwordHash,
          user_name: user.name,
          bio: user.bio,
          profile_image: null,
          water_drops: 1250 + index * 37,
          gems: 300,
          level: 1 + (index % 4),
          experience: (index * 170) % 900,
          // 회원: below the default 자동 확정 등급, so their posts still show the review queue at work.
          trust_level: 1,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      userIds.push(row.user_id);
    }

    const spheres = await trx.selectFrom('sphere').select(['sphere_id', 'slug']).execute();
    const sphereBySlug = new Map(spheres.map((s) => [s.slug, s.sphere_id]));
    for (const [index, userId] of userIds.entries()) {
      const joined = spheres.filter((_, i) => (i + index) % 3 === 0);
      for (const sphere of joined) {
        await trx
          .insertInto('sphere_member')
          .values({
            sphere_id: sphere.sphere_id,
            user_id: userId,
            role: 'member',
            joined_at: new Date(now).toISOString(),
          })
          .execute();
      }
    }

    const entries = Object.entries(DEMO_POSTS).flatMap(([slug, posts]) => posts.map((post) => ({ slug, post })));
    // Interleave spheres so the feed does not show eight cooking posts in a row.
    entries.sort((a, b) => (a.post[0].length % 7) - (b.post[0].length % 7) || a.slug.localeCompare(b.slug));
    let postIndex = 0;
    for (const { slug, post } of entries) {
      const [title, text] = post;
      const authorId = userIds[postIndex % userIds.length] as number;
      const createdAt = new Date(now - (postIndex * 5 + 1) * HOUR - Math.floor(random() * HOUR)).toISOString();
      const blocks: Block[] = [{ id: `${postIndex}-t`, type: 'text', content: text }];
      switch (postIndex % 4) {
        case 0: {
          const videoId = DEMO_VIDEO_IDS[postIndex % DEMO_VIDEO_IDS.length];
          blocks.push({
            id: `${postIndex}-v`,
            type: 'video',
            url: `https://www.youtube.com/watch?v=${videoId}`,
            embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
            caption: '',
          });
          break;
        }
        case 1:
          blocks.push({ id: `${postIndex}-l`, type: 'link', ...pick(DEMO_LINKS), image: null });
          break;
        case 2:
          blocks.push({
            id: `${postIndex}-i`,
            type: 'image',
            url: images[postIndex % images.length],
            fileName: 'photo.webp',
            caption: '',
          });
          break;
        default:
          break;
      }
      const imageBlock = blocks.find((b) => b.type === 'image');
      // The posts with a video are video shares: their sphere's content category and a timing,
      // so the sidebar's category filters find something in a fresh demo.
      const isShare = postIndex % 4 === 0;
      const content = (CONTENT_CATEGORIES as readonly string[]).includes(slug) ? [slug] : [];
      const timing = [TIMING_CATEGORIES[(postIndex / 4) % TIMING_CATEGORIES.length]];
      const { post_id: postId } = await trx
        .insertInto('post')
        .values({
          user_id: authorId,
          title,
          content: text,
          image: imageBlock && imageBlock.type === 'image' ? (imageBlock.url ?? null) : null,
          blocks_json: JSON.stringify(blocks),
          sphere_id: sphereBySlug.get(slug) ?? null,
          categories_json: isShare ? JSON.stringify({ timing, content }) : null,
          api_source: isShare ? 'manual' : null,
          is_confirmed: 1,
          is_pinned: postIndex === 3 ? 1 : 0,
          confirmed_at: createdAt,
          view_count: Math.floor(random() * 500),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('post_id')
        .executeTakeFirstOrThrow();

      let likes = 0;
      let dislikes = 0;
      for (const userId of userIds) {
        if (userId === authorId) continue;
        const roll = random();
        if (roll > 0.55) continue;
        const type = roll < 0.48 ? 'like' : 'dislike';
        if (type === 'like') likes += 1;
        else dislikes += 1;
        await trx
          .insertInto('post_reaction')
          .values({ post_id: postId, user_id: userId, reaction_type: type, created_at: createdAt })
          .execute();
      }

      const commentCount = Math.floor(random() * 4);
      let comments = 0;
      for (let c = 0; c < commentCount; c += 1) {
        const commentAt = new Date(Date.parse(createdAt) + (c + 1) * 20 * 60_000).toISOString();
        const { comment_id: commentId } = await trx
          .insertInto('comment')
          .values({
            post_id: postId,
            user_id: pick(userIds),
            parent_comment_id: null,
            content: pick(DEMO_COMMENTS),
            created_at: commentAt,
          })
          .returning('comment_id')
          .executeTakeFirstOrThrow();
        comments += 1;
        if (random() < 0.35) {
          await trx
            .insertInto('comment')
            .values({
              post_id: postId,
              user_id: pick(userIds),
              parent_comment_id: commentId,
              content: pick(DEMO_REPLIES),
              created_at: new Date(Date.parse(commentAt) + 600_000).toISOString(),
            })
            .execute();
          comments += 1;
        }
      }
      await trx
        .updateTable('post')
        .set({ like_count: likes, dislike_count: dislikes, comment_count: comments })
        .where('post_id', '=', postId)
        .execute();
      postIndex += 1;
    }

    for (const sphere of spheres) {
      const members = await trx
        .selectFrom('sphere_member')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sphere_id', '=', sphere.sphere_id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('sphere')
        .set({ member_count: Number(members.n) })
        .where('sphere_id', '=', sphere.sphere_id)
        .execute();
    }
  });
  return true;
}
