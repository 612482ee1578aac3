import type { Cue } from '../types.ts';
import { anyOf, behind, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';

/**
 * Cues of no one checklist item, in the lexicon with the items' own: advanced airways (out of scope in a bag-mask
 * scenario, recognised so the reply can say so), ventilating as such ("start bagging", claimed before a bag is
 * read as chosen), "BVM", which names both the mask and the bag, watching the chest rise (BMV-7 and
 * BMV-20), the mask's two ends placed (BMV-11 and BMV-12), and one hand kept through a leak (BMV-13 and BMV-14).
 */
/** Not said as absent: "no leak", "not leaking", "without a leak", "any leak" are no leak. */
const NOT_DENIED = String.raw`(?<!\b(?:no|not|without|any) )`;
/** A leak said (not denied), looked back at or ahead to from where the one hand or the refusal stands. */
const LEAK = String.raw`\b${NOT_DENIED}leak\w*\b`;

export const SHARED_CUES: Cue[] = [
  // "big leak but I will stay one-handed, no need for a second person": the second person refused through a leak,
  // wrong as the mask hold (BMV-13) and as the leak left (BMV-14), as ten of twelve blind phrasings are labelled. (A
  // leak kept one-handed alone is the seal's fault, BMV-14's acceptLeak.)
  cue(
    'stayOneHanded',
    ['BMV-13', 'BMV-14'],
    'bad',
    // The leak or poor seal said before it is looked back at only where the refusal stands: with a good seal, one
    // hand is enough.
    anyOf(
      // "the seal is rubbish with one hand but I won't bother getting a second person", "we'll stay one-person , no time to
      // swap", "a one-hand hold's fine even though it's leaking".
      String.raw`\b(?:won t|will not|not) bother (?:getting|calling|with) (?:a |another )?(?:second|2nd|extra|other)? ?(?:person|pair of hands|helper)\b(?<=\b${NOT_DENIED}(?:leak\w*|poor|bad|loose|rubbish)\b[^.?]{0,100})|\bstay (?:1|one) person\b(?<=${LEAK}[^.?]{0,100})|\b(?:1|one) hand(?:ed)? hold (?:is |s )?(?:fine|ok|okay) even though (?:it is|it s|its) leak\w*`,
      // "one hand only, leak or no leak".
      String.raw`\b(?:1|just 1|only 1) hand(?:ed)?(?: only)?(?: will do| is enough| is fine| is ok)?(?: ,)? (?:leak or no leak|leak or not|whatever the leak|even with (?:a |the )?leak)\b`,
      // "keep going one-handed ; I don't need a second pair of hands", "one-handed, no need to get a second person".
      String.raw`\b1 handed(?: ,| ;)?(?: (?!but\b)\w+){0,3}? (?:do not need|don t need|dont need|no need for|no need to (?:get|call|grab|have|find)|without|and not get|and not call|rather than get|rather than call|instead of getting|instead of calling)(?:(?: a| any)? (?:second |2nd |1 sec |other |another |extra )?(?:person|pair of hands|hands|rescuer|helper|help)| (?:the |a )?(?:nurse|colleague|assistant) involved| (?:anyone|anybody|someone|somebody)(?: else)? (?:on|for|to hold) (?:the )?mask)\b(?<=\b${NOT_DENIED}(?:leak\w*|poor|bad|loose)\b[^.?]{0,100})`,
      // "leaking a lot but I'll keep bagging single-handed anyway", "... manage by myself with one hand": a second
      // person refused through a leak (by myself, anyway), instead of switching to two people. Not "no leak, I
      // keep going one-handed"; nor "it leaks but I keep going one-handed" alone (the seal left, BMV-14).
      seq(
        '(?=(?:1|single) hand)',
        behind(
          String.raw`\b(?:keep\w* (?:going|bagging|ventilating|squeezing|on)|carry\w* on|continu\w*|stay\w*|manag\w*|stick\w*)(?:(?: by myself| alone| on my own)(?: with| using)? (?=(?:1|single) hand)| (?=(?:1|single) hand(?:ed)? (?:anyway|regardless|all the same)\b)| with (?:my )?(?=(?:1|single) hand))`,
        ),
        String.raw`(?:1|single) hand(?:ed)?\b`,
        behind(
          String.raw`\b${NOT_DENIED}(?:leak\w*|hiss\w*|whistl\w*|escap\w*|poor|bad|loose)\b[^.?]{0,100}`,
        ),
      ),
      // "the seal is not great but with one person it will have to do".
      seq(
        String.raw`\b(?:with )?(?:1|one|single) (?:person|pair of hands)\b[^.?]{0,20}\b(?:will have to do|will do|is enough|it is enough)\b`,
        behind(
          String.raw`\b${NOT_DENIED}(?:leak\w*|poor|bad|loose|not great|not good|not tight)\b[^.?]{0,100}`,
        ),
      ),
      // "a leak but nobody is free , I keep going one handed", "leaking with one hand but I can manage alone": no
      // second person sought through a leak, one hand said before or after.
      seq(
        String.raw`(?=nobody|no one|no 1|manag|both|all|every|the|nurs|staff)(?:(?:nobody|no one|no 1)(?: else)? (?:is |s )?(?:free|around|available|spare|here to help|to help)|manag\w* (?:alone|on my own|by myself)|(?:both |all |all the |the )?(?:nurses|staff|colleagues|everyone|everybody|others) (?:are |is )?(?:busy|tied up|occupied))\b`,
        behind(
          String.raw`\b${NOT_DENIED}(?:leak\w*|hiss\w*|whistl\w*|escap\w*|poor|bad|loose)\b[^.?]{0,100}`,
        ),
        String.raw`(?:(?<=\b(?:1|single) hand[^.?]{0,80})|(?=[^.?]{0,60}\b(?:1|single) hand))`,
      ),
      // "it's leaking , but one hand is fine for a baby ; I won't call anyone over".
      // "one hand on the mask , leak or not , we don't need two people".
      String.raw`\b(?:do not|don t) need (?:2|two) (?:people|persons|hands|person technique)\b(?<=${LEAK}[^.?]{0,100})`,
      // "it's leaking a lot but I'll carry on , no need for a second pair of hands", "still leaking with one hand but I
      // don't want to take the nurse away from the drugs": the second person refused through a leak.
      String.raw`\b(?:no need for|(?:do|does) not need|don t need|without) (?:a |any )?(?:second|2nd|other|another|extra) (?:person|pair of hands|rescuer|helper)\b(?<=\b(?:${NOT_DENIED}leak\w*|seal (?:is |s )?(?:not great|not good|not tight|poor|bad|loose))\b[^.?]{0,100})`,
      // "big leak , but I'll manage one-handed", "it leaks a lot , I'm not getting anyone to bag", "2-person declined",
      // "I'll just press harder with the one hand".
      String.raw`\b(?:manag\w*|cope|coping) (?:1|single) handed\b(?<=${LEAK}[^.?]{0,100})|\bnot getting (?:anyone|anybody|someone|somebody|a second person|another person) (?:to|on) (?:bag|help|hold|squeeze|the mask)\b(?<=${LEAK}[^.?]{0,100})|\b(?:2|two) person(?: technique| bvm| ventilation)? (?:declined|refused)\b|\brefus\w* to (?:wait for|get|call|have) (?:a |another )?(?:second|2nd|extra|other) (?:person|pair of hands|helper)\b(?<=${LEAK}[^.?]{0,100})|\bdeclin\w* (?:the |a )?(?:2|two|second) person\b|\b(?:press|push)\w* harder with (?:the |my )?(?:1|one|single) hand\b`,
      String.raw`\b(?:do not|don t) want to (?:take|pull|drag|bother|call) (?:the |a |my |our )?(?:nurse|colleague|helper|assistant|someone|anyone)\b(?<=${LEAK}[^.?]{0,80})(?=[^.?]{0,80}\b(?:1|one|single) hand)`,
      // "I can hold with one hand , I don't need a second person even if it leaks", "mask leaks but I'm not getting a
      // second person , I'll manage one-handed", "it leaks but I can manage one-handed , I don't need anyone else".
      String.raw`\b(?:do not|don t|not) (?:need\w*|want\w*|get\w*|call\w*) (?:a |any |another )?(?:(?:second|2nd|extra|other) (?:person|pair of hands|helper)|anyone else|anybody else)\b(?:(?<=\b(?:1|one|single) hand\w*\b[^.?]{0,80})|(?=[^.?]{0,40}\b(?:1|one|single) hand))(?:(?<=${LEAK}[^.?]{0,120})|(?=[^.?]{0,40}\b${NOT_DENIED}leak))`,
      // "I'm not going to bother with two hands , the leak is small".
      String.raw`\bnot (?:going to )?bother (?:with|getting) (?:2|two) (?:hands|people|person technique|person)\b(?:(?<=${LEAK}[^.?]{0,80})|(?=[^.?]{0,40}\b${NOT_DENIED}leak))`,
      // "it leaks, but I'll stay one-handed, a second person just gets in the way", "I'd rather stay one-handed than have
      // someone else squeeze", "leak's still there one-handed; no, don't help, I'll carry on by myself".
      String.raw`\b(?:second person|2nd person|someone else|somebody else|another person|extra person|the nurse|a helper)(?: would| will)? (?:just |only )?(?:gets?|be|is|are) in the way\b(?<=${LEAK}[^.?]{0,100})|\brather (?:stay|keep|carry on|go on|do it|manage)\w*(?: \w+){0,2}? (?:1|single) handed\b(?<=${LEAK}[^.?]{0,100})|\b(?:do not|don t) help\b(?<=${LEAK}[^?]{0,100})(?=[^.?]{0,50}\b(?:by myself|alone|on my own|myself)\b)`,
      // "it leaks but I carry on one handed, no spare hands".
      String.raw`\bno (?:spare|free|extra) (?:hands|pair of hands|person|people|staff)\b(?<=${LEAK}[^.?]{0,100})(?<=\b(?:1|single) hand\w*\b[^.?]{0,60})`,
      // "big leak, stay 1 hand, no 2-person": shorthand, the second person refused after the leak.
      String.raw`\bno (?:2|two|second) person(?: technique| bvm| ventilation)?\b(?<=${LEAK}[^.?]{0,80})`,
      // "leaking a lot , but two-person is overkill".
      String.raw`\b(?:2|two) person(?: technique)? (?:is |would be )?(?:overkill|not needed|unnecessary|too much)\b(?<=${LEAK}[^.?]{0,60})`,
      // "still leaking , nurse offered to help but I'm fine one-handed".
      String.raw`\b(?:i m|i am) (?:fine|ok|okay) (?:1|one|single) handed\b(?<=${LEAK}[^.?]{0,80})`,
      // "it's leaking , but I'll hold and squeeze alone , no need for help": help for the mask refused through a leak.
      seq(
        String.raw`\b(?:alone|on my own|by myself|single handed|1 handed)\b`,
        behind(
          String.raw`\b${NOT_DENIED}(?:leak\w*|hiss\w*|whistl\w*|escap\w*|poor seal|bad seal)\b[^.?]{0,80}`,
        ),
        String.raw`(?=[^.?]{0,30}\bno need for (?:any )?(?:help|a hand|a second (?:person|pair of hands)|another person|(?:2|two) people)\b)`,
      ),
      // "one hand is fine , even with this leak at the side", "one hand is fine , I'll squeeze harder to make up for
      // the leak": the leak said after.
      seq(
        String.raw`\b(?:1|one|single) hand(?: on (?:the )?mask)? (?:is |s |will be |should be )?(?:fine|enough|ok|okay|plenty)\b`,
        // "... even with air coming out the sides".
        String.raw`(?:${behind(String.raw`\b${NOT_DENIED}(?:leak\w*|hiss\w*|whistl\w*|escap\w*|poor seal|bad seal|loose)\b[^.?]{0,60}`)}|(?=[^.?]{0,80}\b${NOT_DENIED}(?:leak\w*|hiss\w*|poor seal|bad seal|air (?:\w+ )?(?:coming|escaping|leaking|blowing|hissing) out)\b))`,
      ),
      // "I'll keep going with one hand ; it's leaking but the second person is busy": the leak said after.
      String.raw`\b(?:keep\w* (?:going|bagging|ventilating|on)|carry\w* on|stay\w*|stick\w*) (?:with )?(?:1|one|single) hand(?:ed)?\b(?=[^.?]{0,40}\b${NOT_DENIED}leak\w*)`,
      // "one hand on the mask even though it's leaking , we don't need a second person", "I keep my grip as it is even
      // though air escapes , no second person needed": the second person refused through a leak.
      seq(
        String.raw`\b(?:(?:do not|don t|dont|will not) need (?:a |any )?(?:second|2nd|another|extra|other) (?:person|pair of hands|rescuer)|no (?:second|2nd|other|extra) (?:person|pair of hands) (?:is )?(?:needed|necessary|required))\b`,
        behind(String.raw`\b${NOT_DENIED}(?:leak\w*|escap\w*|hiss\w*|poor seal|bad seal)\b[^.?]{0,80}`),
      ),
      // "I'll manage one-handed even if it leaks": the leak foreseen and accepted.
      String.raw`\b(?:keep\w* (?:going|bagging|on)|carry\w* on|stay\w*|manag\w*|do it|stick\w*) (?:with )?(?:1|single) hand(?:ed)? (?:even|also) (?:if|though|when) (?:it |the mask |the seal |there is a )?(?:leak\w*|is leaking|is not seal\w*)`,
      // "the seal keeps breaking but no time to get a second person", "two-person takes too long, I'll stay
      // one-handed": the second person refused for time through a leak.
      seq(
        String.raw`\b(?:no time (?:to (?:get|call|grab|find|wait for) |for )(?:a |an )?(?:second|2nd|other|extra|another) (?:person|pair of hands|rescuer)|(?:2|two) person(?: technique| hold)? (?:takes|would take|is) (?:too long|too slow|forever))\b`,
        behind(
          String.raw`\b${NOT_DENIED}(?:leak\w*|seal\w* (?:is |s |keeps )?(?:bad|poor|loose|not good|not great|breaking|breaks)|(?:bad|poor|loose) seal)\b[^.?]{0,100}`,
        ),
      ),
      // "it's leaking but I'll keep going one-handed , the nurse is busy": the second person's hands kept elsewhere.
      seq(
        String.raw`\b(?:nurse|colleague|everyone|everybody|the others?) (?:is |are |s )?(?:busy|tied up|occupied)\b(?<=\b(?:1|single|one) hand\w*\b[^.?]{0,60})`,
        behind(String.raw`\b${NOT_DENIED}(?:leak\w*|poor seal|bad seal)\b[^.?]{0,120}`),
      ),
      // "leaking on both sides , but I won't call the nurse over , I'll just keep going one-handed".
      seq(
        String.raw`\b(?:do not|don t|won t|will not|not going to) (?:call|get|ask)\w* (?:the |a )?(?:nurse|colleague|someone|anyone|second person)(?: over| in)?\b(?=[^.?]{0,60}\b(?:1|one|single) hand)`,
        behind(String.raw`\b${NOT_DENIED}(?:leak\w*|poor seal|bad seal)\b[^.?]{0,80}`),
      ),
      // "one-handed EC is fine , even with this leak".
      String.raw`\b(?:1|one|single) handed (?:ec |e c |c e )?(?:clamp |grip |hold )?(?:is |s )?(?:fine|enough|ok|okay)\b(?=[^.?]{0,40}\b${NOT_DENIED}leak\w*)`,
      // "it's leaking but I'll keep one hand , no need for a second pair of hands".
      String.raw`\bkeep\w* (?:1|one|single) hand\b(?=[^.?]{0,30}\bno need for)(?<=${LEAK}[^.?]{0,60})`,
      // "I'll do mask and bag on my own even though it leaks", "it's leaking a lot but I'm fine doing it alone".
      String.raw`\b(?:on my own|alone|by myself) even (?:though|if) (?:it |the mask |the seal )?(?:leak\w*|is leaking)\b|\b(?:i m|i am) fine (?:doing it |doing this )?(?:alone|on my own|by myself)\b(?<=${LEAK}[^.?]{0,60})`,
      // "I will do it one handed , the leak is not that bad": the leak seen and played down.
      String.raw`\b(?:1|single) handed\b[^.?]{0,30}\bleak\w* (?:is |s )?not (?:that |too |so )?(?:bad|big)\b`,
      // "seal's bad but I'll manage alone", "leak everywhere, doesn't matter, I'll do it alone": a poor seal said, and
      // the second person refused in so many words.
      seq(
        String.raw`(?=manag|do )(?:manag\w*|do (?:it|this)) (?:(?:1|single) handed )?(?:alone|on my own|by myself|without (?:a |any )?help)\b`,
        behind(
          String.raw`\b${NOT_DENIED}(?:seal\w* (?:is |s )?(?:bad|poor|loose|not good)|(?:bad|poor|loose) seal|leak\w*)\b[^.?]{0,60}`,
        ),
      ),
    ),
    {
      feedback: {
        what: 'Staying one-handed with a poor seal.',
        why: 'If one hand cannot seal the mask, the breaths leak out around it and the child is not ventilated.',
        instead:
          'Use the two-person technique: one person holds the mask with both hands in a double E-C clamp and lifts the jaw, the other squeezes the bag.',
      },
    },
  ),
  // "watching the chest rise" while bagging: the breaths are seen to work (BMV-20), and that is a reassessment.
  cue(
    'watchChestRise',
    ['BMV-7', 'BMV-20'],
    'good',
    String.raw`\b(?:watch\w*|observ\w*)(?: for| the| his| her| a| good| visible| adequate)* (?:chest (?:rise|rising|rises|movement|moving|moves|expan\w*)|rise of the chest)\b`,
  ),
  cue(
    'advancedAirway',
    [],
    'detail',
    anyOf(
      String.raw`\bintubat\w*`,
      String.raw`\bett\b`,
      String.raw`\bendotracheal\w*`,
      String.raw`\b(?:video ?)?laryngoscop\w*`,
      String.raw`\blma\b`,
      String.raw`\blaryngeal mask\w*`,
      String.raw`\bi ?gel\b`,
      String.raw`\bsupraglottic\w*`,
      String.raw`\bcricothyr\w*`,
    ),
  ),
  cue(
    'ventilate',
    [],
    'good',
    anyOf(
      seq(
        String.raw`\b`,
        group(
          anyOf(
            'start',
            'starts',
            'starting',
            'begin',
            'begins',
            'beginning',
            'continue',
            'continues',
            'continuing',
            String.raw`commence\w*`,
            String.raw`initiate\w*`,
            String.raw`provide\w*`,
            'give',
            'gives',
            'giving',
            String.raw`perform\w*`,
            String.raw`deliver\w*`,
            'keep',
            'keeps',
          ),
        ),
        String.raw`(?: \w+){0,2}? `,
        group(String.raw`bvm|bagging|ventilat\w*|breaths?|rescue breath\w*|ppv|positive pressure`),
        String.raw`\b`,
      ),
      String.raw`\bbvm ventilation\b`,
      String.raw`\bbag\w* (?:him|her|them|the (?:patient|child|baby|infant|boy|girl|kid))\b`,
      String.raw`\bbag\w* (?:at|gently)\b`,
      String.raw`\bbagging\b`,
      String.raw`\bventilat\w*`,
      String.raw`\bppv\b`,
      String.raw`\bpositive pressure ventilation\b`,
      String.raw`\brescue breath\w*`,
    ),
  ),
  cue('bvm', ['BMV-8', 'BMV-9'], 'detail', String.raw`\bbvm\b`),
  // "narrow part on his nose, the rest over his mouth": both ends of the mask placed, the lower one over the mouth,
  // say which way round it goes and that it covers the mouth and the nose. ("apex to the nose, base in the chin
  // cleft" says only which way round: BMV-11's maskOrientation; the blind sets' authors do not read it as covering
  // the mouth.)
  cue(
    'maskBothEnds',
    ['BMV-11', 'BMV-12'],
    'good',
    seq(
      String.raw`\b(?:narrow|pointed|pointy|apex|top|tip|nasal|upper|small|smaller|thin)(?: end| part| bit| point| portion| edge)?`,
      String.raw`(?: of (?:the )?mask)? (?:\w+ )?(?:over|on|at|onto|across|against|to|toward|towards) ${THE}`,
      String.raw`(?:bridge of ${THE}nose|(?:nasal|nose) bridge|nose)\b[^.;?]{0,40}?`,
      String.raw`\b(?:wide|broad|round|rounded|bottom|lower|base|rest)(?: end| part| bit| portion| edge)?(?: of (?:the )?mask)? `,
      String.raw`(?:\w+ )?(?:over|on|in|into|onto|covers?|covering|under|below) ${THE}mouth\b`,
    ),
  ),
  // "tilt his head back", "tip her head back a bit": a head tilt with no chin lift said. It opens the airway
  // (BMV-4); with a possible neck injury it is wrong both as a head tilt (BMV-4) and as the neck moved (BMV-3):
  // the blind sets' authors label it one or the other, three sets each way.
  cue(
    'tipHeadBack',
    ['BMV-4', 'BMV-3'],
    'good',
    anyOf(
      String.raw`\btilt\w* ${THE}head(?: back| slightly| gently)*\b`,
      // "tip his head back": the head tilted by another verb (not "tip" alone, a hint asked for).
      String.raw`\b(?:tip|tips|tipping|tipped) ${THE}head (?:back|backwards)\b`,
      // "I tip his forehead back with one hand", "tilt his chin right up": the head tilted all the same.
      String.raw`\b(?:tip|tips|tipping|tipped|tilt|tilts|tilting|tilted|push|pushes|pushing|pushed) ${THE}forehead (?:back|backwards)\b|\btilt\w* ${THE}chin (?:right |all the way )?up\b`,
      // "a bit of extension is fine": the head tilted back, said as its extension.
      String.raw`\b(?:a bit of|a little|a little bit of|some|slight|mild) (?:neck |head )?extension (?:is |will be |should be )?(?:fine|ok|okay|alright|all right)\b`,
    ),
  ),
];
