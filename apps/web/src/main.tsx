import { bootApp } from './app/boot.tsx';
import { watchColorTheme } from './lib/color-theme.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
// Pretendard split by unicode range (font-display: swap): a page downloads only the slices of
// the glyphs it shows, and text paints at once in the system fallback of tokens.css.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/base.css';

watchColorTheme();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
void bootApp(root);
registerServiceWorker();
