import dns from 'node:dns/promises';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AppConfig, S3StorageConfig } from '../config.ts';
import { S3UploadStorage } from '../modules/uploads/index.ts';
import { bucketUnusable, listenError, notWritable, unknownHost } from './startup-error.ts';

/** HOST names an address this machine can look up (not a typo such as `localhots`). */
async function checkHost(host: string): Promise<void> {
  if (net.isIP(host)) return;
  await dns.lookup(host).catch(() => {
    throw unknownHost(host);
  });
}

/**
 * Binds the port once and lets it go, so a port in use stops the server before it migrates
 * and seeds. Another process could still take it in between; main.ts reads listen's error
 * the same way.
 */
async function checkPort(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(listenError(error, host, port) ?? error));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Creates the folder if needed and proves a file can be written in it (a read-only mount fails here). */
function checkWritable(variable: string, dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw notWritable(variable, dir, error);
  }
}

/** The bucket takes a file and gives it back up: the address, bucket name and keys are right. */
async function checkBucket(s3: S3StorageConfig): Promise<void> {
  const storage = new S3UploadStorage(s3);
  try {
    await storage.check();
  } catch (error) {
    throw bucketUnusable(s3, error);
  } finally {
    storage.close();
  }
}

/** What the server needs from the machine, checked before it touches the database. */
export async function preflight(config: AppConfig): Promise<void> {
  await checkHost(config.host);
  if (config.database.kind === 'sqlite') checkWritable('DATA_DIR', config.dataDir);
  if (config.uploadStorage.kind === 's3') {
    await checkBucket(config.uploadStorage.s3);
  } else {
    // Uploads live in DATA_DIR unless UPLOAD_DIR moves them: name the setting the operator chose.
    const uploadsInDataDir = config.uploadDir === path.join(config.dataDir, 'uploads');
    checkWritable(uploadsInDataDir ? 'DATA_DIR' : 'UPLOAD_DIR', config.uploadDir);
  }
  await checkPort(config.host, config.port);
}
