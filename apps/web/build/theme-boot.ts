// A relative path: Vite bundles the config's own files, but leaves packages to Node, which cannot
// load TypeScript.

import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../../../packages/shared/src/domain/color-theme.ts';

/**
 * Puts the colour-theme script first in <head> (dev server and build alike), so the page is
 * painted in the chosen theme from the first frame: no light flash before a dark page.
 */
export function themeBoot(): Plugin {
  return {
    name: 'tubesphere:theme-boot',
    // Right after <meta charset>, which must stay within the first 1024 bytes.
    transformIndexHtml: (html) =>
      html.replace(/(<meta charset="[^"]+"\s*\/?>)/i, `$1\n    <script>${THEME_BOOT_SCRIPT}</script>`),
  };
}
