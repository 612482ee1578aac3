import { frenchSizeIn } from '../params.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { active, judgeByCues, wrong } from './by-cues.ts';

/** BMV-1: naming the apnoea is half of it; the item is calling for help. */
export function judgeHelp(mentions: Mention[]): Judgement | null {
  const said = active(mentions);
  if (said.some((m) => m.cue.id === 'callHelp'))
    return { kind: 'ok', item: 'BMV-1', detail: 'help is on the way' };
  if (said.some((m) => m.cue.id === 'recogniseApnoea')) {
    return {
      kind: 'incomplete',
      item: 'BMV-1',
      question: 'You have recognised that the patient is not breathing. Who do you get to the bedside?',
    };
  }
  return judgeByCues('BMV-1', mentions);
}

/** BMV-2: suction, with a catheter small enough for the patient if a size is named. */
export function judgeSuction(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const byCues = judgeByCues('BMV-2', mentions);
  if (byCues?.kind === 'wrong') return byCues;
  const said = active(mentions).filter((m) => m.cue.id === 'suction');
  if (said.length === 0) return byCues;
  if (
    ctx.findings.basalSkullFracture &&
    said.some((m) => /\b(?:nose|nasal|nostrils?|nasopharyn\w*|nares)\b/.test(m.clause))
  ) {
    return wrong(
      'BMV-2',
      {
        what: 'Suction through the nose with a suspected basal skull fracture.',
        why: 'A catheter passed through the nose can go through a fractured skull base into the cranial cavity.',
        instead: 'Suction the mouth only, under direct vision, with a Yankauer.',
      },
      true,
    );
  }
  const french = said.map((m) => frenchSizeIn(m.clause)).find((size) => size !== null) ?? null;
  const limit = ctx.patient.band === 'infant' || ctx.patient.band === 'newborn' ? 10 : 14;
  if (french !== null && french > limit) {
    return wrong('BMV-2', {
      what: `A ${french} Fr catheter is too big for ${ctx.patient.described}.`,
      why: 'An oversized catheter injures the nose and mouth and blocks the passage it is meant to clear.',
      instead: `Use a smaller catheter (up to ${limit} Fr here), or a Yankauer for secretions in the mouth.`,
    });
  }
  const yankauer = said.some((m) => /yankauer/.test(m.clause));
  return {
    kind: 'ok',
    item: 'BMV-2',
    detail: french !== null ? `${french} Fr catheter` : yankauer ? 'Yankauer suction' : 'secretions cleared',
  };
}

/** BMV-3: neutral position; for an infant that means a shoulder roll to offset the large occiput. */
export function judgeHeadPosition(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const byCues = judgeByCues('BMV-3', mentions);
  const young = ctx.patient.band === 'infant' || ctx.patient.band === 'newborn';
  if (
    byCues?.kind === 'wrong' &&
    young &&
    mentions.some((m) => m.cue.id === 'hyperextension' && !m.negated)
  ) {
    return wrong(
      'BMV-3',
      {
        what: `Hyperextending the neck of ${ctx.patient.described}.`,
        why: "An infant's trachea is short and soft: extending the neck kinks it and can close the airway completely.",
        instead:
          'Keep the head neutral, the face looking straight up, with a small roll under the shoulders to offset the large occiput.',
      },
      true,
    );
  }
  const said = active(mentions);
  const underHead = said.find((m) =>
    /\b(?:under|beneath|behind) (?:the |his |her )?(?:head|occiput)\b/.test(m.text),
  );
  const sniffing = said.find(
    (m) => /\bsniffing\b/.test(m.text) || m === underHead || m.cue.id === 'extendNeck',
  );
  if (ctx.findings.neckInjury && sniffing && byCues?.kind !== 'wrong') {
    return wrong(
      'BMV-3',
      {
        what: 'A sniffing position (head raised and tilted) with a possible neck injury.',
        why: 'Raising and tilting the head moves the cervical spine and can turn an unstable injury into a spinal cord injury.',
        instead:
          'Keep the head and neck in line (manual in-line stabilisation), without a towel under the head, and open the airway with a jaw thrust.',
      },
      true,
    );
  }
  if (young && underHead && !/\bshoulders?\b/.test(underHead.text)) {
    return wrong('BMV-3', {
      what: `A pillow or towel under the head of ${ctx.patient.described}.`,
      why: "An infant's large occiput already flexes the neck; raising the head more folds the airway shut.",
      instead: 'Put a small roll under the shoulders instead, so that the head lies neutral.',
    });
  }
  if (byCues?.kind !== 'ok') return byCues;
  // "Repositions the head" corrects the position there was (for an infant, on its shoulder roll).
  const shoulderRoll = active(mentions).some((m) => /\bshoulders?\b|\breposition/.test(m.text));
  if (young && !shoulderRoll) {
    return {
      kind: 'incomplete',
      item: 'BMV-3',
      question: `Lying flat, the large occiput of ${ctx.patient.described} flexes the neck. How do you keep the head neutral?`,
    };
  }
  return {
    kind: 'ok',
    item: 'BMV-3',
    detail: young ? 'neutral, with a shoulder roll' : 'neutral sniffing position',
  };
}

/** BMV-4: any standard manoeuvre opens the airway, but with a possible neck injury only a jaw thrust. */
export function judgeOpenAirway(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const headTilt = active(mentions).find((m) => m.cue.id === 'headTilt');
  if (ctx.findings.neckInjury && headTilt) {
    return wrong(
      'BMV-4',
      {
        what: 'A head tilt-chin lift in a patient who may have a neck injury.',
        why: 'Tilting the head moves the cervical spine and can turn an unstable injury into a spinal cord injury.',
        instead: 'Keep the head and neck in line and open the airway with a jaw thrust.',
      },
      true,
    );
  }
  const byCues = judgeByCues('BMV-4', mentions);
  if (byCues?.kind !== 'ok') return byCues;
  const jawThrust = active(mentions).some((m) => m.cue.id === 'jawThrust');
  return {
    kind: 'ok',
    item: 'BMV-4',
    detail: jawThrust ? 'jaw thrust' : headTilt ? 'head tilt-chin lift' : 'opened',
  };
}
