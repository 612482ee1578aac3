import { active, wrong } from '../judge/by-cues.ts';
import { rateOf } from '../params.ts';
import { rateRange } from '../patient.ts';
import type { JudgeContext, Judgement, Mention, Range } from '../types.ts';
import { ahead, anyOf, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { NOT_A_VITAL } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

const TOO_FAST_WHY =
  'Fast breathing leaves no time to breathe out: air is trapped, chest pressure rises and cuts venous return, and air is pushed into the stomach.';

/** The rate named by the first rate cue that gives one ("20 per min", "every 3 sec"). */
export function rateSaid(said: Mention[]): Range | null {
  for (const m of said) {
    const rate = rateOf(m.text);
    if (rate) return rate;
  }
  return null;
}

/** Waiting for an apnoeic child to breathe: delayed ventilation, a stop in any phase. */
const WAITING = {
  what: 'Waiting to see whether the child breathes.',
  why: 'An apnoeic child with a pulse does not start breathing because you wait: every minute without breaths deepens the hypoxia, and the bradycardia and arrest that follow it.',
  instead: 'Start bag-mask ventilation now and reassess breathing while you ventilate.',
};

/** Who may be waited for: the patient, however named. */
const WHO = '(?:he|she|they|him|her|them|the (?:child|patient|baby|boy|girl|kid|infant|toddler))';

/** BMV-19: the rate for age (PALS: 20-30/min for an infant or child with a pulse). */
function judgeRate(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const said = active(mentions);
  if (said.length === 0) {
    // "no point waiting for him to breathe" refuses the delay, not the rate.
    return mentions.some((m) => m.negated && !m.deferred && m.cue.id !== 'waitingToBreathe')
      ? { kind: 'declined', item: 'BMV-19' }
      : null;
  }
  const target = rateRange(ctx.patient);
  const waiting = said.find((m) => m.cue.id === 'waitingToBreathe');
  if (waiting) return wrong('BMV-19', WAITING, true);
  if (said.some((m) => m.cue.id === 'rateFast')) {
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
  const rate = rateSaid(said);
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
            String.raw`${NOT_A_VITAL}\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? per min\b`,
            String.raw`(?:every|each|per) \d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? sec\b`,
          ),
        ),
      ),
    ),
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
      'waitingToBreathe',
      ['BMV-19'],
      'bad',
      anyOf(
        // "wait and see if he starts breathing", "waiting for her to breathe on her own".
        seq(
          String.raw`\bwait\w*(?: and (?:see|watch))?(?: \w+){0,3}? (?:if|whether|until|for|till) ${WHO} `,
          String.raw`(?:\w+ ){0,2}?(?:breath\w*|respir\w*|pink\w* up|pick\w* up|wake\w* up|recover\w*)`,
        ),
        // "watch him to see if he breathes on his own", "seeing if he starts to breathe".
        seq(
          // Not "bag and see if he starts breathing": seeing while ventilating is reassessment.
          // The lookahead first: the lookbehind is then tried only where one of the verbs starts.
          ahead('watch|observ|see|give '),
          notBehind(String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} `),
          String.raw`\b(?:watch\w*|observ\w*|see|seeing|give \w+ a (?:minute|moment|chance))(?: \w+){0,4}? (?:if|whether) ${WHO} `,
          group(
            anyOf(
              String.raw`(?:\w+ )?(?:start\w*|begin\w*|resum\w*) (?:to )?breath\w*`,
              String.raw`(?:\w+ )?breath\w*(?: \w+)? (?:on (?:his|her|their) own|spontaneous\w*|by (?:him|her|them)sel\w*|again)`,
              String.raw`breathes\b`,
            ),
          ),
        ),
        // "I'll watch him for a minute", "observe for now": time given to an apnoeic child, not breaths.
        String.raw`\b(?:wait\w*|watch\w*|observ\w*)(?: (?:him|her|them|the (?:child|patient|baby|infant)))? (?:for (?:a|1|another|a few|2|3|5) (?:minutes?|min|mins|moments?|while|bit)|for now)\b`,
        // Not "just wait a second , what was the heart rate ?": waiting is a plan only when it is given time or a purpose.
        String.raw`\bjust observ\w*|\bjust wait\w* (?:and (?:see|watch)|for now|a (?:minute|bit|while|few minutes)|for (?:him|her|them) to)\b`,
        // "wait for the senior before we bag": breaths put off until someone comes.
        String.raw`\bwait\w*(?: \w+){1,6}? before (?:we |i |you |anyone |starting |we start |i start )?(?:bag\w*|ventilat\w*|giving breaths|bvm|breaths)`,
        // "give him a chance to breathe on his own".
        String.raw`\bgive (?:him|her|them|it) (?:a |the )?(?:chance|moment|minute|time) to (?:breathe|start breathing|recover|wake up)\b`,
        // "give him a few minutes", "give her some time to pink up".
        String.raw`\bgive (?:him|her|them|it) (?:a few|a couple of|a|1|2|3|5|some|more) (?:more )?(?:minutes?|mins?|moments?|time)\b`,
        // "oxygen by face mask and watch": a plan that ends in watching, not in breaths.
        seq(
          ahead('and '),
          notBehind(String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} `),
          String.raw`\band (?:just )?(?:watch|observe|wait|see)(?: and (?:see|wait|watch))?(?= ?(?:[.;!?,]|for now|$))`,
        ),
        String.raw`\b(?:hold\w* off|delay\w*) (?:on )?(?:the )?(?:bagging|ventilat\w*|bag\b|bvm|breaths)`,
      ),
      {
        unsafe: true,
        feedback: WAITING,
      },
    ),
    cue(
      'rateFast',
      ['BMV-19'],
      'bad',
      anyOf(
        seq(
          String.raw`\b(?:bag\w*|squeez\w*|ventilat\w*|breath\w*|puff\w*)(?: \w+){0,5}? `,
          group(
            'as fast as (?:i can|possible|you can)|as quickly as (?:i can|possible)|very fast|rapidly|fast',
          ),
          String.raw`\b`,
        ),
        String.raw`\bas fast as (?:i|you) can\b`,
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
      return action.breathsPerMin !== null
        ? `I ventilate at ${action.breathsPerMin} breaths per minute.`
        : 'I ventilate at a rate right for his age.';
    },
  },
};
