import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageConfig } from './config.ts';
import { AppError } from '../app-error.ts';
import { SNIFF_BYTES } from './file-types.ts';
import { acceptedTypeOf, UploadInspector } from './inspector.ts';
import { sniffHead } from './sniff.ts';
import {
  fileNotFound,
  isStorageKey,
  newKey,
  shardedPath,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from './storage.ts';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

const storageUnavailable = () =>
  new AppError(
    503,
    'UNAVAILABLE',
    'O armazenamento de arquivos está indisponível. Tente novamente.',
  );

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket, object key `ab/cd/{key}`. Uploads are streamed as a multipart
 * upload (parts of 5 MB): the object exists only once the upload completes, and any failure
 * aborts the upload and deletes whatever was written.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Plain checksums only when the API requires them: many S3-compatible stores do not
    // understand the SDK's default aws-chunked trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw fileNotFound();
    return shardedPath(key);
  };

  return {
    driver: 's3',

    async put(source: Readable, options: PutOptions): Promise<StoredFile> {
      const { head, stream } = await sniffHead(source, SNIFF_BYTES).catch((error: unknown) => {
        source.destroy();
        throw error;
      });
      let type;
      try {
        type = acceptedTypeOf(head, options.allowedTypes);
      } catch (error) {
        stream.destroy();
        throw error;
      }
      const key = newKey(type);
      const inspector = new UploadInspector(options);
      const body = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket, Key: shardedPath(key), Body: body, ContentType: type },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      const pumping = pipeline(stream, inspector, body);
      const uploading = upload.done().catch((error: unknown) => {
        // Unblock the pump (it may wait on back-pressure) and stop reading the client.
        body.destroy(error as Error);
        stream.destroy();
        throw error;
      });
      const [pumped, uploaded] = await Promise.allSettled([pumping, uploading]);
      if (pumped.status === 'rejected' || uploaded.status === 'rejected') {
        if (!source.destroyed) source.destroy();
        await upload.abort().catch(() => {});
        await client
          .send(new DeleteObjectCommand({ Bucket, Key: shardedPath(key) }))
          .catch(() => {});
        if (pumped.status === 'rejected' && pumped.reason instanceof AppError) throw pumped.reason;
        if (uploaded.status === 'rejected' && !(pumped.status === 'rejected'))
          throw storageUnavailable();
        throw pumped.status === 'rejected' ? pumped.reason : storageUnavailable();
      }
      return { key, size: inspector.size, sha256: inspector.digest(), mime: type };
    },

    async get(key: string): Promise<Readable> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw storageUnavailable();
        return answer.Body;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isMissing(error)) throw fileNotFound();
        throw storageUnavailable();
      }
    },

    async delete(key: string): Promise<void> {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async exists(key: string): Promise<boolean> {
      if (!isStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw storageUnavailable();
      }
    },
  };
}
