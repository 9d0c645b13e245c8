export { ModlogPage } from './components/modlog-page.tsx';
