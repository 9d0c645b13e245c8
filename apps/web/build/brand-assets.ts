import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// A relative path: Vite bundles the config's own files but loads packages as they are (.ts it cannot run).
import { APP_ICONS } from '../../../packages/shared/src/domain/web-manifest.ts';

const BRAND_DIR = path.resolve(import.meta.dirname, '../brand');

/** One icon of the manifest, rendered from its brand SVG with sharp. */
async function renderIcon(source: string, size: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(path.join(BRAND_DIR, source), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The app icons (packages/shared/src/domain/web-manifest.ts) rendered from apps/web/brand/*.svg
 * at build time, and the link card image (brand/og-image.png) — every brand picture comes from
 * that one folder, so a new logo is a matter of replacing its files. In development the same
 * files are rendered on request.
 */
export function brandAssets(): Plugin {
  return {
    name: 'tubesphere:brand-assets',
    async generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.src.slice(1), source: await renderIcon(icon.source, icon.size) });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'og-image.png',
        source: fs.readFileSync(path.join(BRAND_DIR, 'og-image.png')),
      });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url?.split('?')[0];
        const icon = APP_ICONS.find((candidate) => candidate.src === url);
        const file = icon
          ? await renderIcon(icon.source, icon.size)
          : url === '/og-image.png'
            ? fs.readFileSync(path.join(BRAND_DIR, 'og-image.png'))
            : null;
        if (!file) return next();
        response.setHeader('content-type', 'image/png');
        response.end(file);
      });
    },
  };
}
