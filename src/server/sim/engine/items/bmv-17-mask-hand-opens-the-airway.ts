import { ahead, anyOf, behind, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** What the hand on the mask does to keep the airway open: "holds the airway", "keeps the jaw up", "lifts". */
const MASK_HAND_KEEPS_AIRWAY = String.raw`airway open|air way open|open\w* (?:the |an |his |her )?airway|lift\w*|pull\w*|jaw thrust|thrust\w*|(?:holds?|holding|keeps?|keeping|maintains?|maintaining|supports?|supporting|secures?|securing) (?:the |an |his |her )?(?:airway|air way|chin up|jaw up|jaw forward)`;

/** What the last fingers do to the jaw. */
const E_FINGERS_LIFT = String.raw`lift\w*|pull\w*|keep\w* (?:it|the airway|the jaw|him|her) (?:open|up|forward)|open\w* the airway`;

/**
 * Said just after the verb of pushing the mask down: not the C of an E-C clamp ("thumb and index press the mask
 * down"), nor a push with the jaw lifted just before ("bring the jaw up to the mask , ... press the mask down").
 */
const NOT_THE_C = String.raw`(?<!\b(?:thumb and (?:index|first)(?: fingers?)?|thumbs?|the c|my c) \w+)(?<!\b(?:lift|pull|bring|brings|rais)\w*(?: up)? ${THE}(?:jaw|chin|mandible)\b[^.;?]{0,60}\w+)`;

/** Not "press it down evenly to a tight seal": the C sealing the mask. */
const NOT_TO_A_SEAL =
  '(?! (?:evenly|to (?:a |get a )?(?:tight |good )?seal|for (?:a |the )?seal|until (?:it|the seal)))';

/**
 * Not "press the mask on with the heel of my hand", "... with my whole palm": the palm is the fault, the hold's
 * (BMV-13), as the blind authors label it. Said after each of pushMaskDown's alternatives, not once after them all,
 * so that the reader can run each alone (matcher/alternatives.ts).
 */
const NOT_PALM = String.raw`(?![^.;?]{0,50}\b(?:palm|heel of (?:my|the|one) hand|fist|flat hand|whole hand)\b)`;
/** The palm said before a mask pressed down ("flat hand on top of the mask, pressing it down"): the hold's fault too. */
const NO_PALM_BEFORE = String.raw`(?<!\b(?:palm|heel of (?:my|the|one) hand|fist|flat hand|whole hand)\b[^.;?]{0,90})`;
const withoutPalm = (alternatives: string[]) =>
  alternatives.map((alternative) => `(?:${alternative})${NOT_PALM}`);

/** BMV-17 Mask hand opens the airway: what the engine reads, judges and says about it. */
export const maskHandOpensTheAirway: ItemModule = {
  id: 'BMV-17',
  cues: [
    cue(
      'liftJawIntoMask',
      ['BMV-17'],
      'good',
      // Every alternative starts a word: one \b before them all fails once, not once per alternative, inside a word.
      seq(
        String.raw`\b`,
        group(
          anyOf(
            // "I'm not pushing the mask down onto his face , I lift the jaw": the jaw lifted instead of the mask pushed.
            String.raw`lift\w* (?:the |his |her )?(?:jaw|chin)\b(?<=\b(?:not|never|instead of|rather than|without) (?:push|press)\w* (?:the )?(?:mask|face)\b[^.?]{0,40}\blift\w* (?:the |his |her )?(?:jaw|chin))`,
            seq(
              String.raw`\b`,
              // "pulled his face up into the mask", "keeping his chin up into the mask".
              group(
                // lift\w*: "liftting", the doubled-letter typo the corrector leaves.
                // "raise it into the mask", "hooking the jaw up into the mask", "pullin his jaw up".
                String.raw`lift\w*|bring|brings|bringing|brought|pull\w*|draw|draws|drawing|drew|keep|keeps|keeping|kept|hold|holds|holding|rais\w*|hook\w*`,
              ),
              // "pull the jaw in the mask" (non-native), "bring his jaw up to meet it", "into the cushion".
              // "pull the jawbone up towards the mask", "pull his jaw up behind the angles into the mask".
              `(?: up)? (?:${THE}(?:jaw(?:bone)?|face|chin|mandible)|it)(?: up| forwards?| upwards?){0,2}(?: (?:from )?behind (?:the )?angles?)? (?:in(?:to)?|to)`,
              String.raw`(?:wards?)? (?:meet )?(?:(?:the )?(?:mask|cushion)|it)\b`,
            ),
            String.raw`\b(?:jaw|chin) lift (?:up )?(?:in)?to (?:(?:the )?mask|it)\b`,
            // "chin up into cushion w/ E fingers", "jaw up to mask": the shorthand, with no verb.
            // "jaw kept up into the mask with my hands".
            String.raw`\b(?:jaw|chin|mandible) (?:(?:is |being )?(?:kept|held|lifted|pulled|brought|drawn) )?(?:up |forward )?(?:in)?to (?:the )?(?:mask|cushion)\b`,
            // "2 hands EC , sealed , jaw up": the jaw lifted by the hands just named on the mask.
            String.raw`\bjaw (?:up|forward)\b(?= ?(?:[.,;!]|$))(?<=\b(?:ec|clamp|mask|hands?)\b[^.?]{0,40}jaw (?:up|forward))`,
            // "I hold the mask with both hands in a jaw thrust": the two-person hold keeps the jaw up (only "in a" is
            // matched: the jaw thrust stays BMV-4's words).
            seq(
              '(?=in )',
              behind(String.raw`\bmask (?:with|in) (?:both|two|2|my two) hands `),
              String.raw`in an? (?=jaw thrust|jt\b)`,
            ),
            // "the nurse holds the mask with both hands , a double EC , lifting the jaw", "thenar eminences on the rim ,
            // fingers lifting the jaw": the hold on the mask named first, and the jaw lifted by it.
            // "I hold the mask with both hands and thrust the jaw up into it": only "up into it" is matched, so the jaw
            // thrust stays BMV-4's words too.
            String.raw`\bup into (?:the mask|it)\b(?<=\bthrust\w* ${THE}(?:jaw|mandible) up into (?:the mask|it))`,
            String.raw`\b(?:lift\w*|pull\w*) (?:up |forward )?${THE}(?:jaw|mandible)(?: up| forwards?)?\b(?<=\b(?:e ?c(?: clamp)?|double ec|both hands|two hands|2 hands|thenar\w*)\b[^.?]{0,60})`,
            // "we keep the jaw thrust going with the fingers of both hands on the mask".
            String.raw`\bjaw thrust (?:going |on )?with ${THE}fingers of (?:both|my|our|the) hands? on ${THE}mask\b`,
            // "my hand of the mask is keeping the airway opened": the mask hand said to keep the airway open.
            String.raw`\b(?:mask hand|hand (?:of|on|holding|that holds) (?:the )?mask)(?: \w+){0,3}? (?:keep\w*|hold\w*|maintain\w*) (?:the )?airway open\w*`,
            // "I keep the jaw lifted with my ring and middle fingers", "the fingers hook her mandible and bring it up" (of a
            // mask held with C and E), "fingers on her jaw lifting it" (of a mask held with both hands), "a jaw thrust with
            // the same fingers that hold the mask on".
            String.raw`\bkeep\w* ${THE}(?:jaw|mandible) (?:lifted|up|forward)\b(?=[^.?]{0,40}\bfingers?\b)(?![^.?]{0,60}\bsoft\b)|\bhook\w* ${THE}(?:jaw(?:bone)?|mandible) (?:and )?(?:bring|lift|pull|draw)\w* it (?:up|forward)\b(?<=\b(?:mask|e ?c|c and e)\b[^.?]{0,80})|\bfingers? on ${THE}(?:jaw|mandible) lifting it\b(?<=\bmask\b[^.?]{0,80})|\bsame fingers (?:that|which) hold ${THE}mask\b`,
            // "2 person BVM : me mask and jaw , RN bag".
            String.raw`\b(?:me|i) (?:on |do |hold |have )?(?:the )?mask and (?:the )?jaw\b`,
            // "face to mask, not mask to face": the teaching phrase, the face brought up to the mask ("jaw->mask",
            // the arrow read as "then").
            String.raw`\bface (?:up )?to (?:the )?mask\b`,
            String.raw`\b(?:jaw|chin|face) , then mask\b(?: lift)?`,
            // "jaw thrust through the mask", "fingers behind the jaw angle lifting it forward", "pull him up into the mask".
            String.raw`\bthrough (?:the )?mask\b(?<=\bjaw thrust through (?:the )?mask)`,
            String.raw`\bfingers? (?:\w+ ){0,3}?behind ${THE}(?:angles? of ${THE}(?:jaw|mandible)|jaw angles?)(?: \w+){0,2}? (?:lift|pull|push|draw)\w*(?: it| the jaw)? (?:up|forward)(?<=\bmask\b[^.?]{0,120})`,
            String.raw`\bpull\w* (?:him|her|them) up (?:in)?to ${THE}mask\b`,
            String.raw`\bin(?:to)? (?:the )?mask\b(?<=\b(?:jaw thrust|jaw lift|chin lift) (?:up )?in(?:to)? (?:the )?mask)`,
            // "those same fingers lift her jaw up to meet the mask".
            String.raw`\b(?:those|these|the|my) same fingers (?:i |we )?(?:lift|pull|bring)\w* ${THE}(?:jaw|chin|mandible)\b`,
            // "I lift into the mask with my left hand", "my hand both seals the mask and pulls his chin up".
            String.raw`\blift\w* (?:up )?into (?:the )?mask\b`,
            String.raw`\bhand (?:both )?seals? ${THE}mask and (?:also )?(?:pulls?|lifts?|holds?) ${THE}(?:chin|jaw|mandible) (?:up|forward)\b`,
            seq(
              // "mandible pulled up towards the mask".
              String.raw`\b(?:jaw|chin|mandible|face) (?:is )?(?:lifted|pulled|brought|drawn) (?:up |forward |upwards? )?(?:in)?to(?:wards?)? `,
              String.raw`(?:(?:the )?mask|it)\b`,
            ),
            String.raw`\b(?:from|with|using|by) (?:the |my |both )?mask hands\b`,
            seq(
              String.raw`\b(?:with|using|by) (?:the |my |both )?`,
              group(
                // Not "with both hands on the mask": the two-handed hold (BMV-13); the jaw is lifted only if said.
                `(?:same )?hands? (?:that|which) holds? the mask|(?:that |this )?same hands?|mask hands?|(?<!\\bboth )hands? (?:holding|hoding|on) the mask|fingers of (?:the |my )?mask hand`,
              ),
              String.raw`\b`,
            ),
            // Two-person: "I hold the mask with both hands and keep the jaw thrust". Only the verb is matched: the
            // mask hold stays BMV-13's words and the jaw thrust BMV-4's.
            seq(
              '(?=keep|maintain|hold|lift|do)',
              behind(
                String.raw`\b(?:hold|holds|holding) ${THE}mask(?: \w+){0,12}? (?:and|while|whilst) (?:i |also )?`,
              ),
              String.raw`(?:keep|keeps|keeping|maintain\w*|hold|holds|holding|lift|lifts|lifting|do|does|doing)`,
              ahead(String.raw` (?:up )?(?:the |his |her |a )?(?:jaw thrust|jaw|mandible)\b`),
            ),
            // "I hold the mask with both hands in a thenar grip, keeping the jaw thrust": the -ing verb needs no "and".
            seq(
              '(?=keeping|maintaining|lifting|doing)',
              behind(
                String.raw`\b(?:hold|holds|holding) ${THE}mask(?: (?!without\b|not\b|never\b|no\b)\w+| ,){0,8}? `,
              ),
              '(?:keeping|maintaining|lifting|doing)',
              ahead(String.raw` (?:up )?(?:the |his |her |a )?(?:jaw thrust|jaw|mandible)\b`),
            ),
            // "my fingers keep the jaw thrust and hold the mask at the same time": only the holding verb is matched.
            seq(
              '(?=hold)',
              behind(
                String.raw`\b(?:keep|keeps|keeping|maintain\w*) ${THE}(?:jaw thrust|jt|jaw (?:up|forward)) (?:and|while|whilst) (?:i |also )?`,
              ),
              String.raw`(?:hold|holds|holding) ${THE}mask\b`,
            ),
            // "me holding the mask and the jaw", "I do mask + JT".
            String.raw`\b(?:hold|holds|holding|do|doing|take|taking) ${THE}mask and ${THE}(?:jaw thrust|jt|jaw|mandible)\b`,
            // "I hold mask/JT" (the slash is dropped): the jaw thrust said straight after, left to BMV-4.
            String.raw`\b(?:hold|holds|holding) ${THE}mask(?= (?:\+ |& )?(?:jaw thrust|jt)\b)`,
            seq(
              String.raw`\b`,
              group(
                // Not "both hands on the mask": those stay the mask hold's words (BMV-13), looked back at below.
                String.raw`mask hands?|(?<!\bboth )hands? (?:holding|hoding|holds|on) the mask|fingers of (?:the |my )?mask hand|hands? that holds? the mask`,
              ),
              String.raw`(?: \w+| ,){0,6}? `,
              // "the mask hand holds the airway", "mask hand maintains airway".
              group(MASK_HAND_KEEPS_AIRWAY),
              String.raw`\b`,
            ),
            // "two hands in an E-C hold on the mask; my hands keep the airway open": after the mask or the E-C clamp in
            // the same sentence, the hands that keep the airway open are the ones on the mask. Tried only where "hands" stands.
            seq(
              '(?=hands? )',
              behind(String.raw`\b(?:mask|ec clamp)\b[^.?]{0,100}\b(?:my|both|our|these|the same|same) `),
              String.raw`hands? (?:also |still |then |both )?(?:keep|keeps|keeping|hold|holds|holding|maintain\w*) ${THE}airway (?:open|patent)\b`,
            ),
            // "both hands on the mask to hold the seal and keep his jaw up": the two-person hold keeps the airway.
            seq(
              '(?=air|open|lift|pull|jaw|thrust|hold|keep|maintain|support|secur)',
              behind(String.raw`\bboth hands (?:holding|on) the mask(?: \w+| ,){0,10}? `),
              group(MASK_HAND_KEEPS_AIRWAY),
              String.raw`\b`,
            ),
            seq(
              String.raw`\b`,
              group('keep|keeps|keeping|hold|holds|holding|maintain|maintains|maintaining'),
              ` ${THE}airway (?:open|patent) (?:with|using) (?:the |my |one )?(?:left |right )?`,
              group(
                'mask hand|hand on the mask|hand (?:that|which) holds the mask|hand holding the mask|ec clamp|e fingers|last 3 fingers',
              ),
              String.raw`\b`,
            ),
            // "the last fingers on the jaw keep it open", "E fingers lift jaw"; not only placed there ("other three
            // fingers on the jaw" is the E-C clamp, BMV-13).
            seq(
              String.raw`\b(?:(?:last|other|remaining) (?:3 )?|3 )fingers(?: (?!ec\b)\w+){0,4}? `,
              group(E_FINGERS_LIFT),
              String.raw`\b`,
            ),
            // "the 3 fingers of my ec clamp lift ...": the fingers looked back at, the clamp's words left to BMV-13.
            seq(
              '(?=lift|pull|keep|open)',
              behind(String.raw`\b(?:(?:last|other|remaining) (?:3 )?|3 )fingers of (?:my |the )?ec clamp `),
              group(E_FINGERS_LIFT),
              String.raw`\b`,
            ),
            // The E fingers are looked back at, not matched: "my 3 e fingers" stay the E-C clamp's words (BMV-13).
            seq(
              '(?=lift|pull|keep|open)',
              behind(String.raw`\b(?:3 )?e fingers(?: \w+){0,4}? `),
              group(E_FINGERS_LIFT),
              String.raw`\b`,
            ),
            // "lift the jaw with the other three".
            String.raw`\b(?:lift|lifts|lifting|pull|pulls|pulling) ${THE}(?:jaw|mandible|chin) (?:up |forward )?with (?:the |my )?(?:other|last|remaining) 3\b`,
            seq(
              String.raw`\b(?:keep|keeps|keeping|maintain\w*|hold\w*|open\w*) (?:the |an )?airway (?:open )?(?:while|whilst) `,
              String.raw`(?:holding|sealing) (?:the )?mask\b`,
            ),
            String.raw`\bone hand (?:to )?(?:maintain|keep|open)\w* (?:the |an )?airway\b`,
            // "same hand holding the jaw up", "EC hand keeping airway open": the hand on the mask does the lifting.
            seq(
              // "same hand of the mask lift the jaw": the hand said with the mask it holds.
              String.raw`\b(?:same|ec clamp|ec|e c) hand (?:(?:of|on|holding) (?:the )?mask )?(?:is |also )?`,
              group(
                String.raw`(?:lift\w*|liftng|pull\w*|hold\w*|keep\w*) ${THE}(?:jaw|chin|mandible) (?:up|forward)|(?:lift\w*|liftng|pull\w*) ${THE}(?:jaw|chin|mandible)|(?:keep\w*|hold\w*|maintain\w*) ${THE}airway (?:open|patent)` +
                  // "same hand keeps the mask on and the airway open": one hand does both.
                  String.raw`|(?:keep\w*|hold\w*) ${THE}mask (?:on |in place |sealed |down )?(?:and|while|whilst) (?:also )?(?:keep\w* )?${THE}airway (?:open|patent)`,
              ),
              String.raw`\b`,
            ),
            // "a chin lift with the fingers of that same hand (on the jawbone)": the hand itself stays BMV-4's words.
            String.raw`\b(?:with|using|by) (?:the |my )?fingers of (?:that |this |the |my )?same(?= hands?\b)`,
            // "1 hand : mask and jaw lift, other hand bag".
            // "my left hand does the mask and the jaw lift".
            String.raw`\b(?:1|left|right|same) hand (?:: |for |on |does |doing )?(?:the )?mask and (?:the )?(?:jaw|chin) (?:lift|thrust)\b`,
            seq(
              String.raw`\b(?:with|using) (?:the |my |one )?(?:ec clamp|last 3 fingers)\b`,
              behind(String.raw`\b(?:jaw thrust|jaw lift|chin lift|airway open)\b.{1,40}`),
            ),
          ),
        ),
      ),
    ),
    cue(
      'releaseJaw',
      ['BMV-17'],
      'bad',
      anyOf(
        // "the jaw doesn't need lifting", "jaw drops when I bag but I don't bother lifting it", "I just hold the mask on , not
        // lifting the jaw", "no need to open the airway separately , the mask pressure will do it".
        String.raw`\b(?:jaw|chin) (?:does not|doesn t|do not|don t) need (?:lifting|to be lifted|a lift|holding up)\b|\b(?:do not|don t|not) (?:bother )?lift\w* (?:it|${THE}(?:jaw|chin))\b(?<=\b(?:jaw|chin|mask)\b[^.?]{0,60})|\bno need to open (?:the )?airway separately\b|\bmask (?:pressure )?(?:will|ll) do it\b`,
        // "I let go of the jaw and just hold the mask on": the mask hand no longer keeps the airway open.
        String.raw`\blet(?:ting)? go of ${THE}(?:jaw|chin|mandible)\b|\blet(?:ting|s)? ${THE}(?:jaw|chin|mandible) go\b`,
        // "drop the jaw thrust", "let her jaw sit where it is".
        String.raw`\bdrop\w* ${THE}(?:jaw thrust|jaw lift|chin lift)\b|\blet ${THE}jaw (?:sit|stay|rest|be|hang|flop|drop|fall|sag)\b`,
        // "the jaw isn't lifted but the nurse will do that later", "his chin has dropped back but the mask is on", "his
        // jaw is sagging back but that is ok": the jaw left down, and let be.
        String.raw`\b(?:jaw|chin|mandible) (?:is not|isn t|not) (?:being )?(?:lifted|pulled up|held up|up)\b(?=[^.?]{0,40}\b(?:but|later|anyway|fine|ok|okay)\b)|\b(?:jaw|chin|mandible) (?:has |is |s )?(?:(?:dropp\w*|sag\w*|fall\w*|fallen|slipp\w*|gone) back|sagging|dropping|drooping)\b(?=[^.?]{0,40}\b(?:but (?:the mask|it|that|this)|anyway|(?:is |s )?fine|(?:is |s )?ok|okay)\b)`,
        // "mask on , jaw not held": the mask held on, the jaw left down.
        String.raw`\b(?:jaw|chin|mandible) (?:is )?(?:not|never) (?:held|lifted|supported|pulled up)\b(?<=\bmask (?:is )?on\b[^.?]{0,20})`,
        // "my fingers aren't on her jaw , the tongue falls back , we carry on".
        String.raw`\bfingers (?:are not|aren t|not) on (?:her|his|the) (?:jaw|mandible|chin)\b(?=[^.?]{0,60}\b(?:carry on|keep going|fine|anyway|falls back)\b)`,
        // "both hands pressing the mask into her face , not worrying about lifting the chin".
        String.raw`\bnot (?:worry\w*|bother\w*|fuss\w*) (?:about |with )?(?:lifting|pulling up|holding up) (?:the |her |his )?(?:chin|jaw)\b`,
        // "press the mask onto his face , jaw can drop".
        String.raw`\b(?:jaw|chin|mandible) (?:can|may|will just|is allowed to) (?:drop|fall|sag|hang|flop)\b|\b(?:jaw|chin|mandible) (?:can|may|will) (?:just )?(?:rest|stay|sit|be) (?:where it is|as it is|there)\b`,
        // "my fingers come off the jaw when I squeeze", "let the chin drop", "the chin can look after itself".
        String.raw`\bfingers? (?:come|comes|coming|drop|drops|dropping|slip|slips|slipping|fall|falls|falling) off ${THE}(?:jaw|chin|mandible)\b`,
        // "the jaw will sort itself out", "I let the jaw relax between breaths".
        String.raw`\bjaw (?:will|ll) sort itself out\b|\blet ${THE}jaw relax\b`,
        // "not bothering to lift the jaw, I'll press the mask into his face instead", "both hands flat on the mask pushing
        // down, never mind the jaw".
        String.raw`\bnot bother\w* (?:to |with )?(?:lift\w* |pull\w* (?:up )?)?${THE}(?:jaw|chin|mandible)\b|\bnever mind ${THE}(?:jaw|chin|mandible)(?: lift| thrust)?\b(?<=\bmask\b[^.?]{0,80})`,
        // "I just hold the mask on her face , the jaw will stay open by itself":
        // nothing lifted, the mask only held.
        String.raw`\b(?:jaw|chin) (?:will |ll |should |would )?(?:stay|stays|keep|keeps|remain|remains) (?:open|up|forward) (?:by itself|on its own|itself|without (?:help|me))\b`,
        // "no jaw lift , I just hold the mask on his face".
        String.raw`\bno (?:jaw lift|lifting of ${THE}jaw|lift of ${THE}jaw)\b(?![^.?]{0,30}\b(?:instead|but|thrust)\b)`,
        // "nobody needs to lift the jaw , the mask on its own is enough".
        String.raw`\b(?:nobody|no one|no 1) needs? to (?:lift|hold|support|thrust) ${THE}(?:jaw|chin|mandible)\b|\bmask on its own is enough\b`,
        String.raw`\blet ${THE}chin (?:drop|fall|sag|hang|flop)\b(?! (?:onto|on to|to|towards?) (?:his |her |the )?chest)|\b(?:jaw|chin) can look after itself\b`,
        // "push the mask onto her face harder , forget the jaw", "his jaw can stay where it is".
        // "mask hand only presses down , fingers kept off the jaw".
        String.raw`\bmask hand (?:only|just) (?:press\w*(?: down| on)?|holds? (?:it|the mask)(?: on)?)\b|\btak\w* my (?:hand|fingers) off ${THE}(?:jaw|chin|mandible)\b|\bfingers? (?:kept |stay |stays |are |held )?off ${THE}(?:jaw|mandible)\b(?! ?(?:angle|bone|line))`,
        String.raw`\bforget (?:about )?${THE}(?:jaw|chin|mandible)\b|\b(?:jaw|chin|mandible) can stay (?:where it is|put|as it is)\b`,
        // "the jaw can look after itself", "I stop lifting the jaw and just rest the mask on".
        String.raw`\b(?:jaw|chin) can look after itself\b|\binstead of (?:bothering with|lifting|holding) ${THE}(?:jaw|chin)\b|\bleav\w* ${THE}jaw (?:be|alone)\b|\bstop\w* lifting ${THE}(?:jaw|chin|mandible)\b|\bjust rest\w* ${THE}mask on\b`,
        // "squash the mask onto the face , no jaw lift needed".
        // Not "no jaw thrust needed, there's no neck injury, so I do a head tilt chin lift": one way of opening for another.
        // "the jaw lift isn't needed, he's floppy, the mask holds the airway".
        String.raw`\b(?:no (?:jaw (?:lift|thrust)|chin lift|lift\w*) (?:is )?|(?:jaw|chin) (?:lift|thrust) (?:is not|isn t|not) )(?:needed|necessary|required)\b(?![^.?]{0,60}\b(?:chin lift|head tilt|htcl|jaw thrust)\b)`,
        // "no need to hold the jaw up once the mask is on", "I do not need to lift the jaw".
        String.raw`\b(?:no|not|do not|does not) need (?:to )?(?:lift|hold|pull|keep)\w*(?: up)? ${THE}(?:jaw|chin|mandible)\b`,
        // "I let the jaw drop".
        // Not "let his chin drop onto his chest": that is the head flexed (BMV-3).
        String.raw`\blet(?:ting|s)? ${THE}(?:jaw|chin|mandible) (?:drop|fall|sag|slip)\b(?! (?:on|onto|to) ${THE}chest\b)`,
        // "my mask hand just rests on top of the mask": held on, nothing lifted.
        String.raw`\bmask hand (?:is |s )?(?:just |only |simply )?(?:rests?|resting|sits?|sitting|lies|lying|stays?|staying) (?:on|over|on top of) (?:top of )?(?:the )?mask\b`,
        // "his jaw dropped back but I will keep squeezing".
        String.raw`\b(?:jaw|chin|mandible|tongue) (?:has |is |s )?(?:dropped|fallen|falling|slipped|sagged|sagging|flopped) back\b(?=[^.;?]{0,12}\bbut (?:i will |i |we will |we )?(?:keep|carry on|continue|just))`,
        // "mask pressed onto face , jaw sagging , just keep bagging".
        String.raw`\b(?:jaw|chin|mandible) (?:is |s )?(?:sagging|slack|dropping|drooping|hanging)\b(?=[^.?]{0,40}\b(?:keep\w*|carry\w* on|just bag\w*|anyway|fine|leave it)\b)`,
        // "mask hand only on the mask, not bothering about the jaw".
        String.raw`\b(?:not|never) (?:worr\w*|bother\w*|car\w*|think\w*) (?:about|with) ${THE}(?:jaw|chin|mandible)(?: lift| thrust)?\b`,
        // "the nurse lifts the chin from the side" while I only hold the mask.
        seq(
          '(?=(?:the |a |my )?(?:nurse|colleague|assistant|helper|someone else|another person|rn) )',
          behind(String.raw`\bmask\b[^.;?]{0,60}`),
          String.raw`\b(?:the |a |my )?(?:nurse|colleague|assistant|helper|someone else|another person|rn)`,
          String.raw` (?:lifts|lifting|holds|holding|does|doing|keeps|keeping|pulls|pulling) ${THE}(?:chin|jaw)\b`,
        ),
        // "the nurse does the chin lift while I just hold the mask": the mask said after.
        seq(
          String.raw`\b(?:the |a |my )?(?:nurse|colleague|assistant|helper|someone else|another person|rn)`,
          String.raw` (?:is )?(?:lifts|lifting|holds|holding|does|doing|keeps|keeping|pulls|pulling) ${THE}(?:chin|jaw)\b`,
          ahead(
            String.raw`(?: (?:lift|thrust))?(?: ,)? (?:while|whilst|and|as) (?:i|we) (?:just |only |simply )?(?:hold|press|push|keep)\w* ${THE}mask\b`,
          ),
        ),
      ),
      {
        feedback: {
          what: 'The mask hand no longer keeps the airway open.',
          why: 'A mask held on without lifting the jaw lets the tongue fall back against the throat: the breaths go into the stomach or nowhere.',
          instead:
            'Keep lifting the bony jaw up into the mask with the last three fingers of the mask hand; with two people, one holds the mask with both hands and keeps the jaw thrust, the other squeezes.',
        },
      },
    ),
    cue(
      'pushMaskDown',
      ['BMV-17'],
      'bad',
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead(
          'push|press|squash|squish|shove|chin|jaw|head|face|without|just|only|simply|do|did|not|never|no|lean|hold|jam|mandible',
        ),
        group(
          anyOf(
            ...withoutPalm([
              seq(
                // Not "the jaw brought up to the mask , thumb and index press the mask down": the C of the E-C clamp,
                // with the jaw lifted.
                // The verb first, then the looks back.
                String.raw`\b(?:push|pushes|pushing|press|presses|pressing)${NOT_THE_C}`,
                // "press the mask harder onto his face, that should open it up".
                String.raw` (?:the )?mask (?:down|hard|harder|firmly down|harder (?=onto|into))${NOT_TO_A_SEAL}`,
                String.raw`(?: (?:on|onto|into) (?:the )?face)?\b`,
                // "pressing the mask down with my whole palm": the palm is the fault (BMV-13).
                String.raw`(?!(?: flat| firmly)? with (?:my |the |a |one )?(?:whole |flat |open )*(?:palm|fist))`,
                // Not "pressing the mask down with my thumb and index finger while my other three fingers lift his
                // jaw": the C of the E-C clamp, said before the E that lifts the jaw.
                String.raw`(?! with (?:my |the )?(?:thumbs?|thumb and (?:index|first))\b)(?![^.;?]{0,60}\b(?<!\b(?:instead of|without|not|no|rather than) )(?:lift|pull)\w* ${THE}(?:jaw|chin|mandible)(?! (?:is|isn t|is not) ))`,
                NO_PALM_BEFORE,
              ),
              // "press press press the mask into his face , that opens the airway": pressing believed to open it.
              String.raw`\bpress\w* (?:the )?mask (?:down )?(?:in|into|onto) (?:his |her |the )?face\b(?=[^.?]{0,40}\bopens? (?:up )?(?:the |his |her )?airway\b)`,
              // "mask is pressed down hard on his face".
              String.raw`\b(?:pressed|pushed|squashed) (?:down )?(?:hard|firmly|right down)\b(?<=\bmask (?:is |was |gets )?\w+ (?:down )?(?:hard|firmly|right down))`,
              // "I press the mask straight down onto her face", "hold the mask down hard on her face".
              String.raw`\b(?:press|push|hold)\w* (?:the )?mask (?:straight |right )?down(?: hard| firmly)? (?:on|onto)\b`,
              // "I just push it down hard onto his face", "squash the mask down": the mask named before "it".
              seq(
                String.raw`\b(?:push|pushes|pushing|press|presses|pressing|squash\w*|squish\w*|shove\w*)${NOT_THE_C}`,
                // Not "press it down evenly to a tight seal": the C sealing the mask.
                String.raw` (?:the mask|it) (?:down|hard|firmly down)\b${NOT_TO_A_SEAL}`,
                behind(String.raw`\bmask\b[^.;?]{0,60}`),
                String.raw`(?!(?: flat| firmly)? with (?:my |the |a |one )?(?:whole |flat |open )*(?:palm|fist))`,
                // Not "thenar eminences pressing it down , fingers lifting the jaw": the two-handed hold, jaw lifted.
                String.raw`(?<!\bthenar\b[^.;?]{0,40})(?![^.;?]{0,60}\b(?<!\b(?:instead of|without|not|no|rather than) )(?:lift|pull)\w* ${THE}(?:jaw|chin|mandible)(?! (?:is|isn t|is not) ))`,
                // Nor "top of the mask is sitting on her eyes, press it down anyway": pressed onto the eyes (BMV-15).
                String.raw`(?<!\b(?:eyes?|eyelids?|orbits?)\b[^.?]{0,80})`,
                NO_PALM_BEFORE,
              ),
              // Not "down on the top of the mask, onto his eyelids": there the eyes are the fault (BMV-15).
              // Nor "two fingers pushing down on the mask": the fingertip hold is BMV-13's fault.
              String.raw`\b(?:push|press)\w*(?<!\bfingers? \w+) down (?:on )?(?:the )?(?:top of (?:the )?)?mask\b(?![^.;?]{0,20}\b(?:eye|eyes|eyelids?|orbits?)\b)`,
              // "leaning my weight on the mask": the mask pressed down by weight.
              String.raw`\blean\w* (?:my (?:whole )?(?:body )?(?:weight|body) )?(?:on|onto|into|down on) (?:the |top of the )?mask\b`,
              // "I push the mask really hard down into his face".
              String.raw`\b(?:push|press)\w* ${THE}mask (?:really |very )?(?:hard|firmly) down (?:into|onto|on)\b`,
              // "so hard his chin is pushed back toward his chest".
              String.raw`\b(?:chin|jaw|head|face) (?:is |gets |getting |being )?(?:pushed|pressed|forced|driven) (?:back|down)\b`,
              String.raw`\b(?:push|press)\w* ${THE}(?:face|head|jaw) (?:down|back)\b`,
              // "I press the mask on the face without lifting the jaw": the negator belongs to the cue.
              String.raw`\bwithout (?:lift\w*|a jaw (?:lift|thrust)|pull\w*) ${THE}(?:jaw|chin|mandible)(?: up| forward)?(?: into ${THE}mask)?\b`,
              // "I just press the mask onto her face", "only pushing the mask on": a mask pressed on and nothing lifted.
              String.raw`\b(?:just|only|simply) (?:push|press)\w* (?:down )?on (?:the )?mask\b(?! (?:and|while|,) (?:lift|pull)\w*)|\b(?:just|only|simply) (?:push|press)\w* (?:the )?mask (?:(?:down |firmly |hard )?(?:on|onto|against|into)\b|down\b(?= and\b| ,|$))|\bpush\w* (?:the )?mask harder (?:onto|on|into|against)\b`,
              // "if it still leaks I'll push down harder", "my mask hand just holds the mask , and I press down firmly with
              // it": the mask pressed down, with the mask or its leak said before.
              String.raw`\b(?:push|press)\w* (?:it |the mask )?down (?:harder|firmly|hard)\b(?<=\b(?:mask|leak\w*|seal\w*)\b[^.?]{0,80})(?![^.;?]{0,30}\bseal)`,
              // "no need for two people , I will just press harder", "her head pressed into the trolley", "his jaw just
              // stays where it is": the mask pressed on, the jaw left.
              String.raw`\bjust (?:press|push)\w* (?:down )?harder\b(?<=\b(?:mask|leak\w*|seal\w*|(?:2|two) (?:people|persons?|hands))\b[^.?]{0,80})`,
              String.raw`\b(?:(?:push|press|squash|jam)\w* ${THE})?(?:head|face) (?:is |gets |being )?(?:(?:pressed|pushed|squashed|jammed) )?(?:down )?(?:into|onto|against) ${THE}(?:trolley|bed|mattress|pillow|table|cot)\b(?<=\b(?:press|push|squash|jamm?)\w*\b[^.?]{0,30})`,
              String.raw`\b(?:jaw|chin|mandible) (?:just )?(?:stays?|remains?|sits?) (?:where it is|put|as it is)\b`,
              // "hold the mask down with one hand and let his jaw do its own thing".
              String.raw`\b(?:jaw|chin|mandible) (?:do|does|doing|can do) its own thing\b|\b(?:jaw|chin|mandible) (?:sort|sorts|look|looks|fend|fends) (?:itself out|after itself|for itself)\b`,
              // "I just pinch the mask between finger and thumb , nothing on his jaw".
              String.raw`\bnothing (?:on|holding|lifting|supporting) ${THE}(?:jaw|chin|mandible)\b`,
              // "mask pressed on her face, I do not lift the jaw": after a mask pressed on, the jaw said not lifted.
              seq(
                // The whole negated verb is looked for before the look back, so it is tried only where that verb stands.
                '(?=(?:(?:do|does|did) not|not|never|no) (?:lift|pull|bring|jaw (?:lift|thrust)))',
                behind(
                  String.raw`\b(?:(?:press|push)\w* (?:the )?mask|mask (?:is )?(?:pressed|pushed|held))\b[^.;?]{0,50}`,
                ),
                String.raw`(?:(?:do|does|did) not|not|never|no) (?:lift\w*|pull\w*|bring\w*|jaw (?:lift|thrust)) ?(?:${THE}(?:jaw|chin|mandible))?\b`,
              ),
            ]),
          ),
        ),
      ),
      {
        // Unsafe: "if it still leaks I'll push the mask down harder" is what will be done, stopped now.
        unsafe: true,
        feedback: {
          what: 'Pushing the mask down onto the face.',
          why: 'Pressing down drives the jaw and tongue back and closes the airway you are trying to ventilate, and it spoils the seal.',
          instead:
            'Hold the mask still and lift the bony jaw up into it with the last three fingers of the mask hand.',
        },
      },
    ),
  ],
  nudge: 'Your mask hand has two jobs. What is the second one?',
  techniques: {
    lift_jaw_into_mask: 'I lift the jaw into the mask with the mask hand.',
    push_mask_down: 'I push the mask down onto the face.',
    release_jaw: 'I let go of the jaw and let it drop.',
  },
};
