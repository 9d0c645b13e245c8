import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@tubesphere/shared/contract/pages';

/** Where the web build puts the server's renderer (apps/web/vite.config.ts). */
export const rendererFile = (webDistDir: string) => path.join(webDistDir, 'ssr', 'entry-server.mjs');

/**
 * The web app's server entry (React and every package bundled in), or null when the build has
 * none: pages are then sent unrendered and the browser renders them, as before.
 */
export async function loadPageRenderer(webDistDir: string): Promise<RenderPage | null> {
  const file = rendererFile(webDistDir);
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
  return module.renderPage as RenderPage;
}
