import { active, judgeByCues, wrong } from '../judge/by-cues.ts';
import { frenchSizeIn } from '../params.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { anyOf, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** BMV-2: suction, with a catheter neither too big nor too thin for the patient if a size is named. */
function judgeSuction(mentions: Mention[], ctx: JudgeContext): Judgement | null {
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
  const smallest = thinnestCatheter(ctx.patient.ageYears);
  // "the tiny suction catheter from the neonatal drawer": a newborn's catheter named by its size word, past infancy.
  const tiny =
    french === null &&
    ctx.patient.ageYears >= 1 &&
    said.some((m) =>
      /\b(?:tiny|neonatal|newborn|skinny|smallest)\b(?: \w+){0,3} (?:suction )?catheter\b|\bcatheter\b(?: \w+){0,4} neonatal\b/.test(
        m.clause,
      ),
    );
  if (tiny) {
    return wrong('BMV-2', {
      what: `A newborn's suction catheter for ${ctx.patient.described}.`,
      why: 'A thin catheter blocks with thick secretions or vomit and clears too little, too slowly, while the child is not breathing.',
      instead: `Use a Yankauer for the mouth, or a catheter of at least ${smallest} Fr here.`,
    });
  }
  if (french !== null && french < smallest) {
    return wrong('BMV-2', {
      what: `A ${french} Fr catheter is too thin for ${ctx.patient.described}.`,
      why: 'A thin catheter blocks with thick secretions or vomit and clears too little, too slowly, while the child is not breathing.',
      instead: `Use a Yankauer for the mouth, or a catheter of at least ${smallest} Fr here.`,
    });
  }
  const yankauer = said.some((m) => /yankauer/.test(m.clause));
  // "the little 8 French soft catheter will do for the lumps of vomit": lumps need a wide-bore (Yankauer) sucker.
  const vomitByThinCatheter =
    !yankauer &&
    said.some(
      (m) =>
        // Lumps, not any vomit: "8 french for the vomit, not too deep" is how many clear a young child's mouth.
        /\b(?:lumps?|chunks?|food|particulate|bits)\b/.test(m.clause) &&
        ((french !== null && french < (ctx.patient.ageYears < 1 ? 8 : 12)) ||
          /\b(?:little|tiny|thin|fine|narrow)\b(?: [\w.]+){0,3}? (?:suction )?catheter\b/.test(m.clause)),
    );
  if (vomitByThinCatheter) {
    return wrong('BMV-2', {
      what: 'A thin catheter for vomit.',
      why: 'Lumps of vomit block a thin catheter at once: the airway stays full while the child is not breathing.',
      instead: 'Clear vomit with a wide-bore rigid (Yankauer) sucker, under direct vision.',
    });
  }
  return {
    kind: 'ok',
    item: 'BMV-2',
    detail: french !== null ? `${french} Fr catheter` : yankauer ? 'Yankauer suction' : 'secretions cleared',
  };
}

/** The thinnest suction catheter (Fr) that clears a child's secretions: about twice the tracheal tube size. */
function thinnestCatheter(ageYears: number): number {
  if (ageYears < 1) return 6;
  return ageYears < 8 ? 8 : 10;
}

/** "a finger", "my little finger", "two gloved fingers", "his index fingertip": a finger however it is described. */
const FINGER = String.raw`(?:(?:a|my|the|your|his|her|1|2|3) )?(?:(?:gloved|index|little|middle|bare|pinky) ){0,2}(?:fingertips?|fingers?|pinky)\b`;

