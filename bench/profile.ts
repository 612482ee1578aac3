import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a turn's server CPU goes, from the V8 CPU profiles of the server (`--cpu-prof`, one file per
 * thread). Each sample taken while the load ran is given to the first frame, from the running one
 * outwards, that belongs to a known part; Node's own frames (sockets, streams, timers) pass the
 * sample on to their caller, so a socket write made by the SSE code counts as SSE writing.
 */
type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const PARTS: [RegExp, string][] = [
  [/node_modules\/jose\/|src\/server\/auth\//, 'authentication (token check)'],
  [
    /node_modules\/(zod|fastify-type-provider-zod)\/|src\/server\/http\/validation|src\/contract\//,
    'validation (zod)',
  ],
  [/node_modules\/@electric-sql\//, 'SQL: PGlite engine'],
  [/node_modules\/(pg|pg-protocol|pg-pool|pg-types|pg-connection-string)\//, 'SQL: driver (wire protocol)'],
  [/node_modules\/drizzle-orm\/|src\/server\/db\//, 'SQL: drizzle (build statements, map rows)'],
  [/src\/server\/sim\//, 'tutor (scenario engine)'],
  [/src\/server\/http\/sse\.ts/, 'SSE writing'],
  [
    /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|pino|pino-std-serializers|fast-json-stringify|secure-json-parse|fast-uri|rfdc|abstract-logging|process-warning|toad-cache|ajv|fast-querystring|fast-decode-uri-component)\//,
    'framework (Fastify, its logger and serialisers)',
  ],
  [/src\/server\//, 'app code (routes, chat service)'],
];

function leafPart(frame: CallFrame): string {
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (frame.functionName === '(program)') return 'V8 and libuv outside JS';
  if (/^node:(_http|http)/.test(frame.url)) return 'node:http (parse, headers)';
  if (/^node:(net|stream|internal\/stream|internal\/net|internal\/streams)/.test(frame.url))
    return 'sockets and streams';
  return 'other (Node internals, timers, promises)';
}

export type ThreadBreakdown = { thread: string; msPerTurn: Record<string, number>; totalMsPerTurn: number };

/** Per-turn CPU of each server thread, in ms, for the samples taken between `fromUs` and `toUs` (monotonic µs). */
export function cpuBreakdown(
  profileDir: string,
  fromUs: number,
  toUs: number,
  turns: number,
): ThreadBreakdown[] {
  const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
  return files.map((file) => {
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const partOf = new Map<number, string | undefined>();
    const classify = (id: number): string | undefined => {
      if (partOf.has(id)) return partOf.get(id);
      const frame = byId.get(id)?.callFrame;
      const own = frame ? PARTS.find(([re]) => re.test(frame.url))?.[1] : undefined;
      const up = parent.get(id);
      const part = own ?? (up === undefined ? undefined : classify(up));
      partOf.set(id, part);
      return part;
    };
    const isWorker = profile.nodes.some((n) => n.callFrame.url.endsWith('pglite-worker.ts'));
    const totals: Record<string, number> = {};
    let at = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      at += profile.timeDeltas[i] ?? 0;
      const dt = profile.timeDeltas[i + 1] ?? 0;
      if (at < fromUs || at > toUs) continue;
      const id = profile.samples[i] as number;
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      const part = classify(id) ?? leafPart(frame);
      totals[part] = (totals[part] ?? 0) + dt;
    }
    const msPerTurn = Object.fromEntries(
      Object.entries(totals)
        .sort((a, b) => b[1] - a[1])
        .map(([part, us]) => [part, Math.round((us / 1000 / turns) * 1000) / 1000]),
    );
    const total = Object.values(totals).reduce((a, b) => a + b, 0);
    return {
      thread: isWorker ? 'PGlite thread' : 'server thread',
      msPerTurn,
      totalMsPerTurn: Math.round((total / 1000 / turns) * 1000) / 1000,
    };
  });
}
