import { ahead, anyOf, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';

/** No breath said before, in the sentence: waiting beside bagging is a reassessment, not a delay. */
const NOBAG = String.raw`(?<!\b(?:bag\w*|ventilat\w*|breaths|squeez\w*|bvm|puffs?)\b[^.?]{0,120})`;

/** An airway step: said before the breaths, it is the right order, not breaths put off. */
const AIRWAY_STEP = String.raw`(?:suction\w*|suck\w*|sucker|yankauer|sx|clear\w*|finger sweep\w*|sweep\w*|mask|position\w*|jaw|chin|head|help|call\w*|oxygen|opa|npa|adjunct|seal|shoulder roll|towel|reposition\w*|tongue depressor|depressor|blade|lub\w*|guedel|airway)`;

/** A wait refused before its verb: "I'm not going to stand here and wait for the benzo to wear off". */
const WAITING_REFUSED = String.raw`\b(?:not|never|won t|will not) (?:going to )?(?:\w+ ){0,3}?(?:and )?(?:wait|watch|observ|see)`;

/** Who may be waited for: the patient, however named. */
const WHO = '(?:he|she|they|him|her|them|the (?:child|patient|baby|boy|girl|kid|infant|toddler))';

/**
 * BMV-1 done wrongly: ventilation put off for a child who is not breathing (waiting, watching, stimulating, leaving
 * to fetch kit or for a scan, draining a drowned child first). Its own file for its size; BMV-1's module lists it.
 */
export const delayedVentilation = cue(
  'delayedVentilation',
  ['BMV-1'],
  'bad',
  // Alternatives at the top of the pattern, so the reader runs each alone (matcher/alternatives.ts), found by
  // its own first words and skipped when the text lacks its literals. (A lookahead for all their first words in
  // front of them, which every match passes anyway, kept them together and tried the list at every word.)
  anyOf(
    seq(
      // Not "bag and see if he starts breathing": seeing while ventilating is reassessment (the lookbehind comes
      // after the verb it ends with, so it is tried only where one of the verbs stands).
      String.raw`\b(?:wait|watch|observ|see)`,
      notBehind(WAITING_REFUSED),
      notBehind(
        String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} (?:wait|watch|observ|see)`,
      ),
      String.raw`\w*(?: \w+){0,6}? (?:if|whether|until|till|for) `,
      String.raw`(?:he|she|they|it|the (?:patient|child|baby|infant|kid|boy|girl)) (?:\w+ ){0,2}?`,
      group(
        String.raw`(?:start|begin)\w* (?:to )?breath\w*|resum\w* breath\w*|breath\w* (?:on (?:his|her|their) own|by (?:him|her|them)sel\w*|spontaneous\w*|again)`,
      ),
    ),
    String.raw`\bwait\w*(?: \w+){0,4}? (?:to|and) see (?:if|whether) \w+(?: \w+)? breath\w*`,
    String.raw`\b(?:wait\w*|hold\w* off|delay\w*)(?: \w+){0,3}? (?:before|on|with) (?:bagging|ventilating|ventilation|giving breaths|starting (?:to bag|bagging|ventilating|ventilation))\b`,
    String.raw`\b(?:give|let) (?:him|her|them|the \w+) (?:a (?:minute|moment|second|bit|chance)|(?:some )?time)(?: to)? (?:breathe|start breathing)\b`,
    // "wait and see if he starts breathing", "waiting for her to breathe on her own".
    seq(
      String.raw`\bwait\w*(?: and (?:see|watch))?(?: \w+){0,3}? (?:if|whether|until|for|till) ${WHO} `,
      String.raw`(?:\w+ ){0,3}?(?:breath\w*|respir\w*|pink\w* up|pick\w* up|wake\w* up|recover\w*|come\w* (?:round|around|to))`,
    ),
    // "watch him to see if he breathes on his own", "seeing if he starts to breathe".
    seq(
      // Not "bag and see if he starts breathing": seeing while ventilating is reassessment.
      // The lookahead first: the lookbehind is then tried only where one of the verbs starts.
      ahead('watch|observ|see|give '),
      notBehind(String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} `),
      String.raw`\b(?:watch\w*|observ\w*|see|seeing|give \w+ a (?:minute|moment|chance))(?: \w+){0,4}? (?:if|whether) ${WHO} `,
      group(
        anyOf(
          String.raw`(?:\w+ )?(?:start\w*|begin\w*|resum\w*) (?:to )?breath\w*`,
          String.raw`(?:\w+ )?breath\w*(?: \w+)? (?:on (?:his|her|their) own|spontaneous\w*|by (?:him|her|them)sel\w*|again)`,
          // "whether he settles and breathes".
          String.raw`(?:\w+ (?:and )?)?breathes\b`,
          // "to see if he picks up by himself", "whether she comes round".
          String.raw`(?:pick\w* up|perk\w* up|come\w* (?:round|around|to)|wake\w* up)\b`,
        ),
      ),
    ),
    // "I'll watch him for a minute", "observe for now": time given to an apnoeic child, not breaths.
    String.raw`\b(?:wait\w*|watch\w*|observ\w*)(?: (?:him|her|them|the (?:child|patient|baby|infant)))? (?:for (?:a|1|another|a few|2|3|5) (?:minutes?|min|mins|moments?|while|bit)|for (?:[2-9]\d|1[5-9]) sec|for now)\b`,
    // Not "just wait a second , what was the heart rate ?": waiting is a plan only when it is given time or a purpose.
    String.raw`\bjust observ\w*|\bjust wait\w* (?:and (?:see|watch)|for now|a (?:minute|bit|while|few minutes)|for (?:him|her|them) to)\b`,
    // "wait for the senior before we bag": breaths put off until someone comes.
    String.raw`\bwait\w*(?: \w+){1,6}? before (?:we |i |you |anyone |starting |we start |i start )?(?:bag\w*|ventilat\w*|giving breaths|bvm|breaths)`,
    // "before we ventilate let's get the burns dressed and a second line in": something else first.
    String.raw`\bbefore (?:we |i )?(?:ventilat|bag|start bagging|start ventilating|breathe for)\w*(?: (?:him|her|them))?(?: ,)? (?:let us|let s|lets|let|i will|we will|i ll|we ll|i want to|we need to) (?!(?:check|make sure|suction|suck|clear|position|open|get (?:a |the )?(?:mask|bag|seal)))\w+`,
    // "give him a chance to breathe on his own".
    String.raw`\bgive (?:him|her|them|it) (?:a |the |some )?(?:chance|moment|minute|time) to (?:breathe|start breathing|recover|wake up|take a breath|come round|come around|come to)\b`,
    String.raw`\bpick up with (?:a bit of |some |a little )?stimulation\b`,
    // "give him a few minutes", "give her some time to pink up".
    String.raw`\bgive (?:him|her|them|it) (?:a few|a couple of|a|1|2|3|5|some|more) (?:more )?(?:minutes?|mins?|moments?|time|secs?|seconds?)\b(?! (?:breath|squeeze|puff|go|one|try)\w*)`,
    // "wait for anaesthesia to come and do the airway", "hold off doing anything until the anaesthetist is here".
    seq(
      String.raw`\bwait`,
      notBehind(String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} wait`),
      notBehind(WAITING_REFUSED),
      String.raw`\w* (?:for|on) (?:the )?(?:anaesthe\w*|anesthe\w*|seniors?|consultant|registrar|intensivist|picu|icu|airway team|(?:\w+ )?team)(?: team)? to (?:come and |arrive and |get here and )?(?:do|take over|sort|manage|handle)\b`,
    ),
    String.raw`\bhold\w* off (?:on )?(?:doing )?(?:anything|everything)\b`,
    // "oxygen by face mask and watch": a plan that ends in watching, not in breaths.
    // The look back comes after the literal "and " it ends with, so it is only tried where "and " stands.
    seq(
      String.raw`\band `,
      notBehind(String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} and `),
      `(?:just )?(?:watch|observe|wait|see)(?: and (?:see|wait|watch))?(?: (?:him|her|them)| how (?:he|she|they|it) (?:does|do|goes|go|gets on))?(?= ?(?:[.;!?,]|for now|$))`,
    ),
    String.raw`\b(?:hold\w* off|delay\w*) (?:on )?(?:the )?(?:bagging|ventilat\w*|bag\b|bvm|breaths)`,
    // "hold the bagging until the anaesthetist is here", "put off the breaths till the senior comes".
    String.raw`\b(?:hold|holds|holding|postpon\w*|put\w* off|defer\w*|save|leave|leaving) (?:off )?(?:on )?(?:the )?(?:bagging|ventilat\w*|bvm|breaths)(?: \w+){0,2}? (?:until|till|for|before|to)\b`,
    // "blow-by oxygen and see if he picks up", "blow by only for now": oxygen near the face is no breath.
    String.raw`\bblow ?by\b(?: \w+){0,6}? (?:and |then )?(?:see|watch|wait|observ)\w*|\bblow ?by(?: oxygen)? (?:only|alone|for now|first)\b`,
    // "keep an eye on his sats for a bit before deciding": time given, not breaths.
    String.raw`\bkeep\w* an eye on (?:him|her|them|the \w+|his \w+|her \w+)(?: \w+){0,2}? (?:for (?:a|1|another|a few|2|3|5) (?:minutes?|min|mins|moments?|while|bit)|for now|before (?:we|i) (?:decide|do|start|bag))\b`,
    // "let's get a chest x-ray before we do anything else", "bloods first": tests before breaths.
    String.raw`\b(?:get|gets|getting|do|doing|order\w*|send\w* (?:off )?(?:for )?|request\w*|take|taking)(?: a| an| the| some)?(?: chest| urgent| portable)? (?:x ray|cxr|ct|scan|mri|imaging|blood gas|gas|bloods|labs|ecg)(?: \w+){0,2}? (?:first|before (?:we|i|anything|doing|starting|bagging|ventilat\w*))\b`,
    // "watching his chest for a bit", "I watch the monitor for a minute": time given, not breaths.
    String.raw`\b(?:wait\w*|watch\w*|observ\w*) (?:his|her|their|the) (?:chest|breathing|breaths|sats|saturations?|spo2|monitor|color) (?:for (?:a|1|another|a few|2|3|5) (?:minutes?|min|mins|moments?|while|bit|second)|for now)\b`,
    // "to see whether the breathing comes back": the breathing awaited, however it is named.
    seq(
      ahead('wait|watch|observ|see'),
      notBehind(String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} `),
      String.raw`\b(?:wait\w*|watch\w*|observ\w*|see|seeing)(?: \w+){0,5}? (?:if|whether|until|till|for) (?:the |his |her |their )?(?:breathing|breaths|respirations?|spontaneous \w+) (?:comes?|returns?|restarts?|starts?|picks? up|coming|returning|gets? going)\b`,
    ),
    // "watch him for a couple of minutes", "observe his breathing for a while before doing anything": time given.
    seq(
      String.raw`\b(?:wait|watch|observ)`,
      notBehind(
        String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} (?:wait|watch|observ)`,
      ),
      String.raw`\w*(?: \w+){0,4}? (?:for (?:a couple of|a few|several|\d+|two|three|five) (?:minutes?|min|mins|moments?)|for (?:a|quite a) (?:while|bit)|before (?:doing|we do|i do|starting) anything)\b`,
    ),
    // "I wait and recheck the sats in five minutes": breaths put off until a later look.
    // "keep an eye on him and recheck in 5 minutes" too.
    String.raw`\b(?:wait\w*|keep\w* an eye on (?:him|her|them|the \w+)|watch\w* (?:him|her|them|the \w+)) and (?:re ?check|re ?assess|check|look)\w*(?: \w+){0,4}? (?:in|after) (?:a few|a couple of|\d+|two|three|five|ten) (?:minutes?|min|mins)\b`,
    // "wait for the blood gas before deciding": a result awaited instead of breaths.
    String.raw`\bwait\w* (?:for|on) (?:the |a |an |some |his |her )?(?:\w+ )?(?:blood gas|gas|bloods|labs|results?|x ray|cxr|ct|scan|ecg|eeg|echo|co2|etco2)\b`,
    // "turn her upside down to drain the water", "abdominal thrusts to get the water out": drowning
    // drained before breaths (a child pulled from water is ventilated at once; the water is not drained).
    // (Each starts at the rarer word, and looks back for the verb: "push", "hold", "turn" are everywhere.)
    // (The look back is tried after the words it ends with, not at every place of the text.)
    String.raw`(?:upside down|head down)\b(?<=\b(?:turn|hold|tip|hang|flip|lift|dangl)\w* (?:him|her|them|the (?:child|patient|baby|infant|toddler|boy|girl)) (?:upside down|head down))`,
    String.raw`\b(?:abdominal thrusts?|heimlich)\b`,
    // Not "an NG tube to let the air and water out of his stomach": the stomach decompressed, not drained.
    String.raw`\b(?:water|fluid) (?:\w+ )?(?:out of|from) (?:the |his |her |their )?(?:lungs?|chest|stomach|belly|tummy)\b(?<!\b(?:ng|og|nasogastric|orogastric) tube\b[^.?]{0,60})`,
    // "keep suctioning until the froth stops": the froth of a drowned child's lungs keeps coming; breaths wait.
    String.raw`\b(?:until|till) (?:all (?:of )?)?(?:the |his |her )?(?:froth|foam)\w* (?:stops|has stopped|is gone|is all gone|clears)\b`,
    // "first priority is warming her", "warm her up first, then look at the breathing".
    String.raw`\b(?:first|priority)(?: \w+){0,2}? (?:is |will be )?(?:to )?(?:warm|rewarm|dry)\w*\b`,
    String.raw`\b(?:warm|rewarm|dry)\w* (?:him|her|them|the \w+)(?: up| off)? (?:first|before)\b`,
    // "no need to call anyone yet": help refused for a child who is not breathing.
    // Not "it's leaking but I'll stay one-handed, no need to get anyone else on the mask": a second pair of hands for the
    // mask refused (BMV-13), not help.
    String.raw`\bno need to (?:call|shout|page|bleep|get)(?: for)? (?:anyone|anybody|help|the team|a code|the code team|the seniors?)\b(?<!\b(?:leak\w*|seal\w*|1 hand\w*|alone)\b[^.?]{0,80})(?!(?: else)? (?:on|for|to hold|to squeeze) (?:the )?(?:mask|bag)\b)`,
    // "she's just deeply sedated, the probe's probably off, carry on with the LP", "carry on with the dressing": the
    // procedure goes on around a child who is not breathing.
    String.raw`\b(?:carry on|continue|go on|keep going|get on|crack on) with (?:the |his |her |our )?(?:lp|lumbar puncture|procedure|dressings?|dressing change|scan|ct|mri|op|operation|surgery|extractions?|suturing|stitches|x ray)\b`,
    // "let me find the bag myself first": the only rescuer leaves to fetch kit.
    String.raw`\b(?:find|fetch|get|grab|look for|bring)\b(?: \w+){0,5}? myself first\b`,
    // "wait for the midazolam to wear off": the drug awaited instead of breaths.
    seq(
      String.raw`\bwait`,
      notBehind(String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} wait`),
      notBehind(WAITING_REFUSED),
      String.raw`\w*(?: \w+){0,4}? (?:for|until|till) (?:the |his |her |it |this |that )?(?:\w+ ){0,2}?(?:to )?(?:wear\w* off|wore off|clear\w*|kick\w* in|take\w* effect)\b`,
    ),
    // "I'll go to the treatment room and look for a bag", "I run to resus to get an infant bag", "walk over to
    // the store room": leaving the patient to fetch kit (someone else sent for it is no delay).
    seq(
      String.raw`(?:^|\b(?:i|we)(?: will| am going to| am| are going to| are| would| just| quickly)* |\blet me |\blets |\blet us |^(?:just )?(?:going to|gonna) )`,
      '(?:go|goes|going|run|runs|running|ran|walk|walks|walking|head|heads|heading|dash|dashes|pop|nip|step|leave|leaving|rush|rushes)',
      '(?: (?:over|off|out|back|down|up|quickly|myself|and|quick))*',
      group(
        anyOf(
          String.raw` (?:to|into|in|across to|round to|down to|down|along|up|through) (?:the |a |our )?(?:\w+ ){0,2}?(?:room|store\w*|cupboard|bay|ward|resus|trolley|station|office|supply|department|corridor|hall\w*|cart|pharmacy)\b`,
          String.raw` (?:to )?(?:get|fetch|find|look for|grab|search for|collect|bring)\b`,
          // "pop out and ask pharmacy about an antidote": leaving to ask about the drug.
          String.raw` (?:to )?(?:ask|call|phone|ring|check with|speak to|talk to|consult) (?:the )?(?:pharmacy|pharmacist|poisons?|toxicolog\w*|tox)\b`,
        ),
      ),
    ),
    // Not "first I go to stand at the head of the bed": going to the patient's head is no leaving.
    String.raw`\b(?:before i do anything|first) (?:i am going to|i will|i) (?:go|walk|run|head|leave)\b(?! (?:to )?(?:stand|the head|round|around|behind|up to (?:the )?head)\b)`,
    // "shake him and shout his name , he will come round", "rubbing his chest to wake him up before I bag":
    // stimulation expected to restart the breathing, in place of breaths.
    seq(
      String.raw`\b(?:stimulat|shak|rub|pinch|flick|tickl|pat|tap|slap|pour|grind|splash)\w*(?: (?:\w+|,)){0,10}? `,
      group(
        anyOf(
          String.raw`to (?:wake|rouse) (?:him|her|them) up`,
          String.raw`to (?:try (?:and|to) )?(?:get|make) (?:him|her|them) (?:to )?(?:breath\w*|wake up|come round|come around)`,
          // "rub his sternum and see if he takes a breath".
          String.raw`(?:see|check) (?:if|whether) (?:he|she|they) (?:takes?|gives?|makes?) (?:a )?breath`,
          String.raw`(?:he|she|they) (?:will |should |might |may |would |is going to )?(?:probably |likely |soon |then )?(?:come round|come around|come to|wake up|wakes up|start breathing|starts breathing|breathe on (?:his|her|their) own)`,
          // "see if that gets him going", "that usually gets them breathing again", "that brings them round".
          String.raw`(?:see if )?(?:that|it|this) (?:usually |normally |often |always )?(?:gets?|brings?) (?:him|her|them) (?:going|breathing|started|round|around|to)`,
          // "she'll take a breath", "these lads usually wake up".
          String.raw`(?:he|she|they|these \w+|kids|children|babies) (?:will |usually |normally |often |should )?(?:take|takes) a breath`,
          String.raw`(?:these \w+|kids|children|babies|they) (?:usually |normally |often |always )(?:wake up|come round|come around|pick up)`,
          // "babies often start again on their own".
          String.raw`(?:these \w+|kids|children|babies|they|he|she) (?:usually |normally |often |always |will |may |might |should )?(?:start|starts) (?:again|breathing again|breathing)(?: on (?:their|his|her) own| by (?:themselves|himself|herself))?`,
          // "give him a good shake , he might just be deeply asleep".
          String.raw`(?:he|she|they) (?:might|may|could) (?:just )?be (?:deeply |fast |sound )?(?:asleep|sleeping)`,
        ),
      ),
      String.raw`\b`,
    ),
    // "a venous gas and a lactate first ... , then airway", "a full set of obs and a 12 lead , and then we decide about
    // her airway", "a line in first , then we will start bagging": something else first, the airway or breaths after.
    // Not "I suction first , then bag": an airway step first is the right order.
    String.raw`\bthen(?<!\b${AIRWAY_STEP}\b[^.?]{0,80}then) (?:we |i )?(?:will |ll |can |shall )?(?:(?:decide|think|worry|look at|do|sort|start|get to|move on to|deal with)?(?: about| on)? ?(?:the |her |his |their )?(?:airway|bagging|bag|ventilat\w*|breaths|breathing)\b|decide(?= ?(?:[.;!]|$)))(?<=(?:\b(?:first|and then)|, then)\b[^.?]{0,80})`,
    // "before I touch the airway I want a repeat BM", "call social work , ahead of the airway", "page anaesthetics and
    // leave the airway to them": the airway put after something else, or left to others.
    // (Not "I suction before bagging": an airway step before the breaths is the right order.)
    // Not "before I touch the airway I take the bag , oxygen on 15 and the child mask": the kit for it comes first; nor
    // "before I touch the airway , the nurse takes in-line stabilisation": the neck held first is the right order.
    String.raw`\bbefore (?:i |we |anyone )?(?:touch\w*|do|doing|sort\w*|manag\w*|deal\w* with) (?:the |her |his )?airway\b(?![^.?]{0,60}\b(?:bag|o2|gloves?|stabili[sz]\w*|in line|mils|neutral|${AIRWAY_STEP})\b)`,
    String.raw`\bahead of (?:the |her |his )?(?:airway|bagging|breaths)\b`,
    String.raw`\bleav\w* (?:the |her |his )?airway (?:to|for) (?:them|anaesthe\w*|anesthe\w*|the \w+|icu|picu|the experts)\b`,
    // "I will wait for them to come and decide", "they can tube her when they get here , till then we keep her on the
    // monitor": breaths put off until a team arrives.
    String.raw`\bwait\w* (?:for|on) (?:them|the \w+(?: team)?|\w+) to (?:come|arrive|get here)(?: and (?:decide|do|sort|tube|take over|see))?\b${NOBAG}`,
    String.raw`\b(?:till|until) then (?:we |i )?(?:will |ll )?(?:just )?(?:keep|watch|monitor|observe|leave|wait)\w*\b${NOBAG}`,
    // "we can sort his breathing out once we know", "keep an eye on him until they arrive".
    String.raw`\b(?:sort|deal with|do|manage|fix)\w* (?:his |her |the )?(?:breathing|airway)(?: out)? (?:once|after|when) (?:we|i|they)\b`,
    String.raw`\bkeep\w* an eye on (?:him|her|them) (?:till|until|while)\b${NOBAG}`,
    // "hang on a couple of minutes for her to come round", "let us see how her numbers look in a few minutes".
    String.raw`\b(?:hang|hold) on (?:a |for a )?(?:couple of |few |\d+ )?(?:minutes?|mins?|moments?|bit|sec\w*)\b${NOBAG}`,
    String.raw`\bsee how (?:she|he|they|her \w+|his \w+)(?: \w+)? (?:looks?|does|do|goes|go|get on|gets on)\b(?: \w+){0,3}? in (?:a few|a couple of|\d+) (?:minutes?|mins?)\b${NOBAG}`,
    // "nasal specs 2 lpm and reassess in 5 min": a later look planned, with no breath.
    String.raw`\band (?:re ?assess|re ?check|review|re ?evaluat)\w* in (?:a few|a couple of|\d+) (?:minutes?|mins?)\b${NOBAG}`,
    // "let us get a heel prick gas and a urine tox screen sent first", "let us weigh him properly first", "ring the
    // poisons centre first": tests, numbers or calls put before breaths.
    String.raw`\b(?:gas|tox\w*|screen|bloods|labs|ecg|eeg|echo|ultrasound|films?|12 lead|obs|bm|sugar|glucose|line|cannula|iv access|weigh\w*|x ray|scan|poisons\w*|toxbase|social work|safeguarding|police|saline|fluids?|bolus|surveys?|log roll|neuro exam\w*|lumbar puncture|lp|paracetamol|acetaminophen|ibuprofen|antipyretics?|sponge|antibiotics?|abx|ceftriaxone|cefotaxime|steroids?|dexamethasone)\b[^.,;?]{0,40}\bfirst\b${NOBAG}`,
    // "keep suctioning until every bit is gone , however long that takes": breaths put off without a limit.
    // (Not "keep sucking till it's all out , however long it takes": prolonged suction, BMV-2's; but "keep suctioning
    // ... before any breaths , however long that takes" puts the breaths off.)
    String.raw`\bhowever long (?:it|that|this) takes\b(?<!\b(?:suction\w*|suck\w*|sucker|yankauer)\b(?:(?!before)[^.?]){0,120})`,
    // "he's probably just concussed , let him lie there and we'll do neuro obs".
    String.raw`\blet (?:him|her|them) (?:just )?lie there\b${NOBAG}`,
    // "shake him and shout his name first": stimulation before anything, with no call for help said.
    String.raw`\b(?:shak|stimulat|rub|pinch)\w*(?: [\w,]+){0,8}? first\b(?![^.?]*\b(?:help|call\w*)\b)`,
    // "roll her into the recovery position so the sick drains out": turned on her side, not ventilated.
    String.raw`\brecovery position\b${NOBAG}`,
    // "give him to mum for a cuddle", "I hold on bagging while the team suctions her chest for a couple of minutes":
    // handed over, or the breaths paused.
    String.raw`\b(?:give|hand|pass)\w* (?:him|her|them) (?:back )?to (?:his |her |their )?(?:mum|mom|mother|dad|father|parents?)\b`,
    String.raw`\b(?:hold on|pause|stop)\w* (?:the )?(?:bagging|ventilating|ventilation|breaths)\b(?= (?:while|for|till|until)\b)`,
    // "the airway can be done over there": the airway left for later, elsewhere.
    String.raw`\b(?:the )?airway can (?:be done|wait|be sorted)\b`,
    // "press hard on her supraorbital ridge and see if she takes a breath": a pain stimulus, then watching.
    String.raw`\b(?:supraorbital|trapezius|sternal|sternum|earlobe|nail ?bed)\b[^.?]{0,40}\bsee (?:if|whether)\b`,
    // "obs q5min and await trauma team , no bvm yet".
    String.raw`\bawait\w* (?:the )?(?:\w+ )?(?:team|anaesthe\w*|anesthe\w*|senior|consultant|registrar|picu|icu)\b${NOBAG}`,
    String.raw`\bno (?:bvm|bagging|bag|ventilation|breaths|ppv) yet\b`,
    // "then we will see if she even needs bagging", "before we do anything", "I'd rather not touch the airway".
    String.raw`\bsee (?:if|whether) (?:he|she|they) (?:even |still |actually |really )?needs? (?:bagging|breaths|ventilat\w*|the bag|bvm|airway support)\b`,
    // Not "oxygen on and the bag connected before I do anything else": the airway and the breaths are what go first.
    String.raw`\bbefore (?:we|i|anyone) (?:do|start|touch) anything\b(?<!\b(?:call\w*|help|bag\w*|ventilat\w*|suction\w*|airway|breaths?|mask|oxygen|o2|yankauer|jaw|head|position\w*)\b[^.?]{0,80})`,
    // "before anything , let me do a proper neuro exam" (not "before anything , I call for help").
    String.raw`\bbefore anything(?: else)?(?: ,)? (?:let me|let us|let s|i want to|i need to|i will|i ll|we will|we ll|we need to|i want|i need|we need|get me) (?!call|shout|get help|help|a hand|the team|someone|bag|ventilat|suction|open|start bag|oxygen|the bag|a bag|the mask|a mask|give (?:him |her )?(?:a )?breath)`,
    // "she will start breathing again in a minute , let us watch her": the child watched.
    String.raw`\b(?:let s|let us|let) (?:just )?(?:watch|observe|keep an eye on) (?:him|her|them)\b${NOBAG}`,
    // "let me phone microbiology first".
    String.raw`\b(?:phone|ring|call)\w* (?:the )?(?:microbiology|micro|lab|laboratory|pharmacy|radiology|x ray|parents?|mum|mom|dad|family|social work\w*|neurology|neuro|neurosurg\w*|endocrin\w*|cardiolog\w*|ha?ematolog\w*|poisons?(?: (?:centre|center|line))?|toxbase)\b(?: \w+){0,2}? first\b`,
    // "he needs a scan before anything else", "before we touch him I want the full story", "wait for them to decide".
    String.raw`\b(?:scan|ct|mri|x ray|imaging|bloods|history|story|tests?)\b[^.?]{0,30}\bbefore anything(?: else)?\b${NOBAG}`,
    String.raw`\bbefore (?:we|i|anyone) touch (?:him|her|them|the (?:child|patient|baby|boy|girl))\b`,
    String.raw`\bwait\w* (?:for|on) (?:them|him|her) to (?:decide|say|tell us|sort)\b${NOBAG}`,
    String.raw`\b(?:rather not|not going to|will not|do not want to|would not) touch (?:the |her |his )?airway\b`,
    // "he is just sleeping it off", "check on him in a bit".
    String.raw`\bsleep\w* it off\b|\bcheck on (?:him|her|them) (?:in a bit|later|in a (?:few|couple of) min\w*|in a while)\b`,
    // "let me finish the history from the grandparents first", "I will count his breaths for a full minute before I do
    // anything": something else done first, the breaths after.
    String.raw`\bfinish\w* (?:the |my |taking the |off the )?(?:history|exam\w*|examination|assessment|notes|paperwork|story|obs|secondary survey)\b(?=[^.?]{0,40}\bfirst\b)${NOBAG}`,
    String.raw`\bcount\w* (?:his |her |their |the )?(?:breaths|respirations?|resp rate|respiratory rate)\b(?=[^.?]{0,20}\b(?:full minute|whole minute|a minute|60 sec\w*|1 min\w*)\b)(?![^.?]{0,60}\bbag)`,
    // "sats of 79 in a cold kid is just the probe , he's fine for now": the hypoxia put down to the monitor.
    String.raw`\b(?:(?:just|only|probably) (?:the |a )?(?:bad |poor |dodgy |wrong )?(?:probe|trace|artefact|artifact|sensor|reading)|(?:the )?probe (?:can not|cannot|can t|is not|isn t|does not|doesn t) (?:read|pick up|work)\w*)\b(?![^.?!]{0,40}\?)(?![^.?]{0,60}\b(?:bag|ventilat|breath|squeez)\w*)(?<=\b(?:spo2|sats?|saturations?|oxygen)\b[^.?]{0,70})${NOBAG}`,
    // "grind my knuckles into his sternum until he takes a breath".
    String.raw`\b(?:until|till) (?:he|she|they) (?:takes? a breath|breathes|starts breathing|wakes up)\b${NOBAG}`,
    // "a Hudson mask on and we will watch the numbers", "a headbox and keep an eye on the sats".
    // (Not "monitor SpO2" alone: a reassessment, as case authors write it.)
    String.raw`\band (?:we |i )?(?:will |ll |can |shall )?(?:just )?(?:watch|observ)\w* (?:the |his |her )?(?:numbers|sats|spo2|obs|monitor)\b(?= ?(?:[.;!,]|$))${NOBAG}`,
    String.raw`\bkeep\w* an eye on (?:the |his |her )?(?:sats|spo2|numbers|obs|monitor)\b(?= ?(?:[.;!,]|$))${NOBAG}`,
    String.raw`\bheadbox\b`,
    // "keep him on the monitor and I'll review in a bit", "check on her later".
    // Not "he will need a safeguarding and mental health review later".
    String.raw`\b(?:review|reassess|recheck|look at|check on)\w* (?:him |her |them )?(?:again )?(?:in a bit|in a while|later on|later|shortly)\b(?<!\b(?:safeguarding|mental health|social work\w*|psychiatr\w*|police|case|team|ward|medication|drug)\b[^.?]{0,30})${NOBAG}`,
    // "let's wait for neurosurgery to see him", "we'll watch her and she'll breathe on her own".
    String.raw`\bwait\w* (?:for|on) (?:the )?(?:neurosurg\w*|neurolog\w*|surgeons?|specialists?|ent|ent team|experts?)\b${NOBAG}`,
    String.raw`\b(?:we|i) (?:will|ll) (?:just )?(?:watch|observe) (?:him|her|them)\b${NOBAG}`,
    // "reverse the benzo first with flumazenil , then we can decide whether he even needs bagging".
    String.raw`\brevers\w* (?:the |his |her )?\w+ first\b`,
    String.raw`\bdecide (?:if|whether) (?:he|she|they) (?:even |really |actually )?needs? (?:bagging|breaths|ventilat\w*|the bag|bvm)\b`,
    // "first thing I'd do is send a venous gas".
    String.raw`\bfirst thing (?:i would|i will|i d|i ll|we would|we will|to) do (?:is|would be) (?![^.?]{0,60}\b(?:${AIRWAY_STEP}|get help|shout|bag\w*|breath\w*)\b)`,
    // "a second dose of levetiracetam before anything", "a fingerprick glucose before anything else": anything but the
    // airway and help put first. Not "Before anything , equipment : ...": said first, it leads in what comes first.
    String.raw`(?<!(?:^|[.;:!?] ))\bbefore anything(?: else)?\b(?= ?(?:[.,;!]|$))(?<!\b(?:call\w*|help|bag\w*|ventilat\w*|suction\w*|airway|breaths?|mask|oxygen|yankauer|jaw|head|position\w*)\b[^.?]{0,80})`,
    // "I'd rather not bag her until ICU arrive".
    String.raw`\brather not (?:bag|ventilat|touch)\w*(?: (?:him|her|them|the airway))?(?: \w+)? (?:until|till|before)\b`,
    // "an edrophonium test first", "let him rest a few minutes , he'll pick up", "let it wear off".
    String.raw`\b(?:edrophonium|tensilon)\b(?: \w+){0,2}? first\b`,
    String.raw`\blet (?:him|her|them) rest\b${NOBAG}`,
    String.raw`\b(?:he|she|they) (?:will|ll|should) (?:pick|perk) up\b${NOBAG}`,
    String.raw`\blet (?:it|them|the \w+) wear off\b`,
    String.raw`\bkeep (?:watching|observing) (?:the )?(?:monitor|sats|spo2|numbers|obs)\b${NOBAG}`,
    // "see how it looks before we jump in", "before we worry about the airway".
    String.raw`\bbefore (?:we|i) (?:jump|dive|wade|go|rush) in\b`,
    String.raw`\bbefore (?:we|i|anyone) (?:worry|think|bother)\w* about (?:the |his |her )?(?:airway|breathing|bagging|ventilation)\b`,
    // "Dad , can you try waking him up?".
    String.raw`\b(?:try|trying) (?:waking|to wake|rousing|to rouse) (?:him|her|them)(?: up)?\b${NOBAG}`,
    // "finish her backslab first and then have another look at her breathing", "then reassess his breathing".
    String.raw`\bthen (?:i will |i ll |we will |we ll |i |we )?(?:have|take) (?:another|a) look at (?:his|her|their|the) breathing\b${NOBAG}`,
    String.raw`\bthen (?:re ?assess|re ?check|review)\w* (?:his|her|their|the) breathing\b(?<!\b${AIRWAY_STEP}\b[^.?]{0,80}breathing)${NOBAG}`,
    // "atropine for the falling heart rate and then we see".
    String.raw`\band then (?:we |i )?(?:will |ll )?see\b(?= ?(?:[.;!,]|$))(?<!\b${AIRWAY_STEP}\b[^.?]{0,80}see)${NOBAG}`,
    // "probably just a reflux pause , let us watch the monitor".
    String.raw`\b(?:let s|let us|let) (?:just )?(?:watch|observe|keep an eye on) (?:the )?(?:monitor|sats|spo2|numbers|obs)\b${NOBAG}`,
    // "flumazenil , then he should start breathing on his own", "see if he rouses", "no point bagging", "first I
    // want to ask the firefighters", "on the phone first", "look at him again in five minutes", "not touch it till then".
    String.raw`\bthen (?:he|she|they) (?:should|will|ll|might) (?:start breathing|breathe|wake up|come round|come around)\b${NOBAG}`,
    // "sponge her down first , she will breathe once the fever settles": breathing expected to come back by itself.
    String.raw`\b(?:he|she|they) (?:will|ll|should) (?:start )?breath\w*(?: again| on (?:his|her|their) own)? (?:once|when|as soon as|after)\b${NOBAG}`,
    String.raw`\bsee (?:if|whether) (?:he|she|they) (?:rouses?|wakes?|comes? round|comes? around)\b`,
    String.raw`\bno point (?:in )?(?:bagging|ventilating|breaths|the bag)\b`,
    String.raw`\bfirst (?:i|we) (?:want|need|would like|have) to (?:ask|find out|know|check|get|call|phone|speak)\b`,
    String.raw`\bon the phone first\b`,
    String.raw`\b(?:look at|check|see|review) (?:him|her|them) again in (?:a few|a couple of|\d+) (?:minutes?|mins?)\b${NOBAG}`,
    String.raw`\bnot touch (?:it|the airway|his airway|her airway) (?:till|until)\b`,
    // "nobody touches the airway till the neck is cleared", "we will hold off until anaesthetics come", "wait for the
    // trauma consultant to decide if he needs bagging", "wait for the CO2 before we decide".
    String.raw`\b(?:nobody|no one|noone) touch\w* (?:the |his |her )?airway\b`,
    String.raw`\bhold\w* off (?:until|till|for)\b`,
    String.raw`\bwait\w* (?:for|on) (?:the |a )?(?:\w+ ){0,2}?(?:consultant|registrar|team|anaesthetist|anesthetist|senior|picu|icu|intensivist) to (?:decide|say|tell)\b`,
    String.raw`\bbefore (?:we|i|anyone) decide\b${NOBAG}`,
    // "log roll him and check his back before anyone starts ventilating" (not "I suction before we start bagging").
    String.raw`\bbefore (?:anyone|we|i|you) start\w* (?:bagging|ventilating|breaths|to bag|to ventilate|the bag)\b(?<!\b${AIRWAY_STEP}\b[^.?]{0,80})`,
    // "a bedside vital capacity and a NIF first", "grab a quick cap gas before we start bagging": breathing tests
    // and gases before breaths.
    String.raw`\b(?:vital capacity|nif|negative inspiratory force|peak flow|spirometry|cap(?:illary)? gas|vbg|abg|blood gas)\b(?: \w+){0,6}? (?:first|before (?:we|i|anything|doing|starting|bagging|ventilat\w*|breaths|any))\b`,
    // "naloxone first , she will wake up": an antidote awaited before breaths (it is given once breaths go in).
    // Not "I won't put the airway in yet , I want to see if naloxone works first": the adjunct put off, not the breaths.
    String.raw`\b(?:naloxone|narcan|flumazenil|antidote|reversal|bicarb\w*)\b(?: \w+){0,2}? first\b(?! (?:line|dose)\b)(?<!\b(?:airway|opa|npa|adjunct|guedel|intubat\w*|tube)\b[^.?]{0,80})`,
    // "narcan now , we will only bag her if it does not kick in": breaths kept for when the drug fails (the match
    // ends before the condition, so it is said as done).
    String.raw`\b(?:will |ll |would )?only (?:bag|ventilat\w*|start (?:bagging|ventilating|breaths)|give (?:breaths|puffs))(?: \w+){0,2}?(?= if (?:\w+ ){0,3}?(?:does not|do not|did not|fails? to|will not|is not) (?:work|kick in|help|wake|respond|breathe|come round)\w*\b)`,
    // "she is just hypo , not truly apnoeic - shake her and shout her name a few more times": the apnoea denied,
    // stimulation repeated instead of breaths.
    String.raw`\bnot (?:really |truly |actually |properly )?(?:apneic|apnoeic|apnea|apnoea)\b(?<!\b(?:is|are|was) not (?:really |truly |actually |properly )?(?:apneic|apnoeic)\b(?= ?\?))`,
    String.raw`\b(?:shake|shout|rub|pinch|stimulat\w*|call)\w*(?: \w+){0,4}? (?:a few|a couple of|some|several) more times\b`,
    // "naloxone and wait to see if it works", "let the sonographer grab the last views , then we'll sort out his breathing".
    String.raw`\bwait\w* (?:to see )?(?:if|whether) (?:it|that|the \w+|naloxone|narcan|the antidote) (?:works|helps|kicks in|has worked|does anything)\b${NOBAG}`,
    String.raw`\bthen (?:we|i) (?:will|ll|can) (?:sort|deal with|fix|manage|see to) (?:out )?(?:his|her|their|the) (?:breathing|airway|ventilation)\b${NOBAG}`,
    // "nothing to do till the anaesthetist turns up", "I would leave her and recheck at the next obs".
    String.raw`\bnothing to do (?:till|until)\b|\bleave (?:him|her|them) and (?:re ?check|re ?assess|check)\b${NOBAG}`,
    // "I'll run to the desk and get help myself": the bedside left.
    // Not "nurse, go to the phone and put out a call": someone else sent.
    String.raw`\b(?:run|go|nip|pop|dash|head)\w*(?<!\b(?:nurse|colleague|you|someone|somebody|assistant|helper|hca|student|porter|doctor)(?: ,)? (?:please )?(?:can you |could you |will you )?(?:run|go|nip|pop|dash|head)\w*) (?:out )?(?:to|off to|over to) (?:the )?(?:desk|station|nurses station|phone|corridor|reception)\b`,
    // "wait and see if she starts again by herself", "sternal rub and wait a few minutes before I bother calling
    // anyone", "bagging before that is pointless".
    String.raw`\bwait\w*(?: and see)? (?:if|whether|till|until|for) ${WHO} (?:to )?(?:starts?|breathes?|begins?|wakes?|comes? (?:round|around|to)|picks? up)\b${NOBAG}`,
    String.raw`\bwait\w* (?:for )?(?:a few|a couple of|a couple|\d+|two|three|five|some|another) (?:more )?(?:minutes?|mins?)\b${NOBAG}`,
    String.raw`\b(?:bagging|ventilating|ventilation|breaths|the bag|bvm)(?: \w+){0,3}? (?:is |are |would be |will be )?(?:pointless|useless|no use|a waste of time)\b`,
    // "she needs plasma exchange , not bagging", "we will not need to bag", "no need to ventilate yet":
    // breaths refused for a child who is not breathing.
    String.raw`\b(?:no need (?:to|for)|(?:will|would|do|does|should|shall) not need(?: to| any)?) (?:bag\w*|ventilat\w*|breaths|bvm|puffs)\b`,
    // Not "I'm not bagging yet , suction first": an airway step put first is the right order.
    String.raw`\b(?:not|instead of) (?:bagging|ventilating|ventilation)\b(?= ?(?:[.;!,]|$|yet\b|for now\b|till\b|until\b))(?![^.?]{0,20}\b(?:${AIRWAY_STEP}|sand|vomit|secretions|blood|mud|debris|food|spit)\b(?: \w+){0,3}? first\b)`,
    // "we watch her till then", "keep an eye on her .", "leave him be", "let him sleep it off", "it will wear off .":
    // time given to an apnoeic child, with no breath in the message.
    String.raw`\b(?:watch|observ|monitor)\w* (?:him|her|them|the \w+) (?:till|until) (?:then|they|the \w+ (?:comes?|arrives?|gets? here|is here))\b`,
    String.raw`\bkeep\w* an eye on (?:him|her|them)(?= ?(?:[.;!,]|$))(?<!\b(?:bag\w*|ventilat\w*|breaths|squeez\w*|bvm|puffs?)\b[^.?]{0,80})`,
    String.raw`\bleave (?:him|her|them) be\b|\blet (?:him|her|them) sleep(?: it off)?\b`,
    String.raw`\b(?:will|should|is going to) wear off\b(?= ?(?:[.;!,]|$|soon\b))(?<!\b(?:bag\w*|ventilat\w*|breaths|squeez\w*|bvm|puffs?)\b[^.?]{0,80})`,
    // "sit her up , then we reassess in a couple of minutes": a later look planned instead of breaths.
    String.raw`\bthen (?:we |i )?(?:will )?(?:re ?assess|re ?check|check again|look again|see)\w*(?: \w+){0,3}? in (?:a few|a couple of|\d+|two|three|five|ten) (?:minutes?|mins?)\b(?<!\b(?:bag\w*|ventilat\w*|breaths|squeez\w*|bvm|puffs?)\b[^.?]{0,120})`,
    // "non-rebreather on and see if her sats pick up": oxygen given, and the sats waited for instead of breaths.
    String.raw`\b(?:see|watch|wait)\w*(?: \w+){0,2}? (?:if|whether|till|until) (?:his |her |their |the )?(?:sats|spo2|saturations?|colou?r)(?: \w+){0,2}? (?:pick|come|go|improv|rise|get|climb)\w*(?<!\b(?:bag\w*|ventilat\w*|breaths|squeez\w*|bvm|puffs?)\b[^.?]{0,80})`,
    // "we will wait for the anaesthetist .", "wait for anaesthetics to come and tube her".
    seq(
      String.raw`\bwait`,
      notBehind(String.raw`\b(?:bag\w*|ventilat\w*|breaths?|bvm|squeez\w*|puff\w*)(?: \w+){0,3} wait`),
      String.raw`\w* (?:for|on) (?:the )?(?:anaesthe\w*|anesthe\w*|intensivist|picu|icu|airway team|retrieval team)\b(?= ?(?:[.;!,]|$|to (?:come|arrive|get here)\b(?:(?: \w+){0,2} (?:tube|intubat)\w*)?))`,
    ),
    // "wheel her back to the ward first and sort the breathing out there": the child moved before breaths.
    String.raw`\b(?:wheel|move|transfer|take|carry|bring)\w* (?:him|her|them|the (?:child|patient|baby|infant|boy|girl|kid|toddler))(?: back| over| up| down)? (?:to|up to|down to|into) (?:the |a )?(?:\w+ )?(?:ward|icu|picu|resus|theatre|theater|department|ed|unit|room|bay|hdu)\b(?: \w+){0,2}? (?:first|before)\b`,
    // "get him to CT first and sort the airway after the scan": imaging before breaths.
    String.raw`\b(?:to|for|into) (?:the )?(?:ct|scan\w*|scanner|mri|imaging|x ray|radiology)(?: \w+){0,2}? (?:first|before|then)\b`,
    String.raw`\b(?:airway|bagging|ventilation|breathing|bag|bvm)(?: \w+){0,2}? after (?:the |his |her )?(?:ct|scan|mri|imaging|x ray)\b`,
    String.raw`(?:^|[,;.] |\b(?:a|the|get|do|go for) )(?:ct|ct scan|mri|imaging|scan) (?:first|before (?:we|i|the|bagging|ventilat\w*|breaths))\b`,
  ),
  {
    unsafe: true,
    feedback: {
      what: 'Putting off breaths for a child who is not breathing: waiting or watching for breathing, or leaving to fetch kit or for a scan.',
      why: 'Every second without breaths deepens the hypoxia; in a child, bradycardia and cardiac arrest follow.',
      instead: 'Call for help and start bag-mask ventilation with oxygen at once; reassess as you ventilate.',
    },
  },
);
