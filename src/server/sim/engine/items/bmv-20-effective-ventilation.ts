import type { Judgement, Mention } from '../types.ts';
import { ahead, anyOf, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { LET_STAND, THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** A chest sign among the signs a reassessment names ("check chest rise and sats", "reassess CR, SpO2, HR"). */
const CHEST_LOOKED_AT = /\b(?:chest|cr)\b/;

/**
 * A reassessment done now that looks at the chest, said when everything else the phase asks for is done: what it
 * sees is the breaths working (the case's next state), so the phase flow (action-turn.ts) credits BMV-20 with it.
 * Only the phase's progress: the message's own reading stays BMV-7's.
 */
export function ventilationSeenWorking(verdicts: Judgement[], mentions: Mention[]): Judgement | null {
  const reassessed = verdicts.some((v) => v.item === 'BMV-7' && v.kind === 'ok');
  const looked = mentions.some(
    (m) =>
      m.cue.id === 'reassess' && !m.negated && !m.hypothetical && !m.deferred && CHEST_LOOKED_AT.test(m.text),
  );
  return reassessed && looked
    ? { kind: 'ok', item: 'BMV-20', detail: 'your reassessment shows the chest rising with each breath' }
    : null;
}

/** The chest seen to rise or move (a report), in the words after "chest". */
// Not "the chest moves a tiny bit": too little to call the breaths effective.
const CHEST_MOVES = String.raw`(?:rises|rising|rose|lifts|lifting|lifted|moving|moves|moved|expanding|expands|going up and down|goes up and down)(?! (?:a )?(?:tiny |little |wee |very little |teeny )?(?:bit|fraction)\b| (?:only )?(?:slightly|barely|a little|minimally)\b)`;

/**
 * Not a chest rise that is only aimed at or asked about: "squeeze until the chest rises", "just enough for the chest
 * to come up", "is the chest moving?". Squeezing "until" it rises is the squeeze (BMV-18); a question asks.
 */
const NOT_A_TARGET = notBehind(
  String.raw`\b(?:until|untill|till|til|enough|just to see|only to see|to see|is|are|does|did|whether)(?: (?:i see|we see|you see|the|his|her|a))* `,
);

/**
 * Not the chest rise a squeeze is given to: "gentle squeeze over 1 sec , visible chest rise", "each breath over 1 sec
 * and the chest rises": the squeeze's volume (BMV-18), said just after its length or the squeeze itself.
 */
const NOT_AFTER_SQUEEZE = notBehind(
  // Not past a rate ("squeeze over 1 sec , 1 breath every 3 sec , chest rising"): a report after the whole technique.
  String.raw`\b(?:squeez\w*|insp\w*|puffs?|over 1 sec\w*|1 sec\w*)\b(?:(?!every|per min)[^.;?]){0,30}`,
);

/** Carrying on as before, or calling it fine, after a sign that the breaths do not work. */
const CARRY_ON = String.raw`\b(?:carry\w* on|keep (?:going|bagging|ventilating|squeezing|on|doing)|keeps going|continu\w*|go on|going on|same way|the same|as before|anyway|regardless|good enough|(?:is|are|it is|that is|its) (?:fine|ok|okay|adequate|good)|take (?:that|it|this) as (?:ok|okay|fine|good|adequate)|(?:probe|monitor|reading) (?:is )?(?:probably |must be |just )?(?:wrong|off|faulty|broken)|(?:it |that )?must be (?:working|fine|ok|okay)|same (?:squeez\w*|technique|thing|settings)|(?:and )?hope|whatever|as good as it gets|not chang\w* anything|no changes?(?: needed)?|nothing to change|change nothing|no need to change anything|leave (?:it|everything) as it is|call (?:that|it) (?:a success|good enough|effective)|stop worrying about it|(?:looks?|seems?|feels?) (?:ok|okay|fine|good|alright)(?: to me)?|(?:ventilating|ventilation is|breathing for (?:him|her) is) (?:ok|okay|fine|alright|adequately)|assum\w* (?:it|that|they|this) (?:is |s |are )?(?:working|fine|ok|okay|going in)|(?:air|it|oxygen) (?:is |s )?(?:going|getting) in|that counts|(?:so )?(?:we are|we re|i am|i m) ventilating|(?:ventilation|it|bagging) (?:is|s) (?:effective|working|adequate)|(?:just )?wait\w* for|leave the airway|great|(?:is|s) (?:being )?ventilated|normal (?:in|for) (?:a )?(?:baby|babies|infants?|kids?|children|a child)|(?:she|he) (?:is|s) fine|(?:that|this|it) (?:is|s) acceptable|(?:he|she|they) (?:is |s |are )?getting (?:some |enough )?(?:air|oxygen)|happy with (?:how|the way) (?:i|we)|(?:exactly )?as (?:i|we) (?:am|are)|fine(?= ?(?:[.,;!]|$))(?<=, fine)|${LET_STAND})\b`;

/** BMV-20 Effective ventilation: what the engine reads, judges and says about it. */
export const effectiveVentilation: ItemModule = {
  id: 'BMV-20',
  cues: [
    cue(
      'noChestRiseCarryOn',
      ['BMV-20'],
      'bad',
      anyOf(
        // "no chest rise still , sats 75 , fine", "no chest rise , sats 82 . doesn't matter , continue".
        String.raw`\b(?:no chest (?:rise|movement)|chest (?:is )?(?:not|still not) moving)(?: still)?(?: ,)?(?: (?:spo2|sats?) \d+(?: %)?)?(?: ,| \.)? (?:fine|does not matter|doesn t matter|that is fine|that s fine)\b`,
        // "the chest is not rising but she is pinker so I just carry on": no fix said between.
        seq(
          String.raw`\b(?:(?:(?:can not|cannot|can t) (?:really )?see (?:the |her |his )?)?chest (?:wall )?(?:still )?(?:is |does |did |was )?(?:not|still not|hardly|barely|scarcely|no longer)(?: really)? `,
          String.raw`(?:ris\w*|mov\w*|go\w* up|com\w* up|expand\w*|lift\w*)`,
          // "her tummy is swelling up but the chest is not", "air going into his belly instead of his chest".
          String.raw`|(?:tummy|belly|stomach|abdomen) (?:is |s )?(?:getting )?(?:(?:tense|tight|big|bigger|hard) and )?(?:swelling|distending|distended|blowing up|ballooning|filling|going up|rising|bloat\w*)|(?:tummy|belly|stomach|abdomen) (?:is |s )?(?:getting|gets|get) (?:big|bigger|distended|swollen|tight|tense|hard)|(?:into|in) (?:his |her |the )?(?:belly|stomach|tummy) instead of (?:his |her |the )?chest`,
          // "the stomach's rising more than the chest".
          String.raw`|(?:tummy|belly|stomach|abdomen) (?:is |s )?(?:rising|going up|blowing up|swelling|getting bigger|moving) more than (?:the |his |her )?chest`,
          // "I can't see her chest go up".
          String.raw`|(?:can not|cannot|can t) (?:really )?see (?:the |her |his )?chest (?:ris\w*|mov\w*|go\w* up|com\w* up|lift\w*)`,
          // "her chest is flat with every breath", "the chest stays still".
          String.raw`|chest (?:wall )?(?:is |stays |remains |was |still |s )+(?:flat|motionless|static|still)(?! (?:on|against)\b)`,
          // "chest rise is barely visible / barely there".
          String.raw`|chest rise (?:is |was )?(?:(?:barely|hardly|scarcely|only just) (?:visible|there|present|seen|noticeable)|minimal|poor|weak|tiny|small)`,
          // "not much chest rise", "very little chest movement".
          String.raw`|(?:no|poor|minimal|little|hardly any|barely any|not much|not enough|very little|inadequate|insufficient|weak|scant) (?:real |proper |visible |good )?chest (?:rise|movement|expansion)`,
          // "minimal rise , sats flat , good enough for now": the chest understood.
          String.raw`|(?:poor|minimal|hardly any|barely any|very little|scant) (?:rise|movement|expansion)`,
          // "only a flicker of chest movement".
          String.raw`|(?:only |just )?a (?:flicker|hint|trace|tiny bit|wee bit|twitch) of (?:chest )?(?:rise|movement|expansion|motion)`,
          // "only every other breath lifts the chest", "the chest goes up on 1 breath out of 3", "chest rise comes and
          // goes": some breaths only.
          String.raw`|(?:every other|every second|every third|(?:1|2) (?:in|out of) (?:2|3|4|5)|(?:some|a few|half)(?: of)?(?: the| my)?) breaths? (?:\w+ ){0,2}?(?:lift\w*|rais\w*|mov\w*|ris\w*|go\w* in)`,
          String.raw`|chest (?:\w+ ){0,2}?(?:ris\w*|goes up|go up|lifts?|moves?|comes up) (?:only )?(?:on|with) (?:every other|every second|every third|(?:1|2) (?:breath )?(?:in|out of) (?:2|3|4|5)|some|a few|half(?: of)?(?: the| my)?)\b(?: breaths?)?`,
          String.raw`|chest (?:rise|movement) (?:is )?(?:comes and goes|coming and going|on and off|patchy|intermittent|inconsistent)|(?:intermittent|patchy|inconsistent) chest (?:rise|movement)`,
          String.raw`|chest (?:rises|moves|goes up) (?:sometimes|now and then|on and off)|chest not (?:so |that |very )?much)\b`,
          // "the chest is not rising ; just keep bagging": a semicolon does not part the sign from the carrying on, nor
          // does a full stop ("The chest isn't really moving . Fine , I'll keep doing the same"); a fix said between does.
          `(?:(?!reposition|re ?seal|re ?seat|readjust|adjust|suction|jaw thrust|check|switch|two person|2 person|fix|change|stop|(?<!(?:after|since|once|when) (?:the |an? )?)(?:opa|npa|adjunct)(?! (?:is |s |went |goes |was |has gone |has been put )?in(?: |$)))[^?]){0,80}?`,
          CARRY_ON,
        ),
        // "sats falling to 60, I just keep doing what I do": worse saturation and no fix said.
        seq(
          String.raw`\b(?:sats?|saturations?|spo2|sp o2|oxygen saturations?) (?:are |is |still |now |keep |keeps )*(?:\d+ (?:% )?(?:and )?)?`,
          String.raw`(?:dropping|falling|dropped|fell|drop|fall|dipped|dipping|dips|going down|down to|worsening|getting worse|decreasing|stuck|hovering|sitting at|(?:stays?|remains?) at|flat|static|not (?:really )?(?:improving|coming up|rising|going up|better|moved|moving)|have not moved|has not moved)\b`,
          // "sats still dropping ; carry on as we are": a semicolon does not part them.
          `(?:(?!reposition|re ?seal|re ?seat|readjust|adjust|suction|jaw thrust|check|switch|two person|2 person|fix|change|stop|(?<!after (?:the |an? )?)(?:opa|npa|adjunct)(?! (?:is |s )?in(?: |$))|help|call)[^.?]){0,80}?`,
          CARRY_ON,
        ),
        // "no chest rise , but she's pink enough , no need to change anything", "sats say 91 , good enough , even though I
        // can't see the chest rise": breaths that do not move the chest, accepted.
        // "no chest rise still but the bag feels like its working so im happy".
        String.raw`\bno chest (?:rise|movement)\b[^.?]{0,40}\bbut\b[^.?]{0,50}\b(?:pink|fine|ok|okay|good enough|enough|no need to change|(?:i am|i m|we are) happy|(?:it is|its|it s) working)\b|\b(?:can not|cannot|can t|do not|don t) see (?:the |any )?chest (?:rise|rising|move\w*)\b(?<=\b(?:good enough|fine|ok|okay|enough)\b[^.?]{0,60})`,
        // "the sats are falling with no chest movement , but the ICU team is on the way so I will just wait".
        String.raw`\bjust wait\b(?<=\b(?:no chest|not rising|not moving|falling|dropping)\b[^.?]{0,80})`,
        // "I'll settle for 82 percent", "happy with sats of 85": a low saturation accepted.
        String.raw`\b(?:settle for|happy with|content with|fine with|accept\w*) (?:(?:spo2|sats?|saturations?) (?:of |at )?)?(?:[4-8]\d|9[01])(?: ?(?:percent|%))?(?! ?(?:kg|ml|l|lpm|min))\b`,
        // "I can hear air going in , so I don't need to see the chest move", "don't worry about the chest , as long as the
        // bag empties he's getting air".
        String.raw`\b(?:do not|don t|no) need to see ${THE}chest(?: (?:move|rise|go up))?\b|\bchest (?:does not|doesn t|do not|don t) need to (?:move|rise|go up|lift)\b|\b(?:do not|don t) worry about ${THE}chest\b`,
        // "the bag is easy to squeeze so ventilation must be fine", "air hissing out of the sides , that means it's
        // going in": signs that prove no breath.
        String.raw`\bbag (?:is |s )?easy to squeeze\b[^.?]{0,30}\b(?:must be|is|s) (?:fine|working|ok|okay|effective|going in)\b|\bhiss\w*\b[^.?]{0,60}\bmeans (?:it|air|the air) (?:is |s )?(?:going|getting) in\b`,
        // "I keep bagging the same way even though the chest is not moving".
        seq(
          String.raw`\b(?:carry\w* on|keep (?:going|bagging|ventilating|squeezing)|continu\w*)\b[^.;?]{0,40}?`,
          String.raw`\b(?:even though|although|though|despite|even if) `,
          String.raw`(?:(?:the |his |her )?(?:chest|there is no chest)(?: (?:is|does|did))? (?:not|hardly|barely|rise|movement)`,
          // "even though I can't see the chest move".
          String.raw`|(?:i|we) (?:can not|do not|did not|could not) see (?:the |his |her |any )?chest)\b`,
        ),
      ),
      {
        unsafe: true,
        feedback: {
          what: 'Carrying on although the chest is not rising.',
          why: 'Without chest rise no air reaches the lungs; colour and saturation lag behind and will fall. A better SpO2 alone does not prove that the breaths work.',
          instead:
            'Fix it now: reposition the head, re-seal the mask, lift the jaw into it, suction, consider an adjunct or the two-person technique, until the chest rises with each breath.',
        },
      },
    ),
    // "the airway's in , I'll stop bagging and put a face mask on , he'll breathe on his own", "we can stop the breaths
    // now and watch him": breaths stopped for a child who is not breathing (not "stop bagging once he breathes").
    cue(
      'stopVentilating',
      ['BMV-20'],
      'bad',
      anyOf(
        // "let's stop bagging and see if she breathes on her own": the breaths stopped to see (not "stop once he
        // breathes on his own").
        // Not "chest just rising, and I stop squeezing there": the squeeze ended at chest rise.
        String.raw`\bstop\w* (?:the )?(?:bagging|breaths|ventilat\w*|squeezing|the bag)\b(?! (?:when|once|if|until|till|as soon as|there|at that point|at chest rise)\b)(?![^.?]{0,40}\b(?:breathing|breathes) (?:on (?:his|her|their) own|adequately|by (?:him|her)sel(?:f|ves))\b(?<=\b(?:when|once|(?<!\bsee )if|until|till)\b[^.?]{0,40}))`,
        // "pause the breaths while I run and get the calcium", "I'll take the mask off and wait to see if he breathes".
        String.raw`\bpaus\w* (?:the )?(?:breaths|bagging|ventilation|ventilating)\b(?! (?:when|once|if|until|till|as soon as)\b)|\btak\w* (?:the )?mask off\b(?=[^.?]{0,20}\b(?:and )?(?:wait|see if|watch)\b)`,
        // "leave the bag off for a minute , she just needs a stimulus".
        String.raw`\b(?:leave|leaving|keep|keeping) (?:the )?(?:bag|bvm) off\b|\b(?:bag|bvm) off for (?:a |another )?(?:minute|min|while|bit|moment)\b`,
        // "take a break from bagging so I can write up the notes", "let her try on her own", "let her pink up on her own".
        String.raw`\b(?:take|have) a (?:break|breather|rest) from (?:the )?(?:bagging|ventilating|breaths|bag)\b|\blet (?:him|her|them) (?:try|breathe|have a go|pink up) on (?:his|her|their) own\b`,
        // "leave him off the bag while I fetch", "leave the mask sitting on him without squeezing while we wait".
        String.raw`\bleav\w* (?:him|her|them|the (?:child|baby|patient)) off (?:the )?(?:bag|bvm|ventilation)\b|\bwithout (?:squeezing|bagging|giving (?:any )?breaths|ventilating)\b(?=[^.?]{0,40}\b(?:while|until|till)\b)(?<=\b(?:leave|leaving|left|keep|keeping|sitting|resting)\b[^.?]{0,60})`,
        // "chest not moving ; well , he's had a lightning strike , nothing more we can do": the breaths given up.
        String.raw`\bnothing (?:more|else) (?:we|i) can do\b|\bnothing (?:more|else) to (?:be )?do(?:ne)?\b`,
      ),
      {
        unsafe: true,
        feedback: {
          what: 'Stopping the breaths in a child who is not breathing on their own.',
          why: 'An airway adjunct or a pinker colour does not make an apnoeic child breathe: without breaths the SpO2 falls again within a minute or two.',
          instead:
            'Keep ventilating, one breath every 2-3 seconds, until the child breathes adequately or an advanced airway takes over, and reassess chest rise, SpO2 and heart rate.',
        },
      },
    ),
    // "we are seeing good chest rise": a report that the breaths work (BMV-20); not "until I see the chest rise" nor
    // "just enough to see it rise", where the chest rise measures the squeeze (BMV-18).
    cue(
      'seeChestRise',
      ['BMV-20'],
      'good',
      String.raw`(?<!\b(?:until|untill|till|til|enough|just|only|to|if|whether) (?:i |we |you )?)\b(?:see|seeing|sees|saw|seen)(?: the| his| her| a| good| visible| adequate| nice| both sides of)* (?:chest (?:rise|rising|rises|movement|moving|moves|expan\w*)|rise of the chest)\b`,
    ),
    cue(
      'effectiveVentilation',
      ['BMV-20'],
      'good',
      anyOf(
        String.raw`\beffective(?:ly)? (?:bvm |bag mask |bag )?ventilat\w*`,
        String.raw`\bventilat\w* (?:is |are |now |remains? )*effective(?:ly)?\b`,
        String.raw`\bventilation (?:works|is working)\b`,
        // "now both sides of the chest lift each time".
        String.raw`\bboth sides of (?:the |his |her )?chest (?:lift|rise|move|expand)\w*\b`,
        // "every squeeze gives a visible chest rise now": the breaths seen to work (not "enough to give chest rise").
        String.raw`\b(?:gives?|giving|produces?|producing)(?<!\b(?:enough|just|only|to) (?:gives?|giving|produces?|producing)) (?:a |good |visible |nice |clear )*chest (?:rise|movement)\b`,
        // "chest up , sats 94": the chest's rise reported beside a saturation.
        // "post OPA : SpO2 93 , HR 118 , chest up": the chest's rise reported after the numbers.
        String.raw`\bchest (?:up up|up|rising|moving|rise present|going up)\b(?= ?(?:[.,;!]|$))(?<=\b(?:spo2|sats?) \d+[^.?]{0,40})`,
        // "still 20 a minute , chest rising , sats 97".
        String.raw`\bchest (?:up up|up|going up|coming up|up and down|going up and down|rising|moving|rises|moves)(?: (?:with )?(?:each|every) (?:breath|squeeze|bag|inflation|time))?\b(?= ?,? (?:and )?(?:spo2|sats?|saturations?)\b)`,
        // "ventilation adequate", "the breaths are working", "bagging is effective".
        String.raw`\b(?:ventilation|breaths|bagging|bvm) (?:is |are |now |seems |seem )?(?:adequate|sufficient|successful|working|going in well)\b`,
        // The word first, then the look back (a look back opening an alternative runs at every position).
        seq(
          ahead(
            String.raw`\b(?:good|visible|adequate|effective|bilateral|equal|nice|clear|symmetrical|symmetric) chest `,
          ),
          NOT_AFTER_SQUEEZE,
          group('good|visible|adequate|effective|bilateral|equal|nice|clear|symmetrical|symmetric'),
          String.raw` chest (?:rise|rising|movement|expansion|excursion|wall movement)\b`,
        ),
        seq(
          ahead(String.raw`\bchest `),
          NOT_A_TARGET,
          NOT_AFTER_SQUEEZE,
          String.raw`chest (?:is |now |starts to |begins to |can be seen to |visibly |visible |clearly |nicely )*${CHEST_MOVES}`,
          String.raw`(?: well| nicely| visibly| with (?:each|every) (?:breath|squeeze|inflation|bag))?\b`,
        ),
        // "good rise and fall of the chest".
        String.raw`\b(?:good|nice|adequate|visible) rise and fall of (?:the |his |her )?chest\b`,
        // "good bilat chest rise", "both sides of her chest come up with each squeeze".
        String.raw`\b(?:good |adequate |equal )?(?:bilat\w*|bilateral) chest (?:rise|movement)\b(?! \?)`,
        // Not "looking that both sides of the chest go up": a check, not yet its result.
        // "I can see both sides of his chest go up" is the result; "to see both sides ..." the check.
        String.raw`\b(?<!\b(?:look\w*|check\w*|watch\w*|to see|seeing|making sure|make sure) (?:that |whether |if |for )?)both sides of ${THE}chest (?:come|comes|go|goes|rise|rises|move|moves|moving|rising) (?:up )?\b`,
        // "chest rise good", "chest rise +": the chest rise reported, not only named as a thing to check.
        String.raw`\bchest rise (?:is |was |now )?(?:good|visible|adequate|present|seen|ok|okay|better|improved|bilateral|equal|yes)\b(?! now \?| \?)`,
        // "both sides of the chest are going up".
        seq(
          ahead(String.raw`\bchest `),
          NOT_A_TARGET,
          String.raw`chest (?:is |are |now )*(?:goes|going|went|moves|moving|comes|coming|came) up\b`,
        ),
        String.raw`\bchest (?:is |can be )?(?:seen|observed|noted|visibly) (?:to )?(?:rise|rising|move|moving|expand\w*)\b`,
        // "effective: chest rise +": the verdict said first, the signs after it.
        String.raw`\beffective(?= : )`,
        // Not "to bring the sats up", "to get the sats up": a purpose, not a result.
        seq(
          ahead(String.raw`\bspo2 `),
          notBehind(
            String.raw`\b(?:bring|brings|bringing|get|gets|getting|push|pushing|to) (?:the |his |her )?`,
          ),
          // Nor "see if the sats come up": a result awaited.
          notBehind(
            String.raw`\b(?:see|watch|check|wait|until|till) (?:if |whether |for |to see if )?(?:the |his |her )?`,
          ),
          // "his SpO2 has started climbing".
          String.raw`spo2 (?:is |are |now |have |has )*(?:(?:started|starting|begun|beginning|begins|starts) (?:to )?)?`,
          group(
            'improving|improves|improved|rising|rises|rose|increasing|increases|increased|coming up|come up|came up|going up|goes up|went up|better|climbing|climbs|climbed|picking up|up to|up',
          ),
          String.raw`\b(?! \?)`,
        ),
        String.raw`\b(?:rising|improving|increasing|climbing) spo2\b`,
        // "checking the chest : it rises with every breath now".
        String.raw`\bit (?:rises|is rising|lifts|moves|goes up) (?:well |nicely |visibly )?(?:with|on) (?:each|every) (?:breath|squeeze|inflation)\b(?<=\bchest\b[^.;?]{0,20}\bit (?:rises|is rising|lifts|moves|goes up)\b[^.;?]{0,30})`,
        // "each squeeze lifts her chest", "every breath moves the chest": the breath seen to work.
        String.raw`\b(?:squeeze|breath|inflation|puff)s? (?:lifts|lifted|raises|raised|moves|moved) (?:the |his |her )?chest\b`,
        // "her sats are now 90 and rising": a number, then the trend.
        String.raw`\bspo2 (?:is |are |now |at )*\d+(?: %)?(?: and)? (?:rising|climbing|improving|going up|coming up|increasing)\b`,
        // "vent effective": ventilation, shortened.
        String.raw`\bvent (?:is |now )?effective\b`,
        // "sats went from 86 to 95".
        String.raw`\bspo2 (?:went |go |going |rose |rising )?from \d+ (?:% )?to \d+\b`,
        // "she is pinking up", "colour is better".
        String.raw`\b(?:pinking up|pinker|colou?r (?:is )?(?:improving|improves|improved|better))\b`,
        String.raw`\bgood air entry\b`,
        // "CR good , SpO2 96": chest rise, shortened, reported beside a saturation.
        String.raw`\bcr (?:is |now )?(?:good|visible|adequate|ok|okay|present)\b(?=[^.?]{0,20}\bspo2\b)`,
        // "reassess cr , spo2 , heart rate : better", "chest rise and sats , improving": the signs, then the verdict.
        seq(
          String.raw`(?:: |, )(?:all )?(?:better|improving|improved)\b(?! \?)`,
          String.raw`(?<=\b(?:chest rise|cr|spo2)\b[^.;?]{0,30})`,
        ),
        seq(
          String.raw`\b(?:both|all|each) (?:are |is )?(?:improving|better|rising|up|good)\b`,
          String.raw`(?<=\b(?:chest rise|spo2)\b.{1,60})`,
        ),
      ),
    ),
  ],
  nudge: 'How do you know your breaths are actually working?',
  techniques: {
    effective_ventilation: 'I see visible chest rise and the SpO2 rising.',
    ignore_poor_chest_rise: 'The chest is not rising but I carry on bagging the same way.',
    stop_ventilation: 'The airway is in, so I stop bagging and watch him.',
  },
};
