import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, MESSAGES, type ErrorDetail } from '../lib/app-error.ts';
import { reportError } from '../lib/sentry.ts';

const BY_STATUS: Record<number, keyof typeof MESSAGES> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

const FASTIFY_CODES: Record<string, keyof typeof MESSAGES> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: ErrorDetail[],
) {
  return reply.code(status).send({ error: { code, message, ...(details ? { details } : {}) } });
}

export function sendNotFound(reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', MESSAGES.NOT_FOUND);
}

function validationDetails(error: FastifyError): ErrorDetail[] {
  return (error.validation ?? []).map((issue) => {
    const keys = (issue.params as { keys?: string[] } | undefined)?.keys;
    const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const path = keys?.length ? [base, ...keys].filter(Boolean).join('.') : base;
    return { path, message: issue.message ?? MESSAGES.VALIDATION_ERROR };
  });
}

/** Code of the answer a PostgreSQL data exception gets when no schema refused the value first. */
export const INVALID_DATA_CODE = 'INVALID_DATA';

/** SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  const state = typeof code === 'string' ? code : cause?.code;
  return typeof state === 'string' && /^[0-9A-Z]{5}$/.test(state) ? state : undefined;
}

/**
 * One error format, `{ error: { code, message, details? } }` in Portuguese: 4xx for every client
 * mistake, 500 with a generic message (and a report to Sentry) only for bugs. No stack traces.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      return send(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(
        reply,
        400,
        'VALIDATION_ERROR',
        MESSAGES.VALIDATION_ERROR,
        validationDetails(error),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? BY_STATUS[status] ?? 'BAD_REQUEST';
      return send(reply, status, code, MESSAGES[code]);
    }
    // Last resort: a data exception of PostgreSQL (class 22: invalid byte sequence, invalid input
    // syntax, value out of range…) is the client's bad value that a schema should have refused.
    // It answers 400 with its own code, and is logged as a gap of the schemas to close.
    if (sqlState(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'valor recusado pelo banco: falta uma regra no esquema');
      return send(reply, 400, INVALID_DATA_CODE, MESSAGES.BAD_REQUEST);
    }
    request.log.error({ err: error }, 'erro não tratado');
    reportError(error);
    return send(reply, 500, 'INTERNAL_ERROR', MESSAGES.INTERNAL_ERROR);
  });
});
