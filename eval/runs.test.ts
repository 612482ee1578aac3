import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus/index.ts';
import { DEFAULT_ENGINE, loadEngine } from './harness/engine-module.ts';
import { engineTutor } from './harness/engine-tutor.ts';
import { playError, playRun } from './harness/play.ts';

/**
 * The fidelity corpus's whole-run scripts against the scenario engine: every correct trainee reaches the
 * debrief without a stop, and every critical error, in every phrasing, stops the scenario on its item.
 * (`npm run eval` plays the same scripts and the labelled utterances, and reports the figures.)
 */
const tutor = engineTutor(await loadEngine(), DEFAULT_ENGINE);

describe.each(CORPUS.map((entry) => [entry.title, entry] as const))('%s', (_, entry) => {
  it.each(entry.runs.map((run) => [run.batch ? `${run.style} (${run.batch})` : run.style, run] as const))(
    'a correct trainee writing in %s reaches the debrief without a stop',
    async (_style, run) => {
      const outcome = await playRun(tutor, entry, run);
      expect(outcome.stops, 'false stops').toEqual([]);
      expect(outcome.leftAt, 'where the run was left').toBeNull();
      expect(outcome.reachedDebrief).toBe(true);
    },
  );

  const scripts = entry.errors.flatMap((error) =>
    error.phrasings.map(
      (phrasing) => [error.batch ? `${error.name} (${error.batch})` : error.name, phrasing, error] as const,
    ),
  );
  it.each(scripts)(
    'critical error "%s" said as %j stops the scenario on its item',
    async (_name, phrasing, error) => {
      const outcome = await playError(tutor, entry, error, phrasing);
      expect({ result: outcome.result, detail: outcome.detail }).toEqual({ result: 'stopped', detail: '' });
    },
  );
});
