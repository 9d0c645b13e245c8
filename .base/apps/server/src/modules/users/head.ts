import { parseUserId } from '@tubesphere/shared/domain/ids';
import type { FastifyInstance } from 'fastify';
import type { PageHeadResolver } from '../../plugins/web-app.ts';

const SITE_NAME = '튜브스피어';

/** Open Graph for /user/{userId}: a shared profile link shows the name, bio and picture. */
export const userPageHead =
  (app: FastifyInstance): PageHeadResolver =>
  async (pathname, request) => {
    const match = /^\/user\/([^/]+)\/?$/.exec(pathname);
    const userId = match ? parseUserId(decodeURIComponent(match[1] as string)) : null;
    if (userId === null) return null;
    const user = await app.db
      .selectFrom('user')
      .select(['user_name', 'bio', 'profile_image'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    const origin = `${request.protocol}://${request.host}`;
    return {
      title: `${user.user_name}님의 프로필 | ${SITE_NAME}`,
      description: user.bio ?? `${SITE_NAME}에서 ${user.user_name}님이 나눈 글과 댓글`,
      image: user.profile_image?.startsWith('/') ? `${origin}${user.profile_image}` : user.profile_image,
    };
  };
