/**
 * Canonical forms for units, abbreviations and synonyms, so the lexicon's patterns can name one form: "O2 at
 * 15 L/min" becomes "oxygen at 15 lpm", "one breath every 3 s" becomes "1 breath every 3 sec", "ambu bag" and
 * "BVM" become "bvm", "guedel" and "oral airway" become "opa". Order matters: units before the words they
 * contain, oximetry ("O2 sats") before oxygen.
 */

import { type CanonicalForm, NUMBER, RANGE_TAIL, rule, unitForms } from '../text/canonical-form.ts';
import { SIZE_WORDS } from './words.ts';

/** Words between a noun and "the <size> one" that end in a negator: the size named is the one refused. */
const NEGATED_END = /\b(?:not|never|than|instead of|no)$/;

/** Who a bag or mask is for, as the size word that names them. */
const SINGULAR: Record<string, string> = {
  children: 'child',
  kids: 'kid',
  infants: 'infant',
  babies: 'baby',
  adults: 'adult',
  toddlers: 'toddler',
  newborns: 'newborn',
  neonates: 'neonate',
};

/**
 * A text already in canonical form ("bvm", "spo2", "heart rate") is not matched where that is simple to say: it
 * would only be rewritten as itself, at the cost of a copy of the text.
 */
export const CANONICAL_FORMS: readonly CanonicalForm[] = [
  // "a breath every single second", "forty breaths in a single minute": "single" only stresses the unit.
  rule(/\b(every|a|one|each) single (second|minute|breath)\b/g, '$1 $2'),
  // "oxygen tubing from the bag to the flowmeter , set at 15": a bare number the flowmeter is set at is its flow.
  rule(
    /\b([1-9]|1[0-5])\b(?<=\b(?:flowmeter|flow meter|flow|oxygen|o2)\b[^.;?]{0,40}\b(?:set|turned|turn|dialled|dialed|running|run|flowing|open|opened) (?:it )?(?:up )?(?:at|to) (?:[1-9]|1[0-5]))(?![\d.]| ?(?:ml|lpm|per|%|l\b|liters?|litres?|kg|sec|min|times|x|breaths?)\b)/g,
    '$1 lpm',
  ),
  // "give him the whole 1.5 litres every breath": a volume per breath (the whole bag), not an oxygen flow.
  rule(
    /\b(whole|entire|full) \d(?:\.\d+)? ?(?:l|litres?|liters?)\b(?= (?:every|each|per|a|with every|with each|on every|on each) (?:breath|squeeze)| in\b)/g,
    '$1 bag',
  ),
  // "hook the bag up to the 02": the zero dictated for the letter.
  rule(/(?<![\d.])\b02\b(?![\d.]| ?(?:ml|lpm|%|kg|sec|min))/g, 'o2'),
  // "the balloon of 500" (French "ballon"), "a bag of 500": the bag and its volume.
  rule(
    /\bballoon\b(?=[^.;?]{0,30}\b(?:\d{3,4}|mask|oxygen|o2|valve)\b)|(?<=\b(?:mask|valve) )balloon\b/g,
    'bag',
  ),
  rule(/\bbag of (\d{3,4})\b(?![\d.-]| ?(?:-|to|or) ?\d| ?ml)/g, 'bag of $1 ml'),
  // "it dosent cover her eyes", "usin the same hand", "behind the angels of the jaw": typed fast, real words or too short
  // for the corrector.
  rule(/\b(?:dosent|dosen t|doesnt|dosnt|doesent)\b/g, 'does not'),
  rule(/\busin\b/g, 'using'),
  rule(/\bfoward\b/g, 'forward'),
  // "cubre boca y nariz", "Mund und Nase": the mouth and nose, in Spanish or German.
  rule(/\b(?:boca y nariz|nariz y boca|mund und nase|nase und mund)\b/g, 'mouth and nose'),
  // "call 4 help": the number typed for the word.
  rule(/\b(call\w*|shout\w*|ask\w*) 4 help\b/g, '$1 for help'),
  // "anaesth bleeped": the anaesthetist, shortened.
  rule(/\b(?:anaesth|anesth)\b/g, 'anaesthetist'),
  // "the little bag is fine": the small bag.
  rule(/\blittle (?=(?:bag|bvm|ambu)\b)/g, 'small '),
  // "the oral tube, the plastic one in the mouth, to keep the tongue away": an oral airway, said by what it does.
  rule(/\boral tube\b(?=[^.?]{0,60}\btongue\b)/g, 'oral airway'),
  // "im at the heed of the trolley": a real word typed for the head, where a bed stands.
  rule(
    /\bheed of (?=(?:the |his |her )?(?:bed|trolley|cot|couch|table|stretcher|gurney|incubator|resuscitaire|bay)\b)/g,
    'head of ',
  ),
  // "20 breathes a min": the verb typed for the noun, after a number.
  rule(/\b(\d{1,2}) breathes\b/g, '$1 breaths'),
  // "each breath during one second" (French "pendant une seconde").
  rule(/\bduring (?:1|one) (?:sec|second)\b/g, 'over 1 sec'),
  // "the whole 500 in one go": the whole bag.
  rule(/\b(whole|entire) (?:[2-9]\d\d|1\d\d\d)(?: ml)?\b(?! ?(?:ml )?(?:bag|bvm|self))/g, '$1 bag'),
  // "TD + OPA right way up": a tongue depressor, shortened, beside an oral airway.
  rule(
    /\btd\b(?=[^.?]{0,20}\b(?:opa|guedel|oral airway)\b)|\btd\b(?<=\b(?:opa|guedel|oral airway)\b[^.?]{0,20})/g,
    'tongue depressor',
  ),
  // "I control chest, saturation and heart rate" (kontrollieren, controler: to check).
  rule(
    /\bcontrol\w*(?= (?:again )?(?:the |his |her )?(?:chest|spo2|sats?|saturations?|heart rate|vitals|obs)\b)/g,
    'check',
  ),
  // "bagging her at one a second": 60 a minute.
  rule(
    /\b(?:at )?1 (?:a|per|every) sec(?:ond)?\b(?<=\b(?:bag\w*|ventilat\w*|breath\w*|squeez\w*|puff\w*|going at(?: about| around)?)\b[^.?]{0,30})/g,
    '60 per min',
  ),
  // "20 for minute" (por minuto): a rate.
  rule(/\b([1-6]\d) for (?:a |the |one )?minute\b/g, '$1 per min'),
  // "push the rate up to 40": the rate set.
  rule(
    /\b(?:rate|speed\w*) (?:up |down )?to ([1-9]\d)\b(?! ?(?:per|\/|ml|lpm|%|kg|sec))(?<=\b(?:rate|(?:speed\w*(?<=\b(?:bag\w*|breath\w*|ventilat\w*|squeez\w*|i)\b[^.?]{0,20}\bspeed\w*)))(?: up| down)? to \d\d)/g,
    'rate $1 per min',
  ),
  // "every two and a half seconds", "one and half litre": the half joined to its number; "one point six litre":
  // a decimal said in words.
  rule(/\b(\d{1,2}) and (?:a )?half\b/g, '$1.5'),
  rule(/\b(\d{1,2}) point (\d)\b/g, '$1.$2'),
  // "the 500 self-inflater", "self inflater": the self-inflating bag.
  rule(/\bself inflaters?\b/g, 'self inflating bag'),
  // "self inflating bag , the 500": a bare volume said just after a bag, at the end of the clause.
  rule(
    /\b([2-9]\d\d|1\d\d\d)\b(?<=\b(?:bvm|bag)s?\b[^.;!?]{0,30} (?:, )?the (?:[2-9]\d\d|1\d\d\d))(?= ?(?:$|[.,;!]))/g,
    '$1 ml bag',
  ),
  rule(
    /\bangels\b(?= of (?:the |his |her )?(?:jaw|mandible))|(?<=\bbehind (?:the |his |her )?)angels\b/g,
    'angles',
  ),
  // "mask over N+M": the shorthand for the nose and the mouth, after a mask ("+" is read as "and").
  rule(/\b(?:n and m|m and n)\b(?<=\bmask\b[^.;?]{0,60})/g, 'nose and mouth'),
  // "mask over nose adn mouth", "an e.c. clam": typed fast.
  rule(/\badn\b/g, 'and'),
  rule(/\be \. ?c \.?(?= clam)|\bec clam\b/g, (m: string) => (m.endsWith('clam') ? 'ec clamp' : 'ec'), [
    'ec',
    'clamp',
  ]),
  // "shoulder rol", "lifting jaw in to mask": a short word mistyped, or split, where the corrector does not reach.
  rule(/\brol\b(?<=\b(?:shoulder|towel|blanket|neck) rol)/g, 'roll'),
  rule(/\bin to (?=(?:the |his |her )?(?:mask|cushion)\b)/g, 'into '),
  // "with the spatula on the tongue": the tongue depressor, as British wards name it.
  rule(/\b(?:tongue )?spatulas?\b/g, 'tongue depressor'),
  // "not faster than one every 2 seconds", "no quicker than 30 a minute": the upper bound of the rate.
  rule(/\b(?:not|no) (?:going )?(?:any )?(?:faster|quicker) than\b/g, 'at most'),
  // Volumes written in litres ("a 1.6 l adult bag") before flows, which also use litres.
  rule(
    // Not "oxygen at 2 litres on the bag": a flow given to the bag (a preposition before it) is no volume.
    new RegExp(
      `\\b${NUMBER} ?(?:l|liters?|litres?)\\b(?= (?:(?!(?:on|to|into|through|via|in|at|per|for|of)\\b)[a-z]+ ){0,2}(?:bag|bvm|ambu|sib|self inflating))`,
      'g',
    ),
    (_, n) => `${Math.round(Number(n) * 1000)} ml`,
    ['ml'],
  ),
  // "full 1.6 L squeeze , hard": a litre figure with a decimal, said of a squeeze or a breath, is its volume.
  rule(
    /\b(\d\.\d+) ?(?:l|liters?|litres?)\b(?= (?:squeez\w*|breaths?|inflations?|volumes?)\b)/g,
    (whole: string, n: string) =>
      Number(n) >= 0.2 && Number(n) <= 3 ? `${Math.round(Number(n) * 1000)} ml` : whole,
    ['ml'],
  ),
  // "the adult self-inflating bag , about 1.5 litres": a volume in litres said just after the bag, with no oxygen
  // or flow between (the half already joined: "one and a half" is "1.5").
  // (The "no digit or point before" look back comes after the first digit, so the search skips to digits.)
  rule(
    new RegExp(
      `\\b(\\d(?<![\\d.]\\d)\\d*(?:\\.\\d+)?) ?(?:l|liters?|litres?)\\b(?<=\\b(?:bag|bvm|ambu|sib)s?\\b(?:(?!oxygen|o2|flow|wall)[^.;?]){0,30}?(?<!\\b(?:on|to|into|through|via|in|at|per|for|of|with) (?:about |around |roughly )?)\\d+(?:\\.\\d+)? ?(?:l|liters?|litres?))(?! ?(?:per|a min|an hour|\\/|of (?:oxygen|o2)|oxygen|o2|lpm|flow))`,
      'g',
    ),
    (_, n) => (Number(n) >= 0.2 && Number(n) <= 2 ? `${Math.round(Number(n) * 1000)} ml` : _),
    ['ml'],
  ),
  rule(
    new RegExp(
      // The look back is tried after a number in litres, not at every place (it ends with the number and unit
      // matched; what comes before a match is never a digit or a point).
      `(\\d(?<![\\d.]\\d)\\d*(?:\\.\\d+)?) ?(?:l|liters?|litres?)\\b(?<=\\b(?:bag|bvm|ambu)s?(?: (?!oxygen|flow|wall|on\\b|at\\b)\\w+){0,4} (?:\\(? ?|, (?:the )?(?:full |whole )?|of (?:about |around |roughly |approximately |approx |~ ?)?)\\d+(?:\\.\\d+)? ?(?:l|liters?|litres?))(?! ?(?:\\/|per|a min))`,
      'g',
    ),
    // "the adult bag , 1.6 litres", "a bag of about 1.5 litres", "adult bag , the 1.5 litre one", "squeeze the adult bag
    // all the way , the full 1.6 litres": only a bag's size (up to 3 l), not "bag , 15 litres" of oxygen.
    (whole: string, n: string) =>
      whole.length > 0 && Number(n) <= 3 ? `${Math.round(Number(n) * 1000)} ml` : whole,
    ['ml'],
  ),
  // "not the infant bag , too small , the 500 one", "give me the 500 instead": a bag named by its volume alone.
  rule(
    /\b(\d{3,4})(?= (?:1|one|instead)\b)(?<=\b(?:bag|bvm|sib)s?\b[^.?]{0,80}\b(?:the|a) \d{3,4})/g,
    '$1 ml',
  ),
  // "500 ml" is already in form: only a unit glued on ("500ml") or written otherwise is matched.
  // "500 mil", "500 mill": said as heard.
  rule(
    new RegExp(`\\b${NUMBER}(?: ?(?:mls|mil|mill|cc|milliliters?|millilitres?)|ml)(?![a-z])`, 'g'),
    '$1 ml',
  ),
  // "500 mils": millilitres, though "mils" alone is read as MILS (manual in-line stabilisation) first.
  rule(new RegExp(`\\b${NUMBER} ?manual in line stabilization\\b`, 'g'), '$1 ml'),
  // "the half litre bag"; "infant BVM half a litre" (the volume said just after the bag).
  rule(
    /\bhalf (?:a )?(?:liter|litre|l)(?= (?:self inflating |pediatric |child )?(?:bvm|bag)s?\b)/g,
    '500 ml',
  ),
  rule(/\bhalf (?:a )?(?:liter|litre)\b(?<=\b(?:bvm|bag) half (?:a )?(?:liter|litre))/g, '500 ml'),
  // "500 ml self inflating bad": a bag typed with a d.
  rule(/ bad\b(?<=\b(?:self inflating|ml) bad)/g, ' bag'),
  ...unitForms(
    ' ?(?:lpm|l ?/ ?min(?:ute)?s?|l ?/ ?m|(?:l|liters?|litres?)(?: (?:per|a|an|each|every) min(?:ute)?s?| ?/ ?min(?:ute)?s?)?)(?![a-z])',
    'lpm',
  ),
  ...unitForms(
    ' ?(?:breaths?|times|x|ventilations|puffs|squeezes)? ?(?:/ ?min(?:ute)?s?|per min(?:ute)?s?|a min(?:ute)?|an? minute|each minute|every minute|bpm|rpm|(?:in|over|within|during) (?:a|1|one|that|this|the|the last|the past|the first) min(?:ute)?)(?![a-z])',
    'per min',
  ),
  // "rate 24", "at a rate of 20": the ventilation rate (the vitals' rates were named above).
  rule(
    /(?=rate )(?<!(?:heart|respiratory|pulse) )\brate (?:of |at |is |= ?|: )?(?:about |around |approximately |roughly |~ )?(\d+)(?:-(\d+))?\b(?! ?(?:ml|lpm|sec|kg|mm|fr|%|per|\/|breaths?|every|each|q|x|times|a minute))/g,
    (_, low, high) => `rate ${high ? `${low}-${high}` : low} per min`,
    ['rate', 'per', 'min'],
  ),
  rule(
    new RegExp(`\\bq ?${NUMBER}${RANGE_TAIL} ?(?:seconds?|secs?|s)(?![a-z])`, 'g'),
    (_, low, high) => `every ${high ? `${low}-${high}` : low} sec`,
    ['every', 'sec'],
  ),
  // "bagging at 20", "bagging at around 20": a bare number after a ventilating verb is a rate (from 16: "bag at 15"
  // may be the oxygen).
  rule(
    /\b(bag|bags|bagging|ventilate|ventilating|ventilates|squeezing|puffs|breaths) at ((?:about|around|roughly|approximately) )?([1-9]\d)\b(?![\d.-]| ?(?:ml|lpm|per|sec|%|l\b|liters?|litres?|times|x|kg|kilos?|cm|mm|years?|yrs?|y\b|months?|mo\b|weeks?|wk)|-\d)/g,
    (whole: string, verb: string, hedge: string | undefined, n: string) =>
      Number(n) >= 16 ? `${verb} at ${hedge ?? ''}${n} per min` : whole,
    ['per', 'min'],
  ),
  // "rate q3", "breaths q 3": one breath every 3 seconds.
  rule(
    /q ?([2-6])\b(?<=\b(?:rate|breaths?|bag\w*|ventilat\w*|squeez\w*) q ?[2-6])(?! ?(?:h|hr|hrs|hours?|min|mins|minutes?|sec|s)\b)/g,
    'every $1 sec',
  ),
  // "one breath every second", "a breath a second": one second apart.
  rule(
    /(?:a|per|each|every) (?:second|sec)\b(?<=\bbreaths? (?:a|per|each|every) (?:second|sec))|\bevery (?:second|sec)\b(?! (?:breath|person|rescuer|provider|hand|one|bag|mask))/g,
    'every 1 sec',
  ),
  // Not "sats still in the 70s", "the low 80s": a decade of a reading, not seconds.
  ...unitForms(' ?(?:seconds?|secs?|s)(?![a-z])(?<!\\b(?:the|high|low|mid|upper|lower) [1-9]0 ?s)', 'sec'),
  // Not "no need for a second person", "in a second attempt": an ordinal, not a time.
  rule(
    /(?:a|1) (?:second|sec)\b(?<=\b(?:over|for|every|each|about|around|approximately|roughly|within|in|just|than|~) (?:a|1) (?:second|sec))(?! (?:person|people|pair|set|rescuer|provider|hand|helper|nurse|doctor|colleague|operator|clinician|look|dose|one|bag|mask|attempt|try|go|opinion|time|round|line|suction|catheter)\b)/g,
    '1 sec',
  ),
  rule(new RegExp(`\\b${NUMBER} ?(?:mm|millimet(?:er|re)s?)(?![a-z])`, 'g'), '$1 mm'),
  rule(new RegExp(`\\b${NUMBER} ?(?:cm|centimet(?:er|re)s?)(?![a-z])`, 'g'), '$1 cm'),
  rule(/\b(\d+) ?(?:fr|french|f)(?![a-z])/g, '$1 fr'),
  // "a 6 or 8 French for her nose", "not the 14 French , an 8": a French size alone is a suction catheter's (an NPA or a
  // tube is named as such).
  rule(
    /\b(\d{1,2}) fr\b(?! (?:suction )?catheter| ?(?:npa|ng|og|feeding|tube|nasal airway|nasopharyngeal))(?<!\b(?:npa|nasal airway|ng|og|feeding|tube|trumpet|nasopharyngeal)\b[^.?]{0,40})(?![^.?]{0,40}\b(?:npa|nasal airway|ng|og|feeding|tube|trumpet|nasopharyngeal)\b)(?<!\b(?:catheter|suction\w*|sucker)\b[^.?]{0,60})(?![^.?]{0,40}\b(?:catheter|suction|sucker))/g,
    '$1 fr suction catheter',
  ),
  rule(new RegExp(`\\b${NUMBER} ?(?:kg|kgs|kilos?|kilograms?)(?![a-z])`, 'g'), '$1 kg'),
  // Slashes between words are separators ("head tilt/chin lift"); unit slashes were handled above.
  rule(/([a-z]) ?\/ ?(?=[a-z])/g, '$1 '),
  rule(/\bw ?\/ ?o\b/g, 'without'),
  rule(/\bw ?\/ ?/g, 'with '),
  // Monitoring words, before "oxygen" so that "O2 sats" stays oximetry.
  rule(
    /\b(?:sp o2|sp ?02|(?:oxygen|o2) sat(?:uration)?s?|oxygen saturations?|sats?|saturations?|pulse ?ox(?:imetry|imeter)?|pleth)\b/g,
    'spo2',
  ),
  // "SpO2 80 to 90": a saturation that went up, said as its two values.
  rule(
    /\bspo2 (\d{2})(?: %)? to (\d{2,3})\b/g,
    (whole: string, from: string, to: string) =>
      Number(to) > Number(from) && Number(to) <= 100 ? `spo2 went from ${from} to ${to}` : whole,
    ['went', 'from'],
  ),
  rule(/\b(?:et co2|et ?c02|end ?tidal(?: co2)?|capnography|capnometry|co2)\b/g, 'etco2'),
  rule(/\bo2\b/g, 'oxygen'),
  // "Mask: infant. Bag: 500. O2: 15.": a form filled in, the value after a colon.
  rule(/\boxygen : (1[0-5]|[1-9])\b(?![\d.]| ?(?:%|lpm|per|l\b|liters?|litres?))/g, 'oxygen $1 lpm'),
  rule(/\b(bag|bvm) : (\d{3,4})\b(?![\d.]| ?(?:ml|cc)\b)/g, '$1 $2 ml'),
  // "OPA adult sz 5": the size written short.
  rule(/\bsz\b/g, 'size'),
  // "the oxygen is really going in at 15": a bare number (5 to 15) the oxygen goes at is litres a minute.
  rule(
    /\b(1[0-5]|[5-9])\b(?<=\boxygen\b(?: \w+){1,5} at \d{1,2})(?![\d.]| ?(?:ml|lpm|per|%|kg|sec|min|times|x|breaths?|l|liters?|litres?)\b)/g,
    '$1 lpm',
  ),
  // "turn the O2 up to 15": a bare number the oxygen is turned to is litres a minute.
  rule(
    /\b(\d{1,2})\b(?<= to \d{1,2})(?<=\b(?:oxygen|flow)(?: \w+){0,6} (?:up |down )?to \d{1,2})(?![\d.-]| ?(?:lpm|ml|per|sec|%|kg))/g,
    '$1 lpm',
  ),
  // "bag goes on oxygen , 15 a minute", "O2 15/min": a number a minute (up to 15) said just after the oxygen is its
  // flow; "oxygen , 20 a minute" stays a rate.
  rule(/\b(1[0-5]|[1-9]) per min\b(?<=\boxygen (?:, |at |on )?\d{1,2} per min)/g, '$1 lpm'),
  rule(/\b(?:hr|pulse rate)\b/g, 'heart rate'),
  rule(/\b(?:resp rate|rr|breathing rate)\b/g, 'respiratory rate'),
  // "RR 20 on the bag", "BVM 500 , O2 15 , RR 20", "RR 50-60" (a range is set, not measured), or "RR 20" said alone:
  // a rate set for the bag is the ventilation rate; "what is his RR ?" (no number, or a question) stays the patient's.
  rule(
    /\brespiratory rate (?:of |at |= ?|: )?([1-9]\d)(?:-([1-9]\d))?\b(?! ?(?:per|\/|sec|\?))(?=(?: (?:on|with|via|using|through|by) (?:the )?(?:bag|bvm)\b)|(?<=\b(?:bvm|bag\w*|ventilat\w*|squeez\w*|ti|chest rise)\b[^?]*)[^?]*$|(?<=^respiratory rate (?:of |at |= ?|: )?[1-9]\d(?:-[1-9]\d)?)(?: now)?(?: [.!])?$|(?<=\bso respiratory rate (?:of |at |= ?|: )?[1-9]\d(?:-[1-9]\d)?)(?: now)?(?: [.!])?$|(?<=\d-[1-9]\d)(?![^.?]*\?))/g,
    (_, low, high) => `rate ${high ? `${low}-${high}` : low} per min`,
    ['rate', 'per', 'min'],
  ),
  // Shorthand without "of": "corner mouth to angle jaw", "apex on bridge nose".
  // Only the pairs that name a landmark: "nose bridge-chin cleft" holds "bridge chin", which is two of them.
  rule(
    /\b(?:(corner) (mouth)|(angle) (jaw|mandible)|(bridge) (nose)|(cleft) (chin))\b/g,
    '$1$3$5$7 of $2$4$6$8',
  ),
  // "RR on the bag 20-25": the bag named before the number.
  rule(
    /\brespiratory rate (?:on|with|via|using|for|by) (?:the )?(?:bag|bvm)(?: (?:of|at|is))?(?: =| :)? ([1-9]\d)(?:-([1-9]\d))?\b(?! ?(?:per|\/|sec|\?))/g,
    (_, low, high) => `rate ${high ? `${low}-${high}` : low} per min`,
    ['rate', 'per', 'min'],
  ),
  rule(/\b(?:bp|nibp)\b/g, 'blood pressure'),
  rule(/\btemp\b/g, 'temperature'),
  rule(/\b(?:paediatric|peds|paeds?)\b/g, 'pediatric'),
  // Equipment.
  rule(/\bambu bags?\b/g, 'bag'),
  // "a half-litre self-inflating resuscitator": the bag by another name, its volume in words.
  rule(/\b(?:self inflating |manual )?resuscitators?\b/g, 'self inflating bag'),
  rule(/\bhalf (?:a )?lit(?:re|er)\b/g, '500 ml'),
  // "half a litre a minute through the bag": a flow said in mL per minute.
  rule(
    /\b([1-9]\d\d) ml (?:a|per|each|every) min(?:ute)?\b/g,
    (m: string) => `${Number(m.split(' ')[0]) / 1000} lpm`,
    ['lpm'],
  ),
  rule(/\b(?:bag valve masks?|bag valve|ambu|bvms|bag masks?)\b/g, 'bvm'),
  // "BVM 500", "bag 450": a bag named with a bare number is named with its volume.
  rule(
    /\b(bvm|bag)(?: size| of)? ([2-9]\d\d|1\d\d\d|2000)\b(?![\d-]| ?(?:ml|lpm|per|sec|%|kg|mm|cm|fr|x|times)| (?:or|to) \d)/g,
    '$1 $2 ml',
  ),
  // "500 SIB", "1600 bvm": the bare volume said before the bag.
  rule(
    /(?<![\d.-])\b([2-9]\d\d|1\d\d\d|2000)(?= (?:self inflating |pediatric |child |infant |adult )?(?:bvm|bag)s?\b)/g,
    '$1 ml',
  ),
  // "not the neonatal bag , she needs the 500", "the 250 is too small , I take the 500": a bare volume named as the
  // one taken, just after a bag was named, is a bag.
  rule(
    /the (?=[1-9]\d\d)(?<=\b(?:bvm|bag)s?\b[^.;!?]{0,60}\b(?:needs?|take|takes|use|uses|using|want|wants|grab|get|go with|going with|choose|chooses|pick|picks) the )([2-9]\d\d|1\d\d\d)\b(?![\d.-]| ?(?:ml|lpm|per|sec|%|kg|mm|cm|fr|x|times|one|breaths?|mg|mcg)\b)/g,
    'the $1 ml bag',
  ),
  // "set up the bag , the 500 one": the one named just after a bag is a bag.
  // The look back comes after "the" and a digit, so it is tried only where they stand.
  rule(
    /\bthe (?=\d)(?<=\b(?:bvm|bag)s?(?: \w+){0,2} (?:, )?the )([2-9]\d\d|1\d\d\d) (?:1|one)\b/g,
    'the $1 ml bag',
  ),
  // "no 250 bag for him , 500 please": a bare volume asked for just after a bag was named is a bag.
  // The look back comes after the digits and "please" are seen, so it is tried only where they stand.
  rule(
    /(?=[1-9]\d\d\d? please\b)(?<=\b(?:bvm|bag)s?\b[^.;!?]{0,60} )([2-9]\d\d|1\d\d\d)(?= please\b)/g,
    '$1 ml bag',
  ),
  // "infant anatomical mask", "cushioned face mask": the mask's make, not its size.
  rule(
    /\b(?:(?:anatomical|anatomic|anatomically shaped|cushioned|teardrop) (?:face ?)?masks?|face ?masks?|masks)\b/g,
    'mask',
  ),
  // "not the infant mask , it will never cover him ; the child one", "not the newborn mask . infant size": a size
  // named as the one taken, just after a mask was named (no bag between), is a mask.
  rule(
    /\b(?=(?:newborn|neonatal|infant|baby|toddler|child|paediatric|pediatric|small child|large child|small adult|medium adult|adult|large adult) (?:one|1|size)\b)(?<=\bmask\b(?:(?!bag|bvm)[^!?]){0,80})(newborn|neonatal|infant|baby|toddler|child|paediatric|pediatric|small child|large child|small adult|medium adult|adult|large adult) (?:one|1|size)\b(?! (?:mask|bag|bvm|opa|npa|adjunct)\b)/g,
    '$1 mask',
  ),
  // "insert the airway (with a tongue depressor)": the airway put in is the adjunct.
  rule(
    /(?=airway)(?<=\b(?:insert\w*|put\w* in|slid\w* in|plac\w*) (?:the |an |a |his |her )?)airway\b(?! (?:open|patent|clear|position|manoeuvre|maneuver))/g,
    'adjunct',
  ),
  // "a bag for children", "bag size : pediatric": the size said after the noun.
  rule(
    /\b(bag|mask|bvm) for (?:a |an )?(child|children|kids?|infants?|babies|baby|adults?|toddlers?|newborns?|neonates?)\b/g,
    (_, noun: string, who: string) => `${SINGULAR[who] ?? who} ${noun}`,
    // The singular it writes ("children" -> "child") is a word the text did not hold: later rules must see it.
    Object.values(SINGULAR),
  ),
  rule(
    // "mask size : child", "mask : large child", "bag - adult": the size said after the noun, as in a list.
    new RegExp(String.raw`\b(bag|mask|bvm) (?:size (?:: )?|: |- )(${SIZE_WORDS.join('|')})\b`, 'g'),
    (_, noun: string, size: string) => `${size} ${noun}`,
    [],
  ),
  // "a mask of the right size": the quality said after the noun.
  rule(/\b(mask|bag|bvm) (?:of|in) (?:the |a )?(right|correct|appropriate|proper) size\b/g, '$2 size $1'),
  // "oxygen connected , flow 15": a bare number after "flow" is litres a minute.
  rule(
    /\bflow (?:rate )?(?:of |at |= ?)?(\d+(?:-\d+)?)\b(?! ?(?:lpm|ml|per|sec|%|fr|mm|cm))/g,
    'flow $1 lpm',
  ),
  // "self inflating bag , the pediatric one": the size said after, of "one", is the bag's (or the mask's).
  rule(
    new RegExp(
      String.raw`\b(bag|bvm|mask)\b((?: [a-z0-9]+){0,3}?)(?: ,)? (?:the|a|an) (${SIZE_WORDS.join('|')}) (?:one|1|size)(?! ?(?:ml|lpm|sec|per))\b`,
      'g',
    ),
    // After a negator ("the 500 ml bag rather than the adult one", "not the adult one") no comma: it would end the
    // clause and with it the negation of the size refused.
    (_, noun: string, between: string, size: string) =>
      `${noun}${between}${NEGATED_END.test(between) ? '' : ' ,'} the ${size} ${noun}`,
    // "not an adult mask , a child one" becomes "... , the child mask": "the" is written.
    ['the'],
  ),
  rule(
    /\b(?:oro ?pharyngeal|oral ?pharyngeal)(?: airways?)?|\b(?:oral|mouth) airways?\b|\bguedel(?: airways?)?\b|\bopas\b/g,
    'opa',
  ),
  rule(
    /\b(?:naso ?pharyngeal|nasal ?pharyngeal)(?: airways?|(?! (?:suction\w*|catheters?|secretions|aspirat\w*)\b))|\b(?:nasal|nose) (?:airways?|trumpets?)\b|\btrumpets?\b|\bnpas\b/g,
    'npa',
  ),
  rule(/\bself ?inflat[a-z]*/g, 'self inflating'),
  // "put a Hudson mask on at 15 litres": a face mask that ventilates no one, read as the non-rebreather is.
  rule(/\b(?:hudson|simple face|venturi)(?: oxygen)? masks?\b/g, 'non rebreather'),
  // "OPA #3 in", "NPA 6.0, lubed": the adjunct's size number said straight after it.
  rule(
    /\b(opa|npa) #? ?(\d(?:\.\d)?)\b(?![\d.]| ?(?:mm|cm|fr|ml|kg|lpm|per|sec|min|years?|y|months?|weeks?|times|x)\b)/g,
    '$1 size $2',
  ),
  // "the big bag, adult one": the large bag.
  rule(/\bbig (?=(?:self inflating )?(?:bag|bvm)\b)/g, 'large '),
  // "trauma team + gas man STAT": the anaesthetist, in slang.
  rule(/\bgas (?:man|woman|doc|doctor)\b/g, 'anaesthetist'),
  // "adult small mask": the small adult one.
  rule(/\badult small(?= (?:face ?)?mask\b|$| ,)/g, 'small adult'),
  // "smallest bag on the trolley": the neonatal one; "the biggest bag": the adult one.
  rule(/\b(?:smallest|tiniest)(?= (?:self inflating )?(?:bag|bvm)\b)/g, 'neonatal'),
  rule(/\b(?:biggest|largest)(?= (?:self inflating )?(?:bag|bvm)\b)/g, 'adult'),
  // "grab the biggest mask": the biggest on a resuscitation trolley is an adult one.
  rule(/\b(?:biggest|largest)(?= (?:face ?)?mask\b)/g, 'adult'),
  // "a grown-up sized mask": an adult one.
  rule(/\bgrown ?ups?(?: sized?)?(?= (?:mask|bag|bvm|face)\b)/g, 'adult'),
  // "inf mask", "peds bag": a size word cut short before the equipment it sizes.
  rule(/\binf(?= (?:mask|bag|bvm|face ?mask)\b)/g, 'infant'),
  rule(
    /\bflow ?inflat[a-z]*|\banaesthe?sia bags?\b|\banesthesia bags?\b|\bjackson ?rees\b|\bt ?piece\b/g,
    'flow inflating',
  ),
  rule(/\bnon ?re ?breather(?: masks?)?|\bnrb\b/g, 'non rebreather'),
  rule(/\b(?:high flow )?nasal (?:cannulae?|prongs)\b|\bhfnc\b/g, 'nasal cannula'),
  rule(/\byank[a-z]*er\b|\byan[gk]? ?[hk]au?er\b/g, 'yankauer'),
  // Dictated: "yank hour", "yank our"; "suck shun", "sack shun"; "shoulder role".
  rule(/\byank (?:hour|our|ower|ur)\b/g, 'yankauer'),
  rule(/\b(?:suck|sack|sock|suk) ?shun\b/g, 'suction'),
  rule(/\bshoulder role\b/g, 'shoulder roll'),
  rule(/\bb4\b/g, 'before'),
  // "the quarter litre bag".
  rule(/\bquarter (?:a )?(?:litre|liter|l)\b/g, '250 ml'),
  // Dictated or typed fast: "mouth and knows", "unde the mask", "the 500 self inflater".
  rule(/\bmouth and knows\b/g, 'mouth and nose'),
  rule(/\bunde\b/g, 'under'),
  rule(/\bself inflaters?\b/g, 'self inflating bag'),
  // "re-Ax": reassess, in shorthand.
  rule(/\bre ?ax\b/g, 'reassess'),
  // "mask over mouth an nose": and, typed short.
  rule(/\b(mouth|nose) an (?=(?:the |his |her )?(?:nose|mouth)\b)/g, '$1 and '),
  // "a couple of litres" of oxygen.
  rule(/\ba couple of (?:litres|liters)\b/g, '2 lpm'),
  // "one every 2 and a half seconds": a half said in words.
  rule(/\b(\d+) and a half\b/g, '$1.5'),
  // "the had of the bed": a head typed without its e.
  rule(/\bhad of (?=the (?:bed|trolley|cot|stretcher|gurney)\b)/g, 'head of '),
  // "premie", "prem", "premmie": the preemie (neonatal) size.
  rule(/\bprem(?:ie|mie|my|mies|ies)?\b/g, 'preemie'),
  // "sxn": the charting shorthand for suction.
  rule(/\bsxn\b/g, 'suction'),
  rule(/\bsuck(?:ing)? (?:out|up)\b/g, 'suction'),
  // Techniques.
  rule(
    /\b(?=[ce])(?:(?:e ?c|c ?e|c and e|e and c)(?: clamp| grip| hold| technique| method| position| grasp)\b|ec\b|(?=c and e|e and c)(?<=\b(?:with|using) (?:a |an |the )?)(?:c and e|e and c)\b)/g,
    'ec clamp',
  ),
  rule(/\bhead tilt(?: and| or) chin lift\b|\bhtcl\b/g, 'head tilt chin lift'),
  rule(
    /\b(?:two|2) (?:persons?|people|rescuers?|providers?)(?: technique| method| hold| approach| bvm(?: ventilation)?| bag mask(?: ventilation)?)?\b/g,
    'two person technique',
  ),
  rule(
    /\b(?:two|2) hand(?:s|ed)? (?:technique|mask hold|hold|on the mask|to hold the mask)\b/g,
    'two person technique',
  ),
  rule(/\bjaw thrusts\b/g, 'jaw thrust'),
  rule(/\binline\b/g, 'in line'),
  rule(/\bsniff position\b|\bsniffing\b(?! position\b)|\bsniff\b/g, 'sniffing position'),
  rule(/\b(?:hyper|over) ?extend([a-z]*)/g, 'hyperextend$1'),
  rule(/\b(?:hyper|over) ?extension\b/g, 'hyperextension'),
  rule(/\b(?:hyper|over) ?ventilat([a-z]*)/g, 'overventilat$1'),
  rule(/\bover ?inflat([a-z]*)/g, 'overinflat$1'),
  rule(/\bre ?assess([a-z]*)/g, 'reassess$1'),
  rule(/\bre ?position([a-z]*)/g, 'reposition$1'),
  rule(/\bage appropriate\b/g, 'age appropriate'),
  // Read last, on the forms the rules above write ("rr" as "respiratory rate", "a minute" as "per min").
  // "25 by minute" (French "par minute"), "one every three" said of the breaths: a rate.
  rule(/\b(\d{1,2}) by (?:the )?minute\b/g, '$1 per min'),
  rule(
    /\b1 every ([2-6])\b(?! ?(?:sec|s|min|h|hr|hours?|days?)\b)(?<=\b(?:squeez\w*|breath\w*|bag\w*|release|ventilat\w*|puff\w*)\b[^?;]{0,60})/g,
    '1 every $1 sec',
  ),
  // "RR 20 , Ti 1 s", "bagging , RR 20", "RR 20 , no hypervent": a rate beside the breath's settings is the rate given, not the patient's.
  rule(
    /\brespiratory rate (\d{2})\b(?:(?=[^.?]{0,30}\b(?:ti|insp\w*|squeez\w*|bag\w*|ventilat\w*|hyper ?vent\w*|overventilat\w*)\b)|(?<=\b(?:ti|insp\w*|squeez\w*|bag\w*|bvm|ventilat\w*)\b[^.?]{0,30}\brespiratory rate \d{2}))/g,
    (_: string, n: string) => `rate ${n} per min`,
    ['rate', 'per', 'min'],
  ),
  // "not hyperventilating him , staying at 20".
  rule(
    /\b([1-5]\d)\b(?<=\b(?:hyperventilat\w*|overventilat\w*|rate|breaths?|bagging)\b[^.;?]{0,40}\b(?:stay|staying|keep|keeping|stick|sticking) (?:at|to) \d\d)(?! ?(?:ml|lpm|%|l\b|kg|per))/g,
    '$1 per min',
  ),
  // "wall oxygen and run it flat out , fifteen a minute": a flow said like a rate, after the oxygen, no breath between.
  rule(
    /\b(1[0-5]) per min\b(?<=\b(?:oxygen|o2|flowmeter|flow meter)\b(?:(?!breath|bag|bvm|squeez|ventilat|rate\b|rr\b)[^.;?]){0,60}\d\d per min)/g,
    '$1 lpm',
  ),
];
