import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../app-error.ts';
import { detectFileType, FILE_TYPES, SNIFF_BYTES, type FileType } from './file-types.ts';
import type { PutOptions } from './storage.ts';

const LABELS: Partial<Record<FileType, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
};

export function tooLarge(maxBytes: number) {
  const mb = maxBytes / (1024 * 1024);
  const limit =
    mb >= 1
      ? `${Number(mb.toFixed(1)).toLocaleString('pt-BR')} MB`
      : `${Math.ceil(maxBytes / 1024)} KB`;
  return new AppError(413, 'PAYLOAD_TOO_LARGE', `O arquivo passa do limite de ${limit}.`);
}

export function unsupportedType(allowed: readonly FileType[]) {
  const names = allowed.map((t) => LABELS[t] ?? FILE_TYPES[t].toUpperCase());
  const listed =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}` : names.join('');
  return new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Tipo de arquivo não aceito. Envie um arquivo ${listed}.`,
  );
}

export const emptyFile = () => new AppError(400, 'EMPTY_FILE', 'O arquivo está vazio.');

/**
 * The type of an upload from its first bytes (SNIFF_BYTES of them, fewer if it is shorter):
 * 400 when there is nothing, 415 when the type is unknown or not among `allowed`.
 */
export function acceptedTypeOf(head: Uint8Array, allowed: readonly FileType[]): FileType {
  if (head.length === 0) throw emptyFile();
  const type = detectFileType(head);
  if (!type || !allowed.includes(type)) throw unsupportedType(allowed);
  return type;
}

/**
 * A pass-through that hashes (SHA-256), counts and sniffs the magic bytes of what flows through,
 * and fails the stream as soon as the size passes `maxBytes` (413) or the type is not allowed (415).
 */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);
  size = 0;
  mime: FileType | null = null;

  constructor(private readonly options: PutOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.options.maxBytes) {
      callback(tooLarge(this.options.maxBytes));
      return;
    }
    if (this.mime === null && this.head.length < SNIFF_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
      if (this.head.length >= SNIFF_BYTES) {
        const problem = this.checkType();
        if (problem) {
          callback(problem);
          return;
        }
      }
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    if (this.mime === null) {
      const problem = this.checkType();
      if (problem) {
        callback(problem);
        return;
      }
    }
    callback();
  }

  private checkType(): AppError | null {
    try {
      this.mime = acceptedTypeOf(this.head, this.options.allowedTypes);
      return null;
    } catch (error) {
      return error as AppError;
    }
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
