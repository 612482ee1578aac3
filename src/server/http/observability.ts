import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { Tutor, TutorReply } from '../sim/tutor.ts';

/**
 * Request ids: a caller's (or a proxy's) `X-Request-Id` is kept when it looks like an id, so one id
 * follows a request through the proxy's log and ours; otherwise a new UUID. Either way it is echoed
 * in the answer's `X-Request-Id` (see registerObservability).
 */
const REQUEST_ID = /^[\w.:-]{8,128}$/;
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export type Metrics = {
  registry: Registry;
  /** The tutor, timed: each reply's time from the turn's start to its last chunk. */
  timedTutor(tutor: Tutor): Tutor;
};

/** The routes whose every call is a probe: logged only at LOG_LEVEL=debug (they run every few seconds). */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
const STREAM_ROUTE = '/stream-chat';

/**
 * Prometheus metrics at GET /metrics (prom-client): requests by route, method and status with
 * their latency, chat turns and the tutor's time per turn, event streams open, the database
 * pool, and the process's own (event-loop lag, memory, CPU, handles).
 *
 * Protected: with METRICS_TOKEN set, only `Authorization: Bearer <token>` reads it; without, only
 * a client on the machine itself (the socket's own address, never X-Forwarded-For), so a proxy in
 * front does not expose it by accident.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const tutorSeconds = new Histogram({
    name: 'airway_tutor_reply_seconds',
    help: "Time from a chat turn's start to the tutor's last chunk",
    labelNames: ['tutor'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers: [registry],
  });
  const turns = new Counter({
    name: 'airway_chat_turns_total',
    help: 'Chat turns answered by the tutor, by how the reply ended',
    labelNames: ['tutor', 'result'],
    registers: [registry],
  });
  return {
    registry,
    timedTutor(tutor) {
      return {
        kind: tutor.kind,
        model: tutor.model,
        respond(conversation, input) {
          const end = tutorSeconds.startTimer({ tutor: tutor.kind });
          return timed(tutor.respond(conversation, input), (result) => {
            end();
            turns.inc({ tutor: tutor.kind, result });
          });
        },
      };
    },
  };
}

/** The reply as it was, with `done` called once when it ends: 'complete', 'failed' or 'cut' (abandoned). */
async function* timed(reply: TutorReply, done: (result: 'complete' | 'failed' | 'cut') => void): TutorReply {
  let result: 'complete' | 'failed' | 'cut' = 'cut';
  try {
    for (;;) {
      const next = await reply.next();
      if (next.done) {
        result = 'complete';
        return next.value;
      }
      yield next.value;
    }
  } catch (error) {
    result = 'failed';
    throw error;
  } finally {
    done(result);
    // Closed before its end (the client left, the server stops): the inner reply is closed too.
    if (result === 'cut') await reply.return(undefined as never).catch(() => undefined);
  }
}

export async function registerObservability(
  app: FastifyInstance,
  options: { metrics: Metrics; database: Database; token: string | undefined; logLevel: string },
) {
  const { registry } = options.metrics;
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route, method and status, with their duration',
    labelNames: ['route', 'method', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'airway_sse_streams_open',
    help: 'Chat event streams open now',
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'airway_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = options.database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  void pool;

  const quietProbes = !['debug', 'trace'].includes(options.logLevel);
  app.addHook('onRoute', (route) => {
    if (quietProbes && PROBES.has(route.url)) route.logLevel = 'warn';
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (request.routeOptions.url === STREAM_ROUTE) {
      streams.inc();
      reply.raw.once('close', () => streams.dec());
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths are one label, not one per path a scanner tries.
    const route = request.routeOptions.url ?? '(unmatched)';
    requests.observe(
      { route, method: request.method, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    {
      config: { access: 'public', produces: registry.contentType },
      schema: {
        tags: ['Operations'],
        summary: 'Prometheus metrics (METRICS_TOKEN as a bearer token, or from the machine itself)',
        hide: false,
      },
    },
    async (request, reply) => {
      if (!allowed(request, options.token)) {
        return reply.code(403).send({
          error: options.token
            ? 'Metrics need the METRICS_TOKEN bearer token.'
            : 'Metrics are served to the machine itself only (set METRICS_TOKEN to read them from elsewhere).',
        });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    // Compared as digests of equal length, in constant time: the answer's timing tells nothing.
    const digest = (text: string) => createHash('sha256').update(text).digest();
    return timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${token}`));
  }
  const address = request.socket.remoteAddress ?? '';
  return isLoopback(address);
}

function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}
