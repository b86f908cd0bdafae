import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';

/**
 * Paths the logger never writes, wherever a log call puts a request, a body or a header: passwords,
 * tokens, reset codes, the `Authorization` and `RefreshToken` headers.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.refreshtoken',
  'req.headers.cookie',
  'headers.authorization',
  'headers.refreshtoken',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.temporaryPassword',
  '*.code',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.AccessToken',
  '*.RefreshToken',
  '*.Session',
];

interface QueryFailure {
  query: string;
  params: unknown;
  cause?: unknown;
}

/**
 * PostgreSQL's error fields that name things, never values (`detail` and the message may hold
 * values). The SQLSTATE goes out as `sqlState`: `code` is redacted everywhere (reset codes).
 */
function databaseFields(error: unknown) {
  const e = (error ?? {}) as Record<string, unknown>;
  const pick = (key: string) => (typeof e[key] === 'string' ? { [key]: e[key] } : {});
  return {
    ...(typeof e.code === 'string' ? { sqlState: e.code } : {}),
    ...pick('constraint'),
    ...pick('table'),
    ...pick('column'),
    ...pick('routine'),
  };
}

const isQueryFailure = (error: unknown): error is QueryFailure & Error =>
  error instanceof Error && 'query' in error && 'params' in error;

const isDatabaseError = (error: unknown): error is Error & { code: string } =>
  error instanceof Error &&
  'severity' in error &&
  typeof (error as { code?: unknown }).code === 'string';

/** The call frames of a stack, without the message lines above them (which may hold values). */
const frames = (error: Error) =>
  error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n') ?? '';

/**
 * Errors as the log keeps them. A failed statement keeps its text and SQLSTATE, never its
 * parameters (Drizzle puts them in the message: a password hash once reached the log that way);
 * a PostgreSQL error keeps its SQLSTATE and the names it points at, not its message or detail, which
 * may quote the offending value.
 */
/** An error as the log keeps it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: unknown): LoggedError {
  if (isQueryFailure(error)) {
    return {
      type: error.name,
      message: `Failed query: ${error.query}`,
      query: error.query,
      ...databaseFields(error.cause),
      stack: frames(error),
    };
  }
  if (isDatabaseError(error)) {
    return {
      type: error.name,
      message: `Database error ${error.code}`,
      ...databaseFields(error),
      stack: frames(error),
    };
  }
  const { code, ...rest } = stdSerializers.err(error as Error) as LoggedError;
  return code === undefined ? rest : { ...rest, errorCode: code };
}

/** Fastify's logger at `level`, redacting secrets; `stream` lets a test read what it writes. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    serializers: { err: serializeError, error: serializeError },
    ...(stream ? { stream } : {}),
  };
}
