import { anyOf, behind, group, seq, words } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import type { ItemModule } from './item.ts';

/** BMV-18 Squeeze: what the engine reads, judges and says about it. */
export const squeeze: ItemModule = {
  id: 'BMV-18',
  cues: [
    cue(
      'gentleSqueeze',
      ['BMV-18'],
      'good',
      anyOf(
        seq(
          String.raw`\bsqueez\w*(?: (?:the|each) (?:bag|breath))? `,
          group('gently|slowly|slow|smoothly|softly|lightly|carefully|steadily'),
          String.raw`\b`,
        ),
        // "I give breath slowly", "breaths are given gently", "bagging gently".
        seq(
          String.raw`\b(?:breaths?|puffs?|inflations?|bag|bags|bagging|ventilat\w*)(?: (?:are|is|him|her|them|given|delivered)){0,2} `,
          group('gently|slowly|smoothly|softly'),
          String.raw`\b`,
        ),
        seq(
          String.raw`\b`,
          group('gentle|gently|small|soft|slow|smooth|controlled|steady'),
          String.raw` (?:bag )?(?:squeez\w*|breaths?|puffs?|inflations?|vols?|volumes?)\b`,
        ),
        String.raw`\bover (?:about |around |approximately |roughly |~ )?1 sec\b`,
        // "squeeze for 1 sec", "each breath for about a second".
        // "squeeze 1s" (shorthand, no "for").
        String.raw`\b(?:squeez\w*|breaths?|inflations?|bag|bagging)(?: the bag| each breath| it)? (?:for |over )?(?:about |around |approximately |roughly )?1 sec\b`,
        String.raw`\b1 sec (?:inspiratory time|insp\w*|i time|ti|breaths?|squeez\w*|each|per breath|apiece)\b`,
        // "insp time ~1 sec", "Ti 1 sec".
        String.raw`\b(?:inspiratory time|insp\w*(?: time)?|i time|ti)(?: of| is| =| :)? (?:about |around |approximately |roughly )?1 sec\b`,
        // "I only squeeze about a third of the bag": part of the bag, not all of it.
        String.raw`\bsqueez\w* (?:only |just )?(?:about |around |roughly )?(?:a third|1/3|a quarter|1/4|part|a portion|a fraction|a small part) of (?:the |a )?bag\b`,
        // "insuflation on 1 second".
        String.raw`\b(?:breaths?|squeez\w*|inflations?|compressions?|insu?fflations?) (?:lasts?|lasting|takes?|taking|of|in|on|given over|given in) (?:about |around |approximately |roughly |~ )?(?:1|a|one) sec(?:ond)?\b`,
        // "only as big as it takes to lift his chest".
        String.raw`\b(?:only|just) as (?:big|much|large|deep) as (?:it takes|is needed|needed|i need) to (?:lift|raise|see|move) (?:the |his |her )?chest\b`,
        // "just enough to see her chest rise", "just to see chest rise", "Vt to chest rise only": the chest rise is the
        // measure of the squeeze, not yet seen (BMV-20).
        seq(
          String.raw`\b(?:(?:just |only )?enough (?:volume |air |pressure )?(?:to |for )?|(?:just|only) (?:to |for )|(?:vt|tidal volume|volume|vols?|min(?:imal|imum)? vol\w*) (?:just |only )?(?:to|for) )`,
          group('see |make |produce |give |achieve |get |cause ', '?'),
          '(?:a |the |his |her |visible |some )*',
          group(
            // "only enough volume to lift her chest".
            'chest (?:to )?(?:rise|lift|move)|chest (?:rise|lift)|rise of the chest|chest movement|chest (?:to )?(?:go|come|move) up|chest (?:going|coming) up|(?:lift|raise) (?:the |his |her )?chest',
          ),
          String.raw`\b`,
        ),
        seq(
          String.raw`\b(?:until|untill|till|til) (?:i see |there is |we see |you see |i get )?(?:a |the |visible |his |her )*`,
          group(
            // "until the chest is going up", "till the chest lifts".
            // "until I see the chest start to rise".
            // "only squeeze until her chest just lifts".
            'chest (?:is )?(?:just )?(?:rises|rising|rise|(?:starts?|begins?) to (?:rise|lift|move)|moves|goes up|comes up|go up|come up|going up|coming up|lifts|lifting)|chest wall rise',
          ),
          String.raw`\b`,
        ),
        String.raw`\bchest rise only\b`,
        // "he doesn't need big breaths , just enough for the chest".
        String.raw`\b(?:just|only) enough for (?:the |his |her )?chest\b`,
        // "small one-second puffs , stopping as soon as his chest lifts".
        String.raw`\b(?:gentle|small|soft|slow) 1 sec (?:puffs?|breaths?|squeez\w*|inflations?)\b`,
        // "I stop as soon as I see the chest come up".
        String.raw`\b(?:stopping|i stop|stop) (?:as soon as|once|when|the moment) (?:i see )?(?:the |his |her )?chest (?:starts? to |begins? to )?(?:rise|rises|lift|lifts|move|moves|come up|comes up|go up|goes up)\b`,
        // "each squeeze I give takes roughly a second".
        String.raw`\b(?:each |every )?squeez\w* (?:i give |i do )?takes? (?:about |around |roughly |approximately )?1 sec\b`,
        // "each squeeze is one second".
        String.raw`\b(?:each |every )?(?:squeez\w*|breaths?|puffs?) (?:is|are) (?:about |around )?1 sec\b`,
        // "only a partial squeeze, maybe a third of the bag", "sqz 1s , stop at chest rise".
        String.raw`\bpartial (?:squeez\w*|compression)\b|\b(?:a third|1/3|a quarter|1/4) of (?:the |a |it)(?:bag\b)?`,
        String.raw`\bstop\w* at (?:the |first |visible )?chest (?:rise|lift|movement)\b`,
        // "just a visible rise", "I stop squeezing as soon as the chest starts to rise".
        // Not "just visible chest rise": that is the effect (BMV-20).
        String.raw`\b(?:just|only) (?:a )?(?:visible|small|gentle) (?:rise|lift)\b`,
        String.raw`\bstop\w* (?:squeez\w*|bagging|the squeeze) (?:as soon as|once|when|the moment) (?:i see )?(?:the |his |her )?chest (?:starts? to |begins? to )?(?:rise|rises|rising|lift|lifts|move|moves)\b`,
        // "sqz to chest rise", "squeeze 1 sec to chest rise": the chest rise as the squeeze's measure.
        String.raw`\b(?:sqz|squeez\w*)(?: \w+){0,2}? (?:to|till|until) (?:the )?(?:chest rise|chest lift|visible chest rise)\b`,
        String.raw`\b(?:appropriate|small|normal|adequate) tidal volumes?\b`,
        String.raw`\bgentle (?:bvm |bag mask )?ventilation\b`,
        String.raw`\bventilat\w* gently\b`,
      ),
    ),
    cue(
      'squeezeGeneric',
      ['BMV-18'],
      'detail',
      anyOf(
        String.raw`\bsqueez\w* (?:the bag |each breath )?(?:correctly|properly|appropriately|right|well)\b`,
        String.raw`\b(?:correct|proper|appropriate|right) (?:squeez\w*|bag squeez\w*)\b`,
      ),
    ),
    // "I don't squeeze the whole bag": refusing it is squeezing only part of it, which is the item.
    cue(
      'wholeBagSqueeze',
      ['BMV-18'],
      'bad',
      anyOf(
        String.raw`\b(?:squeez|crush|squash|compress)\w*(?: \w+){0,2}? (?:whole|entire|full) (?:[\w.]+ ){0,2}?bag\b`,
        // "squeezing the 1000 ml bag fully", "squeeze the adult bag all the way".
        // "crush the adult bag fully".
        String.raw`\b(?:squeez\w*|crush\w*|squash\w*|compress\w*)(?: (?:the|each|a|my|bag|breath|breaths|really|it|adult|big|large|\d{3,4}|ml))* (?:fully|completely|all the way)\b`,
        // "squeeze it all out", "give her the full bag each time", "full bag breaths".
        String.raw`\bsqueez\w* (?:it |the bag )?(?:all )?out\b(?! of)`,
        String.raw`\b(?:give|gives|giving|gave|deliver\w*) (?:him |her |them |the (?:child|patient|baby) )?(?:the |a )?(?:full|whole|entire) bag\b`,
        // "use the whole adult bag for each breath".
        String.raw`\b(?:whole|entire|full) (?:[\w.]+ ){0,2}?bag (?:for|with|on|per|in) (?:each|every|a|the) breath\b|\bfull bag (?:breaths?|squeez\w*|volumes?|inflations?)\b|\bevery breath (?:the )?(?:whole|full|entire) bag\b|\bget (?:the )?(?:whole|full|entire) (?:[\w.]+ ){0,2}?(?:bag )?in\b`,
        // "squeezing till the bag is empty", "squeeze the bag right to the end each time".
        String.raw`\bsqueez\w*(?: \w+){0,3}? (?:till|until|untill|til) (?:the bag|it) (?:is )?(?:empty|flat|emptied)\b`,
        String.raw`\b(?:squeez|compress|crush|squash|press|push)\w* (?:the bag|it) (?:right |all the way )?to the (?:end|bottom)\b`,
        // "squeeze the bag right down with both hands".
        String.raw`\bsqueez\w* (?:the bag|it) (?:right|all the way) down\b`,
        // "every breath wrung out completely".
        String.raw`\bwr(?:u|i)ng\w* (?:it |the bag )?out\b|\bwring\w* (?:every bit of |all the |the last of the )?(?:air )?out of (?:the )?bag\b`,
        // "squeezing the bag until the pop-off valve goes".
        String.raw`\buntil (?:the )?pop ?off(?: valve)? (?:goes|opens|blows|hisses|lifts)\b`,
        // "squeezing until the bag is completely empty each time".
        String.raw`\b(?:until|till|til) (?:the )?bag (?:is )?(?:completely |fully |totally |right )?(?:empty|emptied|flat)\b`,
        // "squeeze till the pop-off valve hisses".
        String.raw`\b(?:until|till|til) (?:the )?pop ?off(?: valve)? (?:hisses|blows|goes|opens|pops|lifts)\b`,
        // "squeeze the 500 bag with all my strength , the more the better", "the harder the better".
        String.raw`\b(?:right |all the way )?down to nothing\b(?<=\bsqueez\w*\b[^.?]{0,60})|\bpump\w* it in (?:fast|hard|quick)\w*\b|\b(?:till|until) the bag (?:collapses|is empty|empties|is flat)\b|\buntil it (?:won t|will not|can t|cannot|can not) (?:squeeze|go) any ?more\b|\bas (?:fast and )?hard as (?:possible|i can|you can)\b(?<=\b(?:squeez\w*|bag|breaths?|pump\w*)\b[^.?]{0,40})|\bwith all my (?:strength|might|force)\b|\bwith (?:everything|all) i (?:have got|have|got)\b(?<=\bsqueez\w*\b[^.?]{0,40})|\bthe (?:more|harder|bigger) the better\b(?<=\b(?:squeez|bag|breath|press|push)\w*\b[^.?]{0,80})`,
        // "full 2-hand squeeze , fast", "full 1.6 L squeeze", "both hands , crush the bag", "full bag every time".
        String.raw`\bfull (?:2 |two |both |double )?hand(?:ed)? squeez\w*|\bfull \d{3,4} ml squeez\w*|\bcrush\w* (?:the |a |my )?(?:\w+ )?bag\b|\bfull bag (?:every|each) (?:time|breath)\b`,
        // "I squeeze the adult bag flat with both hands".
        String.raw`\b(?:squeez|crush|squash|compress)\w*(?: (?:the|a|my|adult|big|large|bag|it|\d{3,4}|ml))* (?:flat|empty)\b`,
      ),
      {
        unsafe: true,
        avoidanceCounts: true,
        feedback: {
          what: 'Squeezing the whole bag.',
          why: "A whole bag is far more than a child's breath: it over-inflates the lungs and the stomach, invites vomiting and aspiration, and high pressures cut venous return and can rupture alveoli.",
          instead:
            'Squeeze only part of the bag, over about 1 second, with just enough volume to see the chest start to rise.',
        },
      },
    ),
    cue(
      'bigSqueeze',
      ['BMV-18'],
      'bad',
      anyOf(
        // "I'll squeeze pretty firmly , better too much than too little", "squeeze and hope , fast and hard".
        String.raw`\bbetter too much than too little\b|\b(?:fast and hard|hard and fast)\b(?<=\bsqueez\w*\b[^.?]{0,40})`,
        seq(
          // "squash the bag as hard as I can", "pump the bag hard".
          String.raw`\b(?:squeez\w*|squash\w*|pump\w*|compress\w*|bag|bagging)`,
          group(
            String.raw` (?:the|each|a|my|bag|breath|breaths|really|very|quite|so|as|it|fast|faster|quicker|quickly|sharply|and|adult|big|large|\d{3,4}|ml)`,
            '*',
          ),
          ' ',
          words([
            'hard',
            'harder',
            'forcefully',
            'firmly',
            'all the way',
            'with force',
            'vigorously',
            'maximally',
            'as much as',
          ]),
          // Not "I'll only squeeze as much as I need to lift his chest".
          String.raw`\w*(?<!\bonly (?:squeez\w*|bag\w*|give) (?:it |the bag )?as much as)`,
        ),
        // "big strong breaths", "quick sharp squeezes": too much, or too short.
        seq(
          String.raw`\b`,
          group(
            // "hard and fast breaths".
            'big|bigger|large|full|deep|huge|massive|enormous|giant|forceful|maximal|maximum|strong|powerful|quick|sharp|short|jerky|hard|punchy',
          ),
          group(
            // "quick little puffs": too short to lift the chest.
            '(?: ,)? (?:and )?(?:big|bigger|larger|strong|stronger|quick|sharp|short|hard|harder|deep|deeper|forceful|powerful|fast|long|little|tiny)',
            '?',
          ),
          ' ',
          // Not "she needs the bigger volume available": the bag's capacity, BMV-9's.
          group(
            String.raw`squeez\w*|breaths?|volumes?(?! available)|tidal volumes?|inflations?|puffs?|pumps?`,
          ),
          // Not "quick breaths , 40 a minute": there "quick" is the rate (BMV-19); "big breaths at 40" stays too big.
          String.raw`\b(?:(?<!\b(?:quick|fast)(?: ,)? (?:and )?(?:\w+ )?\w+)|(?![^.;]{0,24}\b\d+ per min))`,
        ),
        // "half a second each": an inspiration too short to be gentle.
        // (Not "a squeeze every half second": that is the rate, BMV-19's.)
        String.raw`\bhalf (?:a |1 )?sec\w*(?<!\bevery half (?:a |1 )?sec\w*)|\b0\.5 sec\b(?<!\bevery 0\.5 sec)`,
        // "a quarter of a second each", "each one over in a blink", "full fisted squeezes", "giving it some welly".
        String.raw`\bquarter (?:of )?(?:a |1 )?sec\w*|\bover in a blink\b|\b(?:full|whole) fisted\b|\bsome welly\b`,
        // "really forceful", said of the squeezes.
        seq(
          // The look back comes after the word it ends with, so it is tried only where the word stands.
          String.raw`\b(?:really|very|quite|so|too)`,
          behind(
            String.raw`\b(?:squeez\w*|breaths?|bag\w*|puffs?|inflations?)\b[^.;?]{0,60}(?:really|very|quite|so|too)`,
          ),
          String.raw` (?:forceful\w*|hard|powerful\w*|vigorous\w*)\b`,
        ),
        // What too big a breath does: "her cheeks puff up", "the belly rises", "the chest really heaves".
        seq(
          String.raw`\b(?:cheeks?|belly|stomach|tummy|abdomen) (?:(?!not |no |never )\w+ )?`,
          // Not "his tummy is swelling and the chest isn't rising ; just keep bagging": a sign that the breaths fail,
          // carried on through (BMV-20's, as the blind authors label it). Nor "his stomach is distending , so I make each
          // squeeze smaller": the sign met with smaller breaths.
          // Nor "her cheeks are puffing out at the side": air leaking past the mask.
          String.raw`(?:puff\w*(?! out (?:at|by|round|around) (?:the |his |her )?(?:side|sides|edge|edges|rim))|blow\w* up|goes up|going up|went up|rises|rising|rose|inflat\w*|distend\w*|swell\w*|balloon\w*)\b(?![^.?]{0,80}\b(?:chest|carry\w* on|keep\w* (?:going|bagging|squeezing)|as (?:i am|we are)|anyway|the same)\b)(?![^.?]{0,80}\b(?:smaller|gentler|softer|less volume|less air)\b)(?<!\b(?:smaller|gentler|softer|less volume|less air)\b[^.?]{0,80})`,
        ),
        String.raw`\bchest (?:really )?heav\w*`,
        // "long three-second breaths so he gets a really good lungful".
        String.raw`\b[2-5] sec (?:long )?(?:breaths?|squeez\w*|inflations?)\b(?<!\bevery [2-5] sec (?:long )?\w+)|\b(?:really )?(?:good|big|full) lungful\b`,
        // "until his chest looks really full".
        String.raw`\bchest (?:looks |is |feels )?(?:really |completely |totally )full\b`,
        // "emptying the whole bag into her".
        String.raw`\bempty\w* (?:the |it |my )?(?:whole |entire |full )?(?:adult |big |large |\d{3,4} (?:ml )?)?bag\b`,
        // "full two-handed squeezes", "as much air as the bag holds", "full compression of the 500 bag".
        String.raw`\btwo handed (?:squeez\w*|breaths?|compressions?)\b`,
        String.raw`\bas much (?:air |volume )?as (?:the bag|it) (?:holds|has|will give|can give|gives)\b`,
        String.raw`\b(?:full|complete|total|maximal) compressions? of (?:the |a |my )?(?:\w+ ){0,2}?bag\b`,
        // "bag him hard", "bagging really forcefully".
        String.raw`\b(?:bag|bags|bagging|ventilat\w*|puff\w*) (?:him |her |them |the (?:child|patient) )?(?:really |very |quite |nice and )?(?:hard|harder|forcefully|vigorously)\b`,
        String.raw`\bboth hands to squeez\w*`,
        String.raw`\b(?:squeez\w*|crush\w*|squash\w*)(?: \w+){0,3}? with both hands\b`,
        // "quick sharp jabs on the bag", "jabbing the bag".
        String.raw`\b(?:(?:quick|sharp|short|hard) ){0,3}jab\w* (?:on |at |into )?(?:the )?bag\b`,
        String.raw`\bjab\w*\b(?<=\bbag\w*\b[^.;?]{0,40}jab\w*)`,
        String.raw`\b(?:too much|excessive|a lot of|lots of|great) (?:force|pressure)\b(?! on (?:the |his |her )?(?:eyes?|face|jaw|chin|neck|soft))`,
        // Not "less chance of overinflating him": the risk named as a reason.
        String.raw`\boverinflat\w*(?<!\b(?:less|lower|low|reduc\w*|minimi\w*|no|small\w*|avoid\w*) (?:the )?(?:risk|chance|danger|likelihood) of overinflat\w*)`,
        String.raw`\bexcessive (?:tidal )?(?:volumes?|breaths|ventilation|squeez\w*|pressure)`,
        String.raw`\btoo (?:much|large an?) (?:tidal )?volume`,
      ),
      {
        unsafe: true,
        feedback: {
          what: 'Big, forceful squeezes.',
          why: 'Too much volume over-inflates the lungs and the stomach: a distended stomach splints the diaphragm and invites vomiting and aspiration, and high pressures cut venous return and can rupture alveoli.',
          instead:
            'Squeeze over about 1 second with only enough volume to see the chest start to rise, then let go.',
        },
      },
    ),
  ],
  nudge: 'How hard, and for how long, do you squeeze each breath?',
  how: 'How do you squeeze the bag: how hard, and over how long?',
  topics: [
    {
      id: 'squeeze',
      pattern: /\bsqueez\w*|\btidal volume\b|\bhow hard\b|\bhow much (?:volume|air)\b/,
      imageWords: ['squeeze', 'tidal volume'],
      explanation: {
        title: 'Squeezing the bag',
        text: 'Squeeze over about 1 second, with only enough volume to see the chest start to rise, then let go and let the chest fall. Big or fast breaths inflate the stomach and raise the pressure in the chest.',
      },
    },
  ],
  techniques: {
    gentle_squeeze: 'I squeeze the bag gently over 1 second until the chest rises.',
    forceful_squeeze: 'I give big forceful squeezes.',
  },
};
