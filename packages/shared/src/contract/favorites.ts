import { rankingChannel, rankingId, rankingVideo } from './rankings.ts';
import { z } from './zod.ts';

/** 즐겨찾기 of the ranking pages: videos and channels a signed-in user keeps, on the server. */
export const FAVORITE_KINDS = ['video', 'channel'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
/** Enough for anyone's list; the collector keeps every favourite's counts fresh, so it is bounded. */
export const FAVORITES_MAX = 500;

export const FAVORITE_MESSAGES = {
  badKind: "즐겨찾기 종류(kind)는 'video' 또는 'channel'이어야 합니다.",
  notFound: '즐겨찾기할 수 있는 영상이나 채널이 아닙니다. 랭킹에 나온 항목만 추가할 수 있습니다.',
  tooMany: `즐겨찾기는 ${FAVORITES_MAX}개까지 저장할 수 있습니다. 오래된 항목을 지운 뒤 다시 시도해주세요.`,
  failed: '즐겨찾기를 저장하지 못했습니다.',
  loadFailed: '즐겨찾기를 불러오지 못했습니다.',
} as const;

export const favoriteBody = z.object({
  kind: z.enum(FAVORITE_KINDS, { error: FAVORITE_MESSAGES.badKind }),
  id: rankingId,
});
export type FavoriteBody = z.infer<typeof favoriteBody>;

export const favorite = z.object({ kind: z.enum(FAVORITE_KINDS), id: z.string(), addedAt: z.string() });
export type Favorite = z.infer<typeof favorite>;

export const favoritesResponse = z.object({
  success: z.literal(true),
  /** Newest first. */
  favorites: z.array(favorite),
  /** The favourite videos and channels with their latest counts (in the order of `favorites`). */
  videos: z.array(rankingVideo),
  channels: z.array(rankingChannel),
});
export type FavoritesResponse = z.infer<typeof favoritesResponse>;

export const saveFavoriteResponse = z.object({ success: z.literal(true), favorite });
export type SaveFavoriteResponse = z.infer<typeof saveFavoriteResponse>;
export const removeFavoriteResponse = z.object({ success: z.literal(true), removed: z.boolean() });
export type RemoveFavoriteResponse = z.infer<typeof removeFavoriteResponse>;
