// Renders src/brand/og-image.svg to src/brand/og-image.png, the card image of links to pages without an
// image of their own (1200×630). Run after changing the SVG: node --import tsx apps/web/build/render-og-image.ts
// The PNG is kept in the repository so builds need no Korean font installed.
import path from 'node:path';
import sharp from 'sharp';

const brand = path.resolve(import.meta.dirname, '../src/brand');
const info = await sharp(path.join(brand, 'og-image.svg'), { density: 72 })
  .resize(1200, 630)
  .png({ compressionLevel: 9 })
  .toFile(path.join(brand, 'og-image.png'));
console.log(`og-image.png: ${info.width}×${info.height}, ${info.size} bytes`);
