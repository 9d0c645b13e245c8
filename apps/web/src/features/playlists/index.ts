export { PlaylistPage } from './components/playlist-page.tsx';
