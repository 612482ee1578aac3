import type { Cue } from '../types.ts';
import { anyOf, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';

/**
 * Cues of no one checklist item, in the lexicon with the items' own: advanced airways (out of scope in a bag-mask
 * scenario, recognised so the reply can say so), ventilating as such ("start bagging", claimed before a bag is
 * read as chosen), "BVM", which names both the mask and the bag, watching the chest rise (BMV-7 and
 * BMV-20), and the mask's two ends placed (BMV-11 and BMV-12).
 */
export const SHARED_CUES: Cue[] = [
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
    ),
  ),
];
