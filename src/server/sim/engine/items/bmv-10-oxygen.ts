import { active, judgeByCues, wrong } from '../judge/by-cues.ts';
import { flowIn, oxygenSwitch } from '../params.ts';
import type { Judgement, Mention, Range } from '../types.ts';
import { anyOf } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import type { ItemModule } from './item.ts';

/** The oxygen flow named: by a flow cue itself, or anywhere in the clause of an oxygen cue. */
export function flowSaid(said: Mention[]): Range | null {
  for (const m of said) {
    const flow = flowIn(m.cue.id === 'oxygenFlow' ? m.text : m.clause);
    if (flow) return flow;
  }
  return null;
}

/** Mentions of oxygen for the bag: named, not refused, not room air (a flow said of them is the one judged). */
export const oxygenMentions = (mentions: Mention[]) => active(mentions).filter((m) => m.cue.sense !== 'bad');

const BAGGING = /\b(?:bag\w*|ventilat\w*|bvm|breaths?|puff\w*|squeez\w*)\b/;
/** "not connected to O2 yet , just start": the bag used while its oxygen is put off. */
// "tubing isn't on the oxygen yet but I'll start squeezing anyway": the breaths begun in spite of it.
const START_ANYWAY =
  /^[^.?]{0,12}\b(?:just|now|anyway|straight away|regardless)\b[^.?]{0,12}\b(?:start\w*|get going|go|begin|bag\w*|ventilat\w*|squeez\w*)\b|^ (?:yet )?(?:, )?but (?:i|we) (?:will |ll |am going to |are going to )?(?:just )?(?:start (?:bagg|squeez|ventilat|breath)|bag|ventilat|squeez)/;
const WITHOUT_BEFORE = /\b(?:without|no) (?:any |the |extra |supplemental |supplementary )?$/;
const NOT_WITHOUT_BEFORE =
  /\b(?:not|never|won t|will not|do not|don t|cannot|can not|can t)(?: \w+){0,3}? without (?:any |the |extra |supplemental |supplementary )?$/;

