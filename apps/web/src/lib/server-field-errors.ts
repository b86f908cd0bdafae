import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { getApiErrorDetails } from './api-error.ts';

export interface FieldError {
  path: string;
  message: string;
}

/** The form field of an API path: its own entry, else its first segment's (`address.cep` → `address`). */
const fieldOf = <F extends string>(fields: Partial<Record<string, F>>, path: string) =>
  fields[path] ?? fields[path.split('.')[0]!];

/**
 * Runs a form's submission and puts the API's field messages (`details[].path`, plus whatever
 * `extra` maps, e.g. a 409 that belongs to one field) on the form's fields; `fields` maps API
 * paths to the form's field names. Errors that name no field of the form are rethrown, so
 * `FormDialog` shows them above the fields.
 */
export async function submitWithFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, FieldPath<T>>>,
  submit: () => Promise<unknown>,
  extra: (error: unknown) => FieldError | null = () => null,
): Promise<void> {
  try {
    await submit();
  } catch (error) {
    const mapped = extra(error);
    const known = [...getApiErrorDetails(error), ...(mapped ? [mapped] : [])].flatMap((detail) => {
      const field = fieldOf(fields, detail.path);
      return field ? [{ field, message: detail.message }] : [];
    });
    if (known.length === 0) throw error;
    known.forEach(({ field, message }, index) =>
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }
}