/** BMV-2 Clearing secretions: what the engine reads, judges and says about it. */
export const clearingSecretions: ItemModule = {
  id: 'BMV-2',
  cues: [
    // "no time for suction", "skip the suctioning", "leave the secretions": the secretions left in the airway.
    cue(
      'skipSuction',
      ['BMV-2'],
      'bad',
      anyOf(
        String.raw`\b(?:no time (?:for|to)|no need (?:for|to)|skip\w*|leave|leaving|ignor\w*|forget about|forget|(?:do|does|will) not need)(?: the| any| all)? (?:suction\w*|sucking|secretions|sucker|yankauer)\b`,
        // "I'll give her some breaths first and suction after".
        String.raw`\b(?:breaths|bag\w*|ventilat\w*) first(?: and| ,)?(?: then)? (?:suction|suck|clear)\w*(?: \w+)? (?:after|later|afterwards)\b`,
        // "leave the vomit , she'll cough it up", "don't worry about the vomit , let's just start bagging", "not much point
        // suctioning , it'll just fill up again", "no suction , sats too low to waste time , bag straight away".
        String.raw`\b(?:leave|leaving|ignor\w*)(?: the| all the| that| all that)? (?:vomit|sick|blood|mucus|gunk|froth|saliva)\b(?! (?:for|to) (?:the )?(?:suction|sucker|yankauer))`,
        String.raw`\b(?:do not|don t) worry about (?:the |all the |that )?(?:vomit|sick|secretions|blood|gunk|mucus|froth)\b`,
        // "a bit of vomit left at the back , fine , just go with the mask".
        String.raw`\b(?:vomit|sick|secretions|blood|gunk|mucus|froth) (?:is |s )?(?:still )?(?:left|remaining|still there|in there)\b(?:[^.?]{0,20}\b(?:fine|ok|okay|never mind|leave it|does not matter|doesn t matter|but (?:i|we) (?:will |ll )?(?:just )?(?:start )?bag\w*)\b)`,
        String.raw`\bnot (?:much |a lot of )?point (?:in )?(?:suction\w*|sucking)\b`,
        String.raw`\bno suction\b(?=[^.?]{0,60}\b(?:bag|ventilat|breath)\w*(?: him| her| them)? (?:straight away|now|immediately|right away|at once)\b)`,
        // "no suction , just bag , the sick is only at the front".
        String.raw`\bno (?:suction\w*|sucking)(?: needed)? ,? (?:just|straight to|go straight to|straight) (?:bag\w*|ventilat\w*|breaths)\b`,
        // "suction ? nah , just start bagging".
        String.raw`\b(?:suction|sx)\w* \? (?:nah|no|nope|skip it)\b`,
        // "just bag through the vomit", "bagging through the secretions".
        String.raw`\b(?:bag\w*|ventilat\w*|squeez\w*|breath\w*) (?:him |her |them )?(?:straight |right )?(?:through|over) (?:the |all the |all this |his |her |that )?(?:vomit|sick|secretions|blood|froth|saliva|spit|mucus|gunk)\b`,
        // "the vomit will move out of the way", "the secretions will clear themselves".
        String.raw`\b(?:vomit|sick|secretions|froth|saliva|spit|mucus|blood) (?:will|ll|should) (?:move|clear|get pushed|go|sort) (?:out of the way|itself|themselves|by itself|down)\b`,
        // "the air will push the vomit out of the way", "no suction needed", "never mind the blood , start bagging".
        String.raw`\b(?:air|breaths?|bag\w*) (?:will|ll|should) (?:push|blow|move|force) (?:the )?(?:vomit|sick|secretions|blood|clots|froth) (?:out of the way|down|aside)\b`,
        String.raw`\bno (?:suction|sucker|suctioning) (?:is )?(?:needed|necessary|required)\b`,
        String.raw`\b(?:do not|don t|not|won t|will not) bother (?:with )?(?:the )?(?:suction\w*|sucking)\b`,
        // "the stuff at the back will come up on its own", "she vomits again ; I just keep bagging , she will clear it".
        String.raw`\b(?:will|ll) come up on (?:its|their) own\b|\b(?:she|he|they) (?:will|ll) clear it\b`,
        // "suction later ; let's get the mask on and squeeze", "suction can wait": the clearing put off behind the breaths.
        String.raw`\b(?:suction\w*|sucking|the secretions|the vomit|the blood)(?: \w+){0,1}? (?:can |will |ll )?(?:wait|later|afterwards?|come after\w*|after (?:that|we bag\w*|bagging)|be (?:sucked|suctioned|cleared)(?: out)? later)\b`,
        // "just bag through it , it's only a bit of milk", "the vomit is just a little , bag over it".
        String.raw`\bbag\w* (?:straight |right )?(?:through|over) it\b(?:(?<=\b(?:milk|blood|vomit|sick|secretions|froth|saliva|mucus|spit)\b[^.?]{0,60})|(?=[^.?]{0,40}\b(?:milk|blood|vomit|sick|secretions|froth|saliva|mucus)\b))`,
        String.raw`\bnever mind (?:the |all the |his |her )?(?:blood|vomit|sick|secretions|clots|froth|spit|saliva)\b`,
      ),
      {
        feedback: {
          what: 'Leaving the secretions in the mouth and ventilating through them.',
          why: 'Bagging through secretions blows them into the lungs and blocks the airway.',
          instead: 'Suction the mouth under direct vision with a Yankauer or suction catheter first.',
        },
      },
    ),
    cue(
      'fingerSweep',
      ['BMV-2'],
      'bad',
      anyOf(
        String.raw`\bfinger sweep\w*`,
        // "wipe with gauze and my finger as deep as I can".
        String.raw`\b(?:gauze|swab)\b[^.?]{0,20}\bfingers?\b`,
        // "I keep suctioning with my finger when needed".
        String.raw`\b(?:suction\w*|suck\w*|clear\w*|scoop\w*|wip\w*) (?:it |them |the \w+ )?(?:out )?(?:(?:of )?(?:his |her |the )?mouth )?with (?:my |a |one )?fingers?\b`,
        // "just hook a finger in and wipe the spit out".
        String.raw`\b(?:hook|stick|put|pop)\w* (?:a |my |one )?finger in\b`,
        // Not "my fingers are digging into the soft bit under her jaw": pressure under the jaw is BMV-4's; nor "my other
        // three fingers hook along his jawbone": the E of an E-C grip.
        // "quickest is my finger , I'll sweep the spit out".
        String.raw`\bfingers?(?: \w+| ,){0,4}? (?:to )?(?:scoop|sweep|hook|dig|fish|flick)\w*\b(?!(?: \w+){0,4} (?:under|below|beneath|behind|along|angles?|jaw\w*|chin|neck|soft|squishy|mandib\w*|bone|bony)\b)(?! into (?:the )?floor of (?:the |his |her )?mouth under\b)`,
        String.raw`\bsweep\w*(?: \w+){0,8}? (?:with|using) ${FINGER}`,
        // Not "pull the mandible up into the mask with the fingers": the jaw lifted, nothing taken out.
        // Nor "jaw pulled up into the mask with my fingers" (said in the passive, the jaw before the verb).
        String.raw`\b(?:hook|scoop|dig|fish|pick|pull|wip|claw|clear|get|take|remov|scrap)\w*(?<!\b(?:jaw|mandible|chin|mask|head) \w+)(?! (?:the |his |her )?(?:jaw|mandible|chin|mask|head)\b)(?: (?!mask\b|jaw\b|mandible\b|i\b|we\b)\w+){0,10}? (?:with|using) ${FINGER}`,
        // The same without the words "finger sweep": a finger put in the mouth to get something out, or run round it.
        seq(
          String.raw`\bfingers? (?:(?:deep|right|far|blindly|well) )?(?:in|into|inside|down|round|around|to the back of) (?:\w+ ){0,4}?(?:mouth|throat|pharynx)\b`,
          String.raw`(?: \w+| ,){0,5}? (?:hook|scoop|sweep|fish|dig|pull|get|take|remove|clear|feel|grab)\w*`,
        ),
        // "running my finger round inside his cheeks and behind his tongue".
        String.raw`\b(?:sweep|hook|scoop|fish|dig|run|feel|clear)\w* (?:\w+ ){0,2}?(?:my |a |the |his |her )?fingers? (?:\w+ ){0,3}?(?:mouth|throat|pharynx|back of|cheeks?|tongue)\b`,
        String.raw`\b(?:clear|empty|wipe)\w* (?:\w+ ){0,3}?(?:with|using) ${FINGER}`,
        // "scoop the big bits of food out by hand", "clear the vomit out by hand".
        // Not "pull the jaw up into the mask with the hand holding it".
        String.raw`\b(?:scoop|hook|fish|dig|pick|pull|clear|wip|sweep|empty|get|take|remov)\w*(?! (?:the |his |her )?(?:jaw|mandible|chin|mask|head)\b)(?: \w+){0,6}? (?:out )?(?:by|with (?:my|a|the|his|her)) (?:gloved )?hands?\b`,
        String.raw`\b(?:hook|scoop|fish|dig)\w* (?:\w+ ){0,2}?out\b(?!(?: \w+){0,4} (?:with|using) (?:a |the |my )?(?:yankauer|suction|catheter|sucker))`,
        String.raw`\bfeel\w* (?:around|about) (?:in )?(?:his |her |the )?(?:mouth|throat)\b`,
        // "gauze wrapped round my finger", "a swab on a finger to mop out his throat": a finger sweep all the same.
        String.raw`\b(?:gauze|swab|cloth|tissue|compress)\w*(?: \w+){0,2}? (?:on|over|round|around|wrapped (?:on|over|round|around)) (?:my |a |the |1 |2 |two |your )?(?:index |gloved |middle )?fingers?\b`,
        // "quicker if I hook the clots out with two fingers".
        String.raw`\b(?:hook|scoop|fish|dig|pull|get|scrape|claw|flick)\w* (?:the |it |them |\w+ ){0,2}?out with (?:my |a |two |2 |one |1 |his |her )?fingers?\b`,
        // "scrape the blood out with a gauze-wrapped finger".
        String.raw`\b(?:gauze|swab|cloth|tissue) (?:wrapped|covered|padded) fingers?\b`,
        String.raw`\bfingers?\b(?: \w+){0,3}? (?:to )?(?:wipe|swab|mop)\w*(?: \w+){0,2}? (?:out )?(?:the |his |her )?(?:mouth|throat|pharynx|back of)\b`,
        String.raw`\bblind(?:ly)? (?:\w+ )?(?:remov|pull|reach|feel|search|grab|sweep)\w*`,
        String.raw`\b(?:remov|pull|reach|feel|search|grab)\w*(?: \w+){0,7}? blind(?:ly)?\b`,
        // "use the big Yankauer and ram it right to the back".
        String.raw`\b(?:ram|jam|shov|push|forc)\w* (?:it|the (?:yankauer|catheter|sucker)) (?:right |all the way )?(?:to|into|down) the back\b(?<=\b(?:suction\w*|sucker|yankauer|catheter)\b[^.?]{0,60})`,
        // "I'll prise her teeth apart with my fingers and wipe the froth out".
        String.raw`\b(?:pris|pry|pri|lever|forc)\w* (?:his |her |the )?(?:teeth|jaw|mouth) (?:apart|open) with (?:my )?fingers?\b`,
        // "lever his jaw open with the Yankauer so I can get my fingers in".
        String.raw`\b(?:get|put|stick|hook)\w* my fingers? in\b(?<=\b(?:mouth|jaw|throat)\b[^.?]{0,100})`,
      ),
      {
        unsafe: true,
        feedback: {
          what: 'A blind finger sweep of the mouth.',
          why: 'A blind sweep can push a foreign body, a clot or secretions further down and injure the soft palate; a child may bite.',
          instead:
            'Suction what you can see with a Yankauer or a suction catheter; remove a solid object only if you can see it.',
        },
      },
    ),
    cue(
      'deepSuction',
      ['BMV-2'],
      'bad',
      anyOf(
        // "suction for as long as it takes", "keep sucking till it's all out , however long it takes".
        String.raw`\b(?:as long as|however long) (?:it|that|this) takes\b(?<=\b(?:suction\w*|suck\w*|sucker|yankauer)\b[^.?]{0,80})`,
        // "the Yankauer won't reach , so I'll poke it down blind as far as it'll go".
        String.raw`\b(?:poke|push|shove|stick|pass|feed|ram)\w* (?:it |them |the (?:yankauer|sucker|catheter|suction(?: catheter)?|tip) )?(?:further |right )?(?:down |in )?blind(?:ly)?\b(?<=\b(?:suction\w*|suck\w*|sucker|yankauer|catheter)\b[^.?]{0,80})`,
        // "Yankauer in her nose , it sucks better".
        String.raw`\byankauer (?:in|into|up) (?:her |his |the )?(?:nose|nostrils?)\b`,
        String.raw`\bdeep(?:ly)? (?:\w+ )?suction\w*`,
        seq(
          // "sucking deep down his throat with the long catheter , blind , as far as it will go".
          String.raw`\b(?:suction\w*|catheter|sucker|yankauer|suck\w*)(?: (?!not\b|never\b|no\b|without\b)\w+| ,| :){0,8}? `,
          // Not "only as deep as I can see", "only as far as I can see": the depth limited, not pushed.
          String.raw`(?<!\b(?:only|just) (?:as )?)(?!as far as (?:i|you|we) can see\b)`,
          group(
            anyOf(
              'deep(?:ly)?',
              'blind(?:ly)?(?= (?:down|in|into)\\b| ,| till| until)',
              // "pass the suction catheter blind down her nose till she gags".
              String.raw`(?:until|till) (?:he|she|they|it) gags?`,
              `(?:down )?to the back of ${THE}throat`,
              // "until he stops gagging": suction pushed on against the gag.
              String.raw`until (?:he|she|they|it) (?:stops?|has stopped) gagging`,
              'blindly',
              'as far (?:down |in )?as',
              'all the way (?:down|in)',
              `down ${THE}throat`,
              'past the back of',
              `past ${THE}tonsils`,
              String.raw`for (?:more than |over |a good |a full |about )?(?:[2-9]\d|1[5-9])(?: ?(?:-|to) ?\d+)? sec`,
              // "keep sucking for half a minute".
              String.raw`for (?:a good |about )?half a min(?:ute)?`,
              // "down blind until I meet resistance".
              String.raw`(?:down |in )?(?:blind(?:ly)? )?until (?:i|we|it) (?:meet|hit|feel|get)s? (?:some )?resistance`,
              // "suctioning continuously for a whole minute": prolonged, whatever the words.
              String.raw`continuous\w*|non ?stop|(?:for|over) (?:a |one |1 |2 |3 |several |a few |the whole |a whole |a full |more than a )?(?:whole |full )?min(?:ute)?s?`,
            ),
          ),
          String.raw`\b`,
        ),
        String.raw`\bsuction\w* as deep\b`,
        // "keep suctioning , don't stop , I'll go for a good 30 seconds", "I can't see the tip but it's fine".
        String.raw`\b(?:a good|at least|over|more than) (?:[2-9]\d|1[5-9]) sec\w*\b(?<=\b(?:suction\w*|suck\w*|sucker|yankauer|catheter)\b[^.?]{0,80})|\b(?:can not|cannot|can t|do not|don t) see (?:the )?tip\b(?<=\b(?:suction\w*|suck\w*|sucker|yankauer|catheter)\b[^.?]{0,80})`,
        // "keep sucking for half a minute so we get all of it".
        String.raw`\b(?:keep|kept) (?:on )?(?:suck|suction)\w*(?: \w+){0,3}? (?:for (?:a good |about )?half a min(?:ute)?|for (?:over |more than )?(?:[2-9]\d|1[5-9]) sec\w*|(?:until|till) (?:it is |it s |its )?(?:all |completely |totally )?(?:out|gone|clear|dry))\b`,
        // "go deep until I've got everything out of her pharynx".
        String.raw`\bgo (?:in )?deep\b(?<=\b(?:suction\w*|sucker|yankauer|catheter|tip|sucking)\b[^.;?]{0,60})`,
        // "push the suction catheter blind down into her trachea", "the Yankauer right down the back of her throat".
        String.raw`\b(?:in|into|down) (?:the |his |her )?(?:trachea|lungs?|bronch\w*|windpipe)\b(?<=\b(?:yankauer|suction\w*|catheter|sucker)\b[^.;]{0,60})`,
        String.raw`\b(?:right |all the way |well )?down the back of ${THE}throat\b(?<=\b(?:yankauer|suction\w*|catheter|sucker)\b[^.;]{0,60})`,
        String.raw`\bright to the back of ${THE}throat\b(?<=\b(?:yankauer|suction\w*|catheter|sucker)\b[^.;]{0,60})`,
        // "the big Yankauer , I go deep into his nose with it": the sucker named before, in the same sentence.
        String.raw`\bdeep(?:ly)? (?:in|into|down) ${THE}(?:nose|nostrils?|throat)\b(?<=\b(?:yankauer|suction\w*|catheter|sucker)\b[^.;]{0,60}deep(?:ly)? (?:in|into|down) ${THE}(?:nose|nostrils?|throat))`,
        String.raw`\b(?:continuous(?:ly)?|non ?stop|prolonged) (?:\w+ )?suction\w*`,
      ),
      {
        feedback: {
          what: 'Deep or prolonged suctioning.',
          why: 'It causes hypoxia and vagal bradycardia, injures the mucosa, and a catheter pushed deep can trigger laryngospasm.',
          instead:
            'Suction only what you can see in the mouth and nose, for less than 10 seconds, then go back to ventilating.',
        },
      },
    ),
    // "abdominal thrusts to get the water out", "hold him up by the legs to drain his lungs": a drowned child's
    // airway is not cleared by draining water (BMV-1 reads the same words as breaths put off).
    cue(
      'drainWater',
      ['BMV-2'],
      'bad',
      anyOf(
        String.raw`\b(?:abdominal thrusts?|heimlich)\b`,
        // Not "an NG tube to let the air and water out of his stomach": the stomach decompressed, not drained.
        String.raw`\b(?:water|fluid) (?:\w+ )?(?:out of|from) (?:the |his |her |their )?(?:lungs?|chest|stomach|belly|tummy)\b(?<!\b(?:ng|og|nasogastric|orogastric) tube\b[^.?]{0,60})`,
        String.raw`(?:upside down|head down)\b(?<=\b(?:turn|hold|tip|hang|flip|lift|dangl)\w* (?:him|her|them|the (?:child|patient|baby|infant|toddler|boy|girl)) (?:upside down|head down))`,
        String.raw`\bby (?:the|his|her|their) (?:legs|feet|ankles)\b(?<=\b(?:lift|hold|hang|dangl|pick|held)\w* (?:him|her|them|the \w+)(?: up)? by (?:the|his|her|their) (?:legs|feet|ankles))`,
        // "push on his tummy to squeeze the water out".
        String.raw`\b(?:tummy|belly|stomach|abdomen)\b(?<=\b(?:push|press|squeez|compress)\w* (?:on |down on )?(?:the|his|her|their) (?:tummy|belly|stomach|abdomen))(?: \w+){0,4}? (?:water|fluid)\b`,
      ),
      {
        unsafe: true,
        feedback: {
          what: 'Trying to drain water out of a drowned child (abdominal thrusts, holding them upside down, pressing on the tummy).',
          why: 'Little water is in the lungs and it cannot be drained; the manoeuvres delay breaths, make the child vomit and risk aspiration.',
          instead:
            'Suction the mouth under direct vision and start bag-mask ventilation with oxygen at once.',
        },
      },
    ),
    // "suck through the 6 Fr feeding tube", "an NG tube to suction": a feeding tube is no suction catheter.
    cue(
      'feedingTubeSuction',
      ['BMV-2'],
      'bad',
      anyOf(
        String.raw`\b(?:feeding|ng|nasogastric|gastric|orogastric|og) tube\b(?: [\w,]+){0,6}? (?:suck|suction)\w*`,
        String.raw`\b(?:suck|suction)\w*(?: \w+){0,6}? (?:feeding|ng|nasogastric|orogastric) tube\b`,
      ),
      {
        feedback: {
          what: 'Suctioning through a feeding tube.',
          why: 'A feeding tube is thin, soft and has one small hole: it blocks at once and clears almost nothing while the child is not breathing.',
          instead: 'Use a Yankauer for the mouth, or a suction catheter of suitable size.',
        },
      },
    ),
    // "five more back blows to get the last bits out", "chest thrusts x5 to clear whatever is left": the choking
    // manoeuvres of a conscious child, used on an unresponsive one instead of looking, suctioning and breaths.
    // "turn the wall suction right up to max , that mucus is like glue", "crank the suction up to the max".
    cue(
      'suctionTooStrong',
      ['BMV-2'],
      'bad',
      // "crank the suction to full", "suction on full wall pressure".
      String.raw`\b(?:max|maximum|full blast|full whack|full (?:wall )?pressure|full wall (?:suction|vacuum)|highest (?:pressure|setting)|to full)\b(?<=\b(?:suction|sucker)\b[^.?]{0,30})`,
      {
        feedback: {
          what: 'Suction turned up to the maximum.',
          why: 'Full wall suction in a child tears the mucosa, makes it bleed and pulls the oxygen out of the airway; thick secretions need a wider catheter, not more pressure.',
          instead:
            'Keep the suction at about 80-120 mmHg in a child, and use a wide-bore Yankauer for thick secretions.',
        },
      },
    ),
    // "scrape the clots off her gums with the sucker": the mucosa scraped, not the secretions sucked.
    cue(
      'scrapeMucosa',
      ['BMV-2'],
      'bad',
      String.raw`\bscrap\w* (?:the |her |his |off )?(?:clots?|blood|crusts?|gums?|mucosa|palate|tonsils?)\b`,
      {
        feedback: {
          what: 'Scraping clots or the gums with the sucker.',
          why: 'Scraping tears the mucosa and dislodges clots, so the mouth bleeds more into the airway, worst in a child who bleeds easily.',
          instead: 'Suction gently what you can see, without touching the gums or the back of the throat.',
        },
      },
    ),
    cue('chokingManoeuvres', ['BMV-2'], 'bad', String.raw`\b(?:back (?:blows?|slaps?)|chest thrusts?)\b`, {
      feedback: {
        what: 'Back blows or chest thrusts for a child who is unresponsive and not breathing.',
        why: 'They are for a conscious choking child; here they delay breaths and clear nothing you could not see and suction.',
        instead:
          'Look in the mouth, remove what you can see, suction under direct vision and start bag-mask ventilation.',
      },
    }),
    cue(
      'suction',
      ['BMV-2'],
      'detail',
      anyOf(
        // Not "after suctioning I reassess": a suction done before, named only to say when (its object or tool
        // named, it is said as done now: "after suctioning his mouth with the yankauer I ...").
        seq(
          // The look back comes after the word it ends with, so it is tried only where "suction" stands.
          String.raw`\bsuction`,
          notBehind(
            String.raw`\b(?:after|following|post|since|once) (?:the |that |this |my |our |some )?suction`,
          ),
          // Not "the nurse is getting suction", "stand at the side for the suction": the kit on its way or waited for.
          notBehind(
            String.raw`\b(?:(?:is|are) (?:getting|fetching|bringing|grabbing)|for) (?:the |some |a |us )?suction`,
          ),
          String.raw`\w*`,
        ),
        seq(
          String.raw`suction(?<=\b(?:after|following|post|since|once) (?:the |that |this |my |our |some )?suction)\w*`,
          String.raw`(?= (?:of |with |through |from |to )?(?:the |his |her |a |an |any )?(?:mouth|nose|nostrils|nares|oropharynx|secretions|vomit|saliva|blood|yankauer|catheter|\d))`,
        ),
        // "sucking the sand out", "vomit cleared , help called".
        String.raw`\bsuck\w* (?:\w+ ){0,2}?out\b|\bsucker\b|\b(?:vomit|sick|secretions|sand|froth|mucus|saliva) (?:is |are |has been |have been |now )?(?:cleared|suctioned|sucked out)\b`,
        String.raw`\byankauer\w*`,
        String.raw`\bcatheter\b`,
        String.raw`\bbulb syringe\b`,
        seq(
          String.raw`\bclear\w* (?:the |his |her |any |all )?(?:\w+ )?`,
          group('secretions|mouth|nose|nostrils|oropharynx|vomit'),
          String.raw`\b`,
        ),
        String.raw`\bremov\w* ${THE}secretions\b`,
        String.raw`\bwip\w* (?:away )?(?:the )?secretions\b`,
        // "I won't suction deeply , only the mouth and nose": what is suctioned after the refusal of a way.
        String.raw`(?=only |just )(?<=\bsuction\w*(?: \w+){0,2} , )(?:only|just) (?:the |his |her )?(?:mouth|nose|nostrils|nares|oropharynx|what (?:i|you|we) can see)\b`,
      ),
    ),
  ],
  judge: judgeSuction,
  nudge: 'Look closely at the mouth and nose: is the airway clear?',
  topics: [
    {
      id: 'suction',
      pattern: /\bsuction\w*|\byankauer\b|\bsecretions\b/,
      imageWords: ['suction', 'yankauer'],
      explanation: {
        title: 'Suction',
        text: 'Clear visible secretions from the mouth (a Yankauer) and the nose (a soft catheter of suitable size), for less than 10 seconds at a time, then get back to ventilating.',
      },
    },
  ],
  techniques: {
    // A catheter's size matters (a 14 Fr catheter is too big for an infant): said when the reader gives one.
    suction: (action) =>
      action.suctionCatheterFr !== null
        ? `I suction the secretions from the mouth with a ${action.suctionCatheterFr} Fr suction catheter.`
        : 'I suction the secretions from the mouth with a suction catheter of suitable size.',
    deep_suction: 'I deep suction the airway.',
    finger_sweep: 'I do a blind finger sweep of the mouth.',
    skip_suction: 'I skip the suction and leave the secretions.',
    drain_water: 'I give abdominal thrusts to get the water out of his lungs.',
    feeding_tube_suction: 'I suction his mouth through a feeding tube.',
    back_blows: 'I give him back blows to clear his airway.',
    suction_full_pressure: 'I turn the wall suction up to the maximum.',
    scrape_mucosa: 'I scrape the clots off the gums with the sucker.',
    nasal_suction: (action) =>
      action.suctionCatheterFr !== null
        ? `I suction the secretions through the nose with a ${action.suctionCatheterFr} Fr suction catheter.`
        : 'I suction the secretions through the nose.',
  },
};
