import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server on loopback (the `s3rver` package: S3's REST API and XML answers,
 * objects in a temp dir), with one bucket: the API tests' uploads go through @aws-sdk/client-s3
 * exactly as they would to MinIO or Amazon S3. `stop` takes it away mid-test, as an outage would,
 * and `start` brings it back at the same address with the objects it had.
 */
export async function startS3TestServer(bucket = 'tubesphere-test') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-s3-'));
  const serve = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      directory: dir,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server = serve(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  const start = async () => {
    if (running) return;
    server = serve(port);
    await server.run();
    running = true;
  };
  return {
    endpoint,
    bucket,
    /** The settings a server needs to keep its uploads here. */
    env: {
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    /** Every object's key in the bucket, as the S3 API lists them. */
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async object(key: string): Promise<Buffer> {
      const read = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await (read.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
