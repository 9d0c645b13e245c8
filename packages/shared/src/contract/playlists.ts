import { videoSecond } from './blocks.ts';
import { pagination, queryInt, wirePostId } from './common.ts';
import { z } from './zod.ts';

export const PLAYLIST_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type PlaylistVisibility = (typeof PLAYLIST_VISIBILITIES)[number];
export const PLAYLIST_TITLE_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 1000;
/** Enough for any evening; a list longer than this is an archive, not something to play through. */
export const PLAYLIST_ITEMS_MAX = 200;

export const PLAYLIST_MESSAGES = {
  notFound: '재생목록을 찾을 수 없습니다.',
  titleRequired: '재생목록 제목을 입력해주세요.',
  titleTooLong: `재생목록 제목은 ${PLAYLIST_TITLE_MAX}자 이하로 입력해주세요.`,
  descriptionTooLong: `재생목록 설명은 ${PLAYLIST_DESCRIPTION_MAX}자 이하로 입력해주세요.`,
  visibility: '공개 범위는 public, unlisted, private 중 하나여야 합니다.',
  notYours: '이 재생목록을 편집할 권한이 없습니다.',
  notMember: '스피어 멤버만 스피어 재생목록을 만들 수 있습니다.',
  sphereNotFound: '스피어를 찾을 수 없습니다.',
  postNotVideo: '영상이 있는 게시글만 재생목록에 담을 수 있습니다.',
  postNotFound: '게시글을 찾을 수 없습니다.',
  alreadyAdded: '이미 재생목록에 있는 영상입니다.',
  full: `재생목록에는 영상을 ${PLAYLIST_ITEMS_MAX}개까지 담을 수 있습니다.`,
  orderMismatch: '순서에는 재생목록의 영상이 모두 한 번씩 들어가야 합니다.',
  invalidId: '재생목록 ID 형식이 올바르지 않습니다.',
  tooMany: '재생목록 요청이 너무 많습니다.',
  banned: '이 스피어에서 활동이 제한되어 있어 스피어 재생목록을 편집할 수 없습니다.',
  notManager: '재생목록을 만든 사람과 운영진만 정보를 바꾸거나 삭제할 수 있습니다.',
  nothingToChange: '바꿀 내용을 하나 이상 보내주세요.',
} as const;

export const playlistParams = z.object({
  playlistId: z.pipe(
    z.transform((value) => (typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : value)),
    z.int({ error: PLAYLIST_MESSAGES.invalidId }).check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
  ),
});
export const playlistItemParams = z.object({ ...playlistParams.shape, postId: wirePostId });

/** POST /api/playlists. */
export const createPlaylistBody = z.object({
  title: z
    .string({ error: PLAYLIST_MESSAGES.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, PLAYLIST_MESSAGES.titleRequired),
      z.maxLength(PLAYLIST_TITLE_MAX, PLAYLIST_MESSAGES.titleTooLong),
    ),
  description: z.optional(
    z.string().check(z.trim(), z.maxLength(PLAYLIST_DESCRIPTION_MAX, PLAYLIST_MESSAGES.descriptionTooLong)),
  ),
  sphereId: z.optional(z.nullable(z.int().check(z.positive()))),
  visibility: z.enum(PLAYLIST_VISIBILITIES, { error: PLAYLIST_MESSAGES.visibility }),
});
export type CreatePlaylistBody = z.input<typeof createPlaylistBody>;

/** PATCH /api/playlists/{id}: any of the fields it was made with; `sphereId: null` makes it personal again. */
export const updatePlaylistBody = z
  .partial(createPlaylistBody)
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), PLAYLIST_MESSAGES.nothingToChange),
  );
export type UpdatePlaylistBody = z.output<typeof updatePlaylistBody>;

export const addPlaylistItemBody = z.object({ postId: wirePostId });
export const playlistOrderBody = z.object({
  postIds: z.array(wirePostId).check(z.maxLength(PLAYLIST_ITEMS_MAX, PLAYLIST_MESSAGES.orderMismatch)),
});

export const playlist = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  sphereId: z.nullable(z.int()),
  visibility: z.enum(PLAYLIST_VISIBILITIES),
  itemCount: z.int(),
  /** Whether the asker may add, remove and reorder (owner; for a sphere's list its members and staff). */
  canEdit: z.boolean(),
  /** Whether the asker may rename or delete it (its maker, the sphere's 운영진 for a sphere's list, site staff). */
  canManage: z.boolean(),
  /** With `?postId=` on a member's lists: whether this list holds that post. */
  hasPost: z.optional(z.boolean()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Playlist = z.infer<typeof playlist>;

export const playlistItem = z.object({
  postId: z.string(),
  title: z.string(),
  videoId: z.string(),
  start: z.nullable(videoSecond),
  end: z.nullable(videoSecond),
});
export type PlaylistItem = z.infer<typeof playlistItem>;

/** GET /api/playlists/{id}, and the answer of every change to one. */
export const playlistResponse = z.object({ playlist, items: z.array(playlistItem) });
export type PlaylistResponse = z.infer<typeof playlistResponse>;

export const playlistListQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 50, 20),
  /** Says of each list whether it holds this post (the add-to-playlist dialog's checkboxes). */
  postId: z.optional(wirePostId),
});
/** GET /api/users/{id}/playlists. */
export const playlistListResponse = z.object({ playlists: z.array(playlist), pagination });
export type PlaylistListResponse = z.infer<typeof playlistListResponse>;

export const spherePlaylistListQuery = z.object({ page: queryInt(1, 10_000, 1), limit: queryInt(1, 50, 20) });
/** GET /api/spheres/{id}/playlists: `canCreate` says whether the asker may make one for the sphere. */
export const spherePlaylistListResponse = z.object({
  playlists: z.array(playlist),
  pagination,
  canCreate: z.boolean(),
});
export type SpherePlaylistListResponse = z.infer<typeof spherePlaylistListResponse>;

export const deletePlaylistResponse = z.object({ deleted: z.literal(true) });
