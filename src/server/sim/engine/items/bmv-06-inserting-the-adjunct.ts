import { ahead, anyOf, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

// BMV-5 and BMV-6 are judged together (judge/adjunct.ts): an insertion needs the adjunct chosen, in this
// message or earlier in the phase.

/** BMV-6 Inserting the adjunct: what the engine reads, judges and says about it. */
export const insertingTheAdjunct: ItemModule = {
  id: 'BMV-6',
  cues: [
    // "I jam the oral airway in, it meets resistance so I push harder", "in hard against the resistance, no lube",
    // "in upside down and leave it": an adjunct forced, dry or the wrong way round.
    cue(
      'forcedAdjunct',
      ['BMV-6'],
      'bad',
      anyOf(
        // "cramming the OPA in against his teeth", "I push the OPA straight in , it bends the tongue back".
        String.raw`\bcram\w* (?:the |an |a )?(?:opa|npa|airway|guedel|adjunct|it) in\b|\bbends? (?:the |his |her )?tongue back\b(?<=\b(?:opa|guedel|airway|it)\b[^.?]{0,60})`,
        // "twist it and shove , the npa will go in".
        String.raw`\b(?:force|forces|forcing|forced|jam|jams|jamming|jammed|shov\w*|ram|rams|ramming|rammed|stuff|stuffs|stuffing|stuffed)\b(?: ,| \w+){0,3}? (?:opa|npa|adjunct|airway|guedel|it|tube)\b`,
        // Not "squeeze it hard and fast": the bag squeezed.
        String.raw`\b(?:opa|npa|adjunct|tube|it(?<!\b(?:mask|leak\w*|seal)\b[^.;?]{0,40}it)(?<!\b(?:squeez\w*|bag\w*|pump\w*) it))(?: in)? (?:hard|harder|forcefully|with force)\b`,
        // "no time for lube , just push it in".
        String.raw`\bno time for (?:lube|lubricant|gel)\b`,
        // "no need to lubricate it , just twist it up the nose", "no lube on the NPA".
        String.raw`\bno (?:need (?:to|for) )?(?:lub\w*|gel)\b(?! (?:is )?(?:needed|necessary)\b)`,
        // "rotate the NPA 180 degrees once it is in": a nasal airway twisted like an oral one.
        String.raw`\b(?:rotat|twist|turn|spin|flip)\w* (?:the )?npa\b(?: \w+){0,3}? 180\b`,
        // Not "push harder on the mask / the upper rim", "no need for two people , I will just press harder": pressing
        // the mask onto the face is no adjunct (BMV-14, BMV-17).
        // Nor "the infant mask will do , just press it harder": the mask named before.
        String.raw`\b(?:push|pushes|pushing|pushed|shove\w*|press\w*)(?<!\b(?:mask|leak\w*|seal\w*|1 handed|squeez\w*|breaths?|bag\w*|(?:2|two) (?:people|persons?|hands|handed)|second person)\b[^.;?]{0,60})(?: (?!mask\b)\w+){0,4}? (?:harder|hard against|through (?:the )?resistance|against (?:the )?resistance)\b(?! (?:down )?(?:on|onto|down on|into|against) (?:the |his |her )?(?:upper |top |lower )?(?:mask|face|rim|edge|cushion|dome)\b)`,
        String.raw`\b(?:meets?|hits?|feel\w*|met) (?:some |a lot of |the )?resistance(?: \w+){0,3}? (?:so |and )(?:i |we )?(?:push|force|shove|press)\w*`,
        // "it will go in if I push hard enough", "keep pushing even though it is sticking", "no lube needed".
        String.raw`\bpush\w* (?:it )?hard enough\b|\bkeep pushing\b(?=[^.?]{0,40}\b(?:stick\w*|stuck|resist\w*))|\bno (?:lube|lubricant|lubrication|gel) (?:is )?(?:needed|necessary|required)\b`,
        // "push it straight in with some force", "twist it about and lean on it until it gives".
        String.raw`\b(?:push|shov|press|put|get|pop|jam)\w*(?: it| the (?:opa|npa|airway|adjunct|guedel))?(?: straight| right)? in with (?:some |a bit of |a lot of )?force\b`,
        String.raw`\blean\w* on (?:it|the (?:opa|npa|airway|adjunct|guedel))(?: \w+){0,2}? (?:until|till) it (?:gives|goes|pops)\b|\btwist\w* it about\b`,
        // "doesn't matter if the tongue goes back with it", "it will push the tongue out of the way".
        String.raw`\b(?:does not|do not) matter if (?:the |his |her )?tongue\b`,
        String.raw`\b(?:it|opa|airway|guedel) (?:will |ll |can )?(?:push|shove|move)\w* (?:the |his |her )?tongue (?:out of the way|back|down)\b`,
        // "it hits the back of her teeth , so I lever it in against her front teeth".
        String.raw`\blever\w* (?:it|the (?:opa|airway|guedel|adjunct))(?: in| past| over| through)?(?: against (?:the |his |her )?(?:front |upper |lower )?teeth)?\b`,
        // "it only goes in halfway , so I leave the flange sticking out past his lips".
        String.raw`\b(?:only )?(?:goes|went|go|gets|got) in (?:about |roughly )?half ?way\b`,
        String.raw`\bsticking out (?:of|past|beyond) (?:his |her |the )?(?:mouth|lips|teeth)\b(?<=\b(?:opa|airway|flange|guedel|leave it)\b[^.?]{0,60})`,
        // "slide it in heading for her forehead": an NPA aimed up.
        String.raw`\b(?:heading|aiming|aimed|pointing|pointed|angled|directed) (?:up )?(?:for|at|to|towards?) (?:the |his |her )?(?:forehead|eyes?|eyebrows?|top of (?:the |his |her )?head)\b(?<=\b(?:npa|nasal|nostril|it|tube)\b[^.?]{0,60})`,
        // "he gags but I push it in anyway".
        String.raw`\bgag\w*(?: \w+){0,3}? but (?:i |we )?(?:still |just )?(?:push|force|shove|press|put|get|keep)\w*(?: it| the (?:opa|npa|adjunct|airway))? in\b`,
        String.raw`\bagainst (?:the |some |a lot of )?resistance\b`,
        // Not "making sure it isn't upside down": a negator between names the right way up.
        String.raw`\b(?:opa|npa|adjunct|airway(?<!\b(?:open\w*|clear\w*|maintain\w*) (?:the |his |her |an )?airway)|it)(?: (?!(?:not|never|no|mask)\b)\w+){0,2}? (?:in )?upside down\b(?!(?: (?!(?:not|never|no|without|bother)\b)[\w,]+){0,6} (?:rotat|turn|twist|flip|spin)\w*)`,
        String.raw`\b(?:put|puts|putting|insert\w*|slid\w*|goes|went|go|straight) in upside down\b(?!(?: (?!(?:not|never|no|without|bother)\b)[\w,]+){0,6} (?:rotat|turn|twist|flip|spin)\w*)`,
        // "it can stay concave side up", "leave it upside down": an OPA left the wrong way round.
        String.raw`\b(?:stay|stays|left|leave|leaving|keep|kept)(?: it)? (?:concave side up|upside down)\b(?<=\b(?:opa|guedel|airway|it)\b[^.;?]{0,60})`,
        // "if it doesn't sit I'll push it further until it does".
        String.raw`\bpush\w* (?:it |the (?:opa|npa|airway|adjunct|guedel) )?(?:in )?(?:further|deeper)(?: in)? (?:until|till)\b`,
        String.raw`\b(?:npa|nasal adjunct)(?: \w+){0,8}?(?: ,)? (?:no lub\w*|without (?:any )?(?:lub\w*|gel))\b`,
        String.raw`\b(?:npa|nasal adjunct|it) (?:in |inserted |goes in |went in |put in |passed )?dry\b`,
        String.raw`\b(?:skip|forget|ditch)\w* (?:the )?(?:lub\w*|gel)\b`,
        // "no lube , straight in".
        String.raw`\bno (?:lube|lubricant|lubrication|gel)\b(?= ?(?:[,;.!]|$|straight|just|dry))`,
        String.raw`\b(?:put|puts|insert\w*|goes|went|pass\w*|slid\w*) (?:it )?in dry\b`,
        // "OPA forced past resistance", "pushed on through the resistance", "just push till it stops".
        String.raw`\bjust push\w*(?: it)? (?:in )?(?:till|until) it stops\b(?<=\b(?:opa|npa|adjunct|airway|guedel)\b[^.?]{0,60})`,
        String.raw`\b(?:forc|push|shov|ram|jam|press)\w*(?: \w+){0,3}? (?:past|through|against|despite) (?:the |some |any )?resistance\b(?<=\b(?:opa|npa|adjunct|airway|guedel|trumpet)\b[^.?]{0,60})`,
        // "keep pushing the NPA even though it is resisting", "force it while it is stuck".
        String.raw`\b(?:push|force|shov|ram|jam|press)\w*(?: \w+){0,5}? (?:even though|though|although|despite|while|when) (?:\w+ ){0,3}?(?:resist\w*|stuck|catch\w*)\b`,
        String.raw`\bkeep\w* (?:on )?(?:push|forc|shov|ramm|jamm)\w*(?: \w+){0,4}? (?:resist\w*|stuck|harder)\b|\bkeep\w* (?:on )?push\w* it (?:home|in)\b(?<=\bgag\w*\b[^.?]{0,60})`,
        String.raw`\b(?:opa|npa|adjunct)(?: \w+){0,3}? (?:is |a bit |bit )*stuck\b`,
        // "the OPA rammed in fast", "tongue got pushed back": forced past the tongue.
        String.raw`\b(?:opa|npa|adjunct|airway)(?: \w+){0,2}? (?:forced|jammed|shoved|rammed|crammed) (?:in|into|down)\b`,
        String.raw`\btongue (?:got |gets |was |is |being )?(?:pushed|shoved|forced|folded) (?:back|backwards|down the throat)\b`,
        // "pushing the tongue back if I have to" (a depressor holds the tongue down, never back).
        String.raw`\b(?:push|pushes|pushing|pushed|shov\w*|forc\w*|ram\w*|fold\w*)(?: it)? ${THE}tongue (?:back|backwards|down the throat)\b`,
        // "straight in with no tongue depressor", "without anything to hold the tongue down".
        String.raw`\b(?:without|no) (?:a |any |using a )?(?:tongue (?:depressor|blade)|anything to (?:hold|keep|press) (?:down )?the tongue)\b`,
        // "push the OPA straight in without a depressor".
        String.raw`\b(?:without|no) (?:a |any |using a )?depressor\b(?<=\b(?:opa|guedel|oral airway|airway)\b[^.?]{0,80})`,
        String.raw`\bwithout (?:first )?(?:holding|keeping|pressing|depressing|moving|controlling) (?:the |his |her )?tongue(?: down| flat| forward| out of the way)?\b(?! back)`,
        // "no blade , just push the Guedel straight in", "let the tongue fold back".
        String.raw`\bno (?:tongue )?(?:blade|depressor)\b(?=[^.?]{0,60}\b(?:opa|oral airway|airway|adjunct)\b)`,
        // "I'll push the airway in tip first against his tongue , no depressor", "the tongue's gone back with it but it's in".
        String.raw`\bno (?:tongue )?(?:blade|depressor)\b(?<=\b(?:opa|oral airway|airway|adjunct|guedel)\b[^.?]{0,80})|\btongue (?:has |s |is )?(?:gone|went|got pushed|gets pushed|been pushed|folded) back\b(?<=\b(?:opa|airway|guedel|adjunct)\b[^.?]{0,80})`,
        String.raw`\blet (?:the |his |her )?tongue (?:fold|flop|fall|go|get pushed) back\b`,
        // "straight in with the curve the wrong way , tip pointing up at his palate".
        String.raw`\b(?:curve|concavity|concave side)\b[^.;?]{0,12}\bwrong way\b`,
        // "pushed the OPA in blind", "it's folded her tongue back", "the flange well inside his lips".
        String.raw`\b(?:push|put|shov|stuff|insert|pop|jam|slid)\w* (?:the |an |my )?(?:opa|guedel|oral airway|airway|adjunct|it) in blind(?:ly)?\b`,
        String.raw`\bflange (?:is |goes |sits )?(?:well |right |all the way )?(?:inside|past|behind) (?:the |his |her )?(?:lips|teeth|mouth)\b`,
        // "push it up the left nostril towards the top of his head".
        String.raw`\bup ${THE}(?:right |left )?(?:nostril|nose) (?:towards?|to|at) (?:the |his |her )?(?:forehead|eyes?|eyebrows?|top of (?:the |his |her )?head)\b(?<=\b(?:npa|nasal airway|tube|it)\b[^.?]{0,60})`,
        // "aim it upwards along the bridge of his nose", "push the NPA up toward her forehead": an NPA aimed up, not
        // straight back along the floor of the nose.
        seq(
          // Not "jaw thrust : fingers behind the angle of the mandible , pushing it up and forward": the jaw pushed.
          String.raw`\b(?:aim|point|direct|angl|push|pass|slid|insert|advanc|thread|feed|stick|shov|pok)\w*(?<!\b(?:mask|jaw|mandible|chin)\b[^.;?]{0,60}) (?:it|the (?:npa|tube|nasal airway|nasal adjunct|adjunct|airway))`,
          // Not "slide it up the nostril": up into the nose is the way in.
          String.raw` (?:straight )?(?:up(?! (?:into |in |through )?(?:the |his |her |a |one )?(?:right |left |other |larger |bigger )?(?:nostrils?|nose|nares?|side)\b)|upwards?|upward|towards? (?:the |his |her )?(?:forehead|eyes?|top of (?:the |his |her )?head)|along (?:the |his |her )?(?:bridge|top) of (?:the |his |her )?nose)\b`,
          String.raw`(?! (?:and )?back\b)`,
        ),
      ),
      {
        unsafe: true,
        feedback: {
          what: 'An airway adjunct forced in against resistance, dry, or the wrong way round.',
          why: 'Force tears the mucosa and bleeds into the airway, pushes the tongue back over the larynx, and an NPA forced through a fractured skull base can enter the skull.',
          instead:
            'Lubricate it and slide it in gently along its curve (an OPA with a tongue depressor, the right way up); if it meets resistance, take it out and try again or choose another size.',
        },
      },
    ),
    cue(
      'insertAdjunct',
      ['BMV-6'],
      'detail',
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead(
          'insert|put|slid|advanc|introduc|pop|slip|stick|go|went|pass|aim|plac|in|along|over|push|eas|feed|tongue|depress|straight|rotat|flip|spin|twist|turn|blade|follow|parallel|pull|take|withdraw|draw|through|via|posterior|adjunct|airway|opa|guedel|try|tries|right|npa',
        ),
        group(
          anyOf(
            String.raw`\b(?:insert\w*|put(?:ting|s)? in|slid\w* in|advanc\w*|introduc\w*)\b`,
            String.raw`\b(?:put|pop|slip|stick|slid|slide|slides|sliding|ease|eases|easing|feed|feeds|feeding|twist|twists|twisting)\w* (?:it|them|the (?:opa|npa|adjunct|airway)) in\b`,
            // "with lubricant , I put it straight back , no force".
            String.raw`\b(?:put|pass|slide|slid|push|ease)\w* (?:it|the npa|the airway|the tube) straight back\b`,
            // "straight in upside down , and I don't bother turning it".
            String.raw`\bstraight in(?= upside down\b)`,
            // "TD + OPA right way up", "the rotation technique : in concave up , turned round gently as it reaches the
            // palate" (judged by age: turned in a young child is wrong).
            String.raw`\bright way up\b(?<=\b(?:opa|guedel) (?:goes in |in )?(?:the )?right way up)|\brotation technique\b(?<=\b(?:opa|guedel|airway|adjunct)\b[^.?]{0,80})|\b(?:rotation technique|(?:turn|rotat|twist)\w* (?:it )?(?:round|around|180))\b(?=[^.?]{0,40}\b(?:palate|opa|guedel)\b)`,
            // "airway in along the tongue", "straight back on the floor of the nose".
            String.raw`\b(?:airway|opa|guedel|npa) (?:goes |slides |slid |is )?in (?:gently |carefully |slowly )?(?:along|over|following) ${THE}tongue\b`,
            // "then the OPA following the tongue": the words after the adjunct's name (its name is the choice's cue).
            String.raw`\b(?:following|along|over) ${THE}tongue\b(?<=\b(?:airway|opa|guedel|npa) (?:following|along|over) ${THE}tongue)|\bstraight back (?:on|along) ${THE}floor of ${THE}nose\b`,
            // "tongue blade and straight in", "lube and NPA straight back , no force", "slide it in , horizontal along the
            // nose floor".
            String.raw`\b(?:tongue blade|tongue depressor|blade|depressor) and (?:then )?(?:it |the airway |the opa )?(?:goes )?straight in\b`,
            String.raw`\bstraight back\b(?<=\bnpa (?:goes |slid |slides |passed |in )?straight back)`,
            String.raw`\balong (?:the )?(?:nose floor|nasal floor)\b`,
            // "tongue depressor , then the airway straight in".
            String.raw`\b(?:airway|opa|guedel) (?:goes |slides |slid |is )?(?:straight|gently|carefully) in\b(?<=\b(?:tongue depressor|depressor|blade)\b[^.?]{0,40})`,
            // Not "after the OPA goes in": an insertion named only to say when.
            // The look back comes after the verb it ends with, so it is tried only where the verb stands.
            String.raw`\b(?:goes|go|went|slides?|slid)(?<!\b(?:after|once|when|since|until|before) (?:the |an |a )?(?:opa|npa|adjunct|airway|it) (?:goes|go|went|slides?|slid)) in\b(?! (?:the |his |her |a )?mask\b)`,
            // "passed in", "passed straight back": the adjunct put in (lubricated alone is only readied).
            // "pass it gently backwards through the right nostril", "passed posteriorly" (not "nothing passed through the
            // nose", said of suction).
            String.raw`\bpass\w* (?:it |them )?(?:gently |slowly |carefully |smoothly )?(?:in|along|straight back|backwards?|back|posteriorly)\b`,
            // "NPA lubed , gentle , posterior direction": the direction said of the NPA just named.
            String.raw`\bposterior(?:ly| direction)\b(?<=\b(?:npa|nasal airway|nasal adjunct|nostril|nare|nares)\b[^.?]{0,60})`,
            // "in through the right nostril", "eased it into the left nostril": the nasal route taken (not "nothing
            // passed through the nose", said of suction).
            String.raw`\b(?:in|slid\w*|slide|advanc\w*|feed\w*|eas\w*) (?:it |them )?(?:through|via|into) ${THE}(?:right |left )?(?:nostril|nares|naris|nare)\b`,
            // "lube on , into the right nostril": the route said alone, at the start of a clause.
            String.raw`\b(?:in|into|through|via)(?<=(?:^|[,;.:] )(?:in|into|through|via)) ${THE}(?:right |left )?(?:nostril|nares|naris|nare)\b`,
            // "it goes straight back towards the back of his head", "it slides horizontally toward the back of her head".
            String.raw`\b(?:goes|go|went|slides?|slid) straight back\b`,
            String.raw`\b(?:goes|go|went|slides?|slid|passes|passed) (?:in )?(?:horizontally |straight |gently )?(?:toward|towards|to) the back of (?:the |his |her )?head\b`,
            // "aimed up towards her eyebrows", "aim it straight back": the direction it is put in (judge/adjunct.ts).
            String.raw`\baim\w*(?= (?:it |the (?:opa|npa|adjunct) )?(?:up|upwards?|back|towards?|straight|at the back)\b)`,
            // "it catches , so I take it out and go down the other nostril", "not forcing it , I try the other side".
            String.raw`\b(?:try|trying|tries|go|going|goes) (?:down |via |through |into |in |up )?(?:the )?(?:other|left|right) (?:nostril|side|nare|naris)\b(?<=\b(?:forc\w*|catch\w*|caught|stick\w*|stuck|resist\w*|npa|nasal|nostril|take it out|pull it out)\b[^.?]{0,80})`,
            String.raw`\bin straight back\b|\bin over (?:a |the )?(?:tongue )?(?:blade|depressor)\b`,
            // "then the airway slid over the tongue the right way up".
            String.raw`\b(?:adjunct|airway|opa|guedel)(?: is| gets)? (?:slid|slides|sliding|eased|passed|goes|went)(?: in| gently)? (?:over|along|past|into)\b`,
            // "and I put it", "then place it": the adjunct just named, put in.
            String.raw`\b(?:put|puts|place|places|placed|placing) (?:it|them)\b(?= ?(?:[.;!,]|$| in\b| into\b| and\b| then\b))`,
            String.raw`\b(?:in |passed |slid )?along (?:the )?(?:(?:floor|bottom|base) of (?:the |his |her )?(?:right |left )?(?:nose|nostrils?|nasal passage)|nasal floor)\b`,
            // "NPA lubed , R nare , horizontal along floor": the floor said alone, after the nose or the NPA.
            // "lubed , bevel to septum , along floor , gentle".
            String.raw`\balong (?:the )?floor\b(?<=\b(?:npa|nasal|nares?|naris|nostrils?|nose|septum|bevel)\b[^.?]{0,80})`,
            // "it is catching, so I pull it out and try the left nostril": taken out and put in the other side.
            String.raw`\b(?:pull|take|withdraw|draw)\w* (?:it )?(?:out|back)(?: \w+){0,2}? and (?:try|use|go (?:via|through|into)|put it (?:in|into|down)) (?:the )?(?:other|left|right) (?:nostril|side|nare|naris)\b`,
            // "following the floor of the nose", "straight back , parallel to the floor of the nose".
            String.raw`\b(?:follow\w*|parallel to|along) ${THE}floor of ${THE}(?:nose|nostril)\b`,
            // "feed the NPA upwards": the adjunct fed in (its direction judged in judge/adjunct.ts).
            String.raw`\bfeed\w*(?= (?:the |an? )?(?:opa|npa|adjunct)\b)`,
            // "pass the lubricated nasal airway gently".
            String.raw`\bpass\w*(?= (?:the |a |an )?(?:lubricated |lubed |well lubricated )?(?:npa|opa|adjunct)\b)`,
            // "in upside down and rotate it 180 degrees at the soft palate", "flip it round 180": the OPA turned
            // as it goes in (judge/adjunct.ts judges it by age).
            String.raw`\b(?:rotat|flip|spin|twist|turn)\w*(?: it| them)? (?:round |around |over |through )?180\b`,
            // "I'll do it the adult way , rotating it once it's halfway in".
            String.raw`\b(?:rotat|flip|spin|twist|turn)\w* it (?:round |around |over )?(?:once|when|as|after) it (?:is |s )?(?:halfway|half way|partly|part way) in\b`,
            // "blade pressing the tongue down", "depressor first , then the airway follows the curve".
            String.raw`\bblade (?:pressing|holding|pushing|keeps?|keeping) ${THE}tongue (?:down|flat)\b|\bdepressor first\b`,
            String.raw`\bfollow\w* ${THE}(?:natural )?curve\b(?<=\b(?:opa|npa|adjunct|airway|guedel)\b[^.?]{0,80})`,
            // "right side up with a depressor": the depressor said without the tongue.
            String.raw`\bdepressor\b(?<=\b(?:with|using|over) (?:a |the )?depressor)`,
            // Shorthand: "OPA corner of mouth to angle of jaw , in", "NPA lubed , in gently".
            // "NPA lubed and in".
            String.raw`(?=in\b)(?<=\b(?:opa|npa|adjunct)\b[^.;?]{0,80} (?:,|and) )in(?= ?$| [.,;!]| (?:gently|with|carefully|smoothly|easily|now|upside down)\b)`,
            String.raw`\bpush\w*(?= (?:the |an |a )?(?:opa|npa|adjunct|it)\b)`,
            // "I put gel and push gentle straight back".
            String.raw`\b(?:push|slid|slide|ease|eas|advanc)\w* (?:it )?(?:gentle|gently|slowly|carefully) (?:straight back|straight to the back|in|along|backwards?)\b`,
            String.raw`(?=in\b)(?<=\b(?:opa|npa|adjunct) (?:is |goes )?)(?<!\b(?:after|once|when|since|until|before|with|now|now that|while) (?:the |an |a )?(?:opa|npa|adjunct) (?:is |goes )?)in\b(?! (?:the|his|her|a|an|place of)\b)`,
            String.raw`\bplac(?:e|es|ed|ing)\b(?=(?: \w+){0,3} (?:opa|npa|adjunct)\b)`,
            // The tongue depressor an OPA goes in over, named as the aid: "in with a tongue blade", "placed with the
            // tip of the tongue depressor", "OPA, corner of mouth to angle of jaw, tongue depressor", "tongue
            // depressor first" (not "get a tongue depressor"; "no tongue depressor" is forcedAdjunct).
            String.raw`(?=tongue)(?<=\b(?:with|over|using|on|along|via) (?:the (?:tip|end|help) of )?(?:a |the |an )?)tongue (?:depressor|blade)s?\b`,
            String.raw`(?=tongue)(?<=\b(?:opa|oral airway|guedel|adjunct)\b[^.;?]{0,80} (?:,|w|w/) )tongue (?:depressor|blade)s?\b(?= ?$| [.,;!])`,
            String.raw`\btongue (?:depressor|blade)s? (?:in )?first\b`,
            // "tongue depressor and in the right way up".
            String.raw`\btongue (?:depressor|blade)s? (?:and|then|,) (?:then )?(?:in|slide it in|put it in|insert\w*)\b`,
            // "NPA lubed , straight back": the direction said for the adjunct just named, or just lubricated
            // ("lubricated , and in gently , straight back").
            String.raw`(?=straight)(?<=\b(?:opa|npa|adjunct|lubricated|lubricate|lubed|lube)\b[^.;?]{0,80} (?:,|and) )straight back\b(?= ?$| [.,;!]| along\b| perpendicular\b| parallel\b| gentl\w*)`,
            // "tongue depressed with a blade", "the tongue held down with the depressor": the aid, said of the tongue.
            String.raw`\btongue (?:is |was )?(?:depressed|held down|pressed down|kept down)\b|\bdepress\w* the tongue\b`,
          ),
        ),
      ),
    ),
  ],
  nudge: 'Once you have chosen and sized it, how do you put it in?',
  techniques: {
    insert_adjunct: (action) => {
      return action.adjunct ? `I insert the ${action.adjunct.toUpperCase()}.` : 'I insert the adjunct.';
    },
    npa_pushed_upwards: 'I insert the NPA pushing it upwards towards the forehead.',
    force_adjunct: (action) =>
      `I force the ${action.adjunct ? action.adjunct.toUpperCase() : 'airway adjunct'} in against resistance.`,
  },
};
