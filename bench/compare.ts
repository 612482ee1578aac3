/**
 * node bench/compare.ts <before.json> <after.json>
 * Puts a run of the code before a change beside a run after it (both measured on this machine, one
 * right after the other, each against its own floor): the after file gets the before figures in
 * `before` and its markdown a table of both, with the targets of issue 15.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type BenchResults, type BenchRun, markdownTable } from './report.ts';

type Compared = BenchResults & { before?: BenchResults };

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: node bench/compare.ts <before.json> <after.json>');
const before = JSON.parse(readFileSync(beforeFile, 'utf8')) as BenchResults;
const after = JSON.parse(readFileSync(afterFile, 'utf8')) as Compared;
after.before = before;
writeFileSync(afterFile, `${JSON.stringify(after, null, 2)}\n`);
writeFileSync(
  afterFile.replace(/\.json$/, '.md'),
  `${comparisonTable(before, after)}\n${markdownTable(after)}`,
);

function figures(results: BenchResults, n: number, server: BenchRun['server'] = 'app') {
  const app = results.runs.find((r) => r.server === server && r.n === n);
  const floor = results.runs.find((r) => r.server === 'floor' && r.n === n);
  if (!app || !floor) return undefined;
  return {
    app,
    share: Math.round((app.turnsPerSec / floor.turnsPerSec) * 100),
    firstChunkVsFloor: Math.round((app.firstChunkMs.p99 / floor.firstChunkMs.p99) * 10) / 10,
  };
}

function comparisonTable(b: BenchResults, a: BenchResults): string {
  const db = a.runs[0]?.db ?? 'pglite';
  const target = db === 'postgres' ? { share: 40, firstChunk: 3 } : { share: 25, firstChunk: 4 };
  const lines = [
    `Before (${b.date.slice(0, 16).replace('T', ' ')} UTC) and after (${a.date.slice(0, 16).replace('T', ' ')} UTC), each against its own floor, on ${a.machine}.`,
    `Targets: >= ${target.share} % of the floor's turns/s at N = 200 and 500, p99 first chunk <= ${target.firstChunk}x the floor's at N = 200${db === 'pglite' ? ', RSS <= 250 MB idle and <= 400 MB peak at N = 500 (idle: 30 s after start with no request)' : ''}.`,
    '',
    '| N | turns/s before → after | % of floor before → after | p99 first chunk / floor p99, before → after | errors before → after | RSS ready / idle / peak MB before → after |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const levels = [...new Set(a.runs.filter((r) => r.server === 'app').map((r) => r.n))];
  for (const n of levels) {
    const x = figures(b, n);
    const y = figures(a, n);
    if (!y) continue;
    // Runs from before the 30-s idle reading have only the RSS once ready, which they called idle.
    const rss = (r: BenchRun | undefined) =>
      r
        ? r.readyRssMb === undefined
          ? `${r.idleRssMb ?? '-'} / - / ${r.peakRssMb}`
          : `${r.readyRssMb} / ${r.idleRssMb ?? '-'} / ${r.peakRssMb}`
        : '-';
    lines.push(
      `| ${n} | ${x?.app.turnsPerSec ?? '-'} → ${y.app.turnsPerSec} | ${x?.share ?? '-'} % → ${y.share} % | ${x?.firstChunkVsFloor ?? '-'}x → ${y.firstChunkVsFloor}x | ${x?.app.errors ?? '-'} → ${y.app.errors} | ${rss(x?.app)} → ${rss(y.app)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
