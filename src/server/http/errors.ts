import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/client.ts';
import { domainErrorStatus } from './error-status.ts';
import { describeInputProblem } from './input-errors.ts';
import { makeStorable } from './storable.ts';

/** An error with an HTTP status whose message is safe to show the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * Checks untrusted input against a schema, for callers that answer a failure their own way. Text
 * is made storable first (see storable.ts), so the limits apply to what will be stored.
 */
export function checkInput<T extends z.ZodType>(schema: T, value: unknown) {
  return schema.safeParse(makeStorable(value));
}

/** Validates untrusted input; a problem becomes a 400 `{ error }` naming the field's path. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = checkInput(schema, value);
  if (result.success) return result.data;
  throw new HttpError(400, describeInputProblem(result.error.issues));
}

/**
 * Every failure leaves as JSON `{ error }`. Client mistakes keep their 4xx and message, and a domain
 * failure (../errors.ts) gets the status error-status.ts gives it, with its message; a database that
 * cannot be reached is a 503 the caller can retry; anything else unexpected is logged and answered
 * with a generic 500 that reveals nothing of the internals.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ error: DATABASE_UNAVAILABLE });
    }
    const domainStatus = domainErrorStatus(error);
    if (domainStatus !== undefined) return reply.code(domainStatus).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const unavailable = status === 503;
      return reply
        .code(status)
        .send({ error: unavailable ? error.message : 'Internal server error. The failure was logged.' });
    }
    return reply.code(status).send({ error: publicMessage(error as FastifyError) });
  });
}

function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty.';
    default:
      return error.message || 'Bad request.';
  }
}