/** BMV-10: connected to oxygen with the flow on, 10-15 L/min. */
function judgeOxygen(mentions: Mention[]): Judgement | null {
  // Oxygen through a non-rebreather or nasal cannula is not the bag's oxygen (BMV-9 says why it is wrong).
  // ("I'll run the bag off the nasal cannula flow at 1 L/min" is the bag's oxygen, and its flow is judged.)
  if (
    mentions.every(
      (m) =>
        /\b(?:non rebreather|nasal cannula|blow by)\b/.test(m.clause) &&
        !/\bbag (?:off|from)\b/.test(m.clause),
    )
  )
    return null;
  const byCues = judgeByCues(
    'BMV-10',
    mentions.filter((m) => m.cue.sense === 'bad'),
  );
  if (byCues?.kind === 'wrong') return byCues;
  const refused = mentions.find(
    (m) =>
      m.negated &&
      !m.deferred &&
      m.cue.sense !== 'bad' &&
      !NOT_WITHOUT_BEFORE.test(m.clause.slice(0, m.clauseOffset)) &&
      // "making sure the O2 tubing isn't disconnected": a double negative keeps the oxygen on.
      !/\bnot (?:disconnected|unplugged|off|kinked|blocked|loose|unconnected)\b/.test(m.clause),
  );
  const said = oxygenMentions(mentions);
  const off = said.some((m) => oxygenSwitch(m.clause) === 'off');
  // "bagging without oxygen , the oxygen is not connected yet": bagging refused its oxygen, whatever else is said
  // of the oxygen, unless it is then switched on or given a flow.
  const bagsWithout = mentions.some(
    (m) =>
      m.negated &&
      !m.deferred &&
      m.cue.id === 'oxygen' &&
      BAGGING.test(m.clause) &&
      WITHOUT_BEFORE.test(m.clause.slice(0, m.clauseOffset)) &&
      // "we are not starting without oxygen": the bagging without it is what is refused.
      !NOT_WITHOUT_BEFORE.test(m.clause.slice(0, m.clauseOffset)),
  );
  const startsWithout = mentions.some(
    (m) => m.negated && m.deferred && m.cue.id === 'oxygen' && START_ANYWAY.test(m.following),
  );
  const given = said.some(
    (m) => flowIn(m.cue.id === 'oxygenFlow' ? m.text : m.clause) || oxygenSwitch(m.clause) === 'on',
  );
  if ((refused && said.length === 0) || off || ((bagsWithout || startsWithout) && !given)) {
    return wrong('BMV-10', {
      what: 'Ventilating without oxygen flowing.',
      why: 'Without oxygen the bag gives room air (21 %) to a child who is already hypoxic.',
      instead: 'Connect the bag to oxygen and turn the flow to 10-15 L/min so that the reservoir fills.',
    });
  }
  if (said.length === 0) return byCues;
  const flow = flowSaid(said);
  if (flow) {
    const shown = flow.low === flow.high ? `${flow.low}` : `${flow.low}-${flow.high}`;
    if (flow.low < 10) {
      return wrong('BMV-10', {
        what: `Oxygen at ${shown} L/min is too low.`,
        why: 'Below about 10 L/min the reservoir does not fill, so each breath carries far less oxygen than the bag can give.',
        instead: 'Turn the flow up to 10-15 L/min.',
      });
    }
    const caution = flow.high > 15 ? '10-15 L/min is enough: higher flows add little.' : undefined;
    return {
      kind: 'ok',
      item: 'BMV-10',
      detail: `oxygen at ${shown} L/min`,
      ...(caution ? { caution } : {}),
    };
  }
  if (said.some((m) => oxygenSwitch(m.clause) === 'on'))
    return { kind: 'ok', item: 'BMV-10', detail: 'oxygen on' };
  return { kind: 'incomplete', item: 'BMV-10', question: 'Is the oxygen flowing, and at what flow (L/min)?' };
}

