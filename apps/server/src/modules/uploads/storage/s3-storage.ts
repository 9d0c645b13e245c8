import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { UPLOAD_MESSAGES } from '@tubesphere/shared/contract/uploads';
import type { S3StorageConfig } from '../../../config.ts';
import { serviceUnavailable } from '../../../lib/http-error.ts';
import { contentTypeOf } from './content-type.ts';
import type { UploadStorage } from './upload-storage.ts';

/** Deletes in flight at once when a member leaves with many pictures. */
const DELETE_CONCURRENCY = 8;

/** One object as the serving route needs it; `notModified` when the browser's copy is current. */
export type BucketRead =
  | {
      kind: 'found';
      body: Readable;
      size: number | undefined;
      etag: string | undefined;
      lastModified: Date | undefined;
    }
  | { kind: 'not-modified'; etag: string | undefined }
  | { kind: 'missing' };

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * An S3-compatible bucket (UPLOAD_STORAGE=s3): Amazon S3, MinIO, Cloudflare R2 … Replicas on
 * different hosts share it, which they cannot do with a disk volume. Objects are named by the
 * file name alone, at the bucket's root, and the bucket may stay private: the app serves them
 * (serve-routes.ts).
 */
export class S3UploadStorage implements UploadStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 demands them: several S3-compatible servers refuse the newer
      // checksum headers the SDK would otherwise add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(fileName: string, bytes: Buffer): Promise<void> {
    // No If-None-Match: not every S3-compatible server supports conditional writes, and the
    // names are 128 random bits.
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: fileName,
          Body: bytes,
          ContentType: contentTypeOf(fileName),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    );
  }

  async has(fileName: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: fileName }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw unreachable(error);
    }
  }

  async remove(fileNames: readonly string[]): Promise<void> {
    // One request per object: DeleteObjects needs a checksum header that not every
    // S3-compatible server accepts, and a member has few pictures.
    for (let start = 0; start < fileNames.length; start += DELETE_CONCURRENCY) {
      await Promise.all(
        fileNames
          .slice(start, start + DELETE_CONCURRENCY)
          .map((fileName) =>
            this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: fileName }))),
          ),
      );
    }
  }

  /** For serving: the object, or word that the browser's copy (`ifNoneMatch`) is still the one. */
  async read(fileName: string, ifNoneMatch: string | undefined): Promise<BucketRead> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: fileName, IfNoneMatch: ifNoneMatch }),
      );
      return {
        kind: 'found',
        body: object.Body as Readable,
        size: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return { kind: 'not-modified', etag: ifNoneMatch };
      if (status === 404) return { kind: 'missing' };
      throw unreachable(error);
    }
  }

  /** Start-up: writes and deletes a probe, so a wrong bucket, key or address stops the server at once. */
  async check(): Promise<void> {
    const probe = `.write-check-${process.pid}`;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: probe, Body: '', ContentLength: 0 }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: probe }));
  }

  close(): void {
    this.client.destroy();
  }

  private async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw unreachable(error);
    }
  }
}

/** The bucket failed (down, refused our key): a 503 the user can retry, the cause kept for the log. */
function unreachable(error: unknown): Error {
  return Object.assign(serviceUnavailable(UPLOAD_MESSAGES.storageUnavailable, 5), { cause: error });
}
