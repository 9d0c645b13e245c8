export { playlistQueryOptions } from './api/get-playlist.ts';
export { AddToPlaylistDialog } from './components/add-to-playlist-dialog.tsx';
export { PlaylistEditPage, PlaylistNewPage } from './components/playlist-form-page.tsx';
export { PlaylistPage } from './components/playlist-page.tsx';
export { SpherePlaylists } from './components/sphere-playlists.tsx';
export { UserPlaylists } from './components/user-playlists.tsx';
