/**
 * The installable app's manifest (served at /manifest.webmanifest by the server) and the icons
 * the web build renders for it from apps/web/src/brand/app-icon.svg (apps/web/build/app-icons.ts). Brand colours
 * are apps/web/src/styles/tokens.css's --color-brand and --color-bg.
 */
export const BRAND_COLOR = '#d02b2e';
export const BACKGROUND_COLOR = '#f5f6f8';

export interface AppIcon {
  /** Where the built file is served (apps/web/build/app-icons.ts renders it). */
  src: string;
  size: number;
  /** 'maskable': drawn to the edges, its mark inside the middle 80 % that every mask keeps. */
  purpose: 'any' | 'maskable';
}

/** The manifest's icons; the favicon and iOS's apple-touch-icon are linked from index.html. */
export const APP_ICONS: readonly AppIcon[] = [
  { src: '/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

export const webManifest = () => ({
  id: '/',
  name: '튜브스피어',
  short_name: '튜브스피어',
  description: '추천 영상을 나누고 이야기하며 나만의 컴패니언을 키우는 커뮤니티',
  lang: 'ko',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: BRAND_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['entertainment', 'social'],
  icons: APP_ICONS.map((icon) => ({
    src: icon.src,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
});
