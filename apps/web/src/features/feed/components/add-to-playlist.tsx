import { lazyNamed, suspended } from '../../../lib/lazy-component.ts';

/**
 * 재생목록에 담기's dialog is fetched on its first opening: the feed every page shows carries only
 * the menu item.
 */
const LazyAddToPlaylistDialog = lazyNamed(() =>
  import('../../playlists/index.ts').then((module) => module.AddToPlaylistDialog),
);

/** The dialog, for a signed-in member, once asked for. */
export const addToPlaylistDialog = (userId: string, postId: string, onClose: () => void) =>
  suspended(LazyAddToPlaylistDialog, { userId, postId, onClose });
