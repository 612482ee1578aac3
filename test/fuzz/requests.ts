import fc from 'fast-check';
import type { ZodType } from 'zod';
import {
  InitConversationBodySchema,
  ParticipantIdSchema,
  ResetConversationBodySchema,
  SaveInstructionBodySchema,
  SetParticipantIdBodySchema,
  SubmitChatHistoryBodySchema,
  SubmitDataBodySchema,
  SubmitUserInputBodySchema,
  UpdateCaseFieldsSchema,
} from '../../src/contract/api.ts';
import { AssessmentInputSchema, AssessmentUpdateSchema } from '../../src/contract/study.ts';
import { contractArbitrary } from './arbitraries.ts';
import {
  CONTENT_TYPES,
  deepJsonBody,
  duplicateKeys,
  encodeText,
  hostileString,
  INVALID_UTF8,
  MALFORMED_JSON,
  PATH_TRICKS,
  queryJunk,
  taintedText,
  wrongType,
} from './hostile.ts';
import { type MultipartSpec, multipartArbitrary } from './multipart.ts';

/**
 * One generated request per route of the catalog, as data: the sender fills in what only exists
 * at run time (tokens, a live sign-in interaction, a signed image link) and encodes multipart forms.
 */

export type CatalogRoute = { method: string; url: string; access: 'public' | 'user' | 'admin' };
export const routeKey = (route: Pick<CatalogRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

export type Caller = 'admin' | 'resident' | 'none' | 'garbage';

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'raw'; payload: string | Buffer; contentType: string | undefined }
  | { kind: 'multipart'; form: MultipartSpec };

export type FuzzRequest = {
  route: string;
  /** Who the route admits; undefined for paths that match no route. */
  access: CatalogRoute['access'] | undefined;
  method: string;
  /** The path, with {@link LIVE_UID} where the live sign-in interaction's uid goes. */
  path: string;
  /** A query string, or {@link SIGNED_QUERY} for a valid signed image link. */
  query: string;
  caller: Caller;
  /** Used as the Authorization header when the caller is 'garbage'. */
  garbageAuth: string;
  headers: Record<string, string>;
  body: BodySpec;
  /** Client address, so the login rate limit is hit by some callers and not by all. */
  ip: string;
  /** For /stream-chat: a turn to submit first (and maybe a conversation to start), so the stream has work. */
  prelude?: { participantID: string | undefined; text: string } | undefined;
};

export const LIVE_UID = '{live-uid}';
export const SIGNED_QUERY = '{signed}';

/** Bodies larger than the 1 MB JSON limit; built once and shared by every request that sends them. */
const HUGE_JSON = `{"text":"${'a'.repeat(1024 * 1024 + 10)}"}`;
const HUGE_ARRAY = `[${'{},'.repeat(400_000)}{}]`;

/** Authorization headers that are not a valid token, each a different way to be wrong. */
const GARBAGE_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer not-a-token',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  `Bearer ${'A'.repeat(20_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer \u00ff',
  'Bearer =====',
  'Token abc',
];

const callerArb = (access: CatalogRoute['access']): fc.Arbitrary<Caller> =>
  fc.oneof(
    { weight: access === 'user' ? 3 : 5, arbitrary: fc.constant<Caller>('admin') },
    { weight: access === 'user' ? 4 : 1, arbitrary: fc.constant<Caller>('resident') },
    { weight: 1, arbitrary: fc.constant<Caller>('none') },
    { weight: 1, arbitrary: fc.constant<Caller>('garbage') },
  );

/** A path segment: usually a plausible value, often a trick, sometimes encoded hostile text. */
function segmentArb(param: string): fc.Arbitrary<string> {
  const plausible =
    param === 'id'
      ? // Mostly 1, the seeded case and image, so updates and reads find something.
        fc.oneof(
          { weight: 3, arbitrary: fc.constant('1') },
          { weight: 1, arbitrary: fc.integer({ min: 2, max: 6 }).map(String) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: 999_999_999 }).map(String) },
        )
      : param === 'uid'
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constant(LIVE_UID) },
            { weight: 1, arbitrary: fc.stringMatching(/^[\w-]{1,64}$/) },
          )
        : fc.oneof(
            fc.constantFrom('P-1', 'fuzz participant', 'resident@example.org'),
            fc.stringMatching(/^[\p{L}\p{N} ._@-]{1,64}$/u).map(encodeText),
          );
  return fc.oneof(
    { weight: 6, arbitrary: plausible },
    { weight: 3, arbitrary: fc.constantFrom(...PATH_TRICKS) },
    { weight: 1, arbitrary: hostileString.map(encodeText) },
  );
}

