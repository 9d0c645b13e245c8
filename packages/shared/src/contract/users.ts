import { publicUserProfile, userNameField, userProfile } from './auth.ts';
import { comment } from './comments.ts';
import { pagination, queryInt, wirePostId, wireUserId } from './common.ts';
import { followState } from './follows.ts';
import { post } from './posts.ts';
import { z } from './zod.ts';

export const BIO_MAX = 200;
export const USER_CONTENT_PAGE_SIZE = 10;
export const USER_CONTENT_MAX_LIMIT = 50;

export const USER_MESSAGES = {
  notFound: '사용자를 찾을 수 없습니다.',
  /** A 404 like notFound, but the account existed: its profile page says so. */
  deleted: '탈퇴한 사용자입니다.',
  bioTooLong: `소개는 ${BIO_MAX}자 이하로 입력해주세요.`,
  badProfileImage: '프로필 사진은 이 사이트에 올린 이미지만 쓸 수 있습니다.',
} as const;

export const userParams = z.object({ userId: wireUserId });

/** What a profile counts, the same for everyone: public posts, comments on them, likes those posts got. */
export const profileStats = z.object({
  posts: z.int(),
  comments: z.int(),
  likesReceived: z.int(),
});
export type ProfileStats = z.infer<typeof profileStats>;

/** The companion as others see it: its look, name and level, not its stats or parts list. */
export const profileCompanion = z.object({
  name: z.string(),
  level: z.int(),
  base: z.nullable(z.object({ partId: z.string(), icon: z.string(), name: z.string() })),
  accessories: z.array(
    z.object({ partId: z.string(), icon: z.string(), name: z.string(), x: z.number(), y: z.number() }),
  ),
});
export type ProfileCompanion = z.infer<typeof profileCompanion>;

/** GET /api/users/{userId}: the public profile plus join date, counts and companion. */
export const publicProfile = z.extend(publicUserProfile, {
  createdAt: z.string(),
  stats: profileStats,
  companion: z.nullable(profileCompanion),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** GET /api/users/{userId}: the profile and, for the viewer, who follows whom. */
export const userResponse = z.object({ user: z.extend(publicProfile, followState.shape) });
export type UserResponse = z.infer<typeof userResponse>;

/** GET /api/users/{userId}/posts and /comments: pages of 10 by default. */
export const userContentQuery = z.object({
  page: queryInt(1, 100_000, 1),
  limit: queryInt(1, USER_CONTENT_MAX_LIMIT, USER_CONTENT_PAGE_SIZE),
});

/** The same shape as the feed, so the same post cards show them. */
export const userPostsResponse = z.object({
  success: z.literal(true),
  data: z.object({ posts: z.array(post), pagination }),
});
export type UserPostsResponse = z.infer<typeof userPostsResponse>;

/** A comment on a profile, with the post it answers. */
export const profileComment = z.extend(comment, {
  post: z.object({ postId: z.string(), title: z.nullable(z.string()), excerpt: z.string() }),
});
export type ProfileComment = z.infer<typeof profileComment>;

export const userCommentsResponse = z.object({
  success: z.literal(true),
  data: z.object({ comments: z.array(profileComment), pagination }),
});
export type UserCommentsResponse = z.infer<typeof userCommentsResponse>;

/** Uploads are stored as /uploads/<32 hex>.webp (modules/uploads/image-store.ts); nothing else is a profile picture. */
const OWN_UPLOAD = /^\/uploads\/[0-9a-f]{32}\.webp$/;

/**
 * PATCH /api/users/me. Every field is optional; a blank bio or a null picture removes it. The
 * name follows the signup rules.
 */
export const updateMeBody = z.object({
  user_name: z.optional(userNameField),
  bio: z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(BIO_MAX, USER_MESSAGES.bioTooLong)),
      z.transform((value) => (value === '' ? null : value)),
    ),
  ),
  profile_image: z.nullish(z.string().check(z.regex(OWN_UPLOAD, USER_MESSAGES.badProfileImage))),
});
export type UpdateMeBody = z.input<typeof updateMeBody>;
/** The body as checked: trimmed name, bio (null when blank), picture. */
export type UpdateMeValues = z.output<typeof updateMeBody>;

export const updateMeResponse = z.object({ user: userProfile });
export type UpdateMeResponse = z.infer<typeof updateMeResponse>;

/** @ suggestions: at most this many names, for a query of at most USER_SEARCH_MAX characters. */
export const USER_SEARCH_LIMIT = 8;
export const USER_SEARCH_MAX = 20;

/**
 * GET /api/users/search: names starting with `q`, where a lone consonant stands for any syllable
 * it starts (ㅎㄱㄷ finds 홍길동). `postId` names the thread being written in: its people come
 * first, after the people the viewer follows.
 */
export const userSearchQuery = z.object({
  q: z
    .string({ error: '검색어를 입력해주세요.' })
    .check(
      z.trim(),
      z.minLength(1, '검색어를 입력해주세요.'),
      z.maxLength(USER_SEARCH_MAX, `검색어는 ${USER_SEARCH_MAX}자 이하로 입력해주세요.`),
    ),
  postId: z.optional(wirePostId),
});

export const userSuggestion = z.object({ id: z.string(), name: z.string(), profileImage: z.nullable(z.string()) });
export type UserSuggestion = z.infer<typeof userSuggestion>;

export const userSearchResponse = z.object({ users: z.array(userSuggestion) });
export type UserSearchResponse = z.infer<typeof userSearchResponse>;
