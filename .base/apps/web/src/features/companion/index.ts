// The companion feature: the /character customizer, the home widget and the reward notices.
import { lazyNamed, suspended } from '../../lib/lazy-component.ts';

export { characterProfileQueryOptions, useCharacterProfile } from './api/get-character-profile.ts';
export { CompanionLook } from './components/companion-look.tsx';
export { CompanionNotices } from './components/companion-notices.tsx';
export { CompanionWidget } from './components/companion-widget.tsx';

/** The customizer and its drag-and-drop library load only when /character is opened. */
const LazyCharacterPage = lazyNamed(() =>
  import('./components/character-page.tsx').then((module) => module.CharacterPage),
);
export const CharacterPage = () => suspended(LazyCharacterPage, {});
