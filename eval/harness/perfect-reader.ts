/**
 * The perfect reader (`npm run eval -- --tutor llm --perfect-reader`): a local OpenAI-compatible endpoint whose
 * "model" answers every reading request with the reading the corpus labels say is right, and says the simulator's
 * reply word for word. Played through the grounded tutor, it measures the design's ceiling: what the engine makes
 * of a reading that misses nothing, before any real model's quality. What the labels cannot tell is left to the
 * engine: a message with no label (a correct run's messages, a setup or lead-in, a question, a safe message) is
 * read as "control", so the engine reads the trainee's own words, as it would for a model that hands them over.
 */

import type { CaseDocument } from '../../src/contract/case.ts';
import { caseAnalysis } from '../../src/server/sim/engine/index.ts';
import type { AgeBand, Findings } from '../../src/server/sim/engine/types.ts';
import type { ReadAction, Reading, Technique } from '../../src/server/sim/llm/reading.ts';
import { behave, startFakeOpenAi } from '../../test/fake-openai-server.ts';
import {
  act,
  bedside,
  CONTROL,
  isReadRequest,
  lastUserText,
  simulatorReplyIn,
} from '../../test/fixtures/grounded-tutor.ts';
import type { CorpusCase, Label, Params } from './corpus-types.ts';
import type { GroundedEvalConfig } from './grounded-tutor-under-test.ts';

/** The technique said for an item done right, when its details do not choose another. */
const GOOD: Record<number, Technique> = {
  1: 'call_for_help',
  2: 'suction',
  3: 'sniffing_position',
  4: 'head_tilt_chin_lift',
  5: 'choose_adjunct',
  6: 'insert_adjunct',
  7: 'reassess',
  8: 'mask_sized_by_landmarks',
  9: 'choose_bag',
  10: 'connect_oxygen',
  11: 'mask_right_way_round',
  12: 'mask_covers_mouth_and_nose',
  13: 'ec_clamp',
  14: 'tight_seal',
  15: 'eyes_protected',
  16: 'stand_at_head',
  17: 'lift_jaw_into_mask',
  18: 'gentle_squeeze',
  19: 'ventilate_at_rate',
  20: 'effective_ventilation',
};

/** The wrong technique said for an item done wrongly, when its details and words do not choose another. */
const BAD: Record<number, Technique> = {
  2: 'deep_suction',
  3: 'hyperextend_neck',
  10: 'room_air',
  11: 'mask_upside_down',
  12: 'mask_covers_mouth_or_nose_only',
  14: 'accept_leak',
  15: 'pressure_on_eyes',
  16: 'stand_at_side',
  18: 'forceful_squeeze',
  19: 'ventilate_fast',
};

/** Words of a step left out ("skip the suction", "no need to open the airway"). */
const SKIPPED = /\b(?:skip|no need|no time|not bother|don.t bother|leave|leaving|ignor|forget|without)/i;

const LANDMARK = { opa: 'corner_of_mouth_to_angle_of_jaw', npa: 'nostril_to_tragus' } as const;

const numberOf = (item: string) => Number(item.replace('BMV-', ''));

const NAMES_NPA = /\bnpa\b|nasal|nasopharyn|\bnose\b|nostril/i;
const NAMES_OPA = /\bopa\b|oral|oropharyn|guedel/i;

/** The adjunct a message means: its label's, its words', or the one the patient's findings call for. */
function adjunctOf(params: Params | undefined, text: string, findings: Findings): 'opa' | 'npa' {
  if (params?.adjunct) return params.adjunct;
  if (NAMES_NPA.test(text)) return 'npa';
  if (NAMES_OPA.test(text)) return 'opa';
  return findings.gagReflex === 'present' ? 'npa' : 'opa';
}

/**
 * A refusal labelled right ("I won't put a nasal airway in him", "not using an OPA, she gags"): a negation that
 * names only the adjunct the findings rule out refuses that adjunct. Read as it is said: that adjunct, negated.
 */
