import { lazyNamed, suspended } from '../../lib/lazy-component.ts';

export { useDeletePost } from './api/delete-post.ts';
export { FEED_CACHE_MS, type FeedData, feedQueryOptions, useFeed } from './api/get-feed.ts';
export { restorePostCaches, snapshotPostCaches, updatePostInCaches } from './api/post-cache.ts';
export { useToggleBookmark } from './api/toggle-bookmark.ts';
export { useToggleReaction } from './api/toggle-reaction.ts';
export { addToPlaylistDialog } from './components/add-to-playlist.tsx';
export { BookmarkButton } from './components/bookmark-button.tsx';
export { BookmarksPage } from './components/bookmarks-page.tsx';
export { HomePage } from './components/home-page.tsx';
export { PostBadges } from './components/post-badges.tsx';
export { PostBlocks } from './components/post-blocks.tsx';
export { PostCard } from './components/post-card.tsx';
export { PostOwnerMenu } from './components/post-owner-menu.tsx';
export { ReactionButtons } from './components/reaction-buttons.tsx';

/** A sphere's page loads when first opened; home does not download it. */
const LazySpherePage = lazyNamed(() => import('./components/sphere-page.tsx').then((module) => module.SpherePage));
export const SpherePage = () => suspended(LazySpherePage, {});
