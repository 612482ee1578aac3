import { active, wrong } from '../judge/by-cues.ts';
import { rateOf } from '../params.ts';
import { rateRange } from '../patient.ts';
import type { JudgeContext, Judgement, Mention, Range } from '../types.ts';
import { anyOf, behind, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { NOT_A_VITAL } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

const TOO_FAST_WHY =
  'Fast breathing leaves no time to breathe out: air is trapped, chest pressure rises and cuts venous return, and air is pushed into the stomach.';

/** The rate named by the first rate cue that gives one ("20 per min", "every 3 sec"). */
export function rateSaid(said: Mention[]): Range | null {
  for (const m of said) {
    // "squeeze, release, release": one breath in about three seconds, the child's rhythm.
    if (m.cue.id === 'rateRhythm') return { low: 20, high: 20 };
    const rate = rateOf(m.text);
    if (rate) return rate;
  }
  return null;
}

/** BMV-19: the rate for age (PALS: 20-30/min for an infant or child with a pulse). */
function judgeRate(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const said = active(mentions);
  if (said.length === 0) {
    return mentions.some((m) => m.negated && !m.deferred) ? { kind: 'declined', item: 'BMV-19' } : null;
  }
  const target = rateRange(ctx.patient);
  const rate = rateSaid(said);
  // A number said is judged as the number ("I hyperventilate him at 40 a minute": 40 is too fast).
  if (said.some((m) => m.cue.id === 'rateFast') && !(rate && rate.high > target.high)) {
    return wrong(
      'BMV-19',
      {
        what: 'Bagging as fast as you can.',
        why: TOO_FAST_WHY,
        instead: `Ventilate at ${target.described}, each breath over about 1 second.`,
      },
      true,
    );
  }
  if (!rate) {
    return {
      kind: 'incomplete',
      item: 'BMV-19',
      question: 'At what rate exactly: how many breaths per minute?',
    };
  }
  const shown = rate.low === rate.high ? `${rate.low}` : `${rate.low}-${rate.high}`;
  if (rate.high > target.high) {
    return wrong(
      'BMV-19',
      {
        what: `${shown} breaths/min is too fast for ${ctx.patient.described}.`,
        why: TOO_FAST_WHY,
        instead: `Ventilate at ${target.described}.`,
      },
      true,
    );
  }
  if (rate.low < target.low) {
    return wrong('BMV-19', {
      what: `${shown} breaths/min is too slow for ${ctx.patient.described}.`,
      why: 'Too few breaths leave the patient hypoxic and hypercapnic, however well the chest rises.',
      instead: `Ventilate at ${target.described}.`,
    });
  }
  return { kind: 'ok', item: 'BMV-19', detail: `${shown} breaths/min, right for ${ctx.patient.described}` };
}

/** BMV-19 Rate: what the engine reads, judges and says about it. */
export const rate: ItemModule = {
  id: 'BMV-19',
  cues: [
    cue(
      'ratePerMinute',
      ['BMV-19'],
      'detail',
      // Led by one word boundary for both alternatives: inside a word (most places) it fails at once.
      seq(
        String.raw`\b`,
        group(
          anyOf(
            // Not the patient's own breathing ("he is only breathing 6 per min").
            seq(
              notBehind(
                String.raw`\b(?:is|are|was|were|he|she|they|it|only|still|now) (?:only |still |now |just |barely )?(?:breathing|breathes|breathed|breaths) (?:at |about |around |only )?`,
              ),
              String.raw`${NOT_A_VITAL}\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? per min\b`,
            ),
            String.raw`(?:every|each|per) \d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? sec\b`,
            // "one squeeze , then count to ten before the next".
            String.raw`count(?:ing)? (?:to )?\d{1,2} (?:before|between)\b`,
            // "about once a second": 60 a minute.
            String.raw`\b(?:once|1 (?:breath|squeeze|puff)) (?:a|per|every|each) sec(?:ond)?\b(?! (?:long|in length|each|duration)\b)`,
            // "then I bag him at 40 to get the CO2 down": a bare number after bagging at, a rate (the number alone is
            // matched, so the bagging stays the ventilate cue's).
            String.raw`\d{2}\b(?<=\b(?:bag|bags|bagging|ventilat\w*) (?:him |her |them |the (?:child|patient|baby) )?at \d{2})(?!-\d| ?(?:%|per min)|[^.?,;]{0,24}\b(?:lpm|l|litres?|liters?|leaders|ml|kg|mm|cm|percent|per cent|mmhg|kpa|fr|oxygen|o2|flow)\b)(?<!\b(?:oxygen|o2|flow\w*|reservoir|tubing|mask)\b[^.?]{0,40})`,
          ),
        ),
      ),
    ),
    cue('rateRhythm', ['BMV-19'], 'detail', String.raw`\bsqueeze ,? release ,? release\b`),
    cue(
      'rateGeneric',
      ['BMV-19'],
      'detail',
      anyOf(
        seq(
          String.raw`\b`,
          group('age appropriate|appropriate|right|correct|suitable|proper|normal|recommended'),
          ' ',
          group('breathing |ventilation |ventilatory |respiratory ', '?'),
          String.raw`rate\b`,
        ),
        seq(
          String.raw`\brate (?:right|appropriate|suitable|correct|proper) for `,
          group('his |her |their |the (?:patient|child|infant) ', '?'),
          String.raw`age\b`,
        ),
        String.raw`\brate for (?:his |her |their )?age\b`,
      ),
    ),
    cue(
      'rateFast',
      ['BMV-19'],
      'bad',
      anyOf(
        seq(
          String.raw`\b(?:bag\w*|squeez\w*|ventilat\w*|breath\w*|puff\w*)(?: \w+){0,5}? `,
          group(
            `as (?:fast|quick|quickly|rapidly) as (?:i can|possible|you can)|very fast|rapidly|faster|quicker|more quickly|fast`,
          ),
          String.raw`\b`,
        ),
        // "squeeze again the moment the bag re-expands": no time to breathe out.
        String.raw`\b(?:squeez\w*|bag\w*|breath\w*)(?: again)? (?:the moment|as soon as|straight after|right after|once) (?:the bag|it) (?:has )?(?:re ?expand\w*|re ?inflat\w*|refill\w*|fills?|filled)\b`,
        // "the end-tidal is 52 , so I double the rate".
        String.raw`\bdoubl\w* (?:the |my )?(?:rate|breaths|bagging)\b|\bdouble (?:speed|time)\b(?<=\b(?:bag|squeez|breath|ventilat)\w*\b[^.?]{0,30})`,
        // "as many breaths a minute as I can manage".
        String.raw`\bas many (?:breaths|squeezes|puffs)(?: \w+){0,3}? as (?:i|you|we) can\b`,
        // "as quick as my hand can go", "as fast as we can".
        // "as fast as the bag refills".
        String.raw`\bas (?:fast|quick|quickly|rapidly) as (?:i|you|we|possible|(?:my|your|the) \w+ (?:can|will)|(?:the bag|it) (?:refills|re ?inflates|re ?expands|fills))\b`,
        // "RR 45 to blow off CO2", "bag him at 40 to blow off CO2": a fast rate to lower the CO2, as once for raised ICP
        // (not "big breaths to blow off his CO2": the volume, BMV-18's).
        String.raw`\b(?:blow\w* (?:off|out|down) (?:the |his |her |some |more )?(?:etco2|carbon dioxide)|(?:keep|get|bring)\w* (?:his |her |the )?(?:etco2|carbon dioxide) (?:low|down))\b(?<=\b(?:respiratory rate|rate|fast|faster|quick\w*|rapid\w*|\d{2})\b[^.?]{0,40})`,
        // "squeezing every half a second or so", "twice a second": far too many breaths a minute.
        String.raw`\b(?:every|each) (?:half (?:a )?|0\.5 |quarter (?:of )?a )sec(?:ond)?s?\b|\b(?:twice|2 times|two times|3 times|three times) (?:a|per|every) sec(?:ond)?\b`,
        // "fast as I can , a squeeze every half second".
        String.raw`\b(?:fast|quick|quickly|rapidly) as (?:i|you|we) can\b(?<=(?:^|[,;.:] )(?:fast|quick|quickly|rapidly) as (?:i|you|we) can)`,
        // "bagging quickly", "ventilate her really quickly".
        String.raw`\b(?:bag|bags|bagging|ventilat\w*)(?: (?:him|her|them|the (?:child|patient|baby)))? (?:very |really |too )?quickly\b`,
        // "big, fast breaths", "rapid bagging".
        // ("quick hard puffs" is a squeeze too short and too hard: BMV-18's.)
        // Not "fast big breaths", "big fast breaths": a forceful squeeze (BMV-18's), as most blind phrasings are labelled.
        String.raw`\b(?<!\b(?:big|hard|deep|strong|large) (?:and )?)(?:fast|rapid|quick)(?: ,)? (?:and )?(?:(?:shallow|small) )?(?:breaths|bagging|ventilations?|puffs|inflations)\b`,
        // "hyperventilate him" (normalised to over-): too many breaths a minute.
        // (Not "I'll leave any hyperventilation to the neurosurgeons".)
        String.raw`\boverventilat\w*(?<!\b(?:leave|leaving|leaves) (?:any |the |all )?overventilat\w*)`,
        // "squeeze release squeeze release with no pause", "bagging back to back": no time to breathe out.
        // The bagging said before is looked back at only where the rare words stand.
        seq(
          '(?=with no|no pause|without|non|back to back)',
          behind(String.raw`\b(?:bag\w*|squeez\w*|breaths?|ventilat\w*|release)\b[^.;?]{0,40}`),
          String.raw`(?:with no pauses?|no pauses?(?: between)?|without (?:a |any )?paus\w*|non ?stop|back to back)\b`,
        ),
      ),
      {
        unsafe: true,
        feedback: {
          what: 'Bagging as fast as you can.',
          why: 'Fast breathing leaves no time to breathe out: air is trapped, chest pressure rises and cuts venous return, and air is pushed into the stomach.',
          instead: 'Ventilate at the rate for the age, each breath over about 1 second.',
        },
      },
    ),
    // "I'll give a breath whenever her sats dip below 90": breaths on demand, not at a rate.
    cue(
      'rateOnDemand',
      ['BMV-19'],
      'bad',
      anyOf(
        String.raw`\b(?:whenever|only when|each time|every time|only if) (?:the |her |his )?(?:spo2|sats|saturations?|monitor|alarm|heart rate)(?: \w+){0,2}? (?:dips?|drops?|falls?|go(?:es)? down|alarms?|beeps?|starts? to (?:dip|drop|fall))\b`,
        String.raw`\b(?:whenever|only when|each time|every time|only if) (?:he|she|they) (?:desaturates?|desats?|goes? blue|turns? blue)\b`,
        // "I start 30 compressions to 2 breaths": CPR's ratio for a child with a pulse.
        String.raw`\b(?:15|30) (?:chest )?compressions? (?:to|and|then|:|,) 2\b`,
        // "just a breath now and again when the sats dip", "the odd breath here and there".
        String.raw`\b(?:breath|breaths|squeeze|squeezes|puff|puffs) (?:every )?(?:now and (?:again|then)|here and there|occasionally|from time to time)\b|\b(?:the odd|an occasional|occasional) (?:breath|squeeze|puff)\b`,
        String.raw`\b(?:breath|squeeze|puff)s?(?: (?!and\b)\w+){0,2}? (?:only )?when (?:the |her |his )?(?:spo2|sats|saturations?)(?: \w+)? (?:dips?|drops?|falls?)\b`,
      ),
      {
        unsafe: true,
        feedback: {
          what: 'Giving breaths only when the saturation dips.',
          why: 'A child who is not breathing needs every breath: waiting for the saturation to fall means long stretches with no ventilation and a falling heart rate.',
          instead: 'Give one breath every 2-3 seconds (20-30 a minute) steadily, whatever the monitor shows.',
        },
      },
    ),
  ],
  judge: judgeRate,
  nudge: 'How often are you giving breaths, and is that right for this age?',
  topics: [
    {
      id: 'rate',
      pattern: /(?<!heart |respiratory )\brate\b|\bhow fast\b|\bhow often\b|\bper min\b|\bbreaths\b/,
      imageWords: ['ventilation rate', 'rate'],
      explanation: {
        title: 'Ventilation rate',
        text: 'For an infant or child with a pulse: 1 breath every 2-3 seconds, 20-30 breaths/min (say "squeeze, release, release"). After puberty, about 1 every 6 seconds. Faster over-ventilates.',
      },
    },
  ],
  techniques: {
    ventilate_at_rate: (action) => {
      if (action.breathsPerMin !== null && action.breathsPerMinMax !== null)
        return `I ventilate at ${action.breathsPerMin} to ${action.breathsPerMinMax} breaths per minute.`;
      return action.breathsPerMin !== null
        ? `I ventilate at ${action.breathsPerMin} breaths per minute.`
        : 'I ventilate at a rate right for his age.';
    },
    ventilate_fast: 'I bag as fast as I can.',
    ventilate_on_desaturation: 'I give a breath only when the sats dip.',
  },
};
