import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { ThreadBreakdown } from './profile.ts';

export type BenchRun = {
  /** 'app x2': two app instances on one PostgreSQL behind a local proxy (turns posted to one, streamed from the other). */
  server: 'app' | 'floor' | 'app x2';
  db: 'pglite' | 'postgres';
  n: number;
  turnsPerSec: number;
  firstChunkMs: { p50: number; p95: number; p99: number };
  turnMs: { p50: number; p99: number };
  errors: number;
  peakRssMb: number;
  /** The server's resident set size once it was ready, before any load. */
  /** RSS once ready, and after 30 s with no request (see bench/app-server.ts). */
  readyRssMb?: number;
  idleRssMb?: number;
};

export type Breakdown = {
  n: number;
  turns: number;
  threads: ThreadBreakdown[];
  statements: { sql: string; perTurn: number; meanMs: number }[];
};

export type BenchResults = {
  date: string;
  machine: string;
  runs: BenchRun[];
  bundleKbGzip: { public: number; resident: number; admin: number };
  /** The JavaScript alone (the first-load target is stated for JS). */
  jsKbGzip: { public: number; resident: number; admin: number };
  breakdown?: Breakdown;
};

export function machineDescription(): string {
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

/** A markdown table: each app run beside its floor, with the ratios the targets are stated in. */
export function markdownTable(results: BenchResults): string {
  const lines = [
    `Measured ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${results.machine}.`,
    '',
    '| db | N | turns/s (app / floor) | throughput vs floor | first chunk p50 / p95 / p99 ms (app) | p99 floor ms | turn p50 / p99 ms | errors | RSS ready / idle / peak MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const app of results.runs.filter((r) => r.server !== 'floor')) {
    const floor = results.runs.find((r) => r.server === 'floor' && r.n === app.n && r.db === app.db);
    const db = app.server === 'app x2' ? `${app.db}, 2 instances` : app.db;
    const ratio = floor ? `${Math.round((app.turnsPerSec / floor.turnsPerSec) * 100)} %` : '-';
    lines.push(
      `| ${db} | ${app.n} | ${app.turnsPerSec} / ${floor?.turnsPerSec ?? '-'} | ${ratio} | ${app.firstChunkMs.p50} / ${app.firstChunkMs.p95} / ${app.firstChunkMs.p99} | ${floor?.firstChunkMs.p99 ?? '-'} | ${app.turnMs.p50} / ${app.turnMs.p99} | ${app.errors} | ${app.readyRssMb ?? '-'} / ${app.idleRssMb ?? '-'} / ${app.peakRssMb} |`,
    );
  }
  const b = results.bundleKbGzip;
  lines.push(
    '',
    `Front end, gzipped JS + CSS (JS alone): public site ${b.public} (${results.jsKbGzip.public}) KB, resident ${b.resident} (${results.jsKbGzip.resident}) KB, admin ${b.admin} (${results.jsKbGzip.admin}) KB.`,
  );
  if (results.breakdown) lines.push('', ...breakdownLines(results.breakdown));
  return `${lines.join('\n')}\n`;
}

function breakdownLines(b: Breakdown): string[] {
  const lines = [
    `Where a turn's server CPU goes (N = ${b.n}, ${b.turns} turns, V8 CPU profile of the server, ms per turn):`,
    '',
    '| thread | part | CPU ms per turn |',
    '| --- | --- | ---: |',
  ];
  for (const thread of b.threads) {
    for (const [part, ms] of Object.entries(thread.msPerTurn))
      lines.push(`| ${thread.thread} | ${part} | ${ms} |`);
    lines.push(`| ${thread.thread} | **total** | **${thread.totalMsPerTurn}** |`);
  }
  lines.push(
    '',
    'SQL statements of the load (each made at least once per resident), per turn, and their time under this load (wall, waiting on the database included):',
    '',
    '| statement | per turn | mean ms |',
    '| --- | ---: | ---: |',
    ...b.statements.map((st) => `| \`${st.sql.replaceAll('|', '\\|')}\` | ${st.perTurn} | ${st.meanMs} |`),
  );
  return lines;
}

export function writeResults(dir: string, results: BenchResults): string[] {
  mkdirSync(dir, { recursive: true });
  const db = results.runs[0]?.db ?? 'pglite';
  const json = join(dir, `latest-${db}.json`);
  const md = join(dir, `latest-${db}.md`);
  writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(md, markdownTable(results));
  return [json, md];
}
