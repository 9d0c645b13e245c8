export { PlaylistPage } from './components/playlist-page.tsx';
export { playlistQueryOptions } from './api/get-playlist.ts';
