import { active, judgeByCues, wrong } from '../judge/by-cues.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { anyOf, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

const HOW = 'How exactly do you open the airway?';

/** The chin or jaw lifted in the same clause as the soft tissue spared. */
const LIFTED =
  /\b(?:lift\w*|thrust\w*)\b|\bbony (?:chin|jaw|edge)\b|\bon (?:the |his |her )?(?:mandib|jaw ?bone|bone\b|bony)|\b(?:stay|stays|staying|only|just) on (?:the |his |her )?(?:$|mandib|jaw|bone)/;
/** The hand placed: "keeping my fingers off the soft bit" says where the fingers are, on the jaw. */
const HAND = /\b(?:fingers?|fingertips?|thumbs?|hands?)\b/;

/** BMV-4: any standard manoeuvre opens the airway, but with a possible neck injury only a jaw thrust. */
function judgeOpenAirway(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const headTilt = active(mentions).find((m) => m.cue.id === 'headTilt' || m.cue.id === 'tipHeadBack');
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
  const byCues = judgeByCues('BMV-4', mentions, HOW);
  // "careful not to press on the soft tissue under her chin when I lift it": the chin lifted, and lifted right.
  // "keeping my fingers off the soft bit under his chin , only on the bone": the soft tissue spared, on the bone.
  if (
    byCues?.kind !== 'ok' &&
    byCues?.kind !== 'wrong' &&
    mentions.some(
      (m) =>
        ((m.negated && m.cue.id === 'softTissuePressure') ||
          (!m.negated && m.cue.id === 'softTissueSpared')) &&
        // "..., just lifting the jaw": the lift said as an afterthought, past the comma.
        (LIFTED.test(m.clause) ||
          LIFTED.test(m.following) ||
          (m.cue.id === 'softTissueSpared' && HAND.test(m.clause)) ||
          // "don't push on the soft bit under his chin , keep your fingers on the bone".
          (m.negated && HAND.test(m.following))),
    )
  )
    return { kind: 'ok', item: 'BMV-4', detail: 'lifted on bone' };
  if (byCues?.kind !== 'ok') return byCues;
  const jawThrust = active(mentions).some((m) => m.cue.id === 'jawThrust');
  return {
    kind: 'ok',
    item: 'BMV-4',
    detail: jawThrust ? 'jaw thrust' : headTilt ? 'head tilt-chin lift' : 'opened',
  };
}

