import { expect } from 'vitest';
import type { LiveInteraction } from './interaction.ts';
import { encodeMultipart } from './multipart.ts';
import { type FuzzRequest, LIVE_UID, SIGNED_QUERY } from './requests.ts';
import type { Answer, Transport } from './transports.ts';

/**
 * Sends generated requests with app.inject and checks every answer against the rules that hold
 * for any input: no 5xx, no hang, errors as JSON `{ error }`, no way past the auth guard.
 */

/** What only exists at run time, filled into a generated request when it is sent. */
export type FuzzContext = {
  tokens: { admin: string; resident: string };
  /** A sign-in interaction waiting on its login page: its uid and the cookies that go with it. */
  interaction(): Promise<LiveInteraction>;
  /** Starts a new interaction (after one was used up by an abort). */
  renewInteraction(): Promise<void>;
  signedImageQuery(id: number): Promise<string>;
  /** The app's recent error log lines, to explain a 5xx. */
  recentErrors(): string;
};

/** An answer comes well within this (a 10 MB upload takes under a second); no answer by then is a hang. */
export const REQUEST_TIMEOUT_MS = 5_000;

/** Routes whose answers are not JSON, by design (docs/api.md and the sign-in pages). */
const NON_JSON_SUCCESS: Record<string, RegExp> = {
  'GET /api/instruction-text': /^text\/plain/,
  'GET /stream-chat': /^text\/event-stream/,
  'GET /images/:id': /^image\/(png|jpeg|gif|webp)$/,
  'GET /oidc/interaction/:uid': /^text\/html/,
};
const LOGIN = 'POST /oidc/interaction/:uid/login';

/** Signs that internals leaked into an error message: stack frames, source paths, SQL. */
const LEAKS =
  /\bat .+:\d+:\d+\)?$|node_modules|\/src\/server\/|Failed query|violates .+ constraint|pglite|drizzle/im;

