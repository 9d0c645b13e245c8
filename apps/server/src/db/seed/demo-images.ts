import sharp from 'sharp';
import type { UploadStorage } from '../../modules/uploads/index.ts';

/** Shapes only (no text): renders the same on machines without Korean fonts. */
const PALETTES = [
  ['#ff7a59', '#ffd166', '#06d6a0'],
  ['#4f46e5', '#22d3ee', '#f472b6'],
  ['#10b981', '#a3e635', '#fde047'],
  ['#f43f5e', '#fb923c', '#facc15'],
  ['#0ea5e9', '#6366f1', '#a855f7'],
  ['#14b8a6', '#0ea5e9', '#e0f2fe'],
] as const;

function illustration([a, b, c]: readonly string[], seed: number): string {
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 173) % 800;
    const y = (seed * 61 + i * 89) % 450;
    const r = 30 + ((seed + i * 37) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? b : c}" fill-opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>${circles}
<path d="M0 380 Q200 320 400 370 T800 350 V450 H0Z" fill="${c}" fill-opacity="0.7"/></svg>`;
}

/** Writes the demo pictures once (into the folder or the bucket uploads go to) and returns their URLs. */
export async function writeDemoImages(storage: UploadStorage): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, palette] of PALETTES.entries()) {
    const fileName = `demo-${index + 1}.webp`;
    if (!(await storage.has(fileName))) {
      const image = await sharp(Buffer.from(illustration(palette, index + 3)))
        .webp({ quality: 80 })
        .toBuffer();
      await storage.put(fileName, image);
    }
    urls.push(`/uploads/${fileName}`);
  }
  return urls;
}
