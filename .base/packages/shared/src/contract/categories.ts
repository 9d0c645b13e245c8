/**
 * Spec §9 video-share categories; the ids are stored, the labels live in the web app's i18n.
 * Plain lists (no schemas) so the home page can filter by them without loading the post
 * creation contract. The bits stored for filtering follow this order (migration 120).
 */
export const TIMING_CATEGORIES = ['drinking', 'commute', 'break'] as const;
export const CONTENT_CATEGORIES = [
  'cooking',
  'knowledge',
  'humor',
  'economy',
  'news',
  'sports',
  'asmr',
  'gaming',
] as const;
export type TimingCategory = (typeof TIMING_CATEGORIES)[number];
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];
export const DEFAULT_TIMING_CATEGORY: TimingCategory = 'break';
export const DEFAULT_CONTENT_CATEGORY: ContentCategory = 'humor';
