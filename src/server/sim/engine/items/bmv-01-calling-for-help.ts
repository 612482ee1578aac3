import { active, judgeByCues, wrong } from '../judge/by-cues.ts';
import type { Judgement, Mention } from '../types.ts';
import { anyOf, group, seq, words } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { delayedVentilation } from './bmv-01-delayed-ventilation.ts';
import type { ItemModule } from './item.ts';

/** Who is called to help: a team, a senior, a specialty. */
const HELPER = String.raw`(?:team|team leader|trauma leader|senior|seniors|anesthetist|anaesthetist|anesthesia|anaesthesia|anaesthetics|anesthetics|doctor|picu|icu|registrar|consultant|attending|backup|intensivist)`;

/** A second person for the mask, or help already here: refusing these is not refusing help for the apnoea. */
const SECOND_PAIR_OR_HERE =
  /\b(?:second|2nd|another|other|extra) (?:person|pair|rescuer|set of hands)|\bpair of hands\b|\bmore help\b|\b(?:1|single) handed\b|\b(?:is|are|s) (?:already )?(?:here|on (?:the|its|their) way|coming|present|at the bedside)\b/;

const REFUSED_HELP_FEEDBACK = {
  what: 'Not calling for help for a child who is not breathing.',
  why: 'An apnoeic child needs more hands now: a second person for the mask, suction, drugs and an advanced airway if bag-mask ventilation fails. Help takes minutes to come.',
  instead: 'Call for help now (the emergency bell or call), and ventilate while it comes.',
};

/** BMV-1: naming the apnoea is half of it; the item is calling for help. */
function judgeHelp(mentions: Mention[]): Judgement | null {
  // A delay beats a call: "I call for help and wait to see if he breathes" is still a stop.
  const byCues = judgeByCues('BMV-1', mentions);
  if (byCues?.kind === 'wrong') return byCues;
  const said = active(mentions);
  if (said.some((m) => m.cue.id === 'callHelp'))
    return { kind: 'ok', item: 'BMV-1', detail: 'help is on the way' };
  // "no crash call , too many people get in the way", "I'm not calling the ICU": help refused outright is the
  // danger every blind author labels it (not help put off with "not yet", nor a second person for the mask, nor
  // more help where help is here).
  const refused = mentions.find(
    (m) =>
      m.cue.id === 'callHelp' &&
      m.negated &&
      !m.deferred &&
      !m.hypothetical &&
      !SECOND_PAIR_OR_HERE.test(`${m.clause} ${m.following}`),
  );
  if (refused) {
    return wrong('BMV-1', REFUSED_HELP_FEEDBACK, true);
  }
  if (said.some((m) => m.cue.id === 'recogniseApnoea')) {
    return {
      kind: 'incomplete',
      item: 'BMV-1',
      question: 'You have recognised that the patient is not breathing. Who do you get to the bedside?',
    };
  }
  return byCues;
}

