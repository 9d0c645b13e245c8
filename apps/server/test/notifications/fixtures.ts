import type { Notification } from '@tubesphere/shared/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { call } from '../own-content/own-content-fixtures.ts';

export { call, comment, publishPost } from '../own-content/own-content-fixtures.ts';

/** The member's notifications, newest first (one page of 50). */
export async function inbox(app: FastifyInstance, cookie: string): Promise<Notification[]> {
  const response = await call(app, 'GET', '/api/notifications?limit=50', cookie);
  if (response.status !== 200) throw new Error(`inbox ${response.status} ${response.raw}`);
  return response.body.notifications as Notification[];
}

/** Of one type only: rewards can level a companion up along the way, which is news of its own. */
export async function inboxOf(app: FastifyInstance, cookie: string, type: Notification['type']) {
  return (await inbox(app, cookie)).filter((item) => item.type === type);
}

export async function unread(app: FastifyInstance, cookie: string): Promise<number> {
  const response = await call(app, 'GET', '/api/notifications/unread-count', cookie);
  return response.body.unreadCount as number;
}

export async function like(app: FastifyInstance, postId: string, cookie: string) {
  const response = await call(app, 'POST', `/api/posts/${postId}/like`, cookie, { type: 'like' });
  if (response.status !== 200) throw new Error(`like ${response.status} ${response.raw}`);
  return response.body as { isLiked: boolean };
}

export const numericId = (wireId: string) => Number(wireId.replace(/^\D+/, ''));
