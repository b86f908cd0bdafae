import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../app-error.ts';
import { extensionOf, typeOfExtension, type FileType } from './file-types.ts';

export interface PutOptions {
  /** Larger files are refused with 413 (and nothing is kept). */
  maxBytes: number;
  /** Types accepted, recognised by magic bytes; anything else is refused with 415. */
  allowedTypes: readonly FileType[];
}

export interface StoredFile {
  /** Server-generated: `{uuid}.{extension of the detected type}`. */
  key: string;
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  mime: FileType;
}

/**
 * Where uploaded files live (avatars and logos now, documents later). Every upload is streamed:
 * hashed, counted and sniffed on the way, never held whole in memory. A failed or interrupted
 * upload leaves nothing behind.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(source: Readable, options: PutOptions): Promise<StoredFile>;
  /** The content; 404 (`AppError`) when the key is unknown or malformed. */
  get(key: string): Promise<Readable>;
  /** Deletes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY =
  /^([0-9a-f]{2})([0-9a-f]{2})[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]{2,5})$/;

export function newKey(type: FileType): string {
  return `${randomUUID()}.${extensionOf(type)}`;
}

export function isStorageKey(key: string): boolean {
  const match = KEY.exec(key);
  return !!match && typeOfExtension(match[3]!) !== null;
}

/** The sharded path of a key: `ab/cd/abcd….png` (at most 65 536 directories, a few files each). */
export function shardedPath(key: string): string {
  const match = KEY.exec(key);
  if (!match) throw fileNotFound();
  return `${match[1]}/${match[2]}/${key}`;
}

/** The type of a stored file, from its key. */
export function mimeOfKey(key: string): FileType | null {
  const match = KEY.exec(key);
  return match ? typeOfExtension(match[3]!) : null;
}

export const fileNotFound = () => new AppError(404, 'NOT_FOUND', 'Arquivo não encontrado.');