export function createSender(context: FuzzContext, defaultTransport: Transport) {
  const counts = new Map<string, number>();
  /** Answers by route and status class ("2xx"...), to see how deep the requests got. */
  const statuses = new Map<string, Map<string, number>>();
  const count = (route: string, status: number | undefined) => {
    counts.set(route, (counts.get(route) ?? 0) + 1);
    const classes = statuses.get(route) ?? new Map<string, number>();
    const key = status === undefined ? 'none' : `${Math.floor(status / 100)}xx`;
    statuses.set(route, classes.set(key, (classes.get(key) ?? 0) + 1));
  };

  async function deliver(request: FuzzRequest, transport: Transport): Promise<Answer> {
    const headers: Record<string, string> = { ...request.headers };
    if (request.caller === 'admin') headers.authorization = `Bearer ${context.tokens.admin}`;
    if (request.caller === 'resident') headers.authorization = `Bearer ${context.tokens.resident}`;
    if (request.caller === 'garbage') headers.authorization = request.garbageAuth;
    let path = request.path;
    if (path.includes(LIVE_UID)) {
      const live = await context.interaction();
      path = path.replace(LIVE_UID, live.uid);
      headers.cookie = live.cookie;
    }
    let query = request.query;
    if (query === SIGNED_QUERY) {
      const id = Number(/^\/images\/(\d{1,9})$/.exec(path)?.[1] ?? 1);
      query = await context.signedImageQuery(id);
    }
    let payload: string | Buffer | undefined;
    if (request.body.kind === 'raw') {
      payload = request.body.payload;
      if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
    } else if (request.body.kind === 'multipart') {
      const encoded = encodeMultipart(request.body.form);
      payload = encoded.payload;
      headers['content-type'] = encoded.contentType;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms (a hang)`)),
        REQUEST_TIMEOUT_MS,
      );
    });
    let status: number | undefined;
    try {
      const answer = await Promise.race([
        transport({
          method: request.method,
          url: `${path}${query}`,
          headers,
          payload,
          remoteAddress: request.ip,
        }),
        timeout,
      ]);
      status = answer.statusCode;
      return answer;
    } finally {
      clearTimeout(timer);
      count(request.route, status);
      if (request.path.includes(LIVE_UID) && request.path.endsWith('/abort'))
        await context.renewInteraction();
    }
  }

  /** Sends one request and checks its answer; throws (failing the property) on any violation. */
  async function send(request: FuzzRequest, transport = defaultTransport): Promise<Answer> {
    if (request.prelude && (request.caller === 'admin' || request.caller === 'resident')) {
      await sendPrelude(request, request.prelude, transport);
    }
    const answer = await deliver(request, transport);
    checkAnswer(request, answer, context.recentErrors);
    return answer;
  }

  /** A chat turn before a /stream-chat request, sent and checked like any other request. */
  async function sendPrelude(
    request: FuzzRequest,
    prelude: NonNullable<FuzzRequest['prelude']>,
    transport: Transport,
  ) {
    const post = (url: string, body: unknown): FuzzRequest => ({
      ...request,
      route: `POST ${url}`,
      access: 'user',
      method: 'POST',
      path: url,
      query: '',
      headers: {},
      body: { kind: 'raw', payload: JSON.stringify(body), contentType: 'application/json' },
      prelude: undefined,
    });
    const steps = [
      ...(prelude.participantID === undefined
        ? []
        : [post('/init-conversation', { participantID: prelude.participantID })]),
      post('/submit-user-input', { text: prelude.text }),
    ];
    for (const step of steps) checkAnswer(step, await deliver(step, transport), context.recentErrors);
  }

  return {
    send,
    record: count,
    counts,
    statuses,
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
  };
}

export function checkAnswer(request: FuzzRequest, answer: Answer, recentErrors: () => string = () => '') {
  const { statusCode: status } = answer;
  const type = String(answer.headers['content-type'] ?? '');
  const what = `${status} ${type} ${answer.body.slice(0, 300)}`;
  expect(status, `server error: ${what}\n${recentErrors()}`).toBeLessThan(500);
  expect(status, what).toBeGreaterThanOrEqual(200);
  // A path that normalizes ("/get_case/..") to the root gets the root's public answer: the app to a browser, one
  // line of text to other clients.
  if (servedByRoot(request.path)) {
    if (status === 200) expect(type, what).toMatch(/^text\/(plain|html)/);
    return;
  }

  const anonymous = request.caller === 'none' || request.caller === 'garbage';
  if (anonymous && request.access !== undefined && request.access !== 'public')
    expect(status, `anonymous got through: ${what}`).toBeGreaterThanOrEqual(400);
  if (request.caller === 'resident' && request.access === 'admin')
    expect(status, `a resident got through to an admin route: ${what}`).toBeGreaterThanOrEqual(400);
  if (request.method === 'HEAD') return;

  if (status >= 300 && status < 400 && status !== 304) {
    expect(answer.headers.location, `redirect without a location: ${what}`).toBeTruthy();
    return;
  }
  if (status >= 400) {
    // A wrong password, and an e-mail locked after too many failures, answer with the login page again.
    const loginPage = status === 401 || (status === 429 && /^text\/html/.test(String(type)));
    if (request.route === LOGIN && loginPage) return checkLoginPage(answer, what);
    // A path that normalizes ("..") into the provider's own endpoints gets the provider's answer.
    if (servedByProvider(request.method, request.path)) return;
    expect(type, `error answer is not JSON: ${what}`).toMatch(/^application\/json/);
    const parsed = JSON.parse(answer.body) as { error?: unknown };
    expect(typeof parsed.error, `error answer without { error: string }: ${what}`).toBe('string');
    expect(String(parsed.error), `error message leaks internals: ${what}`).not.toMatch(LEAKS);
    return;
  }
  if (status === 304) return;
  const expected = NON_JSON_SUCCESS[request.route];
  if (expected) {
    expect(type, what).toMatch(expected);
    if (request.route === 'GET /stream-chat') expect(answer.body, what).toMatch(/event: stream_close\n/);
    if (request.route === 'GET /oidc/interaction/:uid') checkLoginPage(answer, what);
    return;
  }
  expect(type, `success answer is not JSON: ${what}`).toMatch(/^application\/json/);
  JSON.parse(answer.body);
}

/** The login page echoes the e-mail typed: escaped, so hostile markup stays text. */
function checkLoginPage(answer: Answer, what: string) {
  expect(String(answer.headers['content-type']), what).toMatch(/^text\/html/);
  expect(answer.body, what).toContain('<form method="post"');
  expect(answer.body, `unescaped markup in the login page: ${what}`).not.toMatch(/<script>alert|<img src=x/);
}

/**
 * Whether a path reaches oidc-provider's protocol endpoints (`/oidc/*`) rather than our interaction
 * routes: after dot segments are resolved as the request parser does ("%2e%2e" counts too), or
 * with a uid longer than the router matches in a parameter (Fastify's maxParamLength, 100).
 */
function servedByRoot(path: string): boolean {
  return new URL(`http://localhost${path}`).pathname === '/';
}

function servedByProvider(method: string, path: string): boolean {
  const { pathname } = new URL(`http://localhost${path.replace(LIVE_UID, 'uid')}`);
  const ours =
    method === 'POST'
      ? /^\/oidc\/interaction\/[^/]{1,100}\/login$/
      : /^\/oidc\/interaction\/[^/]{1,100}(\/abort)?$/;
  return pathname.startsWith('/oidc/') && !ours.test(pathname);
}
