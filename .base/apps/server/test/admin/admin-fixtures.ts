import type { FastifyInstance } from 'fastify';
import type { NewPost } from '../../src/db/schema.ts';

let minutesAgo = 10_000;

/**
 * A post straight into the database. Pending unless told otherwise: the authoring feature
 * creates pending posts, and these tests must not depend on it. Each call is a minute newer.
 */
export async function insertPost(app: FastifyInstance, userId: number, fields: Partial<NewPost> = {}) {
  minutesAgo -= 1;
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const row = await app.db
    .insertInto('post')
    .values({
      user_id: userId,
      title: '테스트 글',
      content: '테스트 내용',
      blocks_json: '[]',
      created_at: createdAt,
      updated_at: createdAt,
      ...fields,
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  return row.post_id;
}

export async function insertComment(app: FastifyInstance, postId: number, userId: number, content: string) {
  const row = await app.db
    .insertInto('comment')
    .values({ post_id: postId, user_id: userId, content, created_at: new Date().toISOString() })
    .returning('comment_id')
    .executeTakeFirstOrThrow();
  return row.comment_id;
}
