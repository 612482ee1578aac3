import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** An error with an HTTP status whose message is safe to show the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** Validates untrusted input; the first problem becomes a 400 `{ error }` naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new HttpError(400, `${where}${issue?.message ?? 'Invalid input'}`);
}

/**
 * Every failure leaves as JSON `{ error }`. Client mistakes keep their 4xx and message; anything
 * unexpected is logged and answered with a generic 500 that reveals nothing of the internals.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
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
