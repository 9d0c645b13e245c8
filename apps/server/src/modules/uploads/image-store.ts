import { randomBytes } from 'node:crypto';
import { UPLOAD_MESSAGES, type UploadImageResponse } from '@tubesphere/shared/contract/uploads';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-error.ts';
import type { UploadStorage } from './storage/upload-storage.ts';

/** Longest side of a stored image: sharp on a phone screen and on a wide monitor. */
export const MAX_DIMENSION = 2048;
/**
 * Decompression-bomb guard: a 10 MB PNG can declare 30 000 × 30 000 pixels (3.6 GB decoded).
 * 50 megapixels covers every camera a person is likely to upload from.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * Stores an upload only if its bytes are an image (whatever its name or declared type), re-
 * encoded to WebP: metadata (EXIF GPS…) is dropped, animation is reduced to its first frame,
 * the size is bounded and the file name is random (docs/architecture.md#external-input).
 */
export class ImageStore {
  constructor(private readonly storage: UploadStorage) {}

  async store(input: Buffer): Promise<UploadImageResponse> {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' } as const;
    let format: string | undefined;
    let pixels = 0;
    try {
      // Reading the header decodes no pixels, so the size is checked here with its own message.
      const metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
      format = metadata.format;
      pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    } catch {
      throw badRequest(UPLOAD_MESSAGES.notImage);
    }
    // SVG is refused: it is a document (scripts, external references), not a picture.
    if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(UPLOAD_MESSAGES.notImage);
    if (pixels > MAX_INPUT_PIXELS) throw badRequest(UPLOAD_MESSAGES.tooManyPixels);

    let output: Buffer;
    try {
      output = await sharp(input, options)
        .rotate() // apply the EXIF orientation before the EXIF is dropped
        .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw badRequest(UPLOAD_MESSAGES.notImage);
    }

    const fileName = `${randomBytes(16).toString('hex')}.webp`;
    await this.storage.put(fileName, output);
    return { url: `/uploads/${fileName}`, fileName, size: output.length, path: `uploads/${fileName}` };
  }
}
