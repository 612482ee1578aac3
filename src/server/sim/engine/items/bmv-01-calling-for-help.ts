import { active, judgeByCues } from '../judge/by-cues.ts';
import type { Judgement, Mention } from '../types.ts';
import { anyOf, group, seq, words } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import type { ItemModule } from './item.ts';

/** BMV-1: naming the apnoea is half of it; the item is calling for help. */
function judgeHelp(mentions: Mention[]): Judgement | null {
  const said = active(mentions);
  if (said.some((m) => m.cue.id === 'callHelp'))
    return { kind: 'ok', item: 'BMV-1', detail: 'help is on the way' };
  if (said.some((m) => m.cue.id === 'recogniseApnoea')) {
    return {
      kind: 'incomplete',
      item: 'BMV-1',
      question: 'You have recognised that the patient is not breathing. Who do you get to the bedside?',
    };
  }
  return judgeByCues('BMV-1', mentions);
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
              String.raw`\b`,
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
                  String.raw`activate\w*`,
                  String.raw`alert\w*`,
                  String.raw`press\w*`,
                  String.raw`pull\w*`,
                ),
              ),
              '(?: out)?(?: for)? (?:some |more |a |the |an |my |our )?',
              group(
                anyOf(
                  'help',
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
                  'picu(?: team)?',
                  'icu(?: team)?',
                  'intensivist',
                  'resus(?:citation)? team',
                  'team',
                  'nurse',
                  'colleague',
                  'emergency (?:response|team|help|button|bell)',
                ),
              ),
              String.raw`\b`,
            ),
            String.raw`\b(?:help|assistance) (?:is |was )?(?:called|requested|on the way|coming)\b`,
            String.raw`\bneed (?:some |more )?help\b`,
            String.raw`(?=help)(?:^|(?<=[,;:.!] )|(?<=\band ))help(?= (?:and|called|please)\b| [,;.!]|$)`,
            seq(
              String.raw`\b(?:need|want)\w* (?:the |a |an |my )?`,
              words([
                'resus(?:citation)? team',
                'code team',
                'rapid response team',
                'senior',
                'attending',
                'anesthetist',
                'picu team',
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
    // Waiting for an apnoeic child to breathe is a failure to act on the apnoea this item is about (the hook by
    // which the LLM tutor's reading "delay_ventilation" reaches the engine; kept narrow: "I look to see if he is
    // breathing" is an assessment, not a delay).
    cue(
      'delayedVentilation',
      ['BMV-1'],
      'bad',
      anyOf(
        seq(
          String.raw`\b(?:wait|watch|observ|see)\w*(?: \w+){0,6}? (?:if|whether|until|till|for) `,
          String.raw`(?:he|she|they|it|the (?:patient|child|baby|infant|kid|boy|girl)) (?:\w+ ){0,2}?`,
          group(
            String.raw`(?:start|begin)\w* (?:to )?breath\w*|resum\w* breath\w*|breath\w* (?:on (?:his|her|their) own|by (?:him|her|them)sel\w*|spontaneous\w*|again)`,
          ),
        ),
        String.raw`\bwait\w*(?: \w+){0,4}? (?:to|and) see (?:if|whether) \w+(?: \w+)? breath\w*`,
        String.raw`\b(?:wait\w*|hold\w* off|delay\w*)(?: \w+){0,3}? (?:before|on|with) (?:bagging|ventilating|ventilation|giving breaths|starting (?:to bag|bagging|ventilating|ventilation))\b`,
        String.raw`\b(?:give|let) (?:him|her|them|the \w+) (?:a (?:minute|moment|second|bit|chance)|(?:some )?time)(?: to)? (?:breathe|start breathing)\b`,
      ),
      {
        unsafe: true,
        feedback: {
          what: 'Waiting for a child who is not breathing to start breathing.',
          why: 'Every second without breaths deepens the hypoxia; in a child, bradycardia and cardiac arrest follow.',
          instead:
            'Call for help and start bag-mask ventilation with oxygen at once; reassess as you ventilate.',
        },
      },
    ),
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
  },
};
