import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FavoriteKind,
  FavoritesResponse,
  RemoveFavoriteResponse,
  SaveFavoriteResponse,
} from '@tubesphere/shared/contract/favorites';
import type { RankingChannel, RankingVideo } from '@tubesphere/shared/contract/rankings';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { favoritesKey } from './get-favorites.ts';

export type FavoriteTarget =
  | { kind: 'video'; id: string; item: RankingVideo }
  | { kind: 'channel'; id: string; item: RankingChannel };

interface ToggleVariables {
  target: FavoriteTarget;
  /** The state the star goes to. */
  on: boolean;
}

export const saveFavorite = (kind: FavoriteKind, id: string) =>
  apiRequest<SaveFavoriteResponse>('/api/favorites', {
    method: 'POST',
    body: { kind, id },
    fallbackError: ko.rankings.favorites.failed,
  });

export const removeFavorite = (kind: FavoriteKind, id: string) =>
  apiRequest<RemoveFavoriteResponse>('/api/favorites', {
    method: 'DELETE',
    body: { kind, id },
    fallbackError: ko.rankings.favorites.failed,
  });

/** The cached list with the star moved: added on top (with its row for the 즐겨찾기 tab) or taken out. */
export function applyToggle(data: FavoritesResponse | undefined, { target, on }: ToggleVariables): FavoritesResponse {
  const base = data ?? { success: true as const, favorites: [], videos: [], channels: [] };
  const same = (f: { kind: string; id: string }) => f.kind === target.kind && f.id === target.id;
  const favorites = base.favorites.filter((f) => !same(f));
  const videos = base.videos.filter((v) => !(target.kind === 'video' && v.id === target.id));
  const channels = base.channels.filter((c) => !(target.kind === 'channel' && c.id === target.id));
  if (!on) return { ...base, favorites, videos, channels };
  return {
    ...base,
    favorites: [{ kind: target.kind, id: target.id, addedAt: new Date().toISOString() }, ...favorites],
    videos: target.kind === 'video' ? [target.item, ...videos] : videos,
    channels: target.kind === 'channel' ? [target.item, ...channels] : channels,
  };
}

/**
 * ☆/★ on the ranking pages: the star moves at once, on the server it lasts; a refusal puts it
 * back and says why.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const key = favoritesKey(user?.user_id ?? '');
  return useMutation<unknown, Error, ToggleVariables, { previous: FavoritesResponse | undefined }>({
    mutationFn: ({ target, on }) =>
      on ? saveFavorite(target.kind, target.id) : removeFavorite(target.kind, target.id),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavoritesResponse>(key);
      queryClient.setQueryData<FavoritesResponse>(key, applyToggle(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error(errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