/** BMV-4 Opening the airway: what the engine reads, judges and says about it. */
export const openingTheAirway: ItemModule = {
  id: 'BMV-4',
  cues: [
    // "no need to open the airway", "skip the jaw thrust": bagging into a closed airway.
    cue(
      'skipAirwayOpening',
      ['BMV-4'],
      'bad',
      anyOf(
        // "leave the head flat , no need to position , the bag pushes the air in anyway", "his airway will open once I
        // start bagging", "positioning takes too long".
        String.raw`\bbag (?:will |ll |should |can )?(?:force|push|get|blow)\w* (?:the )?air (?:in|through)\b(?<=\b(?:no need to|do not need to|don t need to|do not|don t|won t|not going to|leave)\b[^.?]{0,80})|\bairway (?:will|ll) open (?:once|when|as soon as) (?:i|we) (?:start )?bag\w*|\bposition\w* takes too long\b`,
        // Not "no need for a jaw thrust, her neck is fine - chin lift to neutral": one manoeuvre refused for the other.
        String.raw`\b(?:no need (?:to|for)|skip\w*|not bother\w*(?: to| with)?|forget(?: about)?|don t bother(?: to| with)?|will not bother(?: to| with)?|won t bother(?: to| with)?)(?: the| any| a)? (?:open\w* (?:the |his |her |up the )?airway|jaw thrust(?![^.?]{0,60}\b(?:chin lift|head tilt|htcl|tilt)\b)|chin lift|head tilt)\b`,
        // "the airway's open anyway", "her airway stays open by itself", "the mask will hold it open".
        String.raw`\bairway (?:is |s |stays |will stay )?open (?:anyway|by itself|on its own|itself)\b|\bthe mask (?:will|ll|should|can) (?:hold|keep) (?:it|the airway) open\b`,
      ),
      {
        feedback: {
          what: 'Ventilating without opening the airway.',
          why: 'In an unconscious child the tongue falls back and blocks the airway; the breaths do not reach the lungs.',
          instead: 'Open the airway with a jaw thrust or head tilt-chin lift before and while you ventilate.',
        },
      },
    ),
    cue(
      'softTissuePressure',
      ['BMV-4'],
      'bad',
      anyOf(
        // "jaw thrust with my thumbs pushing in behind the chin , in the soft part", "my fingers are deep in under his jaw
        // where it is soft".
        String.raw`\b(?:in|into) the soft (?:part|bit|area|tissue)\b(?<=\b(?:thumbs?|fingers?|fingertips?)\b[^.?]{0,60})|\bunder (?:his |her |the )?(?:jaw|chin) where it is soft\b`,
        // "I lift the chin by hooking my thumb into his mouth behind his teeth", "I hook my thumb under his tongue and pull
        // the jaw up", "I'll put my thumb inside her mouth and pull the jaw forward".
        String.raw`\b(?:hook\w*|put\w*|stick\w*|insert\w*|push\w*) (?:my )?(?:thumb|fingers?)(?: \w+){0,1}? (?:into|inside|in|under) (?:his |her |the )?(?:mouth|tongue)\b(?=[^.?]{0,60}\b(?:jaw|chin|lift|pull)\w*)|\b(?:hook\w*|put\w*|stick\w*) (?:my )?(?:thumb|fingers?)(?: \w+){0,1}? (?:into|inside|in) (?:his |her |the )?mouth\b(?<=\b(?:jaw|chin)\b[^.?]{0,60})`,
        seq(
          // Not "my fingers aren't on the soft bit": the negator between refuses it.
          String.raw`\b(?:fingers|fingertips|fingertip|finger|hand|thumb)s?(?: (?!not\b|never\b|no\b)\w+){0,4}? (?:on|in|into) ${THE}`,
          group(
            // "my thumb goes up into the fleshy area behind her chin".
            // "I hook my fingers into the soft flesh under her chin", "fingers in the submental soft tissue".
            String.raw`(?:submental )?soft tissues?|soft (?:part|bit|area|spot|space|flesh|floor)|(?:fleshy|squishy|squashy) (?:part|bit|area|spot|tissue)|submandibular\w*|submental\w*|floor of (?:the|his|her) mouth`,
          ),
          String.raw`\b`,
        ),
        // "thumb in under her chin , right in the squishy bit".
        String.raw`\b(?:right )?in (?:the |that )?(?:squishy|fleshy|squashy|soft) (?:bit|part|area|spot)\b(?<=\b(?:thumb|fingers?)\b[^.?]{0,60})`,
        seq(
          String.raw`\b`,
          group(
            String.raw`press|presses|pressing|pressed|push|pushes|pushing|pushed|compress\w*|squeez\w*|squash(?!y)\w*|squish(?!y)\w*|dig\w*|dug|jab\w*|poke\w*|grab\w*|grip\w*|pinch\w*`,
          ),
          String.raw`(?: \w+){0,3}? (?:on |into |in |up into )?${THE}`,
          group(
            anyOf(
              'soft (?:part|bit|area|spot) under',
              // "pushing my fingers up into the soft squishy bit under his chin".
              '(?:soft )?(?:squishy|fleshy|squashy) (?:part|bit|area|spot)',
              // "thumb pressed into the middle of his throat under the chin".
              '(?:middle of (?:the|his|her) throat|throat under (?:the|his|her) chin)',
              // "my fingers are under his chin pressing into the soft part".
              String.raw`soft (?:part|bit|area|spot|flesh)\b(?<=\b(?:chin|jaw)\b[^.?]{0,40})`,
              'soft tissues?',
              String.raw`submandibular\w*(?: tissues?| area| space)?`,
              'floor of (?:the|his|her) mouth',
              'area under (?:the|his|her) (?:chin|jaw)',
              // Not "keep my fingers off the squishy part under her chin".
              '(?<!\\b(?:off|away from|clear of|out of) (?:the )?)(?:fleshy|squishy|squashy|floppy|soft) (?:area|part|bit|tissue) (?:under|below|beneath|behind) (?:the|his|her) (?:chin|jaw)',
              'under (?:the |his |her )?(?:chin|jaw)(?: \\w+){0,3}? (?:in )?(?:the )?soft',
              // "fingers dug into the fat under his jaw".
              '(?:fat|flesh) (?:under|below|beneath) (?:the|his|her) (?:chin|jaw)',
              'under (?:the |his |her )?(?:chin|jaw)',
            ),
          ),
          String.raw`\b`,
        ),
        String.raw`\b(?:fingers|hand) (?:on|in|into) (?:the )?(?:soft tissues?|submandibular\w*)\b`,
        // "submental press w/ fingertips to lift": the pressure named by the place, shorthand.
        String.raw`\b(?:submental|submandibular) (?:press\w*|push\w*|pressure|compress\w*|lift\w*|grip\w*)\b(?! (?:is |are )?(?:avoided|off))`,
        // "my fingers under the chin are pressing into the soft part".
        String.raw`\bfingers? under ${THE}chin (?:are |is )?(?:pressing|pushing|digging) (?:in|into|on) ${THE}soft\b`,
        // "my ring finger is pushing up right in the middle under her chin".
        String.raw`\b(?:push|press)\w* up (?:right )?(?:in the middle )?under (?:his |her |the )?chin\b(?<=\bfinger\w*\b[^.?]{0,80})`,
        // "the E-C with my fingers spread on his throat", "hold the mask with my fingers on his neck".
        String.raw`\bfingers? (?:\w+ ){0,2}?(?:on|over|across|into|around) (?:his |her |the )?(?:throat|neck)\b(?<=\b(?:mask|e ?c|grip|hold)\b[^.?]{0,60})`,
        // "push up hard under the floor of his mouth with my thumb".
        // "pushing my middle and ring fingers into the soft floor of her mouth".
        String.raw`\b(?:push|press|dig|jab)\w* (?:my (?:\w+ ){0,3}?(?:thumb|fingers?) )?(?:up )?(?:hard )?(?:under|into|on|up into) (?:the )?(?:soft )?floor of (?:the |his |her )?mouth\b|\bsoft skin under (?:it|the chin|his chin|her chin)\b`,
        // "I hold her under the chin in the soft tissue".
        String.raw`\bhold\w* (?:\w+ ){0,2}?under ${THE}(?:chin|jaw)(?: \w+){0,3}? (?:in|into|on) ${THE}soft\b`,
      ),
      {
        feedback: {
          what: 'Pressing on the soft tissue under the jaw.',
          why: 'That pushes the tongue up and back into the airway and blocks it.',
          instead: 'Keep your fingers on the bony edge of the jaw only, and lift.',
        },
      },
    ),
    cue(
      'softTissueSpared',
      ['BMV-4'],
      'detail',
      anyOf(
        String.raw`\b(?:off|away from|clear of|out of) (?:the )?(?:soft tissues?|soft (?:bit|part|area|spot)|(?:fleshy|squishy) (?:bit|part|area|tissue)|submandibular\w*(?: tissues?| area)?)\b`,
        // "not pushing into the soft floor of her mouth , my fingers stay on the bony chin": the negator is the cue's.
        String.raw`\b(?:not|never) (?:dig|press|push|squash|squeez|jab|poke)\w* (?:on |into |in |up into )?(?:the |his |her )?(?:soft (?:floor of (?:the |his |her )?mouth|tissues?|bit|part|area)|floor of (?:the |his |her )?mouth|submandibular\w*)\b`,
      ),
    ),
    cue(
      'jawThrust',
      ['BMV-4'],
      'good',
      // "lift the jaw forward": a jaw thrust said as what it does (up into the mask is the mask hand's, BMV-17).
      anyOf(
        String.raw`\bjaw (?:thrust|thirst)\b|\bthrust\w* ${THE}jaw\b|\b(?:lift|pull|bring|displac)\w* ${THE}(?:jaw|mandible) (?:forwards?|anteriorly)\b`,
        // "the mandible is pushed forward at the angles", "jaw thrust forward": said of the jaw.
        String.raw`\b(?:jaw|mandible) (?:is |was |being |gets |get )?(?:thrust|pushed|lifted|pulled|brought|displaced|held|moved)(?: \w+)? (?:forwards?|anteriorly)\b`,
        String.raw`\b(?:push|pushes|pushing)\w* ${THE}(?:jaw|mandible) (?:forwards?|anteriorly)\b`,
        // "lifting the angles of the jaw forward", "I push the angles of his mandible forward".
        String.raw`\b(?:lift|push|pull|thrust|displac|bring|mov)\w* ${THE}angles? of ${THE}(?:jaw|mandible)(?: \w+){0,2}? (?:forwards?|anteriorly|up and forward)\b`,
      ),
    ),
    cue(
      'headTilt',
      ['BMV-4'],
      'good',
      anyOf(
        String.raw`\bhead tilt chin lift\b`,
        String.raw`\bchin lift\b`,
        String.raw`\bhead tilt\b`,
        String.raw`\blift\w* ${THE}chin\b`,
        // "I push down on his forehead and pull his chin up": the tilt said by the hand on the forehead.
        String.raw`\b(?:push\w*|press\w*|hand) (?:down )?on ${THE}forehead\b`,
        String.raw`\bpull\w* ${THE}chin (?:up|forward)\b`,
      ),
    ),
    cue(
      'fingersOnBone',
      ['BMV-4'],
      'good',
      anyOf(
        seq(
          String.raw`\b(?:fingers?|fingertips|hand|hands) (?:only |just |kept |stay )?on (?:the )?(?:bony )?`,
          group(
            String.raw`mandible|jaw bone|jawbone|bone of (?:the |his |her )?jaw|bony jaw|bony part of (?:the |his |her )?(?:jaw|chin|mandible)`,
          ),
          String.raw`\b`,
        ),
        // "lifting on the bone of the jaw", "lift from the bony chin".
        String.raw`\blift\w* (?:on|from|by) (?:the )?(?:bone of (?:the |his |her )?(?:jaw|chin|mandible)|bony (?:chin|jaw|part of (?:the |his |her )?(?:jaw|chin))|mandible)\b`,
        // "fingers only on bone": the bone said alone, as the only place the fingers go.
        String.raw`\b(?:fingers?|fingertips) (?:(?:only|just|kept|stay) on (?:the )?bone|on bone)\b|\bjaw lift with (?:my )?(?:fingers?|fingertips) on (?:the )?bone\b`,
        // "chin lift , on bone , not the soft bit", "middle , ring and little finger on the jaw bone".
        String.raw`\bon bone\b(?=[^.?]{0,30}\bnot (?:on )?the soft\b)|\blittle fingers? on (?:the )?(?:jaw ?bone|mandible|bone)\b`,
      ),
    ),
    // "lifting her jaw up into the mask ..., to open the airway": a jaw lift (the mask hand's, BMV-17) said to open
    // the airway. Matched at "open" and looked back on, within the sentence.
    cue(
      'jawLifted',
      ['BMV-4'],
      'good',
      String.raw`\bopen\w* (?:the |his |her )?airway\b(?<=\b(?:lift|lifts|lifting|lifted|pull|pulls|pulling|pulled) (?:the |his |her )?(?:jaw|mandible)\b[^.?!]{0,100}open\w* (?:the |his |her )?airway)`,
    ),
    cue(
      'openAirwayGeneric',
      ['BMV-4'],
      'detail',
      String.raw`\bopen\w* (?:the |his |her |an )?airway\b|\bairway opening (?:manoeuvre|maneuver|technique)\b`,
    ),
  ],
  judge: judgeOpenAirway,
  nudge: 'Even with a good position, the tongue can fall back. How do you open the airway?',
  how: HOW,
  topics: [
    {
      id: 'jawThrust',
      pattern: /\bjaw thrust\b/,
      imageWords: ['jaw thrust'],
      explanation: {
        title: 'Jaw thrust',
        text: 'From the head of the bed, put two or three fingers behind each angle of the jaw and lift it forward, so the lower teeth come in front of the upper ones. It opens the airway without moving the neck: the manoeuvre of choice when a neck injury is possible.',
      },
    },
    {
      id: 'headTiltChinLift',
      pattern: /\bhead tilt chin lift\b|\bchin lift\b|\bhead tilt\b/,
      imageWords: ['head tilt chin lift', 'chin lift', 'head tilt'],
      explanation: {
        title: 'Head tilt-chin lift',
        text: 'One hand on the forehead tilts the head gently back to neutral (sniffing position in a child, no further in an infant); the fingertips of the other hand lift the bony chin. Never press on the soft tissue under the chin, and do not use it if a neck injury is possible.',
      },
    },
    {
      id: 'openAirway',
      pattern: /\bopen\w* (?:the |an )?airway\b|\bairway opening\b|\bairway manoeuvres?\b/,
      imageWords: ['airway opening', 'jaw thrust', 'head tilt chin lift'],
      explanation: {
        title: 'Opening the airway',
        text: 'Use a head tilt-chin lift, or a jaw thrust if the neck may be injured. Lift on bone, never on the soft tissue under the jaw, and reassess: look for chest rise with each breath.',
      },
    },
  ],
  techniques: {
    jaw_thrust: 'I open the airway with a jaw thrust.',
    head_tilt_chin_lift: 'I open the airway with a head tilt chin lift.',
    press_soft_tissue: 'I press on the soft tissue under the chin.',
    skip_airway_opening: 'I skip opening the airway.',
  },
};
