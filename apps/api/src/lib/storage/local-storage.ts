import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/** Temporary uploads live here until complete; never served. */
export const TMP_DIR = '.tmp';
/** Temporary files older than this are leftovers of a process that stopped mid-upload. */
export const STALE_TMP_MS = 60 * 60 * 1000;

/** Deletes `.tmp/*.part` files older than `maxAgeMs` (left by a crash mid-upload). */
export async function sweepStaleUploads(dir: string, maxAgeMs = STALE_TMP_MS, now = Date.now()) {
  const tmpDir = path.join(dir, TMP_DIR);
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(tmpDir, name);
    try {
      if (now - (await stat(file)).mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed++;
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return removed;
}

/**
 * Files on the local disk under `dir` (DATA_DIR/files): `ab/cd/{key}`. An upload is written to
 * `.tmp/{uuid}.part` and renamed into place only once it is complete and valid.
 */
export function createLocalStorage(dir: string): FileStorage {
  void sweepStaleUploads(dir).catch(() => {});
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw fileNotFound();
    return path.join(dir, shardedPath(key));
  };

  return {
    driver: 'local',

    async put(source: Readable, options: PutOptions): Promise<StoredFile> {
      const tmpDir = path.join(dir, TMP_DIR);
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      try {
        const { head, stream } = await sniffHead(source, SNIFF_BYTES);
        let type;
        try {
          type = acceptedTypeOf(head, options.allowedTypes);
        } catch (error) {
          stream.destroy();
          throw error;
        }
        const inspector = new UploadInspector(options);
        await pipeline(stream, inspector, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        const key = newKey(type);
        const target = path.join(dir, shardedPath(key));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
        return { key, size: inspector.size, sha256: inspector.digest(), mime: type };
      } catch (error) {
        if (!source.destroyed) source.destroy();
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async get(key: string): Promise<Readable> {
      const file = fileOf(key);
      try {
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw fileNotFound();
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      if (!isStorageKey(key)) return;
      await rm(fileOf(key), { force: true });
    },

    async exists(key: string): Promise<boolean> {
      if (!isStorageKey(key)) return false;
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