function refusedAdjunct(item: number, text: string, findings: Findings): ReadAction | null {
  const ruledOut = contraindicated(findings);
  if ((item !== 5 && item !== 6) || !ruledOut) return null;
  const named = [NAMES_OPA.test(text) && 'opa', NAMES_NPA.test(text) && 'npa'].filter(Boolean);
  if (named.length !== 1 || named[0] !== ruledOut) return null;
  return { ...act(item === 5 ? 'choose_adjunct' : 'insert_adjunct', { adjunct: ruledOut }), negated: true };
}

/** The adjunct the findings rule out, if any: what "the wrong adjunct" means in this patient. */
function contraindicated(findings: Findings): 'opa' | 'npa' | null {
  if (findings.gagReflex === 'present') return 'opa';
  if (findings.basalSkullFracture) return 'npa';
  return null;
}

/** What the reader knows of the patient a message is about: the findings of its phase and the age band. */
type Patient = { findings: Findings; band: AgeBand };

/** A rate said in the words of the message ("every 2-3 s", "20-25/min"), or the age's right rate. */
function rateOf(text: string, band: AgeBand): { breathsPerMin: number; breathsPerMinMax: number | null } {
  const every = /every (\d+)(?:\s*(?:-|to)\s*(\d+))?\s*s/i.exec(text) ?? /q(\d+)(?:-(\d+))?s\b/i.exec(text);
  if (every) {
    const slow = Math.round(60 / Number(every[2] ?? every[1]));
    const fast = Math.round(60 / Number(every[1]));
    return { breathsPerMin: slow, breathsPerMinMax: fast === slow ? null : fast };
  }
  const perMin = /(\d+)(?:\s*(?:-|to)\s*(\d+))?\s*(?:\/\s*min|breaths|a minute|per min)/i.exec(text);
  if (perMin)
    return { breathsPerMin: Number(perMin[1]), breathsPerMinMax: perMin[2] ? Number(perMin[2]) : null };
  return band === 'adolescent'
    ? { breathsPerMin: 10, breathsPerMinMax: 12 }
    : { breathsPerMin: 20, breathsPerMinMax: 30 };
}

/** The size word a mask is named by ("the adult mask", "a child-size face mask"), else null. */
function maskSizeSaid(text: string): ReadAction['maskSize'] {
  const said = /\b(neonat|newborn|infant|paed|ped|child|adult)\w*(?:[ -]size)?(?: face)? mask/i.exec(
    text,
  )?.[1];
  if (!said) return null;
  const word = said.toLowerCase();
  if (word.startsWith('neo') || word === 'newborn') return 'neonate';
  return word.startsWith('p') ? 'child' : (word as 'infant' | 'child' | 'adult');
}

/** A suction catheter's French size said in the message ("8 Fr", "14 french"), else null. */
function catheterOf(text: string): number | null {
  const said =
    /(\d+|six|eight|ten|twelve|fourteen)\s*(?:fr|french|f)\b/i.exec(text) ??
    /size (\d+) (?:suction )?catheter/i.exec(text);
  if (!said?.[1]) return null;
  const word = said[1].toLowerCase();
  return CATHETER_WORDS[word] ?? Number(word);
}

const CATHETER_WORDS: Record<string, number> = { six: 6, eight: 8, ten: 10, twelve: 12, fourteen: 14 };

/** A bag named by who it is for, in the message's words or else the patient's. */
function bagSizeOf(text: string, band: AgeBand): ReadAction['bagSize'] {
  // The last size word: "not the adult bag: the infant one" means the infant bag.
  const said = [...text.matchAll(/\b(neonat|newborn|infant|paed|ped|child|adult)/gi)]
    .at(-1)?.[1]
    ?.toLowerCase();
  if (said)
    return said.startsWith('neo') || said === 'newborn'
      ? 'neonate'
      : said.startsWith('p')
        ? 'child'
        : (said as 'infant' | 'child' | 'adult');
  return band === 'newborn' ? 'neonate' : band === 'adolescent' ? 'adult' : band;
}

