import { z } from './zod.ts';

/** POST /api/upload/image: at most 10 MB (docs/architecture.md#external-input). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  missingFile: '이미지 파일을 선택해주세요.',
  notImage: '이미지 파일만 올릴 수 있습니다.',
  tooLarge: '이미지는 10MB 이하만 올릴 수 있습니다.',
  tooManyPixels: '이미지 해상도가 너무 큽니다.',
  /** A 429's first sentence; the server appends how long to wait. */
  tooManyUploads: '이미지를 너무 많이 올렸습니다.',
  /** The object storage (UPLOAD_STORAGE=s3) did not answer or refused. */
  storageUnavailable: '이미지 저장소에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

export const uploadImageResponse = z.object({
  /** Where the browser loads it: /uploads/<random>.webp. */
  url: z.string(),
  fileName: z.string(),
  /** Bytes of the stored (re-encoded) file. */
  size: z.int(),
  /** The same file relative to the upload root. */
  path: z.string(),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponse>;
