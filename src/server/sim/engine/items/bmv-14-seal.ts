import { ahead, anyOf, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { LET_STAND } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** BMV-14 Seal: what the engine reads, judges and says about it. */
export const seal: ItemModule = {
  id: 'BMV-14',
  cues: [
    cue(
      'acceptLeak',
      ['BMV-14'],
      'bad',
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead(
          'accept|ignor|fine|ok|leak|loose|escap|hiss|whistl|can|air|no|poor|bad|seal|do|keep|carry|continu|go|gap|hold|mask|leave|leaving|hover|forget|never|stop|quit|let|lift|won|will',
        ),
        group(
          anyOf(
            // "forget the seal, the air that gets in gets in", "never mind the seal".
            String.raw`\b(?:forget|never mind) (?:about )?(?:the |a )?(?:seal|leak)\b`,
            // "we let the leak go", "I'll leave the seal loose", "I leave a gap at the chin so she can breathe out", "I'll lift
            // the mask off between breaths so he can breathe out".
            String.raw`\blet (?:the |that )?leak go\b|\b(?:leave|leaves|leaving) (?:the )?seal loose\b|\b(?:leave|leaves|leaving) (?:a |the )?(?:little |small |tiny )?gap (?:at|by|under|round|around) (?:the |his |her )?(?:chin|side|cheek|nose|bottom)\b|\blift\w* (?:the )?mask off between (?:the )?breaths\b`,
            // "every breath puffs out under the left edge of the mask, but ... I won't keep fiddling with the seal".
            String.raw`\b(?:won t|will not|not going to|not|stop|quit)(?: keep)? fiddl\w* (?:about |around )?with (?:the |his |her )?(?:seal|mask)\b(?<=\b(?<!\b(?:no|not|without|any) )(?:leak\w*|puff\w* out|escap\w*|hiss\w*|gap)\b[^.?]{0,120})`,
            // "I'll hold the mask just above her face without touching".
            String.raw`\bhold\w* (?:the )?mask (?:just )?(?:above|off) (?:his |her |the )?face\b`,
            // "the mask keeps leaking around the NPA , I stop worrying about the seal".
            String.raw`\b(?:stop|quit)\w* (?:worrying|bothering|caring) about (?:the |a )?(?:seal|leak)\b`,
            // "it's still leaking but I'll keep it one-handed".
            String.raw`\bkeep\w* (?:it |going |on )?(?:1|one|single) handed\b(?<=\b(?<!\b(?:no|not|without|any) )leak\w*\b[^.?]{0,60})`,
            String.raw`\b(?:accept\w*|ignor\w*|fine with|ok with|okay with)(?: \w+){0,2}? (?:a |the )?(?:leak|hiss|whistl)\w*\b`,
            // "leak at the cheek , not worth fixing , carry on".
            String.raw`\b(?:leak|hiss|whistl)\w*\b[^.;?]{0,40}\b(?:not worth (?:fixing|sorting|bothering)|no need to fix|not going to fix|won t fix|not going to fuss|won t fuss|will not fuss|not fuss\w*)\b`,
            String.raw`\bleaky (?:seal|mask)\b`,
            String.raw`\bloose(?:ly)? (?:seal|fit|hold)\b|\bhold\w* (?:the )?mask loosely\b`,
            // "a big leak around the mask but I'll keep going", "air escaping round the mask but fine": a leak seen and
            // left, with no fix (reposition, two-person) said between.
            // "mask not sealing well but good enough, go on", "it leaks a bit, does not matter, continue".
            seq(
              String.raw`(?=leak|escap|hiss|whistl|can|air |not |poor |bad |loose |seal |gap |mask )(?<!\b(?:no|not|without|any|nothing|never) (?:air |a |any )?)`,
              // "the seal is loose / leaky / not tight but it will do".
              // "a gap under the mask at his chin but ... that's fine".
              String.raw`\b(?:gap (?:under|at|around|round|between|by)|leak\w*|escap\w*|hiss\w*|whistl\w*|(?:can not|cannot|can t) get (?:a )?(?:good )?seal|air (?:is |s )?(?:coming|comes|blowing|hissing|rushing|whistling|puffing|leaking|leaks|escaping|escapes|whooshing|pouring) out|not (?:really |quite |properly )?seal\w*|mask (?:is |s )?(?:loose|not tight)|(?:poor|bad|loose) seal|seal (?:is |s |was |still |has )?(?:loose|leaky|leaking|poor|bad|weak|rubbish|useless|awful|terrible|so so|mediocre|gone|broken|lost|not (?:tight|good|great|perfect))|seal (?:will not|won t|does not|doesn t|is not) hold\w*)\b`,
              // "a leak along his nose ; never mind": a semicolon does not part the leak from letting it stand. A fix refused
              // is no fix: "the leak is only small , no need for two people , carry on".
              `(?:(?!reposition|re ?seat|re ?seal|re ?adjust|adjust|switch|(?<!\\b(?:no need for|do not need|don t need|without) )(?:two|2) person|fix|tighten|improv|change|stop)[^.?]){0,90}?`,
              String.raw`\b(?:keep (?:going|bagging|ventilating|squeezing|on)|keeps going|carry\w* on|go on|going on|continu\w* (?:anyway|regardless|like this|as it is|the same)`,
              String.raw`|continu\w*(?= ?(?:[.;!,]|$))|(?:does not|do not) matter|never mind|no matter|not (?:a )?(?:big )?(?:problem|issue|deal)`,
              String.raw`|(?:but| ?,) (?:it is |that is |this is |its |it will |that will )?(?:fine|ok|okay|good enough|acceptable|no problem|do)`,
              // "a bit of leak is fine", "squeeze harder to make up for it", "stay one-handed anyway".
              String.raw`|(?:is|are) (?:fine|ok|okay|acceptable|good enough|no problem)|(?:squeez\w*|bag\w*|push\w*) harder|make up for|compensat\w*|(?:give|giving|gives) (?:\w+ )?(?:bigger|larger|more|extra|deeper) (?:breaths|squeezes|volume)|whatever|some (?:of it )?(?:gets|goes|is getting|is going) in|(?:i|we) (?:will |ll )?ignore`,
              String.raw`|stay\w* (?:one|1|single) handed|no need for (?:a |an )?(?:second|2nd|another|other|extra) (?:person|pair|hand)|(?:we|i) (?:will |ll )?(?:just )?manage(?! (?:1|one|single) handed)|${LET_STAND})\b`,
            ),
            // "don't worry about the seal", "the seal doesn't need to be perfect with a self-inflating bag", "I'll leave the
            // mask a bit loose".
            // "not worried about the seal".
            String.raw`\b(?:do not|don t|not) (?:worr|bother|fuss)\w* (?:about|with) (?:the |a )?(?:seal|leak)\b`,
            String.raw`\bseal (?:does not|doesn t|do not|will not) (?:need|have) to be (?:perfect|tight|airtight|great|good|100)\b`,
            String.raw`\bleave (?:the mask|it) (?:a bit |a little |slightly )?loose\b`,
            // "can't get a seal so I'll just hover the mask close to her face".
            String.raw`\bhover\w* (?:the )?mask\b`,
            // "not bothering with a tight seal", "no need for a good seal": the seal refused.
            String.raw`\b(?:not bother\w*|no need|do not need|not need\w*|not worr\w*)(?: \w+){0,3}? (?:a |the )?(?:tight|good|proper|perfect|airtight) seal\b`,
            // "leak around the cheeks, I ignore it", "a small leak, we can live with that".
            // "air is escaping at the side but he is getting some in, leave it".
            // "a hiss at the cheek with every squeeze ; ignore it and keep going": a semicolon does not part them.
            String.raw`(?=leak|escap|hiss|whistl)(?<!\b(?:no|not|without|any) (?:air )?(?:is )?)\b(?:leak|escap|hiss|whistl)\w*\b[^.?]{0,60}\b(?:ignor\w*|accept\w*|leave|leaving|live with|tolerat\w*) (?:it|that|this|them)\b`,
            // "I carry on with the leak".
            seq(
              String.raw`\b(?:keep (?:going|bagging|ventilating)|carry\w* on|continu\w*|go on|going on) (?:\w+ ){0,2}?`,
              String.raw`(?:with|despite|through|in spite of) (?:a |the |that |this )?(?:big |large |small |some |slight )?(?:leak\w*|poor seal|bad seal|leaky seal)\b`,
            ),
          ),
        ),
      ),
      {
        feedback: {
          what: 'Carrying on with a leaking mask.',
          why: 'Every breath that escapes around the mask is a breath the child does not get.',
          instead:
            'Re-seat the mask with an E-C clamp and lift the jaw into it; if it still leaks, use the two-person technique.',
        },
      },
    ),
    cue(
      'seal',
      ['BMV-14'],
      'good',
      // Not "the seal is poor / leaking", "a poor seal", "until the mask seal is sorted": that is no seal made.
      // Nor "bigger seals better", "a larger mask gives a better seal": a belief about size (BMV-8), no seal made.
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      String.raw`(?=seal|tight|no|leak|air|snug|whistl|hiss|nothing|can|until|till|press|re|adjust)(?:\bseal(?<!\b(?:bigger|larger)(?: (?:is|mask|masks|gives?|makes?|better|for|a|the)){0,4} seal)(?<!\b(?:poor|bad|leaky|leaking|loose|inadequate|lose|losing|lost|broken|break|breaks) (?:the |a |my |his |her )?seal)(?<!\b(?:until|till|before) (?:the |a |we have a |i have a |there is a )?(?:mask |good |tight )?seal)\w*\b(?! from)(?! (?:is |was |still |remains |keeps )?(?:poor|bad|leak\w*|lost|broken|inadequate|not|failing|off|loose|weak|rubbish|useless|awful|terrible|will not|won t|does not|doesn t)\b)|\btight all (?:a)?round\b|\bno (?:more |further )?(?:air )?leak(?:s|ing)?\b|\bno (?:more )?(?:air )?(?:is |s )?(?:escap\w*|coming out|getting out|going out|leaking out)\b|\bno (?:more )?(?:hiss\w*|whistl\w*)\b|\b(?:can not|cannot|can t) (?:hear|feel|see) (?:a |any )?(?:leak|hiss|whistle|air escap)\w*|\bpress\w* (?:the )?(?:rim|edges?|cushion) (?:all (?:a)?round )?(?:down )?(?:evenly|all (?:a)?round|firmly)\b(?:(?<=\b(?:leak\w*|seal\w*|mask)\b[^.?]{0,80})|(?=[^.?]{0,40}\b(?:leak|seal)))|\b(?:until|till) (?:the )?leak (?:stops|has stopped|is gone)\b|\b(?:re ?seat|re ?position|re ?seal|adjust)\w* (?:the )?mask (?:until|till) (?:it is|it s|its) (?:tight|sealed|snug)\b|\b(?:until|till) (?:the |a |my )?(?:mask )?seal (?:is |feels |gets )?(?:tight|airtight|good|snug)\b|\bair (?:is |s )?not (?:escaping|leaking|coming out|getting out)\b|\bnothing (?:leaks|is leaking|s leaking|escapes|is escaping)\b|\bno air (?:gets|comes|escapes|leaks) out\b|(?=leak|whistl|hiss)(?:leak|whistl|hiss)\w*(?=[^.?]{0,60}\b(?:reposition|adjust|re ?seat|re ?seal|tighten)\w*\b[^.?]{0,40}\b(?:it stops|stopped|now (?:it is |it s )?tight|sealed|gone|fixed)\b)|(?=no gap)(?<=\bmask\b[^.;?]{0,60})\bno gaps?\b|\bleak(?<!\b(?:until|till|before|if|once|when) (?:the |a |any )?leak)\w* (?:is |was |now |has been |have been |has |have )?(?:fixed|gone|stopped|sorted|resolved|closed|eliminated)\b|\bair ?tight\b|\btight fit\b|\b(?:tight(?:ly)?|snug(?:ly)?) (?:applied|fitted|fitting|held|on|against) (?:to |on |against )?(?:the |his |her )?face\b)`,
    ),
  ],
  nudge: 'Is air escaping around the edge of the mask?',
  techniques: {
    tight_seal: 'I get a tight seal.',
    accept_leak: 'I accept the leak and keep going.',
  },
};
