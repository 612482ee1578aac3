import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../contract/api.ts';
import { nameContractSchemas, operationIdOf } from './api-names.ts';

type Access = 'public' | 'user' | 'admin';

const SIGN_IN_TAG = 'Sign-in';

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Access: anyone (no token).',
  user: 'Access: any signed-in user (bearer token).',
  admin: 'Access: admins only (bearer token with the admin role).',
};

const errorJson = z.toJSONSchema(ErrorResponseSchema, { target: 'draft-2020-12' });
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorJson } },
});

/**
 * The error answers a route can give, from what it declares: every failure is `{ error }`. The
 * auth guard gives 401/403 by access level, schema validation 400, a path id 404, and any route
 * 503 while the database is unreachable (500 for the unexpected, with nothing of the internals).
 */
function errorAnswers(access: Access, schema: Record<string, unknown> | undefined, url: string) {
  const answers: Record<string, unknown> = {};
  if (schema?.body || schema?.params || schema?.querystring || url.includes(':')) {
    answers['400'] = errorAnswer(
      'The input does not fit the contract; `error` names the path (`a.b.c: unknown key`).',
    );
  }
  if (access !== 'public') answers['401'] = errorAnswer('No valid access token.');
  if (access === 'admin') answers['403'] = errorAnswer('The token lacks the admin role.');
  if (url.includes(':')) answers['404'] = errorAnswer('Nothing has this id.');
  answers['500'] = errorAnswer('An unexpected failure (logged; the answer reveals nothing of it).');
  answers['503'] = errorAnswer('The database is unreachable right now; retry shortly.');
  return answers;
}

/** The image upload's form (parsed by @fastify/multipart, so it has no zod schema of its own). */
const MULTIPART_UPLOAD = {
  type: 'object',
  required: ['image'],
  properties: {
    image: {
      type: 'string',
      format: 'binary',
      description: 'The image file: PNG, JPEG, GIF or WebP (checked by content), 10 MB at most.',
    },
    title: { type: 'string', description: 'What the image shows (optional).' },
    tags: { type: 'string', description: 'Comma-separated tags the tutor finds images by (optional).' },
  },
};

/**
 * The OpenAPI 3.1 document, generated from the routes as they are registered: each route's zod
 * schemas (params, body, responses: the same ones that validate it, see validation.ts), its access
 * level (`config.access`, as the auth guard reads it) and the error answers that follow from both.
 * A new route appears in the document by being registered; docs/api.md tells how to describe it.
 * Must be registered before the routes, whose registration it observes.
 */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string) {
  nameContractSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pediatric Airway Management Assistant API',
        version: '1',
        description:
          'Every call of the web app. Errors are always JSON `{ "error": "..." }`. Request objects are ' +
          'strict: an unknown or misspelt key is refused with its path, never dropped. See docs/api.md.',
      },
      servers: [{ url: publicUrl }],
      // The order the reference shows them in: the resident's calls first, the plumbing last.
      tags: [
        { name: 'Chat', description: 'The simulated case, turn by turn (any signed-in user).' },
        { name: 'Chat History', description: 'Saved histories and full transcripts (admins).' },
        { name: 'Data Collection', description: 'New cases (admins).' },
        { name: 'Case Editor', description: 'Stored cases and their versions (admins).' },
        { name: 'Instruction Editor', description: "The tutor's instruction (admins)." },
        { name: 'Images', description: 'The image library and signed image links.' },
        {
          name: 'Study',
          description: 'Observer checklists, study records, the dashboard, withdrawals (admins).',
        },
        { name: 'Exports', description: 'Research datasets as CSV or JSON downloads (admins).' },
        { name: 'Accounts', description: 'Accounts of the embedded identity provider (admins).' },
        { name: 'Audit', description: 'Who did what and when (admins).' },
        { name: 'Account', description: 'Sign-in settings and the caller.' },
        { name: 'Operations', description: 'Health checks and this document.' },
        {
          name: SIGN_IN_TAG,
          description: 'The embedded OpenID provider (oidc-provider) and its login page.',
        },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token from the OpenID provider (`npm run token -- EMAIL` for scripts).',
          },
        },
      },
    },
    transform: (document) => {
      const route = document.route as RouteOptions;
      // The embedded provider's protocol endpoints (oidc-provider) are described by its discovery
      // document at /oidc/.well-known/openid-configuration, not by a catch-all here.
      if (document.url === '/oidc/*') return { schema: { hide: true }, url: document.url };
      const { schema: documented, url } = jsonSchemaTransform(document);
      const access: Access = route.config?.access ?? 'admin';
      const { produces, consumes } = route.config ?? {};
      const schema = { ...(documented as Record<string, unknown>) };
      const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
      const answers = [produces ?? []].flat();
      if (answers.length > 0 && !response['200']) {
        response['200'] = {
          description: `OK (${answers.join(' or ')})`,
          content: Object.fromEntries(answers.map((type) => [type, { schema: {} }])),
        };
      }
      schema.response = {
        ...errorAnswers(access, document.schema as Record<string, unknown>, url),
        ...response,
      };
      schema.security = access === 'public' ? [] : [{ bearer: [] }];
      schema['x-access'] = access;
      if (!schema.tags) schema.tags = [url.startsWith('/oidc') ? SIGN_IN_TAG : 'Other'];
      schema.description = [ACCESS_TEXT[access], schema.description].filter(Boolean).join('\n\n');
      if (consumes) schema.consumes = [consumes];
      if (consumes === 'multipart/form-data' && !schema.body) schema.body = MULTIPART_UPLOAD;
      schema.operationId = operationIdOf([route.method].flat()[0] ?? 'get', url);
      return { schema, url };
    },
    transformObject: jsonSchemaTransformObject,
  });
}

/** The document itself, for admins (it maps every call of the app, which residents have no use for). */
export async function apiDocsRoutes(app: FastifyInstance) {
  app.get(
    '/api/openapi.json',
    {
      config: { access: 'admin' },
      schema: { tags: ['Operations'], summary: 'This OpenAPI 3.1 document' },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(app.swagger()),
  );
}
