import { api } from '../../lib/api-client.ts';
import { getApiErrorMessage, getApiErrorStatus } from '../../lib/api-error.ts';

/** Fallbacks when a 413 or 415 comes without the API's message (e.g. from a proxy). */
export const UPLOAD_TOO_LARGE_MESSAGE = 'Arquivo grande demais para enviar.';
export const UPLOAD_UNSUPPORTED_MESSAGE =
  'Tipo de arquivo não aceito. Envie PDF, PNG, JPEG, DOCX ou XLSX.';

/** The URL of an upload that keeps a file identical to one the party already has (no 409). */
export const allowingDuplicate = (url: string) =>
  `${url}${url.includes('?') ? '&' : '?'}allowDuplicate=true`;

/**
 * Sends one file as the multipart field `file` through the app's API client (session headers,
 * renewal on 401), reporting the fraction sent (0–1) as it goes. Resolves with the API's answer.
 */
export async function uploadWithProgress<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.post<T>(url, form, {
    signal,
    onUploadProgress: (event) => {
      const fraction = event.total ? event.loaded / event.total : (event.progress ?? 0);
      onProgress(Math.min(1, fraction));
    },
  });
  return data;
}

/** The Portuguese message of a failed upload: the API's, else one for 413/415, else a generic one. */
export function uploadErrorMessage(error: unknown): string {
  const status = getApiErrorStatus(error);
  const fallback =
    status === 413
      ? UPLOAD_TOO_LARGE_MESSAGE
      : status === 415
        ? UPLOAD_UNSUPPORTED_MESSAGE
        : undefined;
  return getApiErrorMessage(error, fallback);
}