function rightAction(item: number, params: Params | undefined, text: string, patient: Patient): ReadAction {
  const { findings, band } = patient;
  switch (item) {
    case 3:
      if (findings.neckInjury || /\bmils\b|in.line|stabili|collar/i.test(text))
        return act('inline_stabilisation');
      return act(
        band === 'infant' || band === 'newborn' || /roll|towel|nappy|blanket/i.test(text)
          ? 'shoulder_roll'
          : 'sniffing_position',
      );
    case 4:
      return act(findings.neckInjury || /thrust/i.test(text) ? 'jaw_thrust' : 'head_tilt_chin_lift');
    case 5: {
      const adjunct = adjunctOf(params, text, findings);
      return act('choose_adjunct', { adjunct, landmark: LANDMARK[adjunct] });
    }
    case 6:
      return act('insert_adjunct', { adjunct: adjunctOf(params, text, findings) });
    case 8:
      return params?.mask ? act('choose_mask', { maskSize: params.mask }) : act('mask_sized_by_landmarks');
    case 9:
      return act('choose_bag', {
        bagVolumeMl: params?.bagMl ?? null,
        bagType: /flow/i.test(text) ? 'flow-inflating' : 'self-inflating',
        bagSize: params?.bagMl === undefined ? bagSizeOf(text, band) : null,
      });
    case 10:
      return act('connect_oxygen', { oxygenLitresPerMin: params?.o2LPerMin ?? null });
    case 19:
      return act(
        'ventilate_at_rate',
        params?.ratePerMin !== undefined ? { breathsPerMin: params.ratePerMin } : rateOf(text, band),
      );
    default:
      return act(GOOD[item] ?? 'call_for_help');
  }
}

