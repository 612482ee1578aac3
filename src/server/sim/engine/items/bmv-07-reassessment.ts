import { judgeByCues, wrong } from '../judge/by-cues.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { ahead, anyOf, behind, group, notAhead, seq, words } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** The signs a reassessment watches, as said in a list ("chest rise, spo2 and heart rate"). */
const SIGNS = [
  'chest rise',
  'chest movement',
  'spo2',
  'heart rate',
  'pulse',
  'breath sounds',
  'air entry',
  'vitals',
  'vital signs',
  'color',
  'etco2',
];

/** The chest seen rising, as a reported sign ("cr" is the shorthand for chest rise in a list of signs). */
const CHEST_SIGN = String.raw`(?:chest (?:is |s |now )?(?:rise|rises|rising|moving|moves|movement|expansion|expanding|lifts|lifting|going up|goes up|coming up|comes up)|cr)\b`;

/** "I will", "I would", "going to": a reassessment said as a plan... */
const FUTURE = /\b(?:will|would|shall|going to|plan to|planning to)\b/;
/** ... for a later time ("once she is pink", "after anaesthesia arrive", "in a minute or so") is not yet done. */
const LATER =
  /\b(?:once|later|after (?:\w+ ){1,2}(?:arrives?|comes?|gets? here|is|are|has|have)|in (?:a|1|one|\d+) (?:minute|min|few|moment|while))\b/;

/** "Watching his chest to see whether the breathing comes back": waiting for breaths (BMV-1), not a reassessment. */
const WAITING =
  /\b(?:whether|if|till|until) (?:the |his |her )?(?:breathing|breaths|he|she|they|spontaneous \w+) (?:comes? back|returns?|starts?|breathes?|resumes?|picks? up)\b/;

/** A mention said as a plan for later: the future in the words before it and the later time in its clause. */
function isPlanForLater(mention: Mention): boolean {
  const before = mention.clause.slice(0, mention.clauseOffset);
  return FUTURE.test(before) && (LATER.test(mention.clause) || NEXT.test(before));
}

/**
 * "I guess next I would recheck", "after that we will reassess": the reassessment is the step after this one. Not
 * "then I'll reassess", which residents say of the step they take now, in order.
 */
const NEXT = /\b(?:next|after that|afterwards|eventually|i guess|i suppose)\b/;

const SKIPPED_FEEDBACK = {
  what: 'Going on without reassessing: not looking at chest rise, SpO2 and heart rate after a change.',
  why: 'Only the chest, the saturation and the heart rate show whether what you did helped; without them a failing airway goes unnoticed.',
  instead: 'After each change, look at chest rise, SpO2 and heart rate.',
};

/**
 * BMV-7: read by its cues, except a reassessment planned for later, which is not one done (and asks nothing). A
 * look refused outright ("I am not watching the chest", "not checking the monitor , too busy") is the reassessment
 * skipped, as every blind author labels it (not one put off with "not yet").
 */
function judgeReassessment(mentions: Mention[], _ctx: JudgeContext): Judgement | null {
  const now = mentions.filter((m) => !isPlanForLater(m) && !WAITING.test(m.clause));
  if (now.length === 0) return null;
  const byCues = judgeByCues('BMV-7', now);
  // Not "I don't stop reassessing": the stopping is what is refused.
  const refused = now.some(
    (m) =>
      m.cue.sense === 'good' &&
      m.negated &&
      !m.deferred &&
      !m.hypothetical &&
      !/\b(?:not|never) (?:stop|give up|quit)\w*\b/.test(m.clause),
  );
  const done = now.some((m) => m.cue.sense === 'good' && !m.negated);
  if (byCues?.kind !== 'wrong' && refused && !done) return wrong('BMV-7', SKIPPED_FEEDBACK);
  return byCues;
}

