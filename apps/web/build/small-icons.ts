import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ICON_FACTORY = fileURLToPath(new URL('../src/lib/lucide-icon.ts', import.meta.url));

/**
 * Each lucide-react icon is built by the package's `createLucideIcon`, whose general machinery
 * (context defaults, a build step shared with other frameworks, alias classes, absolute stroke
 * widths) is about 2.5 KB gzip on every page. The app's icons use size, strokeWidth, className,
 * fill and aria attributes: src/lib/lucide-icon.ts draws the same <svg> for those, and is used
 * instead, in the browser and in the server's renderer alike.
 */
export function smallIcons(): Plugin {
  return {
    name: 'tubesphere:small-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]lucide-react[\\/]/.test(importer) && /(^|\/)createLucideIcon\.mjs$/.test(source)) {
        return ICON_FACTORY;
      }
      return null;
    },
  };
}
