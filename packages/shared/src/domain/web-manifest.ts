/**
 * The installable app's manifest (served at /manifest.webmanifest by the server) and the icons
 * the web build renders for it from apps/web/brand (apps/web/build/brand-assets.ts). Brand colours
 * are apps/web/src/styles/tokens.css's --color-brand and --color-bg.
 */
export const BRAND_COLOR = '#d02b2e';
export const BACKGROUND_COLOR = '#f5f6f8';

export interface AppIcon {
  /** Where the built file is served. */
  src: string;
  size: number;
  /** 'maskable': drawn to the edges, its mark inside the middle 80 % that every mask keeps. */
  purpose: 'any' | 'maskable';
  /** The brand SVG it is rendered from (apps/web/brand/). */
  source: 'icon.svg' | 'icon-maskable.svg';
}

export const APP_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any', source: 'icon.svg' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any', source: 'icon.svg' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable', source: 'icon-maskable.svg' },
  // iOS's home-screen icon (<link rel="apple-touch-icon">): square, it rounds the corners itself.
  { src: '/icons/apple-touch-icon.png', size: 180, purpose: 'any', source: 'icon-maskable.svg' },
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
  icons: APP_ICONS.filter((icon) => icon.src !== '/icons/apple-touch-icon.png').map((icon) => ({
    src: icon.src,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
});
