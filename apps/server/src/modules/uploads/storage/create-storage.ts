import type { AppConfig } from '../../../config.ts';
import { LocalUploadStorage } from './local-storage.ts';
import { S3UploadStorage } from './s3-storage.ts';
import type { UploadStorage } from './upload-storage.ts';

export function createUploadStorage(config: AppConfig): UploadStorage {
  const { uploadStorage } = config;
  return uploadStorage.kind === 's3' ? new S3UploadStorage(uploadStorage.s3) : new LocalUploadStorage(config.uploadDir);
}
