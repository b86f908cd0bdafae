import type { StorageConfig } from './config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

/**
 * The configured storage: S3-compatible when `S3_BUCKET` is set, else `DATA_DIR/files`. The AWS
 * SDK is loaded only when S3 is configured.
 */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.driver === 'local') return createLocalStorage(config.dir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config);
}
