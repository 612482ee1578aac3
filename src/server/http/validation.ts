import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { checkInput, HttpError } from './errors.ts';
import { describeInputProblem } from './input-errors.ts';

/**
 * Routes declare their params, body and responses as zod schemas of the contract (`schema` in the
 * route options); the same schemas validate requests here and make the OpenAPI document (see
 * api-docs.ts), so the document cannot drift from what the server does.
 *
 * Input is made storable first (storable.ts) and a problem is a 400 `{ error }` naming its path.
 * Responses go through their schema too, so a route cannot answer what its document does not say.
 */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = checkInput(schema, data);
    if (result.success) return { value: result.data };
    const whole = httpPart === 'body' ? 'The request body' : `The ${httpPart ?? 'input'}`;
    return { error: new HttpError(400, describeInputProblem(result.error.issues, whole)) };
  };

export function installContractSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
