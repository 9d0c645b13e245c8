import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadStorage } from './upload-storage.ts';

/** UPLOAD_DIR on this machine (the default); plugins/external/static.ts serves it. */
export class LocalUploadStorage implements UploadStorage {
  readonly kind = 'local';

  constructor(private readonly dir: string) {}

  private fileFor(fileName: string): string {
    return path.join(this.dir, path.basename(fileName));
  }

  async put(fileName: string, bytes: Buffer): Promise<void> {
    const file = this.fileFor(fileName);
    await fs.mkdir(this.dir, { recursive: true });
    try {
      // 'wx': never overwrite, even on the (astronomically unlikely) name collision.
      await fs.writeFile(file, bytes, { flag: 'wx' });
    } catch (error) {
      // A full disk (ENOSPC) leaves the file created but empty or cut short: nothing may point at
      // it, so it goes. The error itself answers 507 (plugins/app/errors.ts). A name collision's file
      // is somebody else's and stays.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true }).catch(() => {});
      throw error;
    }
  }

  async has(fileName: string): Promise<boolean> {
    try {
      return (await fs.stat(this.fileFor(fileName))).isFile();
    } catch {
      return false;
    }
  }

  async remove(fileNames: readonly string[]): Promise<void> {
    await Promise.all(fileNames.map((fileName) => fs.rm(this.fileFor(fileName), { force: true })));
  }

  close(): void {}
}
