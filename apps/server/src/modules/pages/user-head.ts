import type { PublicProfile } from '@tubesphere/shared/contract/users';
import { absoluteUrl, type PageHead, SITE_NAME } from './html-head.ts';

/** The head of /user/{userId}: a shared profile link shows the name, bio and picture. */
export const userPageHead = (user: PublicProfile, origin: string): PageHead => ({
  title: `${user.user_name}님의 프로필 | ${SITE_NAME}`,
  description: user.bio ?? `${SITE_NAME}에서 ${user.user_name}님이 나눈 글과 댓글`,
  image: absoluteUrl(user.profile_image, origin),
});
