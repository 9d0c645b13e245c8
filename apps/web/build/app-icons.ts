import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The site's icons, all drawn from one file, src/brand/app-icon.svg (the mark the header and the
 * login page show too): the SVG favicon as it is, and PNGs rendered at build time for browsers,
 * home screens and the web app manifest (packages/shared/src/domain/web-manifest.ts). Written to
 * the root of the build, beside index.html, with the link card image of pages without a picture
 * of their own (src/brand/og-image.png, kept rendered: building it needs a Korean font).
 */
export const APP_ICON_SOURCE = fileURLToPath(new URL('../src/brand/app-icon.svg', import.meta.url));
const OG_IMAGE = fileURLToPath(new URL('../src/brand/og-image.png', import.meta.url));

/** No rounded corners: iOS and Android cut their own shape out of a square. */
const fullBleed = (svg: string) => svg.replace(/(<rect\b[^>]*?) rx="\d+"/, '$1');
/** Maskable icons keep their content inside the middle 80 %, which any mask leaves whole. */
const maskable = (svg: string) =>
  fullBleed(svg).replace(
    /(<rect\b[^>]*\/>)([\s\S]*)(<\/svg>)/,
    '$1<g transform="translate(38.4 38.4) scale(0.85)">$2</g>$3',
  );

export const APP_ICONS: { fileName: string; size: number; shape: (svg: string) => string }[] = [
  { fileName: 'icon-32.png', size: 32, shape: (svg) => svg },
  { fileName: 'icon-192.png', size: 192, shape: (svg) => svg },
  { fileName: 'icon-512.png', size: 512, shape: (svg) => svg },
  { fileName: 'icon-maskable-512.png', size: 512, shape: maskable },
  { fileName: 'apple-touch-icon.png', size: 180, shape: fullBleed },
];

const render = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

export function appIcons(): Plugin {
  const read = () => fs.readFileSync(APP_ICON_SOURCE, 'utf8');
  return {
    name: 'tubesphere:app-icons',
    async generateBundle() {
      // The server renderer's build has no use for pictures.
      if (this.environment?.config.consumer === 'server') return;
      const svg = read();
      this.emitFile({ type: 'asset', fileName: 'og-image.png', source: fs.readFileSync(OG_IMAGE) });
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: svg });
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: await render(icon.shape(svg), icon.size) });
      }
    },
    // `npm run dev:web` serves the same files, rendered on request.
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1);
        if (name === 'favicon.svg') {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(read());
          return;
        }
        if (name === 'og-image.png') {
          response.setHeader('Content-Type', 'image/png');
          response.end(fs.readFileSync(OG_IMAGE));
          return;
        }
        const icon = APP_ICONS.find((i) => i.fileName === name);
        if (!icon) return next();
        response.setHeader('Content-Type', 'image/png');
        response.end(await render(icon.shape(read()), icon.size));
      });
    },
  };
}