/** The wrong action a message describes, from its label, its details and its words; null if none can be said. */
function wrongAction(
  item: number,
  params: Params | undefined,
  text: string,
  { findings }: Patient,
): ReadAction | null {
  const waiting = /\b(?:wait|watch|observ|see if|hold off|delay)/i.test(text);
  switch (item) {
    case 1:
      // BMV-1 done wrongly is help refused ("no need to call anyone", "I can manage myself"), or ventilation put off
      // however (waiting, fetching, going to CT, blow-by only).
      if (
        /\b(?:no need|not need|don'?t need|manage|cope|sort (?:him|her|it) out)\b/i.test(text) &&
        /\b(?:call|help|anyone|myself|alone|team|senior)\b/i.test(text) &&
        !waiting
      )
        return act('refuse_help');
      return act('delay_ventilation');
    case 2: {
      if (/finger|sweep|scoop|hook/i.test(text)) return act('finger_sweep');
      if (/heimlich|abdominal thrust|by (?:the|his|her) legs|upside down|tummy|belly|stomach/i.test(text))
        return act('drain_water');
      if (/feeding tube|\bng tube|nasogastric/i.test(text)) return act('feeding_tube_suction');
      if (/back blows?|back slaps?|chest thrusts?/i.test(text)) return act('back_blows');
      if (/\b(?:max|maximum|full blast|full whack)\b/i.test(text)) return act('suction_full_pressure');
      if (SKIPPED.test(text)) return act('skip_suction');
      const fr = catheterOf(text);
      if (/\b(?:nose|nasal|nostrils?|nares)\b/i.test(text))
        return act('nasal_suction', { suctionCatheterFr: fr });
      return fr !== null ? act('suction', { suctionCatheterFr: fr }) : act('deep_suction');
    }
    case 3:
      if (/all the way back|drop\w* back|way back|extend|extension/i.test(text))
        return act('hyperextend_neck');
      if (
        /\bunder (?:the |his |her )?head\b/i.test(text) ||
        (/pillow/i.test(text) && !/shoulder/i.test(text))
      )
        return act('pillow_under_head');
      return act(
        /flex|chin (?:on|to|onto) (?:the |his |her )?chest/i.test(text) ? 'flex_neck' : 'hyperextend_neck',
      );
    case 5: {
      if (/\b(?:any|whatever|whichever|biggest|largest)\b|size (?:does not|doesn.t) matter/i.test(text))
        return act('unsized_adjunct', { adjunct: params?.adjunct ?? adjunctOf(params, text, findings) });
      const ruledOut = contraindicated(findings);
      const adjunct = params?.adjunct ?? ruledOut ?? adjunctOf(params, text, findings);
      // The adjunct is right for this patient: then what is wrong is where it was measured.
      const landmark =
        adjunct === ruledOut ? LANDMARK[adjunct] : adjunct === 'opa' ? 'mouth_to_chin' : 'nose_to_mouth';
      return act('choose_adjunct', { adjunct, landmark });
    }
    case 6: {
      if (/\bup|forehead|eyes?\b|top of (?:the |his |her )?head/i.test(text))
        return act('npa_pushed_upwards');
      const ruledOut = params?.adjunct ?? contraindicated(findings);
      if (/\b(?:forc|jam|ram|shov|hard|harder|resist|stuck|dry|lubric|concave|upside|wrong way)/i.test(text))
        return act('force_adjunct', { adjunct: ruledOut ?? adjunctOf(params, text, findings) });
      return ruledOut ? act('insert_adjunct', { adjunct: ruledOut }) : null;
    }
    case 4:
      return act(SKIPPED.test(text) ? 'skip_airway_opening' : 'press_soft_tissue');
    case 7:
      return act('skip_reassessment');
    case 8:
      if (params?.mask) return act('choose_mask', { maskSize: params.mask });
      if (maskSizeSaid(text)) return act('choose_mask', { maskSize: maskSizeSaid(text) });
      if (/\b(?:big|large|huge|oversized?|too long)\b|eyes/i.test(text)) return act('mask_too_big');
      if (/\b(?:small|tiny|little|undersized?|too short)\b/i.test(text)) return act('mask_too_small');
      return null;
    case 9:
      if (params?.bagMl !== undefined) return act('choose_bag', { bagVolumeMl: params.bagMl });
      return act('oxygen_without_ventilation');
    case 10:
      return params?.o2LPerMin !== undefined
        ? act('connect_oxygen', { oxygenLitresPerMin: params.o2LPerMin })
        : act('room_air');
    case 13:
      return act(
        /one.handed|1 handed|second (?:person|pair)|by myself|alone|two people/i.test(text)
          ? 'stay_one_handed'
          : 'palm_hold',
      );
    case 17:
      return act(
        /let(?:ting|s)? go|drop|sag|rests?\b|not (?:worr|bother|car)/i.test(text)
          ? 'release_jaw'
          : 'push_mask_down',
      );
    case 19:
      if (params?.ratePerMin !== undefined)
        return act('ventilate_at_rate', { breathsPerMin: params.ratePerMin });
      if (/\b(?:whenever|only when|every time|each time)\b|\bdesat|\bdips?\b/i.test(text))
        return act('ventilate_on_desaturation');
      return act(waiting && !/fast|quick|rapid/i.test(text) ? 'delay_ventilation' : 'ventilate_fast');
    case 20:
      return act(
        /\bstop\w* (?:the )?(?:bagging|breaths|ventilat\w*|squeezing)\b/i.test(text)
          ? 'stop_ventilation'
          : 'ignore_poor_chest_rise',
      );
    default: {
      const technique = BAD[item];
      return technique ? act(technique) : null;
    }
  }
}

/** Kinds of message whose 'none' labels name an item said but not done: read as hypothetical or negated. */
const SAID_NOT_DONE = new Set(['question', 'hypothetical', 'negation']);

/** The reading of one labelled message; null when its labels say no action (the engine reads those words). */
function readingOf(labels: Label[], kind: string, text: string, patient: Patient): Reading | null {
  // Nothing done, and nothing named as a question, a hypothetical or a refusal: the engine reads those words.
  if (!labels.some((l) => l.verdict !== 'none' || SAID_NOT_DONE.has(kind))) return null;
  const actions: ReadAction[] = [];
  for (const label of labels) {
    const item = numberOf(label.item);
    if (label.verdict === 'wrong') {
      const wrong = wrongAction(item, label.params, text, patient);
      if (wrong) actions.push(wrong);
    } else {
      const refused = kind === 'negation' ? refusedAdjunct(item, text, patient.findings) : null;
      if (refused) {
        actions.push(refused);
        continue;
      }
      const right = rightAction(item, label.params, text, patient);
      actions.push(
        label.verdict === 'ok'
          ? right
          : kind === 'negation'
            ? { ...right, negated: true }
            : { ...right, status: 'hypothetical' },
      );
    }
  }
  return bedside(actions);
}

/** Every message of one case with the reading its labels call for, by its text (the first label wins). */
function caseReadings(entry: CorpusCase): Map<string, Reading> {
  const readings = new Map<string, Reading>();
  const put = (text: string, reading: Reading | null) => {
    if (reading && !readings.has(text)) readings.set(text, reading);
  };
  const analysis = caseAnalysis(entry.caseDoc);
  const patientAt = (phase: number): Patient => ({
    findings: analysis.phase(phase)?.findings ?? {
      gagReflex: 'unknown',
      basalSkullFracture: false,
      neckInjury: false,
      bleedingRisk: false,
    },
    band: analysis.patient.band,
  });
  for (const utterance of entry.utterances) {
    const patient = patientAt(utterance.phase ?? 0);
    put(utterance.text, readingOf(utterance.labels, utterance.kind, utterance.text, patient));
  }
  for (const error of entry.errors) {
    const patient = patientAt(error.phase);
    for (const text of error.phrasings) {
      const wrong = wrongAction(numberOf(error.item), undefined, text, patient);
      put(text, wrong ? bedside([wrong]) : null);
    }
  }
  return readings;
}

/**
 * The endpoint: readings from the labels of the case being played (control for the rest), and the simulator's
 * reply said as it is. The harness plays one case at a time and says which (`playing`): a message may be labelled
 * differently in two cases ("10 breaths a minute" is right at 15 and too slow at 8).
 */
export async function startPerfectReader(cases: CorpusCase[]) {
  // Several sets may play one case (the corpus and the held-out set, or a set's messages and its runs): their
  // readings are merged, never replaced, so each keeps its labels.
  const byCase = new Map<CaseDocument, Map<string, Reading>>();
  for (const entry of cases) {
    const readings = byCase.get(entry.caseDoc) ?? new Map<string, Reading>();
    for (const [text, reading] of caseReadings(entry)) if (!readings.has(text)) readings.set(text, reading);
    byCase.set(entry.caseDoc, readings);
  }
  let current = new Map<string, Reading>();
  const fake = await startFakeOpenAi({ record: false });
  fake.respondWith((body) => {
    if (!isReadRequest(body)) return behave.reply([simulatorReplyIn(body)]);
    return behave.content(current.get(lastUserText(body)) ?? CONTROL);
  });
  // The grounded tutor's settings for this endpoint, one place for eval/run.ts and the tests.
  const config: GroundedEvalConfig = {
    baseUrl: fake.url,
    apiKey: 'perfect-reader',
    model: 'perfect-reader',
    timeoutMs: 15_000,
    readMode: 'json_schema',
  };
  return {
    url: fake.url,
    config,
    playing(caseDoc: CaseDocument) {
      current = byCase.get(caseDoc) ?? new Map();
    },
    close: () => fake.close(),
  };
}
