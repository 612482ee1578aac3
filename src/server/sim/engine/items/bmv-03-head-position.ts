import { active, judgeByCues, wrong } from '../judge/by-cues.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { anyOf, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** BMV-3: neutral position; for an infant that means a shoulder roll to offset the large occiput. */
function judgeHeadPosition(all: Mention[], ctx: JudgeContext): Judgement | null {
  // The head tipped back is BMV-4's head tilt; if the neck may be injured, it is also the neck moved.
  // (With the chin lifted as well, it is the head tilt-chin lift, BMV-4's error alone.)
  const tippedBack = active(all).some(
    (m) => m.cue.id === 'tipHeadBack' && !/\b(?:chin lift|lift\w* (?:the |his |her )?chin)\b/.test(m.clause),
  );
  if (ctx.findings.neckInjury && tippedBack) {
    return wrong(
      'BMV-3',
      {
        what: 'Tipping the head back with a possible neck injury.',
        why: 'Extending the neck moves the cervical spine and can turn an unstable injury into a spinal cord injury.',
        instead:
          'Keep the head and neck in line (manual in-line stabilisation) and open the airway with a jaw thrust.',
      },
      true,
    );
  }
  // The head let go with the neck at risk: the in-line stabilisation given up.
  // "ask the paramedic to keep holding his head in line while we take the blocks off": the collar or blocks off with
  // the head held in line by hand is how the airway is reached, not the head let go; so is a roll onto the side with
  // "someone holding his head in line".
  const heldInLineByHand = active(all).some(
    (m) => m.cue.id !== 'releaseHead' && /\bin line\b|\bstabili[sz]|\bmils\b/.test(m.text),
  );
  const released = active(all).filter(
    (m) => m.cue.id === 'releaseHead' && !(heldInLineByHand && /\b(?:collar|blocks|roll\w*)\b/.test(m.text)),
  );
  if (ctx.findings.neckInjury && released.length > 0) {
    return wrong(
      'BMV-3',
      {
        what: 'Letting go of the head with a possible neck injury.',
        why: 'Without manual in-line stabilisation the head and neck move as you work on the airway, and an unstable cervical injury can damage the spinal cord.',
        instead:
          'Keep someone holding the head and neck in line throughout, and open the airway with a jaw thrust.',
      },
      true,
    );
  }
  const mentions = all.filter((m) => m.cue.id !== 'tipHeadBack' && m.cue.id !== 'releaseHead');
  if (mentions.length === 0) return null;
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
  const underHead = said.find(
    (m) =>
      (/\b(?:under|beneath|behind) (?:the |his |her )?(?:head|occiput)\b|\bhead (?:up )?(?:on|onto|resting on|raised on)\b/.test(
        m.text,
      ) &&
        // Not "take that blanket out from under her head": the pad removed.
        !/\b(?:out from|out of|away from) (?:under|beneath|behind) (?:the |his |her )?(?:head|occiput)\b/.test(
          m.clause,
        )) ||
      // "pillow under her head to get a good sniffing position": the cue's last match is the sniffing position,
      // the pillow said before it in the same clause (and not refused there).
      (m.cue.id === 'headPosition' && PILLOW_BEFORE.test(m.clause.slice(0, m.clauseOffset))),
  );
  // Past the large occiput of the young child (about 8 years) a roll under the shoulders tips the head back: with a
  // possible neck injury, that moves the neck too. Younger, a thin pad under the shoulders keeps an injured child's
  // neck neutral on a flat board ("MILS, pad under shoulders, no pillow"), as trauma teaching has it.
  const sniffing = said.find(
    (m) =>
      /\bsniffing\b/.test(m.text) ||
      m === underHead ||
      m.cue.id === 'extendNeck' ||
      (ctx.patient.ageYears >= 8 &&
        /\b(?:under|beneath|behind) (?:the |his |her )?shoulders?\b|\bshoulder roll\b/.test(m.text)),
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
  // "a big roll under her shoulders, like we do for babies": in a child past infancy a large one tips the head back
  // (a thin pad under the shoulders, or under shoulders and head, still levels it).
  const underShoulders = said.find(
    (m) =>
      /\b(?:under|beneath|behind) (?:the |his |her )?shoulders?\b|\bshoulder roll\b/.test(m.text) &&
      /\b(?:big|large|thick|huge|high|fat) (?:shoulder )?(?:roll|towel|pad|pillow|blanket)|\blike (?:we do |you do |you would |for )?(?:for |with |in )?(?:babies|infants|a baby)\b/.test(
        m.clause,
      ),
  );
  if (ctx.patient.ageYears >= 4 && underShoulders) {
    return wrong('BMV-3', {
      what: `A roll under the shoulders of ${ctx.patient.described}.`,
      why: 'Past infancy the occiput no longer pushes the head forward: lifting the shoulders tips the head back and extends the neck.',
      instead:
        'Put a folded towel under the head (the occiput) instead, so that the ear lines up with the front of the shoulder.',
    });
  }
  // "a big pillow under his head", "a stack of pillows": the head raised far enough to bend the neck, at any age.
  if (
    underHead &&
    !/\bshoulders?\b/.test(underHead.text) &&
    /\b(?:big|large|thick|fat|huge|stack of|pile of|2|3|two|three) (?:\w+ )?pillows?\b/.test(underHead.clause)
  ) {
    return wrong('BMV-3', {
      what: 'A big pillow under the head.',
      why: 'Raising the head that much bends the neck forward and kinks the airway.',
      instead:
        'Keep the head neutral: in a child, a folded towel under the occiput so the ear lines up with the front of the shoulder.',
    });
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
  // An injured infant held neutral in line ("neutral alignment, MILS") is positioned: the spine comes first.
  const heldInLine = ctx.findings.neckInjury && said.some((m) => /\bin line\b|\bstabili[sz]/.test(m.text));
  if (young && !shoulderRoll && !heldInLine) {
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

/** A pillow or towel under the head, with no refusal before it ("no pillow under her head"). */
const PILLOW_BEFORE =
  /^(?:(?!\b(?:no|not|never|without|avoid\w*|instead|rather|don t|won t)\b)\S+ )*?(?:pillow|towel|blanket|pad)s? (?:\w+ ){0,2}?(?:under|beneath|behind) (?:the |his |her )?(?:head|occiput)\b/;

/** Not a flexion seen and then corrected ("chin on his chest , I bring the head back to neutral"). */
// Nor a flexion said as the reason for a roll under the shoulders, before it or after ("her head is flexed forward on
// that big occiput , so I'm putting a small rolled towel under her shoulders", "a towel under her shoulders , her
// head's flopping forward").
const NOT_CORRECTED = String.raw`(?![^.?]{0,60}\b(?:bring|brings|bringing|put|puts|putting|plac\w*|towel|pad|move|moves|reposition\w*|correct\w*|back to|into (?:a |the )?(?:sniffing|neutral)|sniffing|neutral|straighten\w*)\b)(?![^.?]{0,120}\b(?:shoulder roll|under (?:the |his |her )?shoulders)\b)(?<!\b(?:shoulder roll|under (?:the |his |her )?shoulders)\b[^.?]{0,120})`;

/** BMV-3 Head position: what the engine reads, judges and says about it. */
export const headPosition: ItemModule = {
  id: 'BMV-3',
  cues: [
    // "let go of her head", "release the in-line hold", "take the collar off": judged by the judge, wrong only when the neck may be injured.
    cue(
      'releaseHead',
      ['BMV-3'],
      'detail',
      anyOf(
        String.raw`\b(?:let go of|letting go of|release|releasing|stop holding|no need to hold) (?:the |her |his )?(?:head|neck|in line (?:hold|stabili[sz]ation))\b`,
        // "take the collar and blocks off", "remove the head blocks": the immobilisation undone.
        String.raw`\b(?:take|takes|taking|took|get|gets|getting|pull|pulling) (?:the |his |her )?(?:collar|blocks|head blocks|collar and (?:the )?(?:head )?blocks) off\b`,
        String.raw`\b(?:remov|undo|undoing|loosen)\w* (?:the |his |her )?(?:collar|blocks|head blocks)\b`,
        // "if the collar gets in the way of the mask I'll just take it off".
        // "collar off , blocks off".
        String.raw`(?<!\b(?:not|no|never|keep|keeps|leave|leaving)(?: \w+){0,2} )\b(?:collar|blocks|head blocks) off\b`,
        // "the blocks are in the way , pull them off".
        String.raw`\b(?:take|pull|get) (?:it|them) off\b(?<=\b(?:collar|blocks)\b[^.?]{0,60})`,
        // "sit him up and lean him forward to get the vomit out": the neck bent with the body.
        String.raw`\bsit\w* (?:him|her|them) (?:up|upright|forward)\b`,
        // "roll his head to the side so the blood drains".
        // "turn his head gently to the left so the blood runs out", "move it about, back and forth".
        String.raw`\b(?:roll|turn|tip)\w* (?:his |her |the )?head(?: gently| slightly| a bit| a little| carefully)? (?:to (?:the |one |1 )?(?:side|left|right)|sideways|over)\b|\bmov\w* (?:it|the head|his head|her head) (?:about|around|back and forth)\b(?<=\bhead\b[^.?]{0,60})`,
        // "no need for anyone to hold his neck , it can flop sideways".
        String.raw`\bno need (?:for (?:anyone|anybody|someone) )?to hold (?:his |her |the )?(?:neck|head)\b`,
        // "I will nod her head forward and back a bit to check the neck is fine".
        String.raw`\bnod\w* (?:his |her |the )?head\b`,
        // "I'll roll her onto her side quickly to clear her mouth , no need to log roll".
        String.raw`(?<!\blog )\broll\w* (?:him|her|them) (?:quickly )?(?:onto|on to) (?:his|her|their) side\b|\bno need (?:to|for (?:a )?)log ?roll\b`,
        // "no need for in-line stabilisation , he landed on his head", "we don't need MILS", "skip the c-spine stuff".
        String.raw`\b(?:no need for|(?:do|does) not need|don t need|won t need|will not need|(?:skip|forget|ditch)\w*|not bother\w* with|no point in) (?:the |any )?(?:manual )?(?:in line(?: (?:stabili[sz]\w*|immobili[sz]\w*|hold\w*))?|mils|c ?spine (?:control|precautions|protection|stuff|immobili[sz]\w*))\b`,
      ),
    ),
    cue(
      'hyperextension',
      ['BMV-3'],
      'bad',
      anyOf(
        // Not "take the rolled towel out from under her shoulders, it's over-extending her": the reason it is removed.
        String.raw`\bhyperextend\w*(?<!\b(?:take|takes|taking|took|remov\w*|pull\w*) (?:\w+ ){0,4}?(?:towel|roll|pillow|blanket|pad)\b[^.?]{0,60}\bhyperextend\w*)`,
        String.raw`\bhyperextension\b`,
        // "tilt her head back until her chin points at the ceiling".
        String.raw`\bchin points? (?:at|to|up at) the ceiling\b`,
        // "her head is floppy so I pull it way back and hold it there", "so her head hangs off the end , extended".
        String.raw`\bpull\w* it (?:way|right|all the way|really far|far|well) back\b(?<=\bhead\b[^.?]{0,60})|\bhead hangs? (?:off|over) (?:the )?(?:end|edge|top)\b`,
        // "extending her neck as far as it will go".
        String.raw`\bextend\w* (?:the |his |her )?(?:neck|head) (?:back )?as far as\b`,
        String.raw`\b(?:fully |maximally )extend\w* ${THE}(?:head|neck)\b`,
        String.raw`\bextend\w* ${THE}(?:head|neck) (?:fully|all the way|(?:well |right |far |way )?back|as far as)\w*`,
        // "I'll let it hang over the end of the mattress" (the head), "extend her neck a lot".
        String.raw`\blet (?:it|her head|his head) hang (?:back )?(?:over|off) (?:the )?(?:top |end |edge )*(?:of )?(?:the )?(?:mattress|bed|trolley|table|cot)\b(?<=\bhead\b[^.?]{0,80})`,
        String.raw`\bextend\w* ${THE}(?:head|neck) (?:a lot|lots|hard|really far|a long way)\b`,
        // "head tilt as far back as possible", "head tilted back max".
        String.raw`\bhead (?:tilted|tipped|pulled) back (?:max|maximally|fully|hard)\b`,
        String.raw`\bhead tilt (?:as far back as (?:possible|it goes|it will go)|all the way back|as far as (?:it goes|possible))\b`,
        // "I extend the neck more and more until it goes".
        String.raw`\bextend\w* ${THE}(?:head|neck) (?:more and more|further and further|harder and harder)\b`,
        seq(
          String.raw`\btilt\w* ${THE}head `,
          group('all the way|fully|far|as far as (?:possible|it goes)|maximally'),
          String.raw`(?: back)?\b`,
        ),
        String.raw`\bmaximal (?:head )?(?:tilt|extension)\b`,
        seq(
          String.raw`\btilt\w* ${THE}head(?: \w+){0,2}? (?:back )?`,
          group('as far as|all the way|way back|right back|fully'),
          String.raw`\b`,
        ),
        String.raw`\bhead (?:tilted |tipped |pulled |dropped |dropping |drops |falls |fell |hanging )?(?:wa+y|right|all the way|fully) back\b`,
        // "I hang her head a bit over the end of the mattress so it falls back", "let his head drop back over the top edge
        // of the mattress".
        String.raw`\b(?:hang|hangs|hanging|let|lets|drop|drops|tip|tips)\w* (?:his |her |the )?head(?: \w+){0,3}? (?:over|off) (?:the )?(?:top |end |edge |side )*(?:of )?(?:the )?(?:mattress|bed|trolley|table|stretcher|scoop|board|cot)\b`,
        // "a thick roll so her head hangs back off the end of it".
        String.raw`\bhead (?:hang|hangs|hanging|falls|falling|drops|dropping|flops|flopping) back\b|\bneck arch\w* (?:right |well )?back\b`,
        // "head tilted back hard", "head cranked right back", "tilt her head waaay back".
        String.raw`\b(?:head|neck) (?:tilted|tipped|pulled|pushed|cranked|bent|extended|thrown) (?:back (?:hard|fully|all the way|as far as)|hard back|wa+y back|right back|all the way back|fully back|far back)\b`,
        String.raw`\btilt\w* ${THE}head wa+y back\b|\bcrank\w* ${THE}(?:head|neck|chin) (?:right |all the way |way )?back\b`,
        // "the further back his head goes, the more open it'll be; I'll crank it all the way back".
        String.raw`\bthe further back ${THE}(?:head|neck|chin) (?:goes|is|tilts|gets)\b|\bcrank\w* (?:it|him|her) (?:right |all the way |way )?back\b(?<=\b(?:head|neck)\b[^.?]{0,100})`,
        // "chin to the ceiling", "chin pointing at the ceiling": the head tipped as far back as it goes.
        String.raw`\bchin (?:pointing |pointed |up )?(?:to|towards|at|up to) the ceiling\b`,
        // "tip his head back as far as it will go", "crank the neck right back".
        seq(
          String.raw`\b(?:tip|tilt|push|pull|bend|crank|extend|throw|put|bring|lever)\w* ${THE}(?:head|neck|chin)(?: \w+){0,2}? `,
          group(
            'back(?:wards?)? as far as|as far back as|all the way back|right back|way back|fully back|back fully|back hard|hard back|really far back|far back',
          ),
          String.raw`\b`,
        ),
        String.raw`\bfully extend\w*`,
        // "maximum extension of the neck", "into full extension", "neck fully stretched", "forehead right back".
        String.raw`\b(?:maximum|maximal|max|full|extreme|complete|total) (?:neck |head )?extension\b`,
        // "into a big extension", "push it back hard into extension": extension said with force.
        String.raw`\b(?:big|hard|forced|forceful|huge|strong|marked) (?:neck |head )?extension\b`,
        String.raw`\b(?:hard|forcibly|firmly) (?:back )?into (?:a |an )?extension\b`,
        String.raw`\b(?:head|neck|chin)(?: is| gets| get| goes| go)? (?:fully|maximally|completely|really|right|way|all the way) (?:stretched|extended|back)\b`,
        String.raw`\b(?:head|neck)(?: \w+)? (?:drops?|dropping|falls?|falling|fall|hangs?|hanging|flops?|tips?|tipping) (?:right |way |all the way |fully |well |far )?back (?:into|in) (?:full |maximal |maximum )?extension\b`,
        String.raw`\b(?:head|neck)(?: \w+)? (?:drops?|dropping|falls?|falling|hangs?|hanging|flops?) (?:(?:right|way|all the way|fully|far) back|back (?:hard|fully|all the way))\b`,
        String.raw`\b(?:push|pull|press|tilt|tip|lever)\w* ${THE}forehead(?: \w+){0,2}? (?:right back|way back|all the way back|back as far as|far back|back hard|hard back)\b`,
        String.raw`\b(?:neck|throat) (?:\w+ )?(?:fully|really|maximally|completely|right) (?:stretched|straight(?:ened)?)\b`,
        // "head really far back", "a big roll under her neck to get her chin right up in the air".
        String.raw`\b(?:head|neck) (?:really |very |so )?(?:far|way|well) back\b|\bchin (?:right |way |high )?up in the air\b`,
        // "I just hold her head tilted well back".
        String.raw`\bhead tilted (?:well|right|way|far|all the way) back\b`,
        // "her neck stretched right back , chin pointing up at the ceiling".
        String.raw`\bneck (?:is |gets )?stretched (?:right |way |far |all the way |well )?back\b`,
        String.raw`\b(?:neck|head) (?:fully|maximally) extended\b`,
        // "a rolled blanket under his shoulders to get the neck extended", "tip his head back until his neck is arched".
        String.raw`\b(?:to get|get|getting|until|till|so that|so) (?:the |his |her )?neck (?:is |gets |becomes |nicely )?(?:arched|extended|bent back|stretched)\b`,
        String.raw`\bneck (?:is |gets )?arched\b`,
        // "more extension opens the airway more", "her head should go right back", "tip her head back more", "leave his
        // head tipped back the way the helper has it".
        String.raw`\bmore (?:neck )?extension\b(?! (?:is|would be) (?:wrong|bad|dangerous)\b)|\bhead (?:should|must|needs to|has to|can) go (?:right|all the way|way|well) back\b|\b(?:tip|tilt)\w* ${THE}head back (?:more|further)\b|\bleav\w* ${THE}head (?:tipped|tilted|pulled|extended) back\b`,
      ),
      {
        unsafe: true,
        feedback: {
          what: 'Hyperextending the neck.',
          why: 'The paediatric airway is short and soft: hyperextension kinks and narrows it (in an infant it can close it completely) and pulls the tongue back.',
          instead:
            'Keep the head neutral: a sniffing position for a child (ear level with the front of the shoulder), a small roll under the shoulders for an infant.',
        },
      },
    ),
    cue(
      'extendNeck',
      ['BMV-3'],
      'detail',
      // "his neck looks fine to me , I'll extend it a bit".
      String.raw`\bextend\w* ${THE}(?:head|neck)\b|\bextension of ${THE}(?:head|neck)\b|\bextend\w* it\b(?<=\b(?:neck|head)\b[^.?]{0,60})`,
    ),
    cue(
      'neckFlexion',
      ['BMV-3'],
      'bad',
      anyOf(
        // Not "rolled towel under her shoulders, her occiput is pushing her chin to her chest": the reason for the roll.
        String.raw`(?:\bflex\w* ${THE}(?:head|neck)\b|\bchin (?:to|on|onto) ${THE}chest\b)(?<!\b(?:roll|towel|pad)\w* (?:under|beneath) (?:the |his |her )?shoulders\b[^.?]{0,120})`,
        // "chin down on her chest", "so his chin is on his chest" (not a flexion seen and corrected).
        String.raw`\bchin (?:is |s |stays |goes |down |right down )(?:down )?(?:to|on|onto) ${THE}chest\b${NOT_CORRECTED}`,
        // "bend his chin down onto his chest".
        // "open the airway by pressing his chin down towards his chest".
        String.raw`\b(?:bend|tuck|push|bring|put|press|pull)\w* ${THE}chin (?:down )?(?:on|onto|to|into|towards?) ${THE}chest\b${NOT_CORRECTED}`,
        // "let his head roll forward , it's fine like that".
        String.raw`\b(?:let|leave)\w* (?:the |his |her )?head (?:just )?(?:roll|flop|loll|fall|hang|drop|tip)\w* forward\b`,
        // "his chin sags down onto his chest", "head slumped forward", "neck bent forward".
        // Not "her chin's dropped onto her chest , I'll bring the head back to a sniffing position": seen and corrected.
        String.raw`\b(?:chin|head)(?: \w+){0,2}? (?:drops?|dropp\w*|falls?|falling|flops?|sag\w*|slump\w*|tuck\w*|rest|rests|resting)(?: forward| down)? (?:on|onto|to|towards|into|against) ${THE}chest\b${NOT_CORRECTED}`,
        // "his head tipped forward is fine", "bag him like that , head flopping forward".
        String.raw`\bhead (?:is |s )?(?:tipped|tipping|flopping|flopped|falling|fallen|hanging|lolling|dropping|dropped|slumped|slumping) forward\b${NOT_CORRECTED}`,
        // "leave the two pillows", "a second pillow under her head so it's higher".
        String.raw`\b(?:leave|keep)\w* (?:the |his |her )?(?:2|two|both|3|three) pillows?\b|\b(?:second|another|extra) pillow (?:under|behind|beneath)\b`,
        // "I bend her neck a bit forward to see the mouth better".
        String.raw`\bbend\w* (?:his |her |the )?(?:neck|head)(?: a bit| a little| slightly| right| well| all the way)? forward\b`,
        // "leave the pillow where it is , she looks comfy propped up".
        String.raw`\bleave (?:the |her |his |that )?(?:big |thick )?pillows? (?:where it is|where they are|there|in place|as it is)\b`,
        // "leave her on the pillow, it's keeping her head nicely up", "keep him propped up at 45 with his chin down".
        String.raw`\bleave (?:him|her|them) on (?:the |a |his |her )?pillows?\b|\bpropped up\b[^.?]{0,30}\bwith (?:his |her )?chin down\b`,
        // "two pillows so her chin stays down".
        // Not "no pillow for him, it pushes his chin down": the pillow refused for it.
        String.raw`\bchin (?:stays |kept |goes |is )?down\b(?<=\bpillows?\b[^.?]{0,60})(?<!\b(?:no|not|without|remove\w*|take\w* (?:\w+ )?out)\b[^.?]{0,20}\bpillows?\b[^.?]{0,60})`,
        // "a pillow on top so her head's well up": the head raised far enough to bend the neck.
        String.raw`\bhead (?:is |s )?(?:well|right|really|way|high) up\b(?<=\b(?:pillows?|head ring|cushions?)\b[^.?]{0,80})`,
        // "let her head roll wherever it's comfortable": the head left to itself.
        String.raw`\b(?:let|leave)\w* (?:the |his |her )?head (?:roll|flop|loll|fall|hang|go)\w*(?: \w+)? (?:wherever|anywhere|where it|however|as it)\b`,
        // "his head can stay propped up and bent forward".
        String.raw`(?:\b(?:head|neck|chin)(?: (?!not\b|never\b|no\b)\w+){0,5}? (?:flexed|bent|tucked|slumped|dropped) (?:forward|down)\b|\bflexed forward\b)${NOT_CORRECTED}`,
        // "head's flopped forward onto his chest , just leave it there and bag": the flexion seen and left.
        String.raw`\bleave (?:it|the head|his head|her head) (?:there|like that|as it is|where it is)\b(?<=\b(?:flop\w*|forward|flex\w*|slump\w*|(?:chin|head) (?:\w+ )?(?:on|to|towards|onto) (?:the |his |her )?chest)\b[^.?]{0,60})`,
      ),
      {
        feedback: {
          what: 'Flexing the neck, chin towards the chest.',
          why: 'A young child lying flat is already pushed into flexion by the large occiput; more flexion folds the airway shut.',
          instead:
            'Bring the head back to neutral: sniffing position for a child, a shoulder roll for an infant.',
        },
      },
    ),
    cue(
      'headPosition',
      ['BMV-3'],
      'good',
      anyOf(
        String.raw`\bsniffing position\b`,
        String.raw`\bneutral(?: head)?(?: position\w*| alignment)?\b`,
        String.raw`\bshoulder roll\b`,
        seq(
          String.raw`\b`,
          group('towel|blanket|sheet|pad|padding|pillow|nappy|diaper|roll'),
          String.raw`s?(?: roll)?(?: \w+){0,3}? (?:under|beneath|behind) `,
          // "let go of her head , put a pillow under it": "it" is the head just named.
          String.raw`(?:${THE}(?:shoulders?|head|occiput|neck)|it(?<=\bhead\b[^.?]{0,60}it))\b`,
        ),
        seq(
          String.raw`\b(?:ear|tragus)(?: \w+){0,2}? `,
          group('level with|level w|in line with|aligned with|to|at the level of|with'),
          ` ${THE}`,
          group(`sternal notch|sternum|shoulders?|front of ${THE}shoulders?`),
          String.raw`\b`,
        ),
        // "face looking at the ceiling", "face parallel to the ceiling": the face level, neither tipped nor bent.
        String.raw`\bface (?:ends up |is |stays |kept )?(?:looking (?:straight )?(?:up )?(?:at|to)|parallel (?:to|with)|pointing (?:straight )?(?:up )?(?:at|to)|towards?) the ceiling\b`,
        // "ramped on towels", "I'll ramp him": a big child's head and shoulders raised so the ear meets the sternum.
        String.raw`\bramp(?:s|ed|ing)?\b`,
        String.raw`\breposition\w* ${THE}head\b`,
        // "head on a pillow", "her head raised on a folded towel".
        String.raw`\bhead (?:up )?(?:on|onto|resting on|raised on) (?:a |the )?(?:\w+ )?(?:pillow|towel|blanket|pad)s?\b`,
        String.raw`\bposition\w* (?:of )?${THE}head\b`,
        String.raw`\bhead position\w*`,
        String.raw`\b(?:manual )?in line (?:stabili[sz]\w*|immobili[sz]\w*|hold\b)`,
        String.raw`\b(?:keep\w*|hold\w*|maintain\w*)(?: \w+){0,3}? in line\b`,
        // "the nurse holds his neck from the side": the in-line hold by someone else (not "the nurse holding his neck is
        // in the way", a description).
        String.raw`\b(?:nurse|colleague|assistant|helper|someone|somebody|paramedic|second person)\b(?: \w+){0,2}? (?:holds|hold|is holding|keeps holding|to hold) (?:his |her |the )?(?:neck|head)(?: (?:still|steady|in line|from the side|from below))?\b`,
        // "c-spine held in line by RN", "head in line by the nurse", "nurse doing in-line".
        String.raw`\bneck in line\b|\b(?:c spine|spine|head|neck)(?: is| kept| held)? (?:held |kept )?in line by\b|\b(?:doing|does|do|on) (?:the )?in line\b(?! with\b)`,
        // "keep the collar on", "leave the head blocks in place": the neck kept as it was immobilised.
        String.raw`\b(?:keep|keeps|keeping|kept|leave|leaving)(?: \S+){0,2}? (?:collar|blocks|head blocks)\b(?: \S+){0,6}? (?:on|in place)\b`,
        // "head kept still", "holding the head and neck still": the head kept from moving.
        // "his head stays flat and in line", "hold his head between your hands so it stays in line".
        String.raw`\b(?:head|neck)(?: and neck)? (?:is |was )?(?:kept|held) (?:still|straight|neutral|in line)\b|\b(?:head|neck|it) (?:stays|remains) (?:\w+ and )?(?:straight|neutral|in line)\b(?<=\bhead\b[^.?]{0,80})`,
        String.raw`\b(?:keep\w*|kept|hold\w*|held) ${THE}(?:head|neck)(?: and neck)? (?:still|straight)\b`,
      ),
    ),
  ],
  judge: judgeHeadPosition,
  nudge: 'Look at how the head and neck are lying. Would that keep the airway straight?',
  topics: [
    {
      id: 'headPosition',
      pattern:
        /\bsniffing position\b|\bshoulder roll\b|\bhead position\w*|\bneutral\b|\bposition\w* (?:the )?head\b|\bhyperextend\w*|\bhyperextension\b/,
      imageWords: ['sniffing position', 'head position', 'shoulder roll', 'positioning'],
      explanation: {
        title: 'Head position',
        text: 'Aim for a neutral, sniffing position: the ear canal level with the front of the shoulder, the face looking up. An infant has a large occiput, so put a small roll under the shoulders. Never hyperextend or flex the neck: both kink the soft paediatric airway.',
      },
    },
  ],
  techniques: {
    sniffing_position: 'I put the head in the sniffing position.',
    shoulder_roll: 'I put a shoulder roll under the shoulders so the head is neutral.',
    inline_stabilisation: 'I keep the head neutral with manual in-line stabilisation.',
    hyperextend_neck: 'I hyperextend the neck.',
    flex_neck: 'I flex the neck, chin to chest.',
    pillow_under_head: 'I put a pillow under the head.',
  },
};
