/**
 * Where uploaded images are kept, by file name (`<random>.webp`, the demo's `demo-N.webp`).
 * The addresses handed out are `/uploads/<name>` whichever one is in use, so posts and profiles
 * never change when a site moves its files between them.
 */
export interface UploadStorage {
  readonly kind: 'local' | 's3';
  /** Stores a new file. */
  put(fileName: string, bytes: Buffer): Promise<void>;
  has(fileName: string): Promise<boolean>;
  /** Deletes the files; one already gone is fine. */
  remove(fileNames: readonly string[]): Promise<void>;
  /** Lets go of connections when the server stops. */
  close(): void;
}
