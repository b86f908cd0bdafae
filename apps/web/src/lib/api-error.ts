import type { AxiosError } from 'axios';
import type { DuplicateFileDetail } from '@lince/contracts/errors';

/**
 * axios's own `isAxiosError` (the flag every AxiosError carries), written here so that the screens
 * that only read errors (/login among them) do not load axios through this module.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export const NETWORK_ERROR_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
export const UNEXPECTED_ERROR_MESSAGE = 'Algo deu errado. Tente novamente em instantes.';

/**
 * A lazily loaded module (a screen, or the API client that /login loads on first use) that could not
 * be downloaded: the browsers' wordings of a failed dynamic import.
 */
function isModuleLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** The Portuguese message of an API error (`{error: {code, message}}`), or a generic one. */
export function getApiErrorMessage(error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (isModuleLoadFailure(error)) return NETWORK_ERROR_MESSAGE;
  if (isAxiosError(error)) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    const message = (error.response.data as { error?: { message?: unknown } } | null)?.error
      ?.message;
    if (typeof message === 'string' && message) return message;
    if (error.response.status === 429)
      return 'Muitas tentativas. Aguarde um pouco e tente novamente.';
  }
  return fallback;
}

export function getApiErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/**
 * One field's message in a validation error (`details` of `{error}`: path such as
 * `firstEntity.document`); a refusal that names documents (the concluding rule) adds their ids.
 */
export interface ApiErrorDetail {
  path: string;
  message: string;
  documentId?: string;
  documentTypeName?: string;
  documentStatus?: string;
  entityId?: string;
  entityName?: string;
}

/** The field messages of an API validation error (none for other errors). */
export function getApiErrorDetails(error: unknown): ApiErrorDetail[] {
  if (!isAxiosError(error)) return [];
  const details = (error.response?.data as { error?: { details?: unknown } } | null)?.error
    ?.details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is ApiErrorDetail =>
      typeof (d as ApiErrorDetail)?.path === 'string' &&
      typeof (d as ApiErrorDetail)?.message === 'string',
  );
}

/**
 * The party's files a `DUPLICATE_FILE` refusal (409) names as identical to the upload; none for
 * any other error.
 */
export function getDuplicateFiles(error: unknown): DuplicateFileDetail[] {
  if (!isAxiosError(error) || error.response?.status !== 409) return [];
  const body = (error.response.data as { error?: { code?: unknown; details?: unknown } } | null)
    ?.error;
  if (body?.code !== 'DUPLICATE_FILE' || !Array.isArray(body.details)) return [];
  return body.details.filter(
    (d): d is DuplicateFileDetail =>
      typeof (d as DuplicateFileDetail)?.fileId === 'string' &&
      typeof (d as DuplicateFileDetail)?.documentId === 'string',
  );
}