/** The route's URL with each `:param` (and `*`) filled in. */
function pathArb(url: string): fc.Arbitrary<string> {
  const params = [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? 'wildcard');
  if (params.length === 0) return fc.constant(url);
  return fc.tuple(...params.map(segmentArb)).map((segments) => {
    let i = 0;
    return url.replace(/:(\w+)|\*/g, () => segments[i++] ?? '');
  });
}

const json = (value: unknown, contentType: string | undefined = 'application/json'): BodySpec => ({
  kind: 'raw',
  payload: JSON.stringify(value) ?? 'null',
  contentType,
});

/** Every kind of bad body, around the contract's shapes for the route's schema. */
function jsonBodyArb(schema: ZodType | undefined): fc.Arbitrary<BodySpec> {
  const shaped = schema ? contractArbitrary(schema, 'mutated') : wrongType;
  const variants: fc.WeightedArbitrary<BodySpec>[] = [
    { weight: 3, arbitrary: wrongType.map((v) => json(v)) },
    {
      weight: 1,
      arbitrary: deepJsonBody.map((payload) => ({ kind: 'raw', payload, contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({
        kind: 'raw',
        payload,
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(shaped, fc.constantFrom(...CONTENT_TYPES))
        .map(([value, contentType]) => json(value, contentType)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodySpec>(
        { kind: 'raw', payload: HUGE_JSON, contentType: 'application/json' },
        { kind: 'raw', payload: HUGE_ARRAY, contentType: 'application/json' },
        { kind: 'raw', payload: INVALID_UTF8, contentType: 'application/json' },
        { kind: 'raw', payload: '', contentType: 'application/json' },
        { kind: 'none' },
      ),
    },
  ];
  if (schema) {
    const valid = contractArbitrary(schema, 'valid');
    variants.push(
      { weight: 8, arbitrary: valid.map((v) => json(v)) },
      { weight: 8, arbitrary: shaped.map((v) => json(v)) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(valid, fc.array(fc.tuple(fc.string({ maxLength: 12 }), wrongType), { maxLength: 3 }))
          .map(([value, extra]) => {
            const base = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
            // The same keys again, with other values: the last one wins and must still be validated.
            const repeats = Object.keys(base).map((key): [string, unknown] => [key, extra[0]?.[1] ?? null]);
            return {
              kind: 'raw',
              payload: duplicateKeys(base as Record<string, unknown>, [...repeats, ...extra]),
              contentType: 'application/json',
            } satisfies BodySpec;
          }),
      },
    );
  }
  return fc.oneof(...variants);
}

/**
 * `PUT /update_case/:id` takes the case fields plus the `_version` that get_case gave (and `_id`,
 * which must name the case in the path: left out here, or nearly every update would be refused).
 */
const UpdateCaseRequestSchema = UpdateCaseFieldsSchema.omit({ _id: true });

/** The request-body schema of each JSON route, from the contract. */
const BODY_SCHEMAS: Record<string, ZodType> = {
  'POST /init-conversation': InitConversationBodySchema,
  'POST /reset-conversation': ResetConversationBodySchema,
  'POST /set-participant-id': SetParticipantIdBodySchema,
  'POST /submit-user-input': SubmitUserInputBodySchema,
  'POST /submit-chat-history': SubmitChatHistoryBodySchema,
  'POST /submit-data': SubmitDataBodySchema,
  'POST /analyze-case': SubmitDataBodySchema,
  'PUT /update_case/:id': UpdateCaseRequestSchema,
  'POST /api/save-instruction-text': SaveInstructionBodySchema,
  'POST /api/study/assessments': AssessmentInputSchema,
  'PUT /api/study/assessments/:id': AssessmentUpdateSchema,
};

/** The login form: its two fields with hostile values, extra and repeated fields, and non-forms. */
const loginBodyArb: fc.Arbitrary<BodySpec> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.option(fc.oneof(fc.constant('admin@example.org'), hostileString, taintedText), { nil: undefined }),
        fc.option(hostileString, { nil: undefined }),
        fc.array(fc.tuple(fc.constantFrom('email', 'password', '__proto__', 'uid', 'x'), hostileString), {
          maxLength: 3,
        }),
      )
      .map(([email, password, extra]) => {
        const pairs: [string, string][] = [];
        if (email !== undefined) pairs.push(['email', email]);
        if (password !== undefined) pairs.push(['password', password]);
        pairs.push(...extra);
        return {
          kind: 'raw',
          payload: pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&'),
          contentType: 'application/x-www-form-urlencoded',
        } satisfies BodySpec;
      }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<BodySpec>(
      { kind: 'raw', payload: 'email=%zz&password=%', contentType: 'application/x-www-form-urlencoded' },
      { kind: 'raw', payload: '&&&===&', contentType: 'application/x-www-form-urlencoded' },
      {
        kind: 'raw',
        payload: `password=${'x'.repeat(20_000)}`,
        contentType: 'application/x-www-form-urlencoded',
      },
      { kind: 'raw', payload: 'email[]=a&email[]=b', contentType: 'application/x-www-form-urlencoded' },
    ),
  },
  { weight: 2, arbitrary: jsonBodyArb(undefined) },
);

/** Headers a client may send with any request: cache validators, forwarded addresses, odd accepts. */
const extraHeadersArb: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('application/json', '*/*', 'text/event-stream', 'image/*', 'application/xml', ''),
    'if-none-match': fc.constantFrom('*', 'W/"x"', '"x", W/"y"', ',,,', `"${'f'.repeat(64)}"`),
    'x-forwarded-for': fc.constantFrom('10.0.0.1', 'garbage', '::1, 1.2.3.4', '999.999.999.999', ''),
    'last-event-id': hostileString.map(encodeText),
    'accept-language': fc.constantFrom('en', '*', ';q=', 'x'.repeat(2000)),
  },
  { requiredKeys: [] },
);

const ipArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant('127.0.0.1') },
  { weight: 9, arbitrary: fc.ipV4() },
);