/** BMV-10 Oxygen: what the engine reads, judges and says about it. */
export const oxygen: ItemModule = {
  id: 'BMV-10',
  cues: [
    cue(
      'roomAir',
      ['BMV-10'],
      'bad',
      anyOf(
        // Not "room air isn't enough for him".
        String.raw`\broom air\b(?! (?:is not|isn t|will not be|won t be|is never) (?:enough|sufficient|adequate)\b)`,
        // "I'll bag him off air till PICU come".
        String.raw`\bbag\w* (?:him |her |them )?off air\b`,
        // "bag him on air", "just air for now": air said as what the bag gives (not air entry, leak or trapping).
        // Not "his belly's filling with air".
        String.raw`\b(?:on|with|using|via) (?:just |plain |only |normal |ambient )?air\b(?! ?(?:way|entry|leak\w*|flow|trapp\w*|hunger|movement|going|in\b|into|escap\w*|coming|blowing|hissing|puffing|rushing))(?<!\b(?:fill\w*|full|blown up|inflated|distended) with air)`,
        String.raw`\b(?:just|only|plain) air\b(?! ?(?:way|entry|leak\w*|flow|trapp\w*|movement|going|in\b|into|escap\w*))`,
        String.raw`\b21 ?%`,
        // "I don't need to turn the flow on , it's self-inflating".
        String.raw`\b(?:do not|don t|no) need to (?:turn|switch) (?:the )?(?:flow|oxygen|o2)(?: \w+)? on\b`,
        // "the oxygen tubing can stay unplugged for now", "the O2 tubing can stay on the wall".
        String.raw`\b(?:oxygen|o2)(?: tubing| line| tube)? (?:can |will |may )?(?:stay|stays|remain|remains|be left|left) (?:unplugged|disconnected|off|unconnected|on the wall|in the (?:packet|bag))\b`,
        // "ambient air", "air is fine for now": air accepted as what the bag gives.
        String.raw`\bambient air\b`,
        String.raw`\b(?:room |plain |normal )?air (?:is|will be|should be|would be) (?:fine|ok|okay|alright|all right|enough|sufficient|good enough)\b`,
      ),
      {
        feedback: {
          what: 'Ventilating with room air.',
          why: 'Room air is 21 % oxygen; a hypoxic child needs the bag connected to oxygen with the reservoir filling.',
          instead: 'Connect the bag to oxygen and set the flow to 10-15 L/min.',
        },
      },
    ),
    // "the bag is not connected to anything but that is fine for now", "we will sort the oxygen tubing later":
    // bagging accepted without oxygen.
    cue(
      'oxygenPutOff',
      ['BMV-10'],
      'bad',
      anyOf(
        // "hold the O2 for now , hyperoxia is bad for his heart".
        String.raw`\bhold (?:the )?(?:o2|oxygen)\b(?= for now| for the moment| for a bit| until)`,
        String.raw`\b(?:not|un) ?(?:connected|attached|hooked up|plugged in)(?: to (?:anything|the oxygen|oxygen|the wall|the flow ?meter))?(?: \w+){0,2}? (?:but |, )?(?:that is |it is |this is )?(?:fine|ok|okay|alright|all right|for now|anyway|no matter|does not matter)\b`,
        String.raw`\b(?:sort|connect|attach|hook|set|deal|add|fix|plug|get)\w*(?: up| out| with| in| on)?(?: the| his| her)? (?:oxygen|tubing|flow ?meter)(?: tubing| line| supply)?(?: \w+){0,2}? (?:later|afterwards|in a (?:bit|minute|moment|second|while)|after (?:we|i|that|the first))\b`,
        String.raw`\b(?:oxygen|tubing)(?: tubing| line| supply)? can wait\b`,
        // "the flowmeter is stuck , I will just start bagging without it".
        String.raw`\b(?:bag\w*|start\w*|go|ventilat\w*)(?: (?:him|her|them))? without (?:it|oxygen|the oxygen|o2)\b(?<=\b(?:oxygen|flow ?meter|tubing)\b[^.?]{0,80})`,
        // "I'll plug the oxygen in when I find the green adapter", "we can turn it on later", "the oxygen tubing can be
        // connected after the first few breaths", "we'll find the oxygen in a minute", "don't bother opening it , just start".
        String.raw`\b(?:plug|connect|hook|attach|turn|switch|open|find)\w* (?:it|the oxygen|the o2|the flow ?meter|the tubing|the flow)(?: in| on| up)? (?:later|in a minute|in a bit|after (?:the )?(?:first )?(?:few )?breaths?|when i find)\b|\b(?:oxygen|o2|tubing)(?: \w+){0,2}? can be (?:connected|plugged in|attached|turned on|hooked up|opened) (?:after|later|in a)\b|\b(?:do not|don t) bother (?:opening|turning on|connecting|plugging in) (?:it|the flow ?meter|the oxygen|the flow)\b`,
        // "the oxygen isn't plugged in yet but we can sort that later".
        String.raw`\bsort (?:that|it|the oxygen|the o2)(?: out)? (?:later|afterwards|after)\b(?<=\b(?:oxygen|o2|tubing|flow ?meter)\b[^.?]{0,80})`,
        // "no oxygen needed yet", "bag connected to nothing , just go".
        String.raw`\bno (?:oxygen|o2) (?:is )?(?:needed|required|necessary)\b|\bconnected to nothing\b`,
        // "not connecting O2 yet , will do it once he pinks up".
        String.raw`\bnot (?:connect|attach|hook|plug)\w* (?:up )?(?:the )?(?:oxygen|tubing)(?: tubing)?(?: up| in| on)? yet\b`,
        // "I'll turn the flow on later", "haven't plugged the bag in , we'll do that after", "oxygen I will leave off".
        String.raw`\bturn\w* (?:the )?(?:flow|oxygen|flow ?meter)(?: \w+)? on (?:later|afterwards?|after)\b|\b(?:oxygen|o2) (?:i|we) (?:will |ll )?leave off\b|\bleav\w* (?:the )?oxygen off\b`,
        String.raw`\b(?:we|i) (?:will |ll )?do that (?:after|afterwards|later)\b(?<=\b(?:oxygen|plugged|plug|bag|tubing)\b[^.?]{0,80})`,
        // "skip the oxygen", "the nurse can plug it in later".
        String.raw`\bskip\w* (?:the )?oxygen\b|\b(?:plug|connect|hook|attach|get|add)\w* it(?: (?:in|up|on))?(?: later\b|(?= (?:if|once|when)\b))(?<=\b(?:bag|oxygen|tubing|cylinder)\b[^.?]{0,120})`,
        // "no need to hook up the O2 yet", "we don't need oxygen for now": the oxygen refused for the bagging.
        // "do not bother plugging the oxygen tubing in yet".
        String.raw`\b(?:no need|(?:do|does) not need|not needed|(?:do|does|did|will) not bother|won t bother|not bothering|never bother) (?:to |for |with )?(?:(?:connect|attach|hook|plug|put|turn|get|bother with)\w*(?: up| in| on)? )?(?:the |any )?(?:oxygen|flow ?meter)\b(?! (?:is|was) )`,
        // "the O2 tubing is not connected but I bag anyway": bagging goes ahead with the oxygen off.
        // "the bag is not connected to the wall but let us start", "have not got the oxygen hooked up yet but start
        // squeezing anyway", "O2 not connected yet , go", "I have not plugged the tubing in but let's get going".
        String.raw`\b(?:not|un) ?(?:(?:got|plugged|connected|attached|hooked) (?:up )?(?:the |his |her )?(?:oxygen|tubing)(?: tubing)? )?(?:connected|attached|hooked up|plugged in|in|on|running|flowing)\b(?: \w+){0,4}? (?:but|yet|and|so|,) (?:(?:i|we) (?:still |just |will |am going to )?(?:bag|ventilat|squeez|start bagging|carry on|continue)\w*|(?:just )?(?:let us |let s |let |lets )?(?:just )?start\b|(?:let us|let s|let|lets) (?:just )?(?:go|get going)\b(?! of\b)|(?:just )?go\b(?= ?(?:[.,;!]|$))|(?:just )?giv\w* (?:him |her |them )?(?:a (?:few |couple of )?|some )?(?:breaths?|puffs?)\b)`,
        // "the oxygen isn't plugged in but it's a self-inflating bag so it works anyway".
        String.raw`\b(?:not|un) ?(?:connected|attached|hooked up|plugged in|turned on|running|flowing)\b(?<=\b(?:oxygen|o2|tubing|flow ?meter|flow)\b[^.?]{0,30})(?=(?:(?!\b(?:connect|plug|attach|hook|turn|switch)\w*)[^.?]){0,60}\b(?:self ?inflat\w*|works anyway|still works|works without)\b)`,
        // "bag isn't connected to anything but it self-inflates so it's fine", "I put the bag on without tubing".
        String.raw`\bnot (?:connected|attached|hooked up|plugged in) to anything\b(?=[^.?]{0,50}\b(?:fine|ok|okay|self ?inflat\w*)\b)|\bwithout (?:the |any )?(?:oxygen |o2 )?tubing\b`,
        // "the oxygen is not connected yet, I start bagging anyway": after a comma, only with "anyway".
        String.raw`\b(?:not|un) ?(?:connected|attached|hooked up|plugged in|running|flowing)\b(?: \w+){0,2}? , (?:i|we) (?:\w+ ){0,2}?(?:bag|ventilat|squeez)\w* (?:anyway|regardless|without it)\b`,
        // "oxygen's still on the paramedics' cylinder and it's empty , leave it , let's just start".
        String.raw`\b(?:cylinder|tank|bottle)\b[^.?]{0,30}\b(?:is |s )?(?:empty|run out|finished)\b(?=[^.?]{0,30}\b(?:leave it|never mind|start|go|anyway|fine)\b)(?![^.?]{0,60}\b(?:swap|change|replace|new|wall|another|spare)\b)`,
        // "the flow meter can stay off".
        String.raw`\b(?:oxygen|flow ?meter|flow)(?: \w+)? (?:can|could|will|may) (?:stay|be left|remain|be) (?:off|shut|closed|disconnected)\b`,
        // "leave the flowmeter off", "oxygen tubing left dangling", "bag him without it (the oxygen)".
        String.raw`\b(?:leave|leaving|left|keep|kept)(?: \w+){0,3}? (?:flow ?meter|oxygen|flow|tubing)(?: tubing)? (?:off|dangling|unplugged|disconnected|hanging)\b`,
        String.raw`\b(?:flow ?meter|oxygen|tubing)(?: tubing)? (?:is |s )?(?:left )?(?:dangling|unplugged|hanging loose)\b`,
        String.raw`\b(?:bag|ventilat|squeez)\w* (?:him |her |them )?without (?:it|the oxygen|oxygen|any oxygen)\b(?<=\boxygen\b[^.?]{0,100})`,
        // "nobody turned the flow on - fine, carry on", "the tubing isn't attached but the bag still inflates , so just go".
        String.raw`\b(?:nobody|no one|not) (?:has |s |is )?(?:turned (?:the )?(?:flow|oxygen|flow ?meter) on|opened (?:the )?(?:flow|oxygen|flow ?meter|valve))\b(?=[^.?]{0,40}\b(?:fine|carry on|go on|continue|anyway|just go|start|ok|okay|alright|(?:does not|doesn t) matter|go)\b)`,
        String.raw`\b(?:bag|it) (?:still |fills up |fills |inflates )(?:by itself|itself|on its own|anyway|still)?\b(?<=\b(?:not (?:attached|connected|on)|off|without)\b[^.?]{0,60})(?=[^.?]{0,30}\b(?:go|start|bag|carry on|fine)\b|[^.?]{0,3}$| ?[.,;])`,
        String.raw`\bbag (?:fills|inflates|refills) (?:up )?(?:by itself|on its own|anyway)\b`,
        // "tubing attached but the flowmeter stays off".
        String.raw`\b(?:flow ?meter|oxygen|flow) (?:stays|remains|is left|left|kept) (?:off|shut|closed)\b`,
      ),
      {
        feedback: {
          what: 'Ventilating without oxygen flowing.',
          why: 'Without oxygen the bag gives room air (21 %) to a child who is already hypoxic.',
          instead: 'Connect the bag to oxygen and turn the flow to 10-15 L/min before the first breaths.',
        },
      },
    ),
    cue('oxygenFlow', ['BMV-10'], 'detail', String.raw`\b\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? lpm\b`),
    cue('oxygen', ['BMV-10'], 'detail', String.raw`\boxygen\b|\bflow ?meter\b|\breservoir\b`),
  ],
  judge: judgeOxygen,
  nudge: 'A bag alone gives room air. What does it need connected, and set to what?',
  topics: [
    {
      id: 'oxygen',
      pattern: /\boxygen\b|\blpm\b|\bflow\b/,
      imageWords: ['oxygen'],
      explanation: {
        title: 'Oxygen',
        text: 'Connect the bag to oxygen and set 10-15 L/min, so the reservoir fills and each breath carries close to 100 % oxygen. Without the flow the bag gives room air.',
      },
    },
  ],
  techniques: {
    connect_oxygen: (action) => {
      return action.oxygenLitresPerMin !== null
        ? `I connect the bag to oxygen at ${action.oxygenLitresPerMin} L/min.`
        : 'I connect the bag to oxygen.';
    },
    room_air: 'I ventilate with room air.',
  },
};
