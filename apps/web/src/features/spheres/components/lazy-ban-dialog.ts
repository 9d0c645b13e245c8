import { lazyNamed } from '../../../lib/lazy-component.ts';

/**
 * 활동 제한 (a sphere ban) is opened from a post's ⋯ menu and from the bans list: both load it on
 * first use through this one lazy component, so it is a chunk of its own and never also bundled
 * into either of them.
 */
export const LazyBanDialog = lazyNamed(() => import('./ban-dialog.tsx').then((module) => module.BanDialog));