/** BMV-1 Calling for help: what the engine reads, judges and says about it. */
export const callingForHelp: ItemModule = {
  id: 'BMV-1',
  cues: [
    cue(
      'callHelp',
      ['BMV-1'],
      'good',
      // Every alternative starts a word: one \b before them all fails once, not once per alternative, inside a word.
      seq(
        String.raw`\b`,
        group(
          anyOf(
            seq(
              // Not "has anyone called the trauma team yet?": a question about help, not help called.
              String.raw`\b(?<!\b(?:has|have|did) (?:anyone|anybody|someone|somebody|you|we|they) )`,
              group(
                anyOf(
                  'call',
                  'calls',
                  'calling',
                  'called',
                  'shout',
                  'shouts',
                  'shouting',
                  String.raw`yell\w*`,
                  'ask',
                  'asks',
                  'asking',
                  'get',
                  'gets',
                  'getting',
                  'page',
                  'pages',
                  'paging',
                  String.raw`summon\w*`,
                  'send for',
                  String.raw`activat\w*`,
                  String.raw`alert\w*`,
                  String.raw`press\w*`,
                  String.raw`pull\w*`,
                  String.raw`push\w*`,
                  String.raw`hit\w*`,
                  String.raw`ring\w*`,
                  // "could you phone the anaesthetist and the outreach team?".
                  'phone',
                  'phones',
                  'phoning',
                  'bleep',
                  'bleeps',
                  'bleeping',
                  // "put out a peds code".
                  'put out',
                ),
              ),
              // "get me the airway registrar", "call quickly the emergency team", "press the red button".
              // "call the trauma and resus team", "call peds arrest team".
              '(?: out)?(?: quickly| now| urgently| immediately)?(?: for)?(?: me| us)? (?:some |more |a |the |an |my |our )?(?:most )?(?:red |big |emergency )?(?:(?:pediatric|peds|paediatric|trauma|medical)(?: and)? )?',
              group(
                anyOf(
                  'help',
                  // "shout for more hands".
                  'hands',
                  'pairs? of hands',
                  'backup',
                  'back up',
                  'assistance',
                  'code(?: blue)?(?: team)?',
                  'rapid response(?: team)?',
                  'rrt',
                  'met(?: call| team)?',
                  String.raw`senior\w*`,
                  'attending',
                  'anesthesia',
                  'anesthetist',
                  'anaesthetist',
                  'anaesthetics',
                  'anesthetics',
                  'picu(?: team)?',
                  'icu(?: team)?',
                  'intensivist',
                  // "call the reanimation team", "ring outreach and ICU", "calling a peds emergency".
                  'reanimation(?: team)?',
                  '(?:intensive care |picu |icu )?outreach(?: team)?',
                  'intensive care(?: team)?',
                  String.raw`emergency(?! (?:department|room|drugs?|box|trolley|bag|kit|airway|response|team|help|button|bell|buzzer|alarm|call)\b)`,
                  'resus(?:citation)? team',
                  // "call the trauma leader".
                  '(?:trauma|team) leader',
                  'team',
                  // Not "I ask the nurse to hold the mask": a task for someone already there, not help called.
                  String.raw`nurse(?! to (?!call|get|fetch|bring|page|shout|press|pull|ring|phone|bleep)\w)`,
                  String.raw`colleague(?! to (?!call|get|fetch|bring|page|shout|press|pull|ring|phone|bleep)\w)`,
                  'emergency (?:response|team|help|button|bell|buzzer|alarm|call)',
                  // "press the red button on the wall": the alarm button.
                  String.raw`(?:button|buzzer|bell|alarm)(?= on the wall\b| by the bed\b| behind)`,
                  '(?:crash|arrest|trauma) (?:team|call|bell|buzzer|button)',
                  // "call resus", "get the paeds reg".
                  'resus(?:citation)?(?: team)?',
                  // "get the airway consultant", "page the on call registrar": the senior named by their role.
                  '(?:airway |anesthetic |anaesthetic |on call |senior |pediatric |peds |ent |picu |icu |ed |er |emergency )?consultant',
                  '(?:airway |anesthetic |anaesthetic |on call |senior |pediatric |peds |picu |icu )?(?:registrar|reg)',
                  'doctors?',
                  'physician',
                  'pa?ediatrician',
                ),
              ),
              String.raw`\b`,
            ),
            // "help summoned via emergency buzzer".
            String.raw`\b(?:help|assistance) (?:is |s |was |has been |have been |been |is being |being )?(?:called|requested|summoned|on the way|on its way|coming)\b`,
            // "the anaesthetist ... but they're being called now".
            String.raw`\b(?:they|he|she)(?: are| is| re| s)? being (?:called|paged|bleeped|phoned|rung)\b(?<=\b(?:anaesthetist|anesthetist|team|help|registrar|consultant|picu|icu|senior|intensivist)\b[^.?]{0,80})`,
            // "can someone bleep neurosurgery and the anaesthetist": a helper named second.
            String.raw`\b(?:call|bleep|page|phone|ring|get)\w* (?:the )?[a-z]+ (?:and|\+) (?:the |an? )?(?:anaesthetist|anesthetist|anaesthetics|anesthetics|anesthesia|anaesthesia|intensivist|registrar|consultant|(?:trauma|resus|crash|arrest|picu|icu|outreach|code) team|picu|icu|senior)\b`,
            // "put the call out", "I press the alarm", "crash bleep", "code blue peds".
            String.raw`\bput\w* (?:the |a |an )?(?:\w+ )?call out\b|\b(?:press|pull|hit|push|ring)\w* (?:the )?(?:red |emergency |crash |arrest )?(?:alarm|buzzer|bell)\b|\b(?:crash|arrest|emergency) bleep\b|\bcode blue\b(?! (?:is |was )?(?:not|cancel\w*|stood down)\b)`,
            // "calling for health": the typo of a real word, read as help only after a call.
            String.raw`\b(?:call|calls|calling|called|shout\w*|yell\w*|scream\w*) (?:out )?for health\b`,
            // "the resus team is on its way", "senior informed", "2222 called": help said as already on its way.
            // "trauma team and anaesthetics called": two of them named, one verb.
            String.raw`\b${HELPER}(?: (?:and|\+) (?:the )?(?:\w+ )?${HELPER})? (?:is |are |has been |have been |was |were |been |s been )?(?:on (?:the|its|their|his|her) way|coming|called|paged|bleeped|informed|alerted|aware|en route)\b(?<!\b(?:has|have|is|are|was|were) (?:the |a |an )?(?:\w+ )?${HELPER} (?:been )?\w+(?: \w+)?)`,
            String.raw`\b\d{3,4} (?:is |was |has been )?(?:called|dialled|dialed|rung)\b`,
            // "ask switchboard for the anaesthetist on call".
            String.raw`\bask\w* (?:the )?switchboard (?:for|to)\b`,
            // "pull the red cord for help".
            String.raw`\bpull\w* (?:the )?(?:red |emergency |alarm |crash )?cord\b`,
            // "arrest buzzer pulled", "crash bell pulled": the alarm raised, said as done.
            String.raw`\b(?:arrest|crash|emergency|code|resus) (?:buzzer|bell|button|alarm) (?:is |was |has been )?(?:pulled|pressed|pushed|hit|rung|activated)\b`,
            // Shorthand: "apnoea and pulse . trauma team and gas now": the team named first in a clause, and now.
            String.raw`\b(?:trauma|arrest|crash|resus|code|rapid response) team\b(?<=(?:^|[,;:.] )(?:trauma|arrest|crash|resus|code|rapid response) team)(?=[^.?]{0,20}\b(?:now|please|asap|stat)\b)`,
            // Shorthand: "HR 90 -> emergency bell , resus team": the alarm or the team named alone, as a whole clause.
            String.raw`\b(?:emergency|arrest|crash|code|resus) (?:bell|buzzer|button|alarm)\b(?= ?(?:[.,;!]|$))(?<=(?:^|[,;:.] |then |\d )(?:emergency|arrest|crash|code|resus) (?:bell|buzzer|button|alarm))`,
            // "2222 paeds": the emergency number alone.
            String.raw`\b(?:2222|999|911)\b(?! ?(?:ml|mm|mg|kg|sec|per))`,
            // "trauma team 2222": the team and the number that brings it.
            String.raw`\b(?:crash|arrest|trauma|code|resus|met|emergency|rapid response) team \d{3,4}\b`,
            // "code blue called", "call 2222 peds": the code put out, the emergency number rung.
            String.raw`\bcode(?: blue| red| pink)?(?: team)? (?:is |was |has been )?(?:called|paged|activated|put out)\b`,
            String.raw`\b(?:call|calls|calling|dial\w*|ring\w*|phone\w*) \d{3,4}\b(?! ?(?:ml|mm|mg|mcg|kg|sec|per)\b)`,
            // "2222 peds MET", "999 arrest call": the emergency number and the team it brings.
            String.raw`\b(?:\d{4}|999|911) (?:pediatric |peds )?(?:arrest|crash|code|emergency|met|team|call)\b`,
            // "the nurse puts out a call", "putting out the emergency call".
            String.raw`\bput\w* out (?:a|an|the) (?:\w+ )?call\b`,
            String.raw`\bneed (?:some |more |urgent |airway |senior |anaesthetic |anesthetic )?help\b`,
            // "Trauma team and anaesthetist, please, right now", "anaesthetist please", "trauma team + anaesthetist now":
            // the people asked for by name.
            String.raw`\b(?:(?:trauma|resus|crash|arrest|picu|outreach|code|airway|emergency) team|anaesthetist|anesthetist|anaesthetics|anesthetics|anesthesia|anaesthesia|intensivist|senior|registrar|consultant)(?: (?:and|,) (?:the |a |an |my )?(?:(?:trauma|resus|crash|arrest|picu|outreach|airway) team|anaesthetist|anesthetist|anaesthetics|anesthetics|anesthesia|anaesthesia|intensivist|senior|registrar|consultant))? (?:, )?(?:please|right now|stat|asap|urgently|now(?= ?(?:[.,;!]|$)))\b`,
            // "call 2222 paeds arrest": the number dialled for an arrest.
            String.raw`\b(?:call|calls|calling|dial\w*|ring\w*|phone\w*) (?:\d+ )(?:pediatric |peds )?(?:arrest|crash|code|emergency|team)\b`,
            // "put out a paediatric arrest call", "crash call": the call itself, however it is put out.
            String.raw`\b(?:pediatric |peds )?(?:arrest|crash|peri arrest|code blue|met|emergency|trauma|major trauma|airway|resus) (?:call|alert)\b`,
            String.raw`(?=help)(?:^|(?<=[,;:.!/] )|(?<=\b(?:and|then) ))help(?= (?:and|called|please|in here|over here|here|needed|now)\b| [,;:.!/]|$)`,
            // "help suction nose and mouth ...": a list of actions that starts with help.
            String.raw`^help(?= (?:suction|yankauer|bvm|bag|mask|oxygen|jaw|head|airway|shoulder|manual|position|reposition|sniff)\w*\b)`,
            seq(
              String.raw`\b(?:need|want|like)\w* (?:the |a |an |my |some )?`,
              words([
                'resus(?:citation)? team',
                'trauma team',
                'pediatric team',
                'anaesthetist',
                'anesthesia',
                'intensivist',
                'consultant',
                'registrar',
                'crash team',
                'arrest team',
                'another pair of hands',
                'extra hands',
                'more hands',
                'more people',
                'more staff',
                'a second person',
                'code team',
                'rapid response team',
                'senior',
                'attending',
                'anesthetist',
                'picu team',
                'picu',
                'anaesthetics',
                'anesthetics',
                // "we need the outreach team and anaesthetics here", "we need the airway people down here".
                'outreach(?: team)?',
                '(?:medical )?emergency team',
                'airway (?:people|team|doctors?)',
                'ent(?: team)?',
                'help',
                'backup',
                'assistance',
              ]),
              String.raw`\b`,
            ),
          ),
        ),
      ),
    ),
    cue(
      'recogniseApnoea',
      ['BMV-1'],
      'detail',
      seq(
        String.raw`\b`,
        words([
          'not breathing',
          'apneic',
          'apnea',
          'no (?:respiratory|breathing) effort',
          'hypoxi[ac]',
          'respiratory arrest',
          'stopped breathing',
        ]),
        String.raw`\b`,
      ),
    ),
    // "I can manage his airway myself, there's no need for a trauma call", "I don't think we need to call anyone":
    // help refused for a child who is not breathing (not "no need to call more help, the team is here", nor "no need
    // for anyone to hold his neck": a task, not help; nor "a big leak, but I can manage on my own with one hand": a
    // second pair of hands for the mask refused, BMV-13's and BMV-14's).
    cue(
      'refuseHelp',
      ['BMV-1'],
      'bad',
      anyOf(
        // "I'll ring the registrar once I've got her pinked up , no point panicking people".
        String.raw`\bno (?:point|need) (?:in )?(?:panicking|worrying|alarming|bothering|disturbing|scaring) (?:people|anyone|anybody|everyone|everybody|the team|them)\b`,
        String.raw`\b(?:no need (?:for|to)|(?:do|does|will|would) not need(?: to)?|(?:do|does) not have to|(?:no|not any) point(?: in)?)(?: (?:call\w*|get\w*|ask\w*|shout\w*|put\w* out|page|bleep|bother|disturb|wake|drag|pull|bring)(?: in)?)?(?: for)? (?:help|anyone|anybody|any ?one|backup|back up|(?:a |the |an )?(?:\w+ )?(?:call|team|senior|registrar|consultant|anaesthetist|anesthetist))\b(?<!\b(?:leak\w*|seal\w*|one hand\w*|1 hand\w*|alone)\b[^.?]{0,80})(?! (?:else )?to \w)(?![^.;?]{0,40}\b(?:is|are|s) (?:here|already|on (?:the|its|their) way|coming|arriving|at the bedside)\b)`,
        // "don't put out a call , it'll only frighten dad . I can handle this", "I'll call for help once the load has run".
        String.raw`\b(?:do not|don t|dont|not going to|won t|will not) (?:put out|make|call|ring|bleep|page|shout for|bother|disturb|wake)(?: a| the| an| any)?(?: \w+)? (?:call|team|help|anyone|anybody)\b(?<!\b(?:leak\w*|seal\w*|one hand\w*|1 hand\w*|alone)\b[^.?]{0,80})`,
        String.raw`\b(?:i|we) (?:can|will|ll) handle (?:this|it|(?:her|his|the) airway)\b(?! with\b)`,
        // "I don't think we need the anaesthetist yet".
        String.raw`\b(?:do not|don t) think (?:we|i) need (?:the |an |a |any )?(?:\w+ )?(?:anaesthetist|anesthetist|help|anyone|anybody|team|registrar|senior|consultant|picu|icu|backup)\b`,
        // "let me finish writing the seizure chart and then I will call someone".
        String.raw`\bthen (?:i|we) (?:will|ll) call (?:someone|somebody|anyone|for help|the team)\b(?<=\b(?:finish|first|after)\w*\b[^.?]{0,80})`,
        // "I'm fine on my own", "I'll crack on alone", "stand down the trauma call", "tell the PICU team to stand down".
        String.raw`\b(?:i m|i am) (?:fine|ok|okay|alright) (?:on my own|alone|by myself)\b|\bcrack on (?:alone|on my own|by myself)\b|\bstand down (?:the )?(?:\w+ )?(?:team|call)\b|\b(?:team|call) to stand down\b`,
        // "let's not crash call", "no need to shout", "I don't want to panic the family by calling a code", "then we
        // see if we need anybody", "I'll call the team if she doesn't start breathing", "before I call anyone".
        String.raw`\blet(?: us| s|s)? not (?:put out a |make a |call a )?(?:crash |code |arrest )?call\b|\bno need to (?:shout|call|ring|bleep)\b(?= ?(?:[.,;!]|$))|\b(?:do not|don t) want to (?:panic|scare|frighten|worry|upset) (?:\w+ ){0,3}?by calling\b`,
        // "no need to make a fuss and call anyone", "no one else needed", "two of us , that's enough", "then see if she
        // needs help".
        String.raw`\b(?:no need to|(?:do|will) not|don t|won t|not going to|let us not|let s not|lets not|let not|(?:do not|don t) want to) (?:make|cause|kick up) a (?:big )?fuss\b|\b(?:no (?:one|1|body)|nobody|noone) else (?:is )?(?:needed|required|necessary)\b|\b(?:nobody|no one|no 1) else(?= ?(?:[,.;!]|$))|\bno (?:crash|emergency|arrest|resus|trauma|code) (?:call|bell|alarm)\b(?! (?:yet|needed yet)\b)|\b(?:nurse|colleague|team|they) can (?:go|head) back to (?:her|his|their) other (?:patients|work|jobs)\b|\b(?:two|2|three|3) of us(?: ,)? (?:is |s |that is |that s )?enough\b|\bsee if (?:she|he|they) (?:even |really )?needs? (?:help|anyone|anybody|the team)\b`,
        // "pulse present , observe , no call yet", "no rush to get anyone", "tell the team not to bother coming", "tell the
        // anaesthetist they don't need to come": help put off or sent away.
        String.raw`\bno (?:call|calling)(?: (?:yet|for now|needed|for help))?\b(?= ?(?:[.,;!]|$))|\bno (?:rush|hurry) (?:to )?(?:get|call|page|bleep|ring)\w* (?:anyone|anybody|help|the team|someone|somebody)\b|\b(?:tell|ask)\w* (?:the )?(?:\w+ )?(?:team|anaesthetist|anesthetist|registrar|reg|consultant|seniors?|them) (?:not to |(?:that )?(?:they|he|she) (?:do not|don t|does not|doesn t|needn t) (?:need to )?)(?:bother )?(?:come|coming|attend)\b`,
        // "I'll get help once I have tried to sort it myself", "I'll think about calling someone".
        String.raw`\b(?:get|call)\w* (?:for )?(?:help|someone|somebody|anyone|the team) (?:once|after|when) (?:i|we) (?:have |ve )?(?:tried|had a go|sorted|attempted)\b|\bthink about (?:calling|getting|paging) (?:someone|somebody|anyone|help|the team)\b`,
        // "I'll wait until the sats drop below 60 before I get help".
        // "we'll wait for the poisons centre to ring back before we put out a resus call".
        String.raw`\bwait\w* (?:until|till|for) [^.?]{0,40}\bbefore (?:i |we )?(?:(?:get|call|shout for|page|bleep)\w* (?:help|anyone|anybody|the team|someone|a senior)|(?:put\w* out|make|send)\w* (?:a |the |an )?(?:\w+ )?(?:call|page|bleep))\b`,
        // "I'll sort his airway first and only shout if it gets worse", "just me and the nurse will do", "we'll manage the
        // airway ourselves", "tell the nurse to go back to her other patients", "I want to try alone first".
        String.raw`\bonly (?:shout|call|ring|page|bleep)\w*(?: for help| anyone| someone| for someone)?(?= (?:if|when)\b)|\bjust (?:me|us|the 2 of us) and (?:the|a) nurse (?:will do|is enough|will manage)\b|\bmanage (?:the |her |his )?airway ourselves\b|\bto go back to (?:her|his|their) other (?:patients|work|jobs)\b|\b(?:i|we) (?:want|would like|d like) to try (?:alone|on my own|by myself|ourselves|on our own) first\b|\b(?:do not|don t) want to (?:disturb|bother|wake) (?:him|her|them|the (?:reg\w*|consultant|anaesthetist|team))\b`,
        // "neurosurgery can be phoned after the scan".
        String.raw`\b(?:can|will|could|should) be (?:phoned|called|paged|bleeped|rung|contacted) (?:after|later|once|when|tomorrow|in the morning)\b`,
        // "I'll shake her and shout her name before anyone needs calling".
        String.raw`\bbefore (?:anyone|anybody|the team|help|someone) (?:needs|is needed|needs to be|has to be) (?:calling|called|paging|paged|bleeping|bleeped)\b`,
        String.raw`\bsee if (?:we|i) need (?:anybody|anyone|help|the team|a hand)\b|\bbefore (?:(?:i|we) call|calling|paging|getting) (?:anyone|anybody|the team|for help|help|a code)\b|\bleave the (?:bell|buzzer|button|alarm)\b`,
        // "I'll sort her out first and page the registrar afterwards".
        String.raw`\b(?:call|page|bleep|ring)\w* (?:the )?(?:\w+ )?(?:registrar|reg|team|senior|consultant|anaesthetist|anesthetist|help) (?:afterwards|after that|later)\b`,
        String.raw`\b(?:only )?call\w* (?:for help|(?:the |a )?(?:\w+ )?team|anyone|the reg\w*|a code)(?= if (?:she|he|they|it|things|the \w+)\b)`,
        String.raw`\bcall\w* (?:for )?(?:help|(?:the |a )?(?:\w+ )?${HELPER})\b (?:once|after|when)\b(?! (?:i|we) (?:have |ve )?(?:start|call)\w*)`,
        // "let's hold off calling anyone", "nothing to call anyone about", "let's not pull the bell".
        String.raw`\bhold\w* off (?:on )?(?:calling|paging|bleeping|phoning|ringing|getting)\b|\bhold\w* off (?:on )?(?:any |the |a |an )?(?:\w+ )?(?:call|page|bleep|crash call)\b|\b(?:do not|don t|dont|not going to|won t|will not) put (?:a |the |an |any )?(?:\w+ )?call out\b|\bnothing to call (?:anyone|anybody|the team|for help) about\b|\bnot (?:pull|press|push|ring|hit)\w* (?:the )?(?:emergency |crash )?(?:bell|buzzer|button|alarm)\b`,
        // "if her sats go under 60 then I call for help": help kept for a number the child is near (not "if the sats keep
        // dropping I'll call the code team", a plan).
        String.raw`\bcall\w*(?: for help| (?:the |a )?(?:\w+ )?${HELPER})?\b(?<=\bif (?:her |his |the )?(?:sats|spo2|saturations?|heart rate|hr)\b[^.?]{0,30}\b(?:under|below|less than) \d+\b[^.?]{0,40})`,
        String.raw`\b(?:can|will|ll|could) (?:manage|cope|handle|sort|do)\w*(?: (?:this one|this 1|this|it|him|her|them|the airway|his airway|her airway|the bagging|the breaths|the resus))?(?: out)? (?:myself|alone|on my own|by myself|single handed)\b(?<!\b(?:leak\w*|seal\w*|hand|handed|grip|mask|squeez\w*|nurse)\b[^.?]{0,80})(?![^.?]{0,40}\b(?:one hand|1 hand|handed|mask|seal)\b)`,
      ),
      {
        unsafe: true,
        feedback: REFUSED_HELP_FEEDBACK,
      },
    ),
    // Waiting for an apnoeic child to breathe is a failure to act on the apnoea this item is about (the hook by
    // which the LLM tutor's reading "delay_ventilation" reaches the engine; kept narrow: "I look to see if he is
    // breathing" is an assessment, not a delay).
    delayedVentilation,
  ],
  judge: judgeHelp,
  nudge: 'You are alone at the bedside with a child who is not breathing. Who else should be here?',
  topics: [
    {
      id: 'callHelp',
      pattern: /\bhelp\b|\brapid response\b|\bcode\b/,
      imageWords: ['call for help'],
      explanation: {
        title: 'Calling for help',
        text: 'As soon as you find a child not breathing, call for help (the emergency or rapid response team) so that someone brings equipment and can take over tasks, and start ventilating.',
      },
    },
  ],
  techniques: {
    call_for_help: 'I call for help.',
    delay_ventilation: 'I wait to see if he starts breathing on his own before bagging.',
    refuse_help: 'There is no need to call for help, I can manage this myself.',
  },
};
