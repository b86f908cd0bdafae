import { z } from 'zod';

/**
 * The field schemas every input of the API is built from (bodies, query strings and path
 * parameters): text the database can store, identifiers, calendar dates in range.
 */

/**
 * What PostgreSQL cannot store in a text column, or what no person types: NUL and the other
 * control characters (tab, line feed and carriage return aside) and unpaired UTF-16 surrogates.
 */
const UNSTORABLE = /(?![\t\n\r])\p{Cc}|[\uD800-\uDFFF]/u;

/** True when `value` holds no control character (tab, line feed, carriage return aside) nor unpaired surrogate. */
export const isStorableText = (value: string) => !UNSTORABLE.test(value);

export const invalidCharactersMessage = (label: string) => `${label} contém caracteres inválidos.`;

/**
 * Text of the field called `label` ("Nome", "Busca"…): a string the database can store, refused
 * otherwise with "<label> contém caracteres inválidos.". `error` replaces zod's message for a
 * value that is not a string (or is missing). Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export function textSchema(label: string, error = `${label}: valor inválido.`) {
  return z.string({ error }).refine(isStorableText, invalidCharactersMessage(label));
}

/** An identifier (path parameter, reference to another record): 1 to 64 storable characters. */
export function idSchema(label = 'Identificador', error = 'Identificador inválido.') {
  return textSchema(label, error).min(1, error).max(64, error);
}

/** An optional identifier filter of a list (`?ownerId=`): at most 64 storable characters. */
export const idFilterSchema = (label: string) =>
  textSchema(label).max(64, `${label}: identificador inválido.`).optional();

/** The first and last calendar dates a date field accepts unless it says otherwise. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2199-12-31';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` (`aaaa-mm-dd`) is a real day of the Gregorian calendar. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const formatDay = (iso: string) => iso.split('-').reverse().join('/');

/**
 * A calendar date `aaaa-mm-dd` between `min` and `max` (by default 01/01/1900 and 31/12/2199):
 * what PostgreSQL's `date` keeps and a person means.
 */
export function calendarDateSchema({
  min = DATE_MIN,
  max = DATE_MAX,
  required = 'Informe a data.',
} = {}) {
  return z
    .string({ error: required })
    .regex(ISO_DAY, 'Data inválida (use aaaa-mm-dd).')
    .refine(isCalendarDate, 'Data inválida.')
    .refine(
      (v) => v >= min && v <= max,
      `A data deve estar entre ${formatDay(min)} e ${formatDay(max)}.`,
    );
}

/**
 * A calendar date `aaaa-mm-dd` or an ISO 8601 date-time (`2025-03-01T12:00:00Z`) whose day is in
 * the range of `calendarDateSchema` (for filters that take either).
 */
export function dateOrDateTimeSchema({ min = DATE_MIN, max = DATE_MAX } = {}) {
  const message = 'Data inválida (use aaaa-mm-dd).';
  return textSchema('Data', message)
    .trim()
    .max(40, message)
    .refine(
      (v) =>
        isCalendarDate(v.slice(0, 10)) &&
        (v.length === 10 || (v[10] === 'T' && !Number.isNaN(Date.parse(v)))),
      message,
    )
    .refine(
      (v) => v.slice(0, 10) >= min && v.slice(0, 10) <= max,
      `A data deve estar entre ${formatDay(min)} e ${formatDay(max)}.`,
    );
}