/** BMV-7 Reassessment: what the engine reads, judges and says about it. */
export const reassessment: ItemModule = {
  id: 'BMV-7',
  cues: [
    cue(
      'reassess',
      ['BMV-7'],
      'good',
      anyOf(
        // "post-OPA: chest up, SpO2 94, HR 118": the chest and the numbers read back together, in shorthand.
        // "post OPA : SpO2 93 , HR 118 , chest up": the numbers read back, then the chest (the chest is BMV-20's to read).
        // "Sats 91 and rising, heart rate 84, chest going up with every breath".
        String.raw`\b(?:spo2|sats?) \d+(?: ?%)?(?: and (?:rising|climbing|improving|coming up|going up))? , (?:heart rate|heart|pulse) \d+\b(?= , chest (?:up|rising|moving|rise|going up)\b)`,
        // "chest going up and down with each breath , sats 93% , heart 136".
        String.raw`\b(?:spo2|sats?) \d+(?: ?%)? , (?:heart rate|heart|pulse) \d+\b(?<=\bchest (?:up|rising|rises|moving|moves|rise|rise present|movement|going up)\b[^.?]{0,40} , (?:spo2|sats?) \d+(?: ?%)? , (?:heart rate|heart|pulse) \d+)`,
        seq(
          String.raw`\b`,
          group(
            anyOf(
              String.raw`reassess\w*`,
              String.raw`reevaluat\w*`,
              String.raw`recheck\w*`,
              // "let's relook at him now the OPA's in".
              String.raw`re ?look\w*`,
              'check',
              'checks',
              'checking',
              'checked',
              'look',
              'looks',
              'looking',
              'looked',
              'watch',
              'watching',
              'watches',
              'watched',
              'monitor',
              'monitoring',
              'monitors',
              'observe',
              'observing',
              'observes',
              'assess',
              'assessing',
              'assesses',
              'confirm',
              'confirming',
              'confirms',
              'listen',
              'listening',
              String.raw`auscultat\w*`,
              'feel',
              'feeling',
            ),
          ),
          group(
            ' (?:for|at|the|his|her|if|whether|that|there is|to|on|closely|again|continuously|carefully|and)',
            '*',
          ),
          ' (?:(?:good|visible|adequate|bilateral|equal) )?',
          // 'chest' stays after 'chest rise' and 'chest movement', so the longer sign is the one read.
          words([...SIGNS, 'rise of the chest', 'monitor', 'chest']),
          String.raw`\b`,
          group(seq('(?: ,| and| ,? and)(?: the| his| her)? ', words(SIGNS)), '*'),
        ),
        // "I check: is the chest moving, what do the sats do?": the reassessment said as the questions it asks.
        // "good bilateral chest rise , spo2 up from 86 to 94 , heart rate 115": the three signs reported, read off.
        // Only the heart rate is taken: the chest rise and the SpO2 before it stay BMV-20's to read.
        seq(
          ahead('heart rate|pulse'),
          behind(
            anyOf(
              String.raw`\b${CHEST_SIGN}(?: \S+){0,8}? spo2\b(?: \S+){0,8}? `,
              String.raw`\bspo2\b(?: \S+){0,8}? ${CHEST_SIGN}(?: \S+){0,8}? `,
            ),
          ),
          String.raw`(?:heart rate|pulse)\b`,
        ),
        // "after the OPA : good chest rise , hr 120 , spo2 86 and rising": the signs in the other order, reported after
        // a change (said alone, "good chest rise , hr climbing , spo2 up" is BMV-20's report, as the blind sets label it).
        seq(
          ahead('heart rate|pulse'),
          behind(
            String.raw`\b(?:after|post|following) (?:\S+ ){1,3}?(?:\S+ ){0,3}?${CHEST_SIGN}(?: \S+){0,8}? `,
          ),
          String.raw`(?:heart rate|pulse)\b`,
          ahead(String.raw`(?: \S+){0,8}? spo2\b`),
        ),
        // "after putting it in I look: chest rising? sats? heart rate?", "now I check: chest rising?": the signs looked at,
        // said after a colon.
        // Only the verb is matched: the signs after it stay BMV-20's to read.
        String.raw`\b(?:check|checks|checking|checked|look|looks|looking|looked|watch\w*)(?: (?:again|now|then))?(?= : (?:is |are |does )?(?:the |his |her )?(?:chest|spo2|heart rate|pulse)\b)`,
        // "let's relook at him now the OPA's in".
        String.raw`\bre ?look\w* at (?:him|her|them)\b`,
        // "head moved , so a fresh look : chest now lifting", "had another look once her head was moved".
        String.raw`\b(?:a |another |had |have |take |takes |taking |took )?(?:another|fresh|second|new) look\b(?! (?:at|for) (?:the |a |an )?(?:mask|bag|size|opa|npa|adjunct|equipment|kit)\b)`,
        String.raw`\b(?:check|checks|checking|look|looking|assess|assessing|reassess\w*) (?:: )?(?:is|are|does|do|did|has|have) (?:the |his |her )?(?:chest|spo2|heart rate|pulse|colou?r)\b`,
        // "after each step I look if it is better": whether what was done helped.
        String.raw`\b(?:look|check|see)\w* (?:again )?(?:if|whether) (?:it|this|that|things|he|she) (?:is |are |gets? |got )?(?:better|improv\w*|work\w*|help\w*)\b`,
        // "after the suction I look at him again", "I look again: still no breaths": the patient looked at afresh.
        String.raw`\b(?:look|check|assess|examin|see)\w* (?:at |on )?(?:(?:him|her|them|the (?:patient|child|baby|infant|boy|girl)) )?again\b(?! (?:at|for|in|into|to)\b)`,
        seq(
          // "re-eval", "re-ass" (written with a hyphen, read with a space).
          String.raw`\b(?:reassess\w*|reevaluat\w*|re evaluat\w*|recheck\w*|re ?eval|re ass)\b`,
          notAhead(` ${THE}(?:shoulder|head|mask|seal|position|opa|npa|adjunct|suction|bag|grip|hold|roll)`),
        ),
      ),
    ),
    // "skip the reassessment", "not going to recheck", "I won't look at the monitor": reassessment refused.
    cue(
      'skipReassessment',
      ['BMV-7'],
      'bad',
      anyOf(
        // "he's pink , don't bother checking sats after the OPA".
        String.raw`\b(?:do not|don t|won t|will not|not going to|not) bother (?:re ?)?check\w*\b`,
        // "switch the sats probe off , it keeps alarming".
        String.raw`\b(?:switch|turn|take)\w* (?:the )?(?:spo2 |sats |oximeter )?probe off\b|\b(?:switch|turn|take)\w* off (?:the )?(?:spo2 |sats )?probe\b`,
        // "I'll leave the reassessment for the anaesthetist", "I'll check her sats and heart rate once the team gets
        // here , we just bag until then": the look at the child left to others.
        String.raw`\bleav\w* (?:the )?(?:re ?assess\w*|re ?check\w*|checking|obs|monitoring) (?:for|to) (?:the )?(?:anaesthet\w*|anesthet\w*|team|picu|icu|registrar|consultant|others?|someone else|them)\b`,
        String.raw`\b(?:check|re ?check|re ?assess|look at)\w*(?: \w+){0,6}? (?:once|when|after) (?:the )?(?:team|anaesthet\w*|anesthet\w*|picu|icu|registrar|consultant|seniors?|they|help) (?:gets? here|arrives?|comes?|turns? up|is here|are here)\b(?=[^.?]{0,40}\b(?:just |only )?(?:bag|ventilat)\w*)`,
        String.raw`\b(?:skip\w*|forget|forgo|omit\w*|no need (?:to|for)(?: any)?|no point (?:in )?)(?: the| a| any)? ?(?:re ?assess\w*|re ?check\w*|re ?evaluat\w*|check\w* (?:anything|the (?:chest|sats|monitor|heart rate))|look\w* at (?:the |his |her )?(?:chest|spo2|sats|monitor)(?: again)?|monitor\w*)\b`,
        // "we are done checking", "not going to bother rechecking", "don't need to check her again", "no need to keep looking".
        String.raw`\bdone (?:re ?)?checking\b|\bstop\w* (?:re ?)?checking\b|\bno need to (?:re ?)?check anything\b|\b(?:do not|don t|dont) need to (?:re ?)?check (?:her|him|them)(?: \w+)? again\b|\bno need to keep look\w*|\b(?:do not|don t|dont) worry about (?:the )?monitor\b`,
        // "no reassessment needed post-OPA", "no need to keep checking his sats", "turn the monitor alarms off".
        String.raw`\bno re ?assess\w* (?:is )?(?:needed|necessary|required)\b|\bno need to keep (?:re ?)?check\w*|\b(?:turn\w*|switch\w*) (?:the )?(?:monitor |spo2 |sats )?alarms? off\b|\b(?:turn\w*|switch\w*) (?:the )?(?:spo2 |sats )?monitor off\b|\bsilenc\w* (?:the )?(?:monitor|spo2|sats)?(?: ?alarms?)?\b(?<=\bsilenc\w* (?:the )?(?:monitor|alarms?|spo2 alarms?|sats alarms?|monitor alarms?))`,
        // "I don't need to keep checking her chest", "don't worry about rechecking the monitor", "no need to check her
        // again".
        String.raw`\b(?:(?:do not|don t|dont) (?:need to )?keep (?:re ?)?check\w*|(?:do not|don t|dont) worry about (?:re ?check\w*|re ?assess\w*|look\w* at)|no need to (?:re ?)?check (?:her|him|them|the \w+)(?: \w+)? again)\b`,
        String.raw`\b(?:not|never|won t|don t|do not|will not|wont|dont)(?: going to| gonna)?(?: bother\w*(?: to)?| need to)? (?:re ?check\w*|re ?assess\w*|re ?evaluat\w*|re ?examin\w*|re ?look\w*|look\w* at (?:the |his |her )?(?:chest|sats|spo2|monitor|heart rate))\b`,
        // "no need to look at him again", "we don't need to examine her again", "skip the checks", "the monitor will
        // alarm if something is wrong": the child not looked at again after a change.
        String.raw`\b(?:no need to|(?:do not|don t|dont|not) need to|needn t|no point (?:in )?)(?: \w+)? (?:re ?)?(?:look\w* at|examin\w*|assess\w*|see|review\w*) (?:him|her|them|the (?:patient|child|baby|infant|boy|girl|kid))(?: \w+)? again\b`,
        String.raw`\bskip\w* (?:the |all the |any )?(?:checks|obs|observations|assessment)\b`,
        String.raw`\bno need (?:for|to have|to take) (?:another|a|any) (?:look|check|recheck)\b`,
        // "I won't stop to check his chest or the sats".
        String.raw`\b(?:won t|will not|not going to|do not|don t|not) stop (?:to|and) (?:re ?)?(?:check|look|assess)\w*\b`,
        String.raw`\bstop\w* (?:looking at|watching|monitoring|checking) (?:the |his |her )?(?:monitor|sats|spo2|chest|numbers|obs)\b`,
        String.raw`\b(?:the )?monitor (?:will|ll|would|can|should) (?:alarm|beep|tell|warn|alert|let (?:us|me) know|pick (?:it|that|this) up)\b`,
        // "not worry about the monitor for now", "don't bother with the obs", "watch the clock instead of the monitor".
        // "not worry about her chest or the numbers".
        String.raw`\b(?:not|never|do not|don t) (?:worry|bother|fuss)\w* (?:about|with) (?:the |his |her )?(?:chest (?:or|and) (?:the |his |her )?)?(?:monitor|obs|observations|sats|spo2|numbers|vitals)\b(?! capacity)`,
        String.raw`\binstead of (?:the )?(?:monitor|obs|observations|sats|spo2|chest)\b(?<=\b(?:watch|look|keep|bag)\w*\b[^.;?]{0,60})`,
        // "heart rate and sats can wait", "the obs can wait", "leave the reassessment till the anaesthetist gets here".
        String.raw`\b(?:sats|spo2|heart rate|obs|observations|vitals|monitor|re ?assess\w*|re ?check\w*|checks?) (?:can|will have to|must) wait\b`,
        String.raw`\b(?:leave|leaving|save|saving|put\w* off|postpon\w*|delay\w*) (?:the )?(?:re ?assess\w*|re ?check\w*|checks?|obs|observations)(?: \w+)? (?:till|until|for later|later)\b`,
        // "I'll check her sats and her chest again in ten minutes or so": looked at again only much later.
        // Not a child left unventilated and looked at later ("nasal specs and reassess in 5 min", "I will wait and
        // recheck in 5 min"): breaths put off (BMV-1), not a check skipped after a change.
        String.raw`\b(?:again )?in (?:[1-9]\d|several|another few) (?:minutes|mins|min)(?: or so)?\b(?<=\b(?:re ?)?(?:check|look|assess|review)\w*\b[^.;?]{0,60})(?<!\b(?:wait\w*|asleep|sleep\w*|keep an eye|observ\w*|watch\w*|rebreather|reservoir mask|face mask|nasal (?:specs|prongs|cannula)|high flow|headbox|blow ?by|upright|sitting up|breathe soon|on (?:his|her|their) own)\b[^.?]{0,160})`,
        // "no point checking again", "we're done", "job done , on we go" (said of the adjunct just in).
        String.raw`\bno point (?:in )?(?:re ?)?check\w*(?: \w+)?(?: again)?\b`,
        // "turn off the sats alarm", "sats probe keeps alarming , turn it off", "I'll silence it and keep bagging".
        String.raw`\b(?:turn|switch)\w* off (?:the )?(?:monitor |spo2 |sats? |probe )?(?:alarm|alarms|beep\w*|probe|monitor)\b|\b(?:turn\w* (?:it|that) off|silenc\w* (?:it|that))\b(?<=\b(?:alarm\w*|probe|monitor|beep\w*)\b[^.?]{0,60})`,
        // "we don't need to look at anything , just carry on", "we can look at him later".
        String.raw`\b(?:do not|don t|not) need to (?:look at|check) anything\b|\b(?:look|check)\w* (?:at )?(?:him|her|them) later\b`,
        // "we'll look at the chest and sats later when the cardiologist is done , not now".
        String.raw`\b(?:look\w* at|check\w*|recheck\w*) (?:the |his |her )?(?:chest|sats|spo2|monitor|obs)(?: and (?:the |his |her )?(?:chest|sats|spo2|heart rate|obs))? later\b`,
        // "airway's in , no need to check , just keep bagging", "no need to look at him after each change".
        String.raw`\bno need to (?:re ?)?check\b(?= ?(?:[.,;!]|$))|\bno need to (?:re ?)?(?:check|look)\w*(?: at (?:him|her|them|the \w+))? after (?:each|every) (?:change|step|intervention)\b`,
        String.raw`\b(?:job done|(?:we are|that is|that s) (?:done|sorted)|on we go)\b(?<=\b(?:opa|npa|adjunct|airway|guedel)\b[^.;?]{0,40})`,
        // "I won't check his sats yet", "I don't have to look at his chest", "no more checks needed", "no need to check her".
        String.raw`\b(?:will not|won t|not going to|do not have to|don t have to|do not need to|don t need to) (?:re ?)?(?:check|look at|examine)\w* (?:his |her |the )?(?:sats|spo2|chest|monitor|obs|heart rate|numbers)\b`,
        String.raw`\bno (?:more |further )?(?:re ?)?checks? (?:are |is )?(?:needed|necessary|required)\b`,
        String.raw`\bno need to (?:re ?)?check (?:him|her|them)\b(?= ?(?:[.,;!]|$))`,
        // "no need to look at anything", "my eyes on my hands and not on the monitor".
        String.raw`\bno need to check\w* after (?:each|every) change\b|\bignor\w* (?:it|the (?:monitor|alarm|beep\w*))\b(?<=\b(?:monitor|alarm|beep\w*|probe)\b[^.?]{0,80})|\bignor\w* (?:the |his |her )?(?:sats|spo2|saturations?|pulse ox\w*|sats probe|probe)\b|\bno need to (?:watch|look) for (?:the )?chest rise\b|\b(?:when|once|after) (?:the |his |her )?(?:ct|scan|mri|dressing|dressings|procedure|lp|lumbar puncture|op|operation|surgery|x ray)(?: change)? (?:is |s |are |has |have )?(?:been )?(?:done|over|finished|complete\w*)\b(?<=\b(?:check|look|re ?assess|recheck)\w*\b[^.?]{0,60})|\bno time to (?:look at|check|watch) (?:the )?(?:monitor|spo2|sats|chest)\b|\bleave (?:the )?(?:re ?assess\w*|re ?check\w*|checks?) to\b|\bno need to look at anything\b|\b(?:won t|will not|not going to) look at anything(?: else)?\b|\b(?:not going to|will not|won t|do not|don t|(?:i m|i am|we re|we are) not) (?:re ?)?check(?:ing)? anything\b|\bwithout (?:looking at|checking) (?:his |her |the )?(?:chest|spo2|sats|monitor)\b|\bnot on the monitor\b(?<=\beyes\b[^.?]{0,60})`,
        // "I won't check her , I'll just keep bagging", "no need to look again , carry on", "keep bagging without
        // checking", "no need to watch the chest", "I'm not going to keep checking".
        String.raw`\b(?:will not|won t|not going to|do not|don t) (?:re ?)?(?:check|look at|examine)\w* (?:him|her|them)\b(?! (?:for|to|over)\b)`,
        String.raw`\b(?:no need to|(?:do not|don t) need to) (?:re ?)?look\w*(?: again| any more| anymore)?\b(?= ?(?:[.,;!]|$| again\b))`,
        String.raw`\bwithout (?:re ?)?(?:checking|looking|reassessing|rechecking)\b(?<=\b(?:bag\w*|going|on|ventilat\w*|squeez\w*)\b[^.;?]{0,30})`,
        String.raw`\bno need to (?:watch|look at|check|monitor)\w* (?:the |his |her )?(?:chest|sats|spo2|monitor|numbers|obs)\b`,
        String.raw`\b(?:not going to|will not|won t) keep (?:re ?)?(?:check|look|assess)\w*\b`,
        // "we'll reassess at the end", "I'll look at the sats again once the team arrives", "I'll reassess when the
        // anaesthetist gets here": the look put off till later.
        String.raw`\b(?:re ?assess\w*|re ?check\w*|(?:look\w* at|check\w*) (?:the |his |her )?(?:sats|spo2|chest|monitor|obs)(?: again)?) (?:at the end|later on|later|afterwards|(?:once|when) (?:the )?(?:team|anaesthetist|anesthetist|anaesthetics|anesthetics|help|picu|icu|consultant|registrar|senior)s? (?:arrives?|gets? here|comes?|is here|are here))\b`,
        // "I only watch the sats , the chest does not matter", "rechecking is a waste of time".
        String.raw`\b(?:the )?chest (?:does not|do not|will not|doesn t) matter\b|\bonly (?:watch|look at|check)\w* (?:the )?(?:sats|spo2|monitor)\b`,
        String.raw`\b(?:re ?check\w*|re ?assess\w*|checking|looking)(?: \w+){0,2}? (?:is |are )?(?:a waste of time|pointless|not needed|unnecessary)\b`,
        // "the sats probe fell off her foot. Leave it, we don't need it right now".
        String.raw`\b(?:leave|leaving) it(?: off)?\b(?<=\b(?:probe|sats|spo2|oximeter|monitor)\b (?:fell|fallen|came|come|slipped|has come|is|s)(?: \w+)? off\b[^?]{0,40})`,
        // "airway in , I'll go write the notes now".
        String.raw`\b(?:go|going|off) (?:and |to )?(?:write|do|finish) (?:up )?(?:the |my )?notes\b`,
        // "I'll stop watching him and go write the notes".
        String.raw`\bstop\w* (?:watching|looking at|monitoring) (?:him|her|them|the (?:patient|child|baby))\b`,
      ),
      { feedback: SKIPPED_FEEDBACK },
    ),
  ],
  judge: judgeReassessment,
  nudge: 'After each change you make, what do you look at to know whether it helped?',
  topics: [
    {
      id: 'reassess',
      pattern: /\breassess\w*|\bchest rise\b|\beffective ventilation\b/,
      imageWords: ['chest rise', 'reassess'],
      explanation: {
        title: 'Reassessment',
        text: 'After every change, look at the chest (does it rise with each breath?), the SpO2 and the heart rate. If the chest does not rise: reposition, re-seal, suction, consider an adjunct or two-person technique.',
      },
    },
  ],
  techniques: {
    reassess: 'I reassess chest rise, SpO2 and heart rate.',
    skip_reassessment: 'I skip the reassessment.',
  },
};