/** Requests for one route of the catalog. */
export function routeArbitrary(route: CatalogRoute): fc.Arbitrary<FuzzRequest> {
  const key = routeKey(route);
  const body: fc.Arbitrary<BodySpec> =
    key === 'POST /upload_image'
      ? fc.oneof(
          { weight: 4, arbitrary: multipartArbitrary.map((form): BodySpec => ({ kind: 'multipart', form })) },
          { weight: 1, arbitrary: jsonBodyArb(undefined) },
        )
      : key === 'POST /oidc/interaction/:uid/login'
        ? loginBodyArb
        : route.method === 'GET' || route.method === 'HEAD'
          ? fc.oneof(
              { weight: 9, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
              { weight: 1, arbitrary: jsonBodyArb(undefined) },
            )
          : jsonBodyArb(BODY_SCHEMAS[key]);
  const query =
    route.url === '/images/:id'
      ? fc.oneof({ weight: 2, arbitrary: fc.constant(SIGNED_QUERY) }, { weight: 1, arbitrary: queryJunk })
      : fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryJunk });
  const prelude =
    route.url === '/stream-chat'
      ? fc.option(
          fc.record({
            participantID: fc.option(contractArbitrary(ParticipantIdSchema, 'valid').map(String), {
              nil: undefined,
            }),
            text: fc.oneof(
              contractArbitrary(SubmitUserInputBodySchema.shape.text, 'valid').map(String),
              hostileString,
            ),
          }),
          { nil: undefined, freq: 4 },
        )
      : fc.constant(undefined);
  return fc
    .record({
      prelude,
      caller: callerArb(route.access),
      garbageAuth: fc.constantFrom(...GARBAGE_AUTH),
      path: pathArb(route.url),
      query,
      headers: extraHeadersArb,
      body,
      ip: ipArb,
    })
    .map((parts) => labelled({ route: key, access: route.access, method: route.method, ...parts }));
}

/** Requests to no route at all: random methods and paths must meet a JSON 404 (or 405), not a crash. */
export const unroutedArbitrary: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
    path: fc.oneof(
      fc.constantFrom(...PATH_TRICKS).map((p) => `/${p}`),
      fc.array(hostileString.map(encodeText), { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`),
      fc.constantFrom(
        '/api',
        '/api/',
        '//',
        '/get_case',
        '/get_case/',
        '/images',
        '/stream-chat/x',
        '/.env',
        '/%00',
      ),
    ),
    query: queryJunk,
    caller: callerArb('admin'),
    garbageAuth: fc.constantFrom(...GARBAGE_AUTH),
    headers: extraHeadersArb,
    body: jsonBodyArb(undefined),
    ip: ipArb,
  })
  .map((parts) => labelled({ route: '(unrouted)', access: undefined, ...parts }));

/** fast-check prints a failing request through this: a line a person can read, not a 1 MB dump. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body.kind === 'none'
      ? 'no body'
      : request.body.kind === 'multipart'
        ? `multipart ${JSON.stringify(request.body.form).slice(0, 300)}`
        : `${request.body.contentType ?? '(no content type)'} ${String(request.body.payload).length} bytes: ${String(request.body.payload).slice(0, 300)}`;
  const prelude = request.prelude ? ` after submitting ${JSON.stringify(request.prelude).slice(0, 200)}` : '';
  return `${request.method} ${request.path}${request.query.slice(0, 200)} as ${request.caller} from ${request.ip} headers ${JSON.stringify(request.headers).slice(0, 200)}; ${body}${prelude}`;
}

function labelled(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}
