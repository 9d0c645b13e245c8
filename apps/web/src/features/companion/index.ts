// The companion feature: the /character customizer, the home widget and the reward notices.
export { characterProfileQueryOptions, useCharacterProfile } from './api/get-character-profile.ts';
export { CharacterPage } from './components/character-page.tsx';
export { CompanionNotices } from './components/companion-notices.tsx';
export { CompanionWidget } from './components/companion-widget.tsx';
