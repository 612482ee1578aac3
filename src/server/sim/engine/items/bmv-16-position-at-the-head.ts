import { ahead, anyOf, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/**
 * Someone else as the subject: where the nurse or a parent stands is not where the resident ventilates from ("dad
 * can stay at her side"; but "nurse can bag from the side" is ventilating from there).
 */
const OTHER_PERSON = String.raw`\b(?:nurse|colleague|assistant|helper|rt|therapist|parent|mother|father|mum|mom|dad|you|someone(?: else)?|somebody(?: else)?|another person|a second person|the other (?:doctor|nurse|person))(?: is| who is| who)? |\b(?:parents?|mother|father|mum|mom|dad|family)(?: can| will| could| may| should) `;

/** BMV-16 Position at the head: what the engine reads, judges and says about it. */
export const positionAtTheHead: ItemModule = {
  id: 'BMV-16',
  cues: [
    cue(
      'standAtHead',
      ['BMV-16'],
      'good',
      anyOf(
        // "I kneel on the bed behind his head", "so I can get behind his head".
        String.raw`\b(?:kneel|get|go|move|stand|squeez|climb)\w*(?: (?:up )?on (?:the |to the )?(?:bed|trolley|cot))? behind (?:his |her |the )head\b`,
        seq(
          // Not "the pointy bit (of the mask) at the top": that is which way round the mask goes (BMV-11).
          ahead('at |from |to '),
          // Nor "a leak at the top" (of the mask), nor "to the top of his ear", nor "someone at the head doing
          // in-line stabilisation" (another person there, not me).
          notBehind(
            // Nor "narrow end goes to the top" (of the mask's way round).
            String.raw`\b(?:narrow|pointed|pointy|apex|tip|point|end|part|bit|mask|leak|leaks|leaking|someone|somebody|nurse|colleague|assistant|helper)(?: (?:goes|go|sits|is|placed|put|points|pointing))? `,
          ),
          String.raw`\b(?:at|from|to) (?:the |his |her |their )?(?:patient |child |baby |infant |boy |girl )?(?:head|top(?! of ${THE}(?:ear|nose|mask|lip|head|chest|chin|mouth|jaw|face)))`,
          '(?: end)?',
          group(
            ' of (?:the )?(?:bed|cot|crib|stretcher|trolley|gurney|table|patient|child|baby|infant)',
            '?',
          ),
          String.raw`\b(?! tilt)`,
        ),
        seq(
          String.raw`\b`,
          group(
            // "I have squeezed in behind his head", "go round behind the headboard".
            'stand|standing|stands|kneel|kneeling|move|moving|go|goes|going|stay|get|gets|getting|be|am|are|position\\w*|sit|sitting|squeezed|squeeze in|squeezing in|tuck\\w*|come|came|round',
          ),
          String.raw`(?: myself)?(?: \w+){0,2}? (?:behind|above) ${THE}(?:patient |child |baby |bed |cot |trolley )?head(?:board)?\b`,
        ),
        String.raw`\bhead of (?:the )?(?:bed|cot|crib|stretcher|trolley|gurney)\b`,
        // "take the headboard off so I can get behind him".
        // "get myself right behind him", "me behind head", "behind her" said after the head of the bed in French.
        String.raw`\b(?:get|stand|standing)(?: myself)?(?: right)? behind (?:him|her|them|the (?:head|child|patient))\b|\bme behind (?:the |his |her )?head\b|\bbehind (?:him|her)\b(?<=\b(?:tete|tête|head)\b[^.?]{0,30})`,
        // "I stand on head side of bed".
        String.raw`\bhead (?:side|end) of (?:the )?(?:bed|cot|crib|stretcher|trolley)\b`,
        // "I'll take the head", "I take the head end": the airway place claimed.
        String.raw`\b(?:i will|i ll|i am|i|let me|me to) (?:take|taking|have) (?:the |his |her )?head(?: end)?(?! \w)`,
        // "ventilating from above his head", "at the bedhead".
        String.raw`\bfrom (?:above|behind) ${THE}(?:patient |child |baby )?head\b`,
        String.raw`\b(?:at|from|behind) (?:the )?bedhead\b`,
        // "behind her head is where I stand to bag".
        String.raw`\bbehind (?:the |his |her )?head (?:is )?where (?:i|we) (?:stand|am|will be|position|bag)\w*\b`,
        // "at the end of the bed where his head is", "the end of the trolley by her head".
        String.raw`\bend of ${THE}(?:bed|cot|crib|stretcher|trolley|gurney) (?:where|by|at|with) (?:his|her|their|the) head\b`,
        // "I'll get round to the top end" (of the bed).
        String.raw`\b(?:get|go|move|come|walk)\w* (?:round |around |over |up )?to the (?:top|head) end\b`,
        // "at HOB": the head of the bed, as written in notes.
        String.raw`\bhob\b`,
        // "pos : head end".
        String.raw`\b(?:pos|position|positioned|me) :? ?(?:at )?(?:the )?head end\b`,
        // "Head end." said alone, as a whole clause.
        String.raw`\bhead end\b(?= ?(?:[.;!]|$))(?<=(?:^|[.;:,!] )head end)`,
      ),
    ),
    cue(
      'standAtSide',
      ['BMV-16'],
      'bad',
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead(
          'climb|i|we|stand|across|in|over|on|perch|ventilat|bag|kneel|stay|remain|am|be|work|position|put|place|get|from|sit|can|unable|could|at|airway|manag|lean|do|across my|on my|in my|over my|beside|next to|alongside|on his|on her|onto|into|reach|step|go|move|moving|walk|come|coming',
        ),
        group(
          anyOf(
            // "I'll walk round to the side ... and bag from there", "move round to his side now and bag from there".
            // Not "the paramedic moves to the side to keep holding his neck from there": someone else.
            String.raw`\b(?:walk|move|moving|go|step|come|coming)\w*(?<=\b(?:i|we)(?: \w+){0,2} (?:walk|mov|go|step|com)\w*) (?:round |around |over )?to (?:the |his |her )?side\b(?=[^.?]{0,60}\bfrom there\b| to (?:bag|ventilat|squeez))`,
            // "I'll stay down by his hip and reach up with the mask", "do it from the foot end".
            String.raw`\b(?:stay|stand|staying|standing|remain)\w* (?:down )?(?:by|at|near) (?:his |her |the )?(?:hips?|waist|feet|legs|knees|foot end)\b(?=[^.?]{0,40}\b(?:mask|bag\w*|ventilat\w*|reach\w*)\b)|\bfrom the (?:foot end|foot of the (?:bed|trolley|cot)|end of the (?:bed|trolley))\b(?=[^.?]{0,60}\b(?:no room|not enough room|can t get|cannot get)\b)`,
            seq(
              // Not where someone else stands ("the nurse stays beside the bed").
              ahead(
                String.raw`\b(?:stand|ventilat|bag|kneel|stay|remain|am\b|be\b|work|position|put|place|get)`,
              ),
              notBehind(OTHER_PERSON),
              String.raw`\b`,
              group(
                String.raw`stand|standing|stands|ventilat\w*|bag\w*|kneel\w*|stay|stays|staying|remain\w*|am|be|work|working|position\w*|(?:put|place|get) myself`,
              ),
              // "I position myself at the patient's side".
              // The words between are not a negation ("I am not bagging from the side": refused, not done).
              String.raw`(?: (?!not\b|never\b)\w+){0,3}? (?:from|at|on|by) ${THE}(?:patient |child |baby |bed |cot )?(?:right |left |other |r |l )?(?:side|foot|feet)\b`,
            ),
            seq(
              ahead(String.raw`\b(?:stand|kneel|position|from|stay|remain|sit)`),
              notBehind(OTHER_PERSON),
              String.raw`\b`,
              group(
                String.raw`stand|standing|stands|kneel\w*|position\w* myself|from|stay|stays|staying|remain\w*|sit|sitting`,
              ),
              // "kneeling on the bed next to his chest".
              // "standing by his right shoulder", "I'll stay here by his chest".
              // "I'll stay where I am , next to him by the IV".
              String.raw`(?: here| there| where i am)?(?: ,)?(?: up)?(?: on (?:the )?(?:bed|cot|trolley|stretcher))? (?:beside|next to|alongside|by) ${THE}(?:right |left )?`,
              // "staying by his hip": anywhere along the body but the head.
              group(
                'cot|bed|crib|chest|patient|stretcher|trolley|gurney|him|her|child|baby|hips?|waist|legs?|knees?|belly|tummy|abdomen|shoulder',
              ),
              String.raw`\b`,
            ),
            // "I will bag across", "bag from beside them while she sits on the chair", "climb onto the side of the cot".
            String.raw`\bfrom (?:the )?(?:left|right|other) side of (?:the )?(?:bed|cot|trolley|stretcher)\b|\bbag across\b|\bbag\w* (?:from )?(?:beside|next to|alongside) (?:them|mum|mom|dad|the (?:parent|mother|father))\b|\bclimb\w* (?:up )?(?:onto|on to|to) (?:the |his |her )?side\b|\b(?:i|we) (?:will |ll )?move (?:over |round |around )?to (?:the |his |her )?side\b`,
            // "I stay on his right next to the IV", "standing at his shoulder", "standing next to mum".
            String.raw`\b(?:stay|stays|staying|stand|standing|stands)(?: where i am| right here| here| put)?(?: ,)? (?:on (?:his|her) (?:right|left)|(?:at|by) (?:his|her|the) (?:right |left )?shoulders?|next to (?:mum|mom|dad|the (?:parent|mother|father)))\b`,
            // "I can reach his face from the side of the scanner", "i lean in from the side of the couch and bag from here".
            String.raw`\b(?:reach|lean)\w*(?: in| over| across)?(?: (?:his|her|the) (?:face|head|mouth|airway))? from (?:the )?side\b(?: of (?:the )?(?:scanner|couch|gantry|bed|trolley|cot|table|chair|stretcher))?`,
            // "bagging from the bedside", "ventilating from the bedside".
            String.raw`\b(?:bag\w*|ventilat\w*) (?:him |her |the child |the patient )?from (?:the )?bedside\b`,
            // "bagging her while she lies across my lap": held on the lap, not from the head.
            String.raw`\b(?:across|on|in|over|onto|on to|into) my (?:lap|knees?|arms)\b`,
            // "I'll just reach over the side rail and bag from there", "bag from where dad is sitting , at her side", "step
            // round to the side of the cot and bag from there".
            String.raw`\breach\w* over (?:the )?(?:side|cot side|side rail|rail|cot rail)\b|\bfrom where (?:dad|mum|mom|the (?:parent|mother|father|nurse)) (?:is|was) (?:sitting|standing)\b|\bat (?:his|her) side\b(?<=\b(?:bag|ventilat)\w*\b[^.?]{0,60})(?<!\b(?:nurse|colleague|assistant|helper|parent|mother|father|mum|mom|dad|someone|somebody)\b(?: \w+){0,2} at (?:his|her) side)|\b(?:step|go|move|walk)\w* (?:round |around |over )?to the side of (?:the )?(?:cot|bed|trolley|stretcher)\b`,
            // "I'll manage his airway from where I am , on his right by the drip stand".
            String.raw`\bon (?:his|her) (?:right|left)(?: side| hand side)?\b(?<=\b(?:manag\w*|bag\w*|ventilat\w*|airway|from where i am)\b[^.?]{0,60}on (?:his|her) (?:right|left)(?: side| hand side)?)`,
            // "climb up on the trolley beside her tummy and bag from there".
            String.raw`\b(?:beside|next to|alongside) (?:his |her |the )?(?:tummy|belly|abdomen|chest|waist|hips?)\b`,
            // "I kneel on the bed at her hip".
            String.raw`\bat (?:his |her |the )?(?:hips?|waist|belly|tummy)\b(?<=\b(?:kneel|stand|sit|bag|ventilat|stay|am)\w*\b[^.?]{0,40})`,
            // "I'll do it from the side since the bed is against the wall", "from the side is easier", "lean over from her
            // left and bag", "do the mask from his side" (not the air leaking from the side of the mask).
            // (Not "the nurse holds his neck from the side": someone else there.)
            String.raw`\b(?:do|doing|bag|bagging|ventilat\w*|work\w*|manag\w*)(?<!\b(?:nurse|colleague|assistant|helper|paramedic|someone|somebody|parent|mum|dad)\b[^.,;?]{0,30})(?: (?!leak\w*\b|air\b|hiss\w*|not\b|never\b)\w+){0,3}? from (?:the |his |her )?(?:left |right )?side\b(?! of (?:the |his |her )?(?:mask|face|mouth))|\bfrom (?:the |his |her )?(?:left |right )?side (?:is |s )?(?:easier|fine|better|ok|okay|quicker)\b|\blean\w* over (?:from )?(?:his |her |the )?(?:left|right|side)\b`,
            // "airway from R side of trolley", "lean in from the left side", "I do it from her left side".
            String.raw`\b(?:airway|bag\w*|ventilat\w*|manag\w*|lean\w* (?:over|in)(?: it| the \w+)?|do (?:it|this|the airway|the bagging)) from (?:the |his |her )?(?:r|l|right|left|other) side\b`,
            // "I bag from in front of them", "bagging from the front".
            String.raw`\b(?:bag\w*|ventilat\w*) (?:him |her |them |the child |the patient )?from (?:a chair |a stool |the chair )?(?:in front(?: of)?|the front|the foot)\b`,
            // "sit on the edge of the bed facing him".
            String.raw`\b(?:sit|sitting|perch\w*|kneel\w*) on the (?:edge|side) of the (?:bed|cot|trolley|stretcher)\b`,
            // "I can't get to the head", "unable to reach his head".
            String.raw`\b(?:can not|cannot|can t|cant|unable to|could not) (?:get|reach|stand) (?:to |at )?(?:the |his |her )?head\b`,
            seq(
              ahead('at |from '),
              notBehind(
                String.raw`\b(?:nurse|colleague|assistant|helper|rt|therapist|parent|mother|father|mum|mom|dad)(?: \w+){0,2} `,
              ),
              String.raw`\b(?:at|from) the (?:side|foot) of the (?:bed|cot|crib|stretcher|trolley|gurney)\b`,
            ),
          ),
        ),
      ),
      {
        feedback: {
          what: 'Ventilating from the side or the foot of the bed.',
          why: 'From there you cannot hold the mask with an E-C clamp, keep the head positioned and watch the chest rise at the same time.',
          instead:
            'Stand at the head of the bed, looking down the body: one hand holds the mask and lifts the jaw, the other squeezes the bag.',
        },
      },
    ),
  ],
  nudge: 'Where do you stand to ventilate?',
  techniques: {
    stand_at_head: 'I stand at the head of the bed.',
    stand_at_side: 'I ventilate from the side of the bed.',
  },
};
