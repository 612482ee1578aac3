import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';

type Operation = {
  'x-access': string;
  security: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  parameters?: { in: string; name: string; schema?: unknown }[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};
/** A schema, or the named component it refers to. */
const resolved = (schema: Record<string, unknown> | undefined) => {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? document.components.schemas[ref.split('/').at(-1) ?? ''] : schema;
};

let t: TestApp;
let document: Document;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  // A route added the way later features add theirs: it must appear with no edit to the docs.
  t.app.get('/test/added-later/:id', { config: { access: 'user' } }, async () => ({ ok: true }));
  await t.app.ready();
  admin = await t.tokenFor(ADMIN_EMAIL);
  const response = await t.app.inject({
    url: '/api/openapi.json',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => t?.close());

/** POST/PUT routes without a JSON body schema, and why. */
const BODY_UNDECLARED: Record<string, string> = {
  'POST /api/accounts/:id/password': 'takes no body: the path names the account',
};

/** Routes that read a query string, and its keys: they must be in the document as query parameters. */
const QUERIES: Record<string, string[]> = {
  'GET /api/audit': ['before', 'limit'],
  'GET /api/study/assessments': ['participantID'],
  'GET /api/study/dashboard': ['from', 'to', 'arm', 'caseId'],
  'GET /get-conversation-history/:participantID': ['offset'],
};

/** Fastify's `/get_case/:id` and `/oidc/*` as OpenAPI writes them. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every registered route with its access level', () => {
    // The embedded provider's protocol catch-all is described by its own discovery document instead.
    const routes = t.app.routeCatalog.filter((route) => route.method !== 'HEAD' && route.url !== '/oidc/*');
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const label = `${route.method} ${route.url}`;
      expect(operation, label).toBeDefined();
      expect(operation?.['x-access'], label).toBe(route.access);
      expect(operation?.security, label).toEqual(route.access === 'public' ? [] : [{ bearer: [] }]);
      expect(operation?.responses['503'], label).toBeDefined();
      if (route.access !== 'public') expect(operation?.responses['401'], label).toBeDefined();
      if (route.access === 'admin') expect(operation?.responses['403'], label).toBeDefined();
    }
    expect(document.paths['/test/added-later/{id}']?.get?.['x-access']).toBe('user');
  });

  it('describes request and response bodies from the contract, strict as the server is', () => {
    const submit = document.paths['/submit-data']?.post;
    const body = resolved(submit?.requestBody?.content['application/json']?.schema);
    expect(submit?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/SubmitDataBodyInput',
    });
    expect(body).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['formData', 'phases'],
    });
    expect(submit?.responses['200']?.content?.['application/json']).toBeDefined();
    expect(submit?.responses['400']?.content?.['application/json']).toBeDefined();
    expect(document.paths['/api/instruction-text']?.get?.responses['200']?.content).toHaveProperty(
      'text/plain',
    );
    expect(document.paths['/stream-chat']?.get?.responses['200']?.content).toHaveProperty(
      'text/event-stream',
    );
    const exports = document.paths['/api/exports/{dataset}/{format}']?.get?.responses['200']?.content;
    expect(Object.keys(exports ?? {})).toEqual(['text/csv', 'application/json']);
    expect(document.paths['/api/accounts']?.post?.responses['201']?.content).toHaveProperty(
      'application/json',
    );
  });

  it('declares the input of every route that takes some, so none is validated out of sight', () => {
    // The embedded OpenID provider's own paths (oidc-provider and its HTML login form) are not our contract.
    const routes = t.app.routeCatalog.filter(
      (route) => route.method !== 'HEAD' && !route.url.startsWith('/oidc') && !route.url.startsWith('/test/'),
    );
    const missing: string[] = [];
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const label = `${route.method} ${route.url}`;
      const declared = new Set(
        (operation?.parameters ?? []).filter((p) => p.schema).map((p) => `${p.in}:${p.name}`),
      );
      for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
        if (!declared.has(`path:${name}`)) missing.push(`${label}: path parameter ${name}`);
      }
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method) && !(label in BODY_UNDECLARED);
      if (takesBody && !operation?.requestBody) missing.push(`${label}: request body`);
      const query = QUERIES[label] ?? [];
      for (const name of query) {
        if (!declared.has(`query:${name}`)) missing.push(`${label}: query parameter ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is for admins only', async () => {
    const resident = await t.tokenFor(RESIDENT_EMAIL);
    const asResident = await t.app.inject({
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${resident}` },
    });
    expect(asResident.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(401);
  });
});
