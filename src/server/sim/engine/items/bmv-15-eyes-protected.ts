import { ahead, anyOf, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import { SIZED_MASK_BEFORE } from './bmv-08-mask-size.ts';
import type { ItemModule } from './item.ts';

/** The eyes or their lids, after any one word that is no negator ("his swollen eyelid", not "not eyes"). */
const EYE_WORD = String.raw`(?:(?!not |no |never |without )\w+ )?(?:eyes?|eyelids?|eye lids?|eyeballs?|eyebrows?|orbits?|eye sockets?)\b`;

/**
 * What says nothing rests on the eyes: "nothing", "none of the rim", "nothing , neither the cushion nor my fingers ,"
 * (read as the eyes spared, and kept from reading the pressing that follows as done).
 */
const NOTHING_ON_THE_EYES = String.raw`\b(?:nothing|no part of (?:the |my )?\w+|none of (?:the |my )?\w+)(?: , neither [^,.;?]{1,40} nor [^,.;?]{1,40} ,)?`;

/** BMV-15 Eyes protected: what the engine reads, judges and says about it. */
export const eyesProtected: ItemModule = {
  id: 'BMV-15',
  cues: [
    cue(
      'eyesProtected',
      ['BMV-15'],
      'good',
      anyOf(
        seq(
          String.raw`\b`,
          group(String.raw`off|away from|clear of|out of|below|spar\w*|protect\w*|avoid\w*`),
          // Not "a mask from the bridge of the nose to the cleft of the chin, clear of the eyes": the fit of the mask
          // chosen (BMV-8), as case authors write it, not the mask held off the eyes. Looked back at from the word.
          String.raw`(?<!\bchin (?:, )?(?:and )?(?:(?:stays?|staying|sits?|sitting|is|kept|keeping) )?(?:off|away from|clear of))`,
          // "my fingers stay off the eyeballs" (not "below his eyebrows", which can still be on the eyes).
          String.raw` (?:the |his |her |both )?(?:\w+ )?(?:eyes|eyelids?|eyeballs?|orbits|eye sockets)\b`,
        ),
        String.raw`\b(?:not|never|nowhere) (?:anywhere )?(?:on|over|touching|near|covering) (?:the |his |her |both )?${EYE_WORD}`,
        // "seal good now , eyes well clear", "eyes free".
        String.raw`\b(?:eyes|eyelids) (?:are |stay |kept |remain )?(?:well |completely |totally |all )?(?:clear|free|untouched|spared|protected)\b(?! (?:of )?(?:secretions|fluid|discharge)\b)`,
        // "mask sits below them" (the eyes just named).
        String.raw`\b(?:mask|rim|edge|cushion|it) (?:is |s )?(?:sits|sitting|stays|staying|is|lies|lying|rests|resting) (?:well |just |safely )?below (?:them|her eyes|his eyes|the eyes)\b`,
        // "not pressing on her eyes", "never presing on the eyes" (the doubled s often lost).
        String.raw`\b(?:not|never) (?:pres?s\w*|push\w*|rest\w*|lean\w*)(?: on| onto| against| over)? ${THE}(?:those |these )?${EYE_WORD}`,
        // "not riding up onto the eyes".
        String.raw`\b(?:not|never) (?:riding|ride|rides|sliding|slide|slides|creeping|creep|going|goes) (?:up )?(?:onto|on|over|near) ${THE}${EYE_WORD}`,
        // "no eye pressure", "the rim stays under his eyes".
        String.raw`\bno (?:eye|orbital) pressure\b|\b(?:rim|edge|cushion|mask|it) (?:stays?|sits?|is|rests?) (?:well |just )?(?:under|below) ${THE}eyes\b`,
        // "I'm not letting the mask slide up onto her eyes", "not putting any weight on his eyes".
        String.raw`\b(?:not|never) (?:letting (?:the mask|it|the rim|the top) (?:slide|slip|ride|creep|go|move)(?: up)?|putting (?:any )?(?:weight|pressure)) (?:on|onto|over|near) ${THE}${EYE_WORD}`,
        // "watching my fingers don't slip onto her eyes", "making sure the mask doesn't ride up onto his eyes".
        String.raw`\b(?:fingers?|thumbs?|hands?|mask|rim|it|top) (?:do not|does not|don t|doesn t|won t|will not|never) (?:slip|slide|ride|creep|go|move|press|rest|sit)\w*(?: up)? (?:on|onto|over|near|into) ${THE}${EYE_WORD}(?<=\b(?:watch\w*|mak\w* sure|check\w*|ensur\w*|careful\w*|so that)\b[^.?]{0,60})`,
        // "keep the mask of his eyes": "off" misspelt "of", after keeping something.
        String.raw`\bkeep\w* (?:(?:the |my |any )?(?:mask|fingers?|hands?|thumbs?|it|them|pressure) )?of ${THE}${EYE_WORD}`,
        // "the infant mask , it is covering from nose to chin and not the eyes".
        // (Not "the round infant mask , size one , it covers nose and mouth but not eyes": the size's fit, BMV-8.)
        String.raw`\bnot (?:the |his |her )?eyes\b(?<=\bcover\w*\b[^.;?]{0,60})(?<!\bsize\b[^.?]{0,80})`,
        // "nothing on his eyes", "nothing near her eyes".
        String.raw`\bnothing (?:is |s )?(?:on|onto|near|over|against|touching) ${THE}${EYE_WORD}`,
        String.raw`\beyes (?:are |kept |stay |left )?(?:clear|free|uncovered|protected|spared|avoided)\b`,
        // "eyes not covered", "her eyes are never touched", "eyes stay outside the mask".
        String.raw`\b(?:eyes?|eyelids?) (?:are |is |stay |stays |remain |kept |left )?(?:not|never) (?:covered|touched|pressed|under|in|inside)\b`,
        String.raw`\beyes (?:are |stay |remain |kept |left )?(?:outside|out of|above) (?:the )?mask\b`,
        // "careful that nothing presses on his eyes".
        seq(
          // "none of the rim is touching his eyes".
          String.raw`${NOTHING_ON_THE_EYES} (?:\w+ )?(?:press\w*|rest\w*|push\w*|touch\w*|sits?|lies|goes)`,
          ` (?:on |onto |over |against |into |across )?(?:the |his |her |both )?${EYE_WORD}`,
        ),
      ),
    ),
    cue(
      'eyePressure',
      ['BMV-15'],
      'bad',
      anyOf(
        // "cover her whole face with the mask , eyes too", "covers everything , eyes and all".
        String.raw`\beyes (?:too|as well|included|and all)\b(?<=\b(?:cover\w*|over)\b[^.?]{0,60}eyes (?:too|as well|included|and all))`,
        // "I press down firmly across the whole top of it , eye sockets included".
        String.raw`\b(?:eyes|eye sockets|eyelids|orbits) (?:too|as well|included|and all)\b(?<=\b(?:press|push|lean|rest)\w*\b[^.?]{0,80})`,
        // "resting on his eyelid", "press my thumb down across her eyes"; not "I press not on the eyes" (the
        // words between are no negator) nor "nothing presses on his eyes".
        seq(
          // "it comes up onto her eyes a little".
          ahead('press|push|rest|lean|sit|lie|lying|reach|extend|ride|come|creep'),
          // Nor "nothing is pressing on her eyes".
          // Nor "nothing , neither the cushion nor my fingers , is pushing on his eyes".
          notBehind(String.raw`${NOTHING_ON_THE_EYES} (?:is |are |s )?`),
          // Nor "making sure it is not so big it sits on his eyes": the size that would, refused.
          notBehind(String.raw`\bnot (?:so|too) (?:big|large) (?:that )?(?:it )?`),
          // Nor "a vagal hit from pressure on his eyeballs": the harm named as a reason, not done.
          // ("avoids pressure on the eyes" stays: a refusal that counts, as case authors write it.)
          notBehind(String.raw`\b(?:from|risk of|risks of|danger of|cause of|causes) (?:any |the |a )?`),
          // Nor "not the child mask, it reaches over her eyes": said of the mask refused.
          notBehind(
            String.raw`\bnot (?:the |that |this |a |an )?(?:\w+ )?mask , (?:it |that |which |as it )`,
          ),
          String.raw`\b(?:press\w*|pressure|push\w*|rest\w*|lean\w*|sit|sits|sitting|lie|lies|lying|reach\w*|extend\w*|ride\w*|rides|come|comes|coming|creep\w*)`,
          String.raw`(?: (?!not\b|never\b|off\b|away\b)\w+){0,5}? (?:on|onto|over|against|into|across|near|anywhere near) `,
          `(?:the |his |her |both )?${EYE_WORD}`,
        ),
        // "shift the mask up so the top is on her eyes", "mask rim across both eyes", "a palm across her eyes".
        String.raw`\b(?:top|upper edge|rim|edge)(?: of (?:the )?mask)? (?:is |sits |goes |lies |rests )?(?:on|across|over) (?:her |his |the |both )?eyes\b|\bpalm (?:across|over|on) (?:her |his |the |both )?eyes\b|\bhold it (?:there )?(?:across|over|on) (?:his|her|the|both) eyes\b`,
        // "I lean on the bridge of the nose and the eye pads": the eyes the second thing leant on.
        String.raw`\b(?:lean\w*|press\w*|push\w*) (?:down )?(?:on|onto|against) (?:the |his |her )?(?:bridge|nose|mask|top)\b[^.;?]{0,30}\b(?:and|plus) (?:on )?(?:the |his |her |both )?(?:eye (?:pads|shields|patches)|eyes|eyelids|eye shields)\b`,
        // "push the top of the mask (firmly) onto the eyes so it seals better": the mask's upper end is what presses.
        seq(
          String.raw`\b(?:press\w*|push\w*|rest\w*|lean\w*|put\w*|place\w*|sit\w*|bring\w*|pull\w*) `,
          String.raw`(?:\w+ ){0,4}?(?:top|upper|narrow|nasal|pointed) (?:edge|end|part|rim)? ?(?:of (?:the )?mask(?: ?,)? )?`,
          // "press the top of the mask down hard onto her eyes", "pressing on the top of the mask by his eyes".
          String.raw`(?:\w+ ){0,2}?(?:on|onto|over|against|across|into|up to|by|near|next to) (?:the |his |her |both )?${EYE_WORD}`,
        ),
        // "mask rim up on his eyes to get it to sit flat", "the big mask , doesn't matter that it goes up onto his eyes".
        String.raw`\b(?:rim|edge|cushion)(?: of (?:the )?mask)? (?:is |sits |goes )?up (?:on|onto|over) (?:the |his |her |both )?${EYE_WORD}|\b(?:goes|go|going|rides|riding|slides|sliding) up (?:on|onto|over) (?:the |his |her |both )?${EYE_WORD}`,
        // "the top part is on her eyes", "its upper edge sits a bit over the eyes".
        seq(
          // "the top of the mask is on her eyelids".
          String.raw`\b(?:top|upper|narrow|nasal|pointed)(?: (?:edge|end|part|rim|bit|portion)|(?= of (?:the )?mask))(?: of (?:the )?mask)? `,
          `(?:is |sits |rests |lies |goes |comes |ends up )?(?:partly |partially |a bit |slightly |right )?`,
          `(?:on|onto|over|across|against|up to) (?:the |his |her |both )?${EYE_WORD}`,
        ),
        // "touching the eyes"; said with "without" or "not", the eyes are spared (avoidanceCounts).
        // Not "the infant mask, it does not touch her eyes": the size chosen (BMV-8), not the mask held.
        seq(
          String.raw`\b(?=touch)`,
          notBehind(String.raw`${SIZED_MASK_BEFORE}\b(?:without|not|never) `),
          notBehind(
            String.raw`\b(?:nothing|none of (?:the |my )?\w+|no part of (?:the |my )?\w+) (?:is |are |s )?`,
          ),
          String.raw`touch\w* (?:the |his |her |both )?${EYE_WORD}`,
        ),
        // Not "my fingers are not on her eyes": no negator between the fingers and the eyes.
        // "I anchor my thumb in the corner of her eye", "my thumb over the top by his eye".
        String.raw`\bthumbs?\b(?: (?!not\b|never\b|off\b|away\b|clear\b)[\w]+){0,5}? (?:in|on|over|by|into|against) (?:the )?(?:corner of |inner corner of |edge of )?(?:his |her |the )?(?:eye|eyes|eyelids?|eye socket)\b`,
        // "in the hollows of his eye sockets", "into the inner corners of her eyes".
        String.raw`\b(?:in|into) the hollows? of (?:his |her |the )?eye ?sockets?\b|\binto the (?:inner |outer )?corners? of (?:his |her |the )?eyes?\b`,
        // "pressing it into the inner corners of his eyes", "the upper edge squashes his eyelids".
        String.raw`\b(?:press|push|anchor|dig|wedg)\w* (?:it|the mask|the rim|the top)(?: \w+){0,2}? (?:into|onto|against) (?:the )?(?:inner |outer )?(?:corners? of )?(?:his |her |the )?(?:eyes?|eyelids?|eye sockets?)\b`,
        String.raw`\b(?:squash|squish|squeez|crush|flatten)\w* (?:his |her |the |both )?(?:eyes?|eyelids?|eyeballs?)\b`,
        // "my thumb is kind of on his eye".
        String.raw`\b(?:fingers?|thumbs?)(?: (?!not\b|never\b)\w+){0,3}? (?:on|over|into|onto|against|across) (?:the |his |her |both )?${EYE_WORD}`,
        seq(
          String.raw`\b(?=cover|over)`,
          notBehind(String.raw`${SIZED_MASK_BEFORE}\b(?:without|not|never) `),
          String.raw`(?:cover\w*|over)(?: up to| onto)? (?:the |his |her |both )?${EYE_WORD}`,
          // Not "not the child mask, it reaches over her eyes", "do we have a smaller mask? this one looks like it goes
          // over her eyes": said of the mask refused or doubted.
          String.raw`(?<!\bnot (?:the |that |this |a |an )?(?:\w+ )?mask , (?:it |that |which |as it )[^.?]{0,40})(?<!\b(?:looks|seems) like (?:it )?[^.?]{0,40})`,
        ),
        // Not "the mask is not over his eyes".
        String.raw`\bmask(?: (?!not\b|never\b)\w+){0,3}? over ${THE}${EYE_WORD}`,
        // "push harder on the upper rim , even if it ends up on her eyes", "I push down on the mask up by his eyes",
        // "his eyes are swollen shut anyway , so I'll let the mask sit over them".
        String.raw`\b(?:ends?|ending) up (?:on|over|onto|across|against) (?:the |his |her |both )?${EYE_WORD}`,
        // "the heel of my hand on his forehead and eyes", "my forearm on her forehead and eyes".
        String.raw`\b(?:on|over|across) (?:his |her |the )?forehead and (?:his |her |the )?eyes\b`,
        // "eyes don't really matter right now", "a bit of it on her eyelids", "the rim is on his eyelids".
        String.raw`\beyes (?:do not|don t) (?:really )?matter\b|\b(?:a bit|some|part) of it (?:is )?on (?:his |her |the )?(?:eyes|eyelids)\b|\b(?:rim|edge|cushion) (?:is |sits |s |rests )?on (?:his |her |the )?(?:eyes|eyelids)\b`,
        // "I press down on the bridge of his nose and his eyes with the heel of my hand".
        String.raw`\b(?:press|push)\w* (?:down )?on (?:the )?(?:bridge of (?:the |his |her )?nose|nose) and (?:the |his |her )?eyes\b`,
        String.raw`\b(?:press|push)\w*(?: down| hard| harder| firmly)? on ${THE}mask (?:up )?(?:by|near|next to|at) ${THE}${EYE_WORD}`,
        String.raw`\b(?:mask|rim|it) (?:\w+ ){0,2}?(?:sit|sits|rest|rests|lie|lies|ride|rides|go|goes) (?:over|on|across) them\b(?<=\beyes\b[^.?]{0,80})`,
        // "covers his whole face incl the eyes", "over the bridge and the eyes": the eyes as one more thing covered.
        seq(
          String.raw`\b(?:cover\w*|over|across|onto|on top of)(?: \w+){1,4}? (?:and|incl\w*|including|plus|even|as well as) `,
          `${THE}${EYE_WORD}`,
        ),
        String.raw`\b(?:eyes?|eyelids?) (?:are |is )?(?:covered|pressed)\b`,
        // "the mask has slipped onto his eyes".
        // Not "moved my fingers down, they had crept onto her eye": seen and put right.
        String.raw`\b(?:slipped|slid|ridden|rode|moved|crept)(?<!\bhad \w+) (?:up )?(?:onto|over|on to|against|into) (?:the |his |her |both )?${EYE_WORD}`,
        // "an adult mask on him , it covers his whole face": the eyes under the mask with the rest.
        String.raw`\bcover\w* (?:his |her |the |their )?(?:whole|entire|full) face\b(?<=\bmask\b[^.?]{0,60})`,
        // "his eyes are under the mask too".
        String.raw`\b(?:eyes?|eyelids?) (?:are |is )?(?:also |both |partly )?(?:under|inside|within|in) (?:the )?(?:top (?:edge )?of (?:the )?)?mask\b`,
      ),
      {
        unsafe: true,
        avoidanceCounts: true,
        feedback: {
          what: 'Pressure on the eyes.',
          why: 'Pressing on the eyes can injure them and can set off the oculocardiac reflex: a sudden fall in heart rate.',
          instead:
            "Keep the mask's narrow end on the bridge of the nose, below the eyes, and keep your fingers off them.",
        },
      },
    ),
  ],
  nudge: 'Where are the mask edge and your fingers in relation to the eyes?',
  topics: [
    {
      id: 'eyes',
      pattern: /\beyes?\b/,
      imageWords: ['eyes', 'mask fit'],
      explanation: {
        title: 'Keeping off the eyes',
        text: 'A mask that fits sits from the bridge of the nose to the cleft of the chin, below the eyes. Pressure on the eyes can injure them and slow the heart (the oculocardiac reflex).',
      },
    },
  ],
  techniques: {
    eyes_protected: 'I avoid pressure on the eyes.',
    pressure_on_eyes: 'The mask presses on the eyes.',
  },
};
