// The companion feature: the /character customizer, the home widget and the reward notices.

import type { ProfileCompanion } from '@tubesphere/shared/contract/users';
import { createElement, Suspense } from 'react';
import { lazyAfterFirstScreen, lazyNamed, optionalPiece, suspended } from '../../lib/lazy-component.ts';
import badgeStyles from './components/companion-badge.module.css';

/**
 * Someone's companion on their profile. Loaded apart so the home page, which imports this
 * feature for its own pieces, does not carry it; the profile route preloads it (vite.config.ts).
 */
const LazyCompanionLook = lazyNamed(() =>
  import('./components/companion-look.tsx').then((module) => module.CompanionLook),
);
export const CompanionLook = (props: { companion: ProfileCompanion | null; className?: string }) =>
  createElement(Suspense, { fallback: null }, createElement(LazyCompanionLook, props));

/**
 * The home page's companion pieces load after its first screen has hydrated: the feed is what
 * a visitor came for. Over server HTML React keeps the rendered piece until its code arrives;
 * rendered in the browser, the badge keeps its 48 px box meanwhile.
 */
const LazyCompanionWidget = lazyAfterFirstScreen(() =>
  import('./components/companion-widget.tsx').then((module) => module.CompanionWidget),
);
export const CompanionWidget = () => optionalPiece(LazyCompanionWidget, {});

const LazyCompanionBadge = lazyAfterFirstScreen(() =>
  import('./components/companion-badge.tsx').then((module) => module.CompanionBadge),
);
export const CompanionBadge = (props: { userId: string }) =>
  optionalPiece(LazyCompanionBadge, props, createElement('span', { className: badgeStyles.badge }));

const LazyCompanionNotices = lazyAfterFirstScreen(() =>
  import('./components/companion-notices.tsx').then((module) => module.CompanionNotices),
);
export const CompanionNotices = () => optionalPiece(LazyCompanionNotices, {});

/** The customizer and its drag-and-drop library load only when /character is opened. */
const LazyCharacterPage = lazyNamed(() =>
  import('./components/character-page.tsx').then((module) => module.CharacterPage),
);
export const CharacterPage = () => suspended(LazyCharacterPage, {});
