import {
  CONTENT_CATEGORIES,
  type ContentCategory,
  TIMING_CATEGORIES,
  type TimingCategory,
} from '@tubesphere/shared/contract/categories';

/**
 * A post's categories as bits in `post.category_mask` (kept by the triggers of migration 120):
 * timing categories first, then content categories, in the contract's order.
 */
export function categoryBit(group: 'timing', id: TimingCategory): number;
export function categoryBit(group: 'content', id: ContentCategory): number;
export function categoryBit(group: 'timing' | 'content', id: string): number {
  if (group === 'timing') return 1 << (TIMING_CATEGORIES as readonly string[]).indexOf(id);
  return 1 << (TIMING_CATEGORIES.length + (CONTENT_CATEGORIES as readonly string[]).indexOf(id));
}
