import { ahead, anyOf, behind, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { SIZE_WORD, THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** BMV-12 Covering mouth and nose: what the engine reads, judges and says about it. */
export const coveringMouthAndNose: ItemModule = {
  id: 'BMV-12',
  cues: [
    cue(
      'mouthOnly',
      ['BMV-12'],
      'bad',
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead(
          'mask|cover|mouth|nose|nostril|lips|just|only|over|on|pinch|clos|block|leav|sit|is|goes|lower|bottom|put|place|hold|seal|keep|press|half|not|fit',
        ),
        group(
          anyOf(
            seq(
              // "the mask just on the nose".
              // Not "the mask isn't only on his mouth": the negation inside is the cue's own.
              String.raw`\b(?:mask|cover\w*)(?: (?!not\b|never\b)\w+){0,4}? (?:only|just) (?:over |covering |cover |on |onto )?${THE}`,
              // Not "just over the nose and mouth"; "just on the nose and hold her lips closed" is the nose alone.
              String.raw`(?:mouth|nos(?:e|trils?)|lips)\b(?! and (?:the |his |her )?(?:mouth|nos|lips|chin))`,
            ),
            // Said of the mask: "suction the mouth only" is no mask.
            seq(
              // The look back comes after the word it ends with, so it is tried only where the word stands.
              String.raw`\b(?:mouth|nose|lips)`,
              behind(String.raw`\b(?:mask|cover\w*|over)\b[^.;?]{0,40}(?:mouth|nose|lips)`),
              String.raw` only\b`,
            ),
            String.raw`\b(?:just|only) ${THE}(?:mouth|nose|lips|nostrils?) (?:is |are )?(?:covered|inside|under|in)\b`,
            // "the mask sits below her nose", "over just her mouth".
            String.raw`\bmask (?:\w+ ){0,2}?(?:below|under|underneath) ${THE}(?:nose|nostrils?)\b`,
            // "I take the mask off his nose so the blood can drain".
            String.raw`\bmask off ${THE}(?:nose|nostrils?|mouth)\b(?<=\b(?:take|takes|taking|took|lift|lifts|lifting|move|moves|moving|slide|slides|sliding|pull|pulls|pulling|keep|keeps|keeping) (?:the |my )?mask off ${THE}(?:nose|nostrils?|mouth))`,
            // "the mask over her mouth and I pinch her nose shut", "I'll cover the mouth and pinch the nostrils shut": the
            // nose closed by hand, not covered by the mask.
            seq(
              String.raw`\b(?=pinch|clos|block)`,
              behind(String.raw`\b(?:mask|cover\w*)\b[^.;?]{0,60}`),
              String.raw`(?:pinch\w*|clos\w*|block\w*) (?:off )?${THE}(?:nose|nostrils?)(?: (?:shut|closed|off))?\b`,
            ),
            String.raw`\bover (?:just|only) ${THE}(?:mouth|nose|lips)\b(?! and| , and| n | or)`,
            // "I'll put it just over his mouth and pinch his nose shut".
            String.raw`\b(?:put|place|hold|seal)\w* it (?:just|only) over ${THE}(?:mouth|nose|lips)\b(?! and (?:the |his |her )?(?:nose|mouth|lips|nostrils)| , and| n | or| &| plus)`,
            // "so I'll just seal the mask over her mouth", "his mouth is half out but it'll do".
            String.raw`\b(?:just|only) (?:\w+ ){0,2}?(?:the )?mask (?:over|on|onto|round|around) ${THE}(?:mouth|nose|lips)\b(?! and (?:the |his |her )?(?:nose|mouth|lips|nostrils)| , and| n | or| &| plus)`,
            String.raw`\bmouth (?:is |s )?(?:half |partly |partially )(?:out|outside|uncovered)\b(?<=\bmask\b[^.?]{0,80})`,
            // "put it on his mouth only and leave the nose out".
            String.raw`\bleav\w* ${THE}(?:nose|nostrils?) (?:out|uncovered|free)\b`,
            String.raw`\bleav\w* ${THE}mouth (?:out|uncovered|free|open)\b(?<=\bmask\b[^.?]{0,80}|\b(?:it|mask) on ${THE}(?:mouth|nose)\b[^.?]{0,40})`,
            // "mask over mouth, nose out", "half his mouth sticks out below the mask but that's close enough".
            String.raw`\bnose (?:out|outside|uncovered|free)\b(?= ?(?:[.,;!]|$))(?<=\bmask\b[^.?]{0,40})|\bhalf (?:of )?${THE}(?:mouth|nose|nostrils?|lips) (?:sticks?|sticking|pokes?|poking|hangs?|hanging) out\b(?=[^.?]{0,30}\bmask\b)|\b(?:mouth|nose|nostrils?|lips) (?:sticks?|sticking|pokes?|poking|hangs?|hanging) out\b(?=[^.?]{0,30}\bmask\b)|\b(?:mouth|nose|nostrils?|lips) (?:sticks?|sticking|pokes?|poking|hangs?|hanging) out (?:of|from|below|under|above) ${THE}mask\b`,
            // "the nose is outside but that is fine".
            String.raw`\bnose (?:is |s )(?:half |partly |partially )?(?:outside|out of the mask|left out|out)\b`,
            // "his mouth is out of the mask at the bottom", "it covers one nostril and the corner of his mouth".
            String.raw`\bmouth (?:is |s )?(?:half |partly )?(?:out of|outside) ${THE}mask\b`,
            String.raw`\b(?:covers?|covering) (?:only )?(?:1|one) nostril\b|\bnose (?:does not|doesn t|do not) matter\b|\bmouth is what matters\b|\bnose (?:is )?(?:squashed|squeezed|pinched|folded) under\b|\bonly (?:goes|fits|sits|reaches) (?:round|around|over) ${THE}mouth\b|\bnostrils (?:stay|are|left) free\b|\bon (?:his |her |the )?upper lip under ${THE}nose\b`,
            // "only his nose needs covering", "the nostrils are just above the rim", "her mouth hangs open below the edge of
            // the mask", "the nostrils don't need to be in the mask", "it covers her nose but ... not over her mouth".
            String.raw`\bonly (?:his |her |the )?(?:nose|mouth|nostrils?) needs? (?:covering|to be covered|covered)\b|\bnostrils? (?:are |is )?(?:just )?(?:above|outside|out of|over) (?:the )?(?:rim|edge|mask)\b|\bmouth (?:hangs?|is|s) (?:open )?(?:below|under|outside) (?:the )?(?:edge|rim|bottom) of (?:the )?mask\b|\b(?:nostrils?|nose|mouth) (?:do not|does not|don t|doesn t) need to be (?:in|inside|under|covered)\b|\bnot (?:over|covering) (?:her |his |the )?mouth\b(?<=\bcover\w* (?:her |his |the )?nose\b[^.?]{0,90})`,
            // "her nose pokes out over the top , good enough".
            String.raw`\bnose (?:pokes|sticks|peeks|pokes|is|stays) out\b`,
            // "I only need it over her mouth , so I rest it on her upper lip".
            String.raw`\bonly need (?:it|the mask) (?:over|on|around|covering) (?:her|his|the) (?:mouth|nose|lips)\b(?! and)`,
            // "the nose can stay out".
            String.raw`\bnose (?:can |may |will )(?:stay|be left|go|sit) out(?:side)?\b`,
            // "the mask sits on his nose and top lip, his mouth open underneath it".
            String.raw`\bmask (?:sits |is |goes |rests |s )?(?:on|over) ${THE}nose and ${THE}(?:top|upper) lip\b`,
            String.raw`\bmouth (?:is |s )?(?:left )?(?:open|uncovered|outside|free) (?:underneath|below|under|beneath) (?:it|the mask)\b`,
            // "mouth left free", "the lower edge resting on his upper lip": the mouth outside the mask.
            String.raw`\bmouth (?:is |s )?left (?:free|uncovered|open|out)\b(?<=\bmask\b[^.?]{0,80})`,
            String.raw`\b(?:lower|bottom) (?:edge|rim|end) (?:is |s )?(?:resting |sitting |rests |sits )?on (?:his |her |the )?(?:upper|top) lip\b`,
            // "the mask on the tip of her nose with the nostrils poking out".
            String.raw`\b(?:nostrils?|nose) (?:are |is |s )?(?:poking|sticking|hanging|peeking) out\b`,
            // "I'll just put it over his nose": the nose alone.
            String.raw`\b(?:just|only) (?:put|place|hold|sit|pop)\w* (?:it|the mask) (?:over|on|onto) ${THE}(?:nose|mouth)\b(?! and| , and| n | or)`,
            // "the mask has slipped down off her nose".
            String.raw`\bmask (?:has |is |s )?(?:slipped|slid|come|fallen|moved) (?:down )?off ${THE}(?:nose|mouth)\b`,
            // "only covers her mouth", "just on his nose".
            seq(
              String.raw`\b(?:only|just) (?:cover\w*|over|on|fits? over|sits? on|goes over) ${THE}`,
              // Not "pressure only on nose bridge and chin": the mask's landmarks.
              String.raw`(?:mouth|nos(?:e|trils?)|lips)\b(?! and| , and| n | or| bridge\b)`,
            ),
            // "infant mask over his mouth", "the mask, it fits over his mouth": the mouth alone, with no nose said before.
            // The mask word is looked at, not matched: it is still the mask chosen (BMV-8).
            seq(
              // What it matches looked at first: the long looks back are tried only before "over his mouth".
              ahead(String.raw`(?:over|covers?|covering|on|onto) ${THE}mouth\b`),
              notBehind(String.raw`\b(?:nose|nostrils?)\b[^.;?]{0,60}`),
              behind(String.raw`\bmask (?:(?!not |never |and )[\w,]+ ){0,4}`),
              String.raw`(?:over|covers?|covering|on|onto) ${THE}mouth\b`,
              String.raw`(?! and| , and| n | or| &|[^.;?]{0,40}\b(?:nose|nostrils?)\b)`,
            ),
            // "his nose is bleeding, so I just put the mask over his mouth": the one part chosen, whatever was said before.
            seq(
              ahead('mask '),
              behind(
                String.raw`\b(?:only|just) (?:put|puts|place|places|apply|applies|hold|holds) (?:the |a |my )?`,
              ),
              String.raw`mask (?:on )?(?:over|on|onto) ${THE}(?:mouth|nose|nostrils|lips)\b`,
              '(?! and| , and| n | or| &)',
            ),
            // "mask over his mouth, leaving the nose free".
            seq(
              '(?=leav)',
              behind(String.raw`\bmask\b[^.;?]{0,60}`),
              String.raw`leav\w* ${THE}(?:nose|nostrils?|mouth) (?:free|uncovered|open|out|exposed|outside)\b`,
            ),
            // "the mask covers her eyes and nose", "it sits up over her eyes and nose": placed too high, the mouth is
            // out. (Not "I press the mask down over his eyes and nose": the pressure is the fault, BMV-15 and 17.)
            seq(
              '(?=cover|sit|is |goes )',
              behind(String.raw`\bmask\b[^.;?]{0,30}`),
              String.raw`(?:covers?|covering|(?:sits?|sitting|is|goes) (?:up )?over) ${THE}eyes and ${THE}nose\b(?! and| , and| n | or| &)`,
            ),
            // "I hold the mask on his lips and chin only": the mouth and the chin, and no nose said.
            seq(
              '(?=over |covers? |covering |on |onto )',
              notBehind(String.raw`\b(?:nose|nostrils?)\b[^.;?]{0,60}`),
              behind(String.raw`\bmask (?:(?!not |never |and )[\w,]+ ){0,4}`),
              String.raw`(?:over|covers?|covering|on|onto) ${THE}(?:mouth|lips) and ${THE}chin\b`,
              String.raw`(?![^.;?]{0,40}\b(?:nose|nostrils?)\b)`,
            ),
            // "I'll hold the mask over his mouth , his nose can look after itself", "it'll fit snug over his lips".
            String.raw`\b(?:nose|nostrils|mouth) can (?:look after|take care of|fend for) (?:itself|themselves)\b(?<=\bmask\b[^.?]{0,80})|\bfit\w* (?:snug\w* |nicely |neatly )?over (?:his |her |the )?lips\b(?<=\bmask\b[^.?]{0,60})`,
            // "the nose is not in the mask", "his mouth isn't covered by the mask".
            String.raw`\b(?:nose|nostrils?|mouth)(?<!\b(?:mouth|nose|nostrils?) (?:and|n) (?:nose|nostrils?|mouth)) (?:is |are )?(?:not|never) (?:covered by|in|inside|under|within) (?:the )?mask\b`,
            // "seal the mask over his nose and hold his mouth shut with my other hand": the mouth closed by hand.
            String.raw`\b(?:hold|keep|clos|pinch|press)\w* (?:his |her |the )?(?:mouth|lips) (?:shut|closed|together)\b(?<=\bmask\b[^.?]{0,80})`,
            // "only covers his mouth and half his nose".
            String.raw`\bhalf (?:of )?(?:his |her |the )?(?:nose|mouth)\b(?<=\bcover\w*\b[^.?]{0,40})`,
            // "mouth is covered , nose isn't quite": one of them left partly out.
            String.raw`\b(?:nose|mouth) (?:is not|isn t|not) (?:quite|fully|completely)(?: covered| in(?: the mask)?)?\b`,
            // "nose outside the mask , mouth covered", "his nose is full of blood so I keep the mask off it", "the mask is
            // on his mouth and chin , his nostrils are outside it", "I'll leave her nose outside the mask".
            // (Not "not leaving her nose outside the mask": the leaving said is another alternative's, with its negation.)
            String.raw`(?<!\b(?:leav\w*|left) (?:his |her |the )?)\b(?:nose|nostrils?|mouth) (?:is |are |s |stays |kept )?(?:outside|out of) (?:the mask\b|mask\b|it\b(?<=\bmask\b[^.?]{0,60}))|\bleav\w*(?<!\b(?:not|never|without) leav\w*) ${THE}(?:nose|nostrils?|mouth) (?:outside|out of) (?:the )?mask\b|\bkeep\w* ${THE}mask off (?:it|${THE}(?:nose|nostrils))\b(?<=\bnose\b[^.?]{0,80})`,
            // "the nose is outside", "mouth uncovered": said of the mask.
            seq(
              String.raw`\b(?:nose|mouth)`,
              behind(String.raw`\bmask\b[^.;?]{0,60}(?:nose|mouth)`),
              String.raw` (?:is left |is |are |left |stays |remains )?(?:half |partly |partially )?(?:outside|uncovered|not covered|exposed|left out|sticking out|sticks out|is out)\b`,
            ),
            seq(
              String.raw`\b(?:mask|cover\w*)(?: \w+){0,4}? (?:mouth|nose)(?: ,)?(?: but)? `,
              group(
                anyOf(
                  `not ${THE}(?:nose|mouth)`,
                  `${THE}(?:nose|mouth) (?:free|uncovered|open|exposed|left out|outside)`,
                ),
              ),
              String.raw`\b`,
            ),
          ),
        ),
      ),
      {
        feedback: {
          what: 'The mask covers only the mouth or only the nose.',
          why: 'Air escapes through whatever is left uncovered, so the breath never reaches the lungs.',
          instead: 'Place the mask so that it covers both the mouth and the nose.',
        },
      },
    ),
    cue(
      'mouthAndNose',
      ['BMV-12'],
      'good',
      // Only about the mask: "I suction the mouth and nose" is not covering them.
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead('chin|nos|mout|mous|moth|both|the|his|her|lip|not|never|cover|down|neither|take|has|must'),
        group(
          anyOf(
            // "making sure her nose isn't left outside the mask", "checking the nose isn't left out of the mask".
            String.raw`\b(?:nose|mouth|nostrils?) (?:is not|isn t|not|are not|aren t) (?:left )?(?:out|outside|out of|uncovered|free|poking out|sticking out)\b(?:(?: of| above| over the top of| from)? (?:the mask|it|the rim)\b)?`,
            // "neither his nose nor his mouth is left outside the mask".
            String.raw`\bneither ${THE}(?:nose|mouth) nor ${THE}(?:nose|mouth) (?:is |are )?(?:left )?(?:out|outside|uncovered)\b`,
            // "both nostrils and her lips are inside the cushion", "lips + nostrils inside".
            String.raw`\b(?:lips? and (?:both )?${THE}nostrils?|(?:both )?nostrils? and ${THE}lips?) (?:are |is )?(?:all )?(?:inside|within|in|under|covered)\b`,
            // "the mask has to take in his nose as well", "it has to go over the nose too".
            String.raw`\b(?:takes? in|has to (?:take in|go over|cover|include)|must (?:take in|go over|cover|include)) ${THE}(?:nose|mouth)(?: too| as well| also)\b`,
            // "the narrow end over the bridge of her nose , then down over her mouth".
            String.raw`\bdown (?:over|onto) ${THE}(?:mouth|lips)\b(?<=\b(?:nose|bridge)\b[^.;?]{0,60})`,
            // "the bottom of the mask below his lower lip so the mouth is inside too".
            String.raw`\bmouth (?:is |s )?(?:inside|in|under|covered)(?: it| the mask| the rim| the cushion)? (?:too|as well|also)\b(?<=\bmask\b[^.;?]{0,80})`,
            // "not only the mouth: his nose has to be inside the mask too".
            String.raw`\b(?:nose|nostrils?|mouth) (?:has|have|needs?|must|should) (?:to )?(?:be |go |sit )?(?:inside|in|under|within|covered)\b(?: (?:by )?(?:the mask|it))?(?: too| as well| also)\b`,
            // "not just the nose: the mask has to cover her mouth too", "the narrow part on the nose, it cover the mouth
            // also": the other one named before.
            String.raw`\bcover\w*(?<=\b(?:nose|nostrils?|mouth)\b[^.?]{1,80}cover\w*) (?:also ${THE}(?:mouth|lips|nose)|${THE}(?:mouth|lips|nose) (?:also|too|as well))\b`,
            // "checking I haven't left his nose out of the mask": the nose (or mouth) not left out is covered.
            // The negator is matched: it belongs to the cue, and does not refuse it.
            String.raw`\b(?:not|never) (?:left|leave|leaving) ${THE}(?:nose|mouth) (?:out|uncovered|outside|free)\b`,
            // "mask on , nose under the pointed end , mouth covered too": the nose placed, then the mouth covered too.
            String.raw`\bmouth (?:is |s )?(?:covered|in|inside) (?:too|as well|also)\b(?<=\bnose (?:is |s |goes |sits )?(?:under|in|inside|covered|beneath)\b[^.?]{0,60})`,
            // "mouth and nose both inside the mask".
            // Not "mouth and nose are not under the mask".
            // "both nostrils and his mouth are inside the mask", "mouth and nose both inside" (the mask said before).
            String.raw`\b(?:nose and mouth|mouth and nose|(?:both )?nostrils? and ${THE}mouth|mouth and ${THE}nostrils?) (?:(?!not |never )\w+ ){0,2}?(?:inside|within|in|under|covered by|enclosed by|sealed by)(?: the mask| mask| it)?\b(?<=\bmask\b[^.;?]{0,120})`,
            seq(
              '(?=both |the |his |her |mouth |moth |mouse |mout |nose |nostrils |lips )',
              // "the mask is closing both, the mouth and the nose".
              // "cushion round his nose and mouth", "takes in his nostrils and the whole mouth".
              behind(
                String.raw`\b(?:mask|cover\w*|over|seal\w*|enclos\w*|includ\w*|clos\w*|cushion|round|around|takes? in)(?: \w+| ,| :){0,5}? `,
              ),
              // "I would use the infant mask, size 1 , it covers nose and mouth but not eyes", "a child mask which
              // covers the mouth and nose": what the mask chosen fits (BMV-8), not where it is put.
              notBehind(
                // Not "the large part on the chin, it covers mouth and nose": an end of the mask, not its size.
                String.raw`\b(?:${SIZE_WORD}|size|sized)\b(?! (?:part|end|bit|side|edge)\b)[^.;?]{0,60}(?: , (?:it|that|which)| mask (?:that|which)) (?:also |both |just )?(?:covers?|fits?|goes over|sits over|reaches over) (?:over )?(?:both )?${THE}`,
              ),
              `(?:both )?${THE}`,
              // "the nose as well as the mouth", "his nostrils and lips".
              group(
                // Typed fast: "moth", "mouse", "mout".
                `(?:mouth|moth|mouse|mout|lips) (?:and(?: also)?|n|as well as|plus) (?:both )?${THE}(?:nose|nostrils?)|(?:nose|nostrils?) (?:and(?: also)?|n|as well as|plus) ${THE}(?:whole (?:of )?(?:the |his |her )?)?(?:mouth|moth|mouse|mout|lips)` +
                  // "covers mouth/nose" (the slash is dropped).
                  '|mouth nose|nose mouth',
              ),
              String.raw`\b`,
            ),
            // "so that both his mouth and his nose are covered".
            String.raw`\b(?:mouth and ${THE}nose|nose and ${THE}mouth) (?:are |is )?(?:both )?(?:stay |stays |remain |remains )?covered\b`,
            // "nose is in too", "nose end first then rolling it down over the mouth", "seat the mask from the bridge of
            // the nose down over the mouth".
            String.raw`\bnose (?:is |s )?in (?:too|as well)\b|\b(?:mouth|chin)\b(?<=\b(?:roll|bring|lower|rock|tip)\w* it down (?:over|onto) ${THE}(?:mouth|chin))(?<=\bnose\b[^.?]{0,100})|\bmouth\b(?<=\bmask from ${THE}(?:bridge of ${THE}nose|nasal bridge|nose bridge|nose) down over ${THE}mouth)`,
            // "the narrow end over the bridge of his nose and down over his mouth, so both are covered": both named
            // before, in the clause that places the mask.
            // The words first, then the looks back (a look back first would be tried at every place of the text).
            String.raw`\b(?:both (?:of them )?(?:are |get |being )?(?:covered|inside|in|under|within|enclosed)|cover\w* (?:them )?both)\b(?<=\bmask\b[^.;?]{0,200})(?<=\b(?:nose|nostrils?)\b[^.;?]{0,100}\b(?:mouth|lips)\b[^.;?]{0,100}|\b(?:mouth|lips)\b[^.;?]{0,100}\b(?:nose|nostrils?)\b[^.;?]{0,100})`,
            // "both his nose and his mouth are inside the mask", "the nose goes inside the mask as well as the mouth".
            // Not "suctions the thick secretions from the nose and mouth under direct vision": what is cleared.
            String.raw`\b(?:both )?(?:his |her |the )?(?:nose and (?:his |her |the )?mouth|mouth and (?:his |her |the )?nose) (?:are |is )?(?:both )?(?:inside|in|under|within|covered by)\b(?<!\b(?:suction\w*|suck\w*|aspirat\w*)\b[^.;?]{0,60})`,
            String.raw`\bnose (?:goes |is )?(?:inside|in|under) (?:the mask|it) as well as (?:the |his |her )?mouth\b`,
            // "her nose is inside the mask too", "both nostrils are inside it again": the nose added to the mouth.
            String.raw`\b(?:nose|nostrils?) (?:is |are |goes |go )?(?:inside|in|under|within) (?:the mask|it)(?: too| as well| again)\b`,
            // "the rim below his lower lip so the mouth is inside it as well as the nose".
            String.raw`\bmouth (?:is |goes )?(?:inside|in|under|within) (?:the mask|it) as well as (?:the |his |her )?(?:nose|nostrils)\b`,
            // "the nose is in the mask, the mouth too / and so is the mouth".
            // ... "his mouth is under the mask and so is his nose".
            String.raw`(?=nose|mouth)\b(?:nose|mouth) (?:is |are )?(?:inside|within|in|under|covered by) (?:the )?mask\b[^.;?]{0,30}\b(?:(?:nose|mouth) (?:is |are )?(?:also |too )?(?:inside|within|in|under|covered)|so (?:is|are) ${THE}(?:nose|mouth))\b`,
          ),
        ),
      ),
    ),
  ],
  nudge: 'What should the mask cover?',
  techniques: {
    mask_covers_mouth_and_nose: 'The mask covers the mouth and nose.',
    mask_covers_mouth_or_nose_only: 'The mask covers only the mouth.',
  },
};
