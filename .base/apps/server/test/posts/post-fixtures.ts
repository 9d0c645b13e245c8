import type { Block } from '@tubesphere/shared/contract/blocks';
import type { FastifyInstance } from 'fastify';

let clock = Date.parse('2030-01-01T00:00:00Z');

export interface PostFixture {
  title?: string | null;
  content?: string;
  confirmed?: boolean;
  pinned?: boolean;
  deleted?: boolean;
  blocks?: Block[];
  image?: string | null;
  apiSource?: string | null;
}

/** Inserts a post straight into the database (post creation belongs to another module). */
export async function insertPost(app: FastifyInstance, userId: number, fixture: PostFixture = {}): Promise<number> {
  clock += 60_000;
  const at = new Date(clock).toISOString();
  const content = fixture.content ?? '테스트 게시글 본문';
  const row = await app.db
    .insertInto('post')
    .values({
      user_id: userId,
      title: fixture.title === undefined ? '테스트 제목' : fixture.title,
      content,
      image: fixture.image ?? null,
      blocks_json: JSON.stringify(fixture.blocks ?? [{ id: '1', type: 'text', content }]),
      is_confirmed: fixture.confirmed === false ? 0 : 1,
      is_pinned: fixture.pinned ? 1 : 0,
      api_source: fixture.apiSource ?? null,
      created_at: at,
      updated_at: at,
      deleted_at: fixture.deleted ? at : null,
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  return row.post_id;
}

export const me = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user as {
    level: number;
    experience: number;
    water_drops: number;
  };
