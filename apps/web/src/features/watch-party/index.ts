export { StartPartyButton } from './components/start-party-button.tsx';
export { WatchPartyPage } from './components/watch-party-page.tsx';
