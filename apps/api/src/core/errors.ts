import { AppError, MESSAGES, type ErrorDetail } from '../lib/app-error.ts';

/**
 * The errors a service throws: each becomes `{ error: { code, message, details? } }` with its
 * status (plugins/errors.ts). Import them from here.
 */
export { AppError, forbidden, unauthorized, validationError } from '../lib/app-error.ts';
export type { ErrorDetail } from '../lib/app-error.ts';

/** 404: the record does not exist in the caller's company (same answer either way). */
export const notFound = (message: string = MESSAGES.NOT_FOUND) =>
  new AppError(404, 'NOT_FOUND', message);

/** 409: the request clashes with the current state (a duplicate, already done…). */
export const conflict = (message: string = MESSAGES.CONFLICT) =>
  new AppError(409, 'CONFLICT', message);

/** 422: well-formed, but a business rule refuses it; `details` name what is missing. */
export const unprocessable = (message: string, details?: ErrorDetail[]) =>
  new AppError(422, 'VALIDATION_ERROR', message, details ?? [{ path: '', message }]);

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), wrapped or not. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Runs `write`; a unique-constraint violation from it becomes the 409 with `message`. */
export async function conflictOnDuplicate<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
