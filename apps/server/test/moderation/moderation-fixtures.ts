import type { FastifyInstance } from 'fastify';
import { signInAdmin, signUpUser } from '../helpers/test-app.ts';
import { call, comment, publishPost } from '../own-content/own-content-fixtures.ts';

export { call, comment, publishPost };

export type TestUser = Awaited<ReturnType<typeof signUpUser>>;

/**
 * An admin and three members, the cast of every moderation test. The readers are 등급 1 (회원),
 * so their reports count toward auto-hide; the author stays a 새내기.
 */
export async function cast(app: FastifyInstance) {
  const admin = await signInAdmin(app);
  const author = await signUpUser(app, '작성자');
  const readers = [await signUpUser(app, '독자1'), await signUpUser(app, '독자2'), await signUpUser(app, '독자3')];
  await app.db
    .updateTable('user')
    .set({ trust_level: 1 })
    .where(
      'user_id',
      'in',
      readers.map((reader) => reader.numericId),
    )
    .execute();
  return { admin, author, readers };
}

/** A post written through the API and left pending; returns its wire id. */
export async function pendingPost(app: FastifyInstance, cookie: string, title = '대기 중인 글') {
  const created = await call(app, 'POST', '/api/posts/feed', cookie, {
    title,
    blocks: [{ id: '1', type: 'text', content: `${title} 본문` }],
  });
  if (created.status !== 201) throw new Error(`create failed ${created.status} ${created.raw}`);
  return (created.body.post as { postId: string }).postId;
}

export const report = (
  app: FastifyInstance,
  cookie: string,
  targetType: 'post' | 'comment' | 'message',
  targetId: string | number,
  reason = 'spam',
  detail?: string,
) => call(app, 'POST', '/api/reports', cookie, { targetType, targetId, reason, ...(detail ? { detail } : {}) });

/** The audit rows of one action, oldest first. */
export const auditRows = (app: FastifyInstance, action: string) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('audit_id').execute();
