import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver has no types of its own.
// @ts-expect-error -- untyped CommonJS module
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  directory: string;
  /** Environment for the app: S3_* pointing at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on 127.0.0.1, one bucket, data in a temporary folder. */
export async function startLocalS3(bucket = 'lince-teste'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'lince-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  }) as { run(): Promise<AddressInfo>; close(): Promise<void> };
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
