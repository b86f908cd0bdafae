import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { tooLarge } from './inspector.ts';
import type { FileStorage, PutOptions, StoredFile } from './storage.ts';

/** The form field that carries the file. */
export const UPLOAD_FIELD = 'file';

/**
 * Enables `multipart/form-data` in the calling plugin's scope only (the rest of the API keeps
 * accepting JSON alone).
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });
}

/** A stored upload and the name it was sent with (as sent: clean it before keeping it). */
export interface StoredUpload extends StoredFile {
  filename: string;
}

/** The one file part of a multipart request, in the field `file` (400/415 otherwise). */
async function filePart(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart())
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Envie o arquivo como multipart/form-data, no campo "${UPLOAD_FIELD}".`,
    );
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes + 1 } });
  } catch {
    throw new AppError(400, 'BAD_REQUEST', 'Não foi possível ler o envio do arquivo.');
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw new AppError(400, 'VALIDATION_ERROR', `Envie o arquivo no campo "${UPLOAD_FIELD}".`, [
      { path: UPLOAD_FIELD, message: 'Arquivo obrigatório.' },
    ]);
  }
  return part;
}

function uploadFailure(error: unknown, maxBytes: number): AppError {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (error instanceof AppError) return error;
  // The client went away or sent a broken body: nothing was kept.
  return new AppError(400, 'BAD_REQUEST', 'O envio do arquivo foi interrompido.');
}

/**
 * Streams the one file of a multipart request into the storage (never whole in memory). The
 * declared type is ignored: the type comes from the content; the name is only handed back.
 */
export async function storeUpload(
  request: FastifyRequest,
  storage: FileStorage,
  options: PutOptions,
): Promise<StoredUpload> {
  const part = await filePart(request, options.maxBytes);
  try {
    return { ...(await storage.put(part.file, options)), filename: part.filename ?? '' };
  } catch (error) {
    throw uploadFailure(error, options.maxBytes);
  }
}

/** The one file of a multipart request in memory, with the name it was sent with: 413 past `maxBytes`. */
export async function readNamedUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const part = await filePart(request, maxBytes);
  try {
    const bytes = await part.toBuffer();
    if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
    return { bytes: new Uint8Array(bytes), filename: part.filename ?? '' };
  } catch (error) {
    throw uploadFailure(error, maxBytes);
  }
}

/** The one file of a multipart request in memory, for a small file read at once (an import): 413 past `maxBytes`. */
export const readUpload = async (request: FastifyRequest, maxBytes: number): Promise<Uint8Array> =>
  (await readNamedUpload(request, maxBytes)).bytes;

/**
 * An import's file received (`receive`: `storeUpload` bound to the request) with its limits; a
 * file of a type the import does not read is a 415 saying what it does read (`formatMessage`),
 * while a request that is not multipart keeps its own message ("envie como multipart/form-data").
 */
export async function receiveImportFile(
  receive: (options: PutOptions) => Promise<StoredUpload>,
  options: PutOptions & { formatMessage: string },
): Promise<StoredUpload> {
  const { formatMessage, ...limits } = options;
  try {
    return await receive(limits);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 415 && !/multipart/.test(error.message))
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', formatMessage);
    throw error;
  }
}
