/**
 * Canonical forms for units, abbreviations and synonyms, so the lexicon's patterns can name one form: "O2 at
 * 15 L/min" becomes "oxygen at 15 lpm", "one breath every 3 s" becomes "1 breath every 3 sec", "ambu bag" and
 * "BVM" become "bvm", "guedel" and "oral airway" become "opa". Order matters: units before the words they
 * contain, oximetry ("O2 sats") before oxygen.
 */

type Replacement = string | ((match: string, ...groups: string[]) => string);

const range = (unit: string) => (_: string, low: string, high: string | undefined) =>
  high ? `${low}-${high} ${unit}` : `${low} ${unit}`;

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const RANGE_TAIL = '(?: ?(?:-|to|or) ?(\\d+(?:\\.\\d+)?))?';

export const CANONICAL_FORMS: ReadonlyArray<readonly [RegExp, Replacement]> = [
  // Volumes written in litres ("a 1.6 l adult bag") before flows, which also use litres.
  [
    new RegExp(`\\b${NUMBER} ?(?:l|liters?|litres?)\\b(?= (?:[a-z]+ ){0,2}(?:bag|bvm|ambu))`, 'g'),
    (_, n) => `${Math.round(Number(n) * 1000)} ml`,
  ],
  [
    new RegExp(
      `(?=\\d)(?<=\\b(?:bag|bvm|ambu)s? \\(? ?)${NUMBER} ?(?:l|liters?|litres?)\\b(?! ?(?:\\/|per|a min))`,
      'g',
    ),
    (_, n) => `${Math.round(Number(n) * 1000)} ml`,
  ],
  [new RegExp(`\\b${NUMBER} ?(?:ml|mls|cc|milliliters?|millilitres?)(?![a-z])`, 'g'), '$1 ml'],
  [
    new RegExp(
      `\\b${NUMBER}${RANGE_TAIL} ?(?:lpm|l ?/ ?min(?:ute)?s?|l ?/ ?m|(?:l|liters?|litres?)(?: (?:per|a|an|each|every) min(?:ute)?s?| ?/ ?min(?:ute)?s?)?)(?![a-z])`,
      'g',
    ),
    range('lpm'),
  ],
  [
    new RegExp(
      `\\b${NUMBER}${RANGE_TAIL} ?(?:breaths?|times|x|ventilations|puffs|squeezes)? ?(?:/ ?min(?:ute)?s?|per min(?:ute)?s?|a min(?:ute)?|an? minute|each minute|every minute|bpm|rpm)(?![a-z])`,
      'g',
    ),
    range('per min'),
  ],
  // "rate 24", "at a rate of 20": the ventilation rate (the vitals' rates were named above).
  [
    /(?=rate )(?<!(?:heart|respiratory|pulse) )\brate (?:of |at |is |= ?)?(\d+)(?:-(\d+))?\b(?! ?(?:ml|lpm|sec|kg|mm|fr|%|per|\/|breaths?|every|each|q|x|times|a minute))/g,
    (_, low, high) => `rate ${high ? `${low}-${high}` : low} per min`,
  ],
  [
    new RegExp(`\\bq ?${NUMBER}${RANGE_TAIL} ?(?:seconds?|secs?|s)(?![a-z])`, 'g'),
    (_, low, high) => `every ${high ? `${low}-${high}` : low} sec`,
  ],
  // "one breath every second", "a breath a second": one second apart.
  [
    /(?=(?:a|per|each|every) )(?<=\bbreaths? )(?:a|per|each|every) (?:second|sec)\b|\bevery (?:second|sec)\b(?! (?:breath|person|rescuer|provider|hand|one|bag|mask))/g,
    'every 1 sec',
  ],
  [new RegExp(`\\b${NUMBER}${RANGE_TAIL} ?(?:seconds?|secs?|s)(?![a-z])`, 'g'), range('sec')],
  [
    /(?=(?:a|1) )(?<=\b(?:over|for|every|each|about|around|approximately|roughly|within|in|just|than|~) )(?:a|1) (?:second|sec)\b/g,
    '1 sec',
  ],
  [new RegExp(`\\b${NUMBER} ?(?:mm|millimet(?:er|re)s?)(?![a-z])`, 'g'), '$1 mm'],
  [new RegExp(`\\b${NUMBER} ?(?:cm|centimet(?:er|re)s?)(?![a-z])`, 'g'), '$1 cm'],
  [/\b(\d+) ?(?:fr|french|f)(?![a-z])/g, '$1 fr'],
  [new RegExp(`\\b${NUMBER} ?(?:kg|kgs|kilos?|kilograms?)(?![a-z])`, 'g'), '$1 kg'],
  // Slashes between words are separators ("head tilt/chin lift"); unit slashes were handled above.
  [/([a-z]) ?\/ ?(?=[a-z])/g, '$1 '],
  [/\bw ?\/ ?/g, 'with '],
  // Monitoring words, before "oxygen" so that "O2 sats" stays oximetry.
  [
    /\b(?:sp ?o2|sp ?02|(?:oxygen|o2) sat(?:uration)?s?|oxygen saturations?|sats?|saturations?|pulse ?ox(?:imetry|imeter)?|pleth)\b/g,
    'spo2',
  ],
  [/\b(?:et ?co2|et ?c02|end ?tidal(?: co2)?|capnography|capnometry|co2)\b/g, 'etco2'],
  [/\b(?:o2|oxygen)\b/g, 'oxygen'],
  [/\b(?:heart rate|hr|pulse rate)\b/g, 'heart rate'],
  [/\b(?:respiratory rate|resp rate|rr|breathing rate)\b/g, 'respiratory rate'],
  [/\b(?:blood pressure|bp|nibp)\b/g, 'blood pressure'],
  [/\b(?:temperature|temp)\b/g, 'temperature'],
  [/\b(?:pa?ediatric|peds|paeds?)\b/g, 'pediatric'],
  // Equipment.
  [/\bambu bags?\b/g, 'bag'],
  [/\b(?:bag valve masks?|bag valve|ambu|bvms?|bag masks?)\b/g, 'bvm'],
  [/\b(?:face ?masks?|masks)\b/g, 'mask'],
  [
    /\b(?:oro ?pharyngeal|oral ?pharyngeal)(?: airways?)?|\boral airways?\b|\bguedel(?: airways?)?\b|\bopas?\b/g,
    'opa',
  ],
  [
    /\b(?:naso ?pharyngeal|nasal ?pharyngeal)(?: airways?)?|\bnasal (?:airways?|trumpets?)\b|\btrumpets?\b|\bnpas?\b/g,
    'npa',
  ],
  [/\bself ?inflat[a-z]*/g, 'self inflating'],
  [
    /\bflow ?inflat[a-z]*|\banaesthe?sia bags?\b|\banesthesia bags?\b|\bjackson ?rees\b|\bt ?piece\b/g,
    'flow inflating',
  ],
  [/\bnon ?re ?breather(?: masks?)?|\bnrb\b/g, 'non rebreather'],
  [/\b(?:high flow )?nasal (?:cannulae?|prongs)\b|\bhfnc\b/g, 'nasal cannula'],
  [/\byank[a-z]*er\b/g, 'yankauer'],
  [/\bsuck(?:ing)? (?:out|up)\b/g, 'suction'],
  // Techniques.
  [
    /\b(?:e ?c|c ?e|c and e|e and c)(?: clamp| grip| hold| technique| method| position| grasp)\b|\bec\b/g,
    'ec clamp',
  ],
  [/\bhead tilt(?: and| or)? chin lift\b|\bhtcl\b/g, 'head tilt chin lift'],
  [
    /\b(?:two|2) (?:persons?|people|rescuers?|providers?)(?: technique| method| hold| approach| bvm(?: ventilation)?| bag mask(?: ventilation)?)?\b/g,
    'two person technique',
  ],
  [
    /\b(?:two|2) hand(?:s|ed)? (?:technique|mask hold|hold|on the mask|to hold the mask)\b/g,
    'two person technique',
  ],
  [/\bjaw thrusts?\b/g, 'jaw thrust'],
  [/\binline\b/g, 'in line'],
  [/\bsniff(?:ing)? position\b|\bsniffing\b|\bsniff\b/g, 'sniffing position'],
  [/\b(?:hyper|over) ?extend([a-z]*)/g, 'hyperextend$1'],
  [/\b(?:hyper|over) ?extension\b/g, 'hyperextension'],
  [/\b(?:hyper|over) ?ventilat([a-z]*)/g, 'overventilat$1'],
  [/\bover ?inflat([a-z]*)/g, 'overinflat$1'],
  [/\bre ?assess([a-z]*)/g, 'reassess$1'],
  [/\bre ?position([a-z]*)/g, 'reposition$1'],
  [/\bage appropriate\b/g, 'age appropriate'],
];

export function canonicalise(text: string): string {
  let out = text;
  for (const [pattern, replacement] of CANONICAL_FORMS) {
    out = out.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  }
  return out;
}
