export { WriteYoutubePage } from './components/write-youtube-page.tsx';
