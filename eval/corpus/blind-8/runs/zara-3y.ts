import type { CorrectRun, CriticalError } from '../../../harness/corpus-types.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { setupLine, ZARA } from './cases.ts';

/** Five correct runs on Zara (3 y, 14 kg, apnoeic after ketamine and fentanyl, saliva, gag present). */
const runs: CorrectRun[] = [
  {
    // Chatty, American wording.
    style: 'full sentences',
    messages: [
      "She's not breathing and her sats are 76, so I'm calling for help right now. Can someone get the attending and respiratory therapy in here?",
      "While they're coming I'm suctioning the saliva out of her mouth with the Yankauer, only as far back as I can see.",
      "I'll grab a pediatric mask that fits from the bridge of her nose to the cleft of her chin, and a 500 milliliter self-inflating bag.",
      "The bag's going on the oxygen, with the flow turned up to 15 liters.",
      "I'm moving up to stand at the head of the stretcher.",
      "Mask goes on with the narrow end at the top over her nose, covering her nose and mouth, and I'm keeping the edge off her eyes.",
      "I'll line her head up in a sniffing position, neutral, not cranked back.",
      "Then I'll do a jaw thrust, fingers behind the angles of the jaw, nothing digging into the floor of her mouth.",
      "I'm holding the mask with an E-C clamp and working it until it's sealed with no air escaping; if it still leaks I'll have a second person hold it with two hands while someone else bags.",
      'My mask hand keeps her jaw pulled up into the mask.',
      "I'm giving gentle one-second squeezes, just until I see her chest rise, about one every two to three seconds.",
      "She still has a gag, so no oral airway. I'll measure a nasal airway from her nostril to the tragus of her ear.",
      "I'll lube it up and pass it gently straight back along the floor of the nose, bevel toward the septum.",
      'Then I recheck after the NPA: chest rise, sats and heart rate.',
      "Her chest is coming up with each breath and her sats are climbing into the 90s, so we're ventilating her effectively.",
    ],
  },
  {
    style: 'terse shorthand',
    messages: [
      'apnoea + hypox, call for help - senior + resus team',
      'yankauer, sx saliva, direct vision',
      'paeds mask bridge nose-chin cleft, 500mL BVM, O2 15L',
      'head of trolley',
      'mask narrow end up, mouth+nose, clear of eyes',
      'sniff posn, no hyperext',
      'jaw thrust, off soft tissue',
      'EC grip, tight seal, 2-person if leak',
      'mask hand lifts jaw',
      '1s squeezes to chest rise, q2-3s',
      'gag +ve so NPA, sized nostril->tragus',
      'lubed, inserted gently along nasal floor',
      'reassess post-NPA: chest rise, SpO2, HR',
      'chest rising, SpO2 up - effective',
    ],
  },
  {
    // Orders to the team, one checklist item a message.
    style: 'one action per message',
    messages: [
      "Somebody hit the emergency bell and get the resus team here, she's apnoeic with sats of 76.",
      "Nurse, pass me the Yankauer, I'm suctioning her mouth under direct vision.",
      'Hand me the child mask, the one that goes from her nose bridge to her chin cleft.',
      'And the 500 ml self-inflating bag please.',
      'Connect it to the wall oxygen and open the flowmeter to 15, please.',
      "I'm taking the head end. Can you pull the trolley out from the wall for me?",
      'Mask on, narrow end up at the nasal bridge.',
      "It's covering her mouth and her nose.",
      "Mind her eyes: the rim's sitting below them.",
      'Slide that small towel under her head. I want her neutral, sniffing, not extended.',
      "I'm opening her airway with a head tilt-chin lift, fingertips on the mandible.",
      "I'm holding the mask with an E-C grip.",
      "Sam, it's leaking on the left. Come and hold the mask with both hands while I squeeze, so we get a tight seal.",
      'Sam, keep lifting her jaw up into the mask with your fingers while you hold it.',
      'Each squeeze takes about a second and I stop the moment her chest moves.',
      'Call out every three seconds for me so I stay at twenty a minute.',
      "She's still got a gag, so get me a nasopharyngeal airway; I'll size it from the tip of her nose to the tragus.",
      "Lubricant on it please. I'm passing it gently straight back along the floor of her nostril.",
      'Tell me her sats and heart rate now, and watch her chest for me.',
      'Good: chest up with every breath, sats 94 and climbing. This is working.',
    ],
  },
  {
    // Hesitant, British; the head of the trolley and suction before the call for help, the grip before the head
    // position, reassessment before the nasal airway.
    style: 'other order',
    messages: [
      "Right, I think I'd get myself to the top end of the trolley first, behind her head.",
      "Then I'd suck out the saliva with a Yankauer, keeping it where I can see it.",
      "And I'd pull the emergency buzzer for help; she's apnoeic and desaturating, I shouldn't do this alone.",
      "I'd probably take a 500 ml self-inflating bag, on oxygen at 10 to 15 litres.",
      'Mask... a child one, I reckon, reaching from the bridge of her nose to the crease of her chin.',
      "I'd place it apex up over the nose, base on the chin, so it covers nose and mouth but not her eyes.",
      "I'd hold the mask with an E-C clamp and press until I think it's sealing, no hissing.",
      'Then, I suppose, her head: sniffing position, neutral, not overextended.',
      "And open the airway. I'd go for a jaw thrust, pushing behind the angles of the mandible rather than the soft bit under the chin.",
      'Using the same hand on the mask to keep her jaw lifted.',
      "And I'd squeeze gently, a second each, stopping when the chest rises, at about twenty-five a minute, I think.",
      "I'd recheck first, chest rise, her sats, heart rate, to see where we are.",
      "With her gag still there I'd go for a nasal airway rather than a Guedel, length from nostril to tragus.",
      'Lubricated, and in gently, straight back, not upwards, rotating a little if it catches.',
      "Chest is rising, sats coming up, I think we're ventilating her properly now.",
    ],
  },
  {
    // Dictation slips and misspellings.
    style: 'typos and spellings',
    messages: [
      'shes apnic with sats 76 - calling for hlep, get the senor and resus team',
      'suction the salvia with yankower under direct vison',
      'peads mask bridge of nose to chin cleft, 500 mil self inflating bag',
      'O2 on at 15 leters',
      'standing at the hed of the trolly',
      'mask narow end on nose, over mouth and nose, away from her eyes',
      'head in sniffing positon nuetral no hyper extention',
      'head tilt chinlift fingers on the bony jaw not the soft tisue',
      'E see clamp, tite seal no leek',
      'same hand lifts the jaw into the mask',
      'squeez over one second just till chest rise, 24 a minuet',
      'she gags so nazal airway, sized nostril to tragis',
      'lubricated and passed gently back along the flor of the nose',
      'reasess chest rise sats and heart rate',
      'chest rising and saturations improoving, effective',
    ],
  },
];

const s = (phase: number, index: number) => setupLine(ZARA, phase, index);

/** Twelve single critical errors on Zara. */
const errors: CriticalError[] = [
  {
    name: 'waiting for reversal, for the drugs to wear off, or for the plaster',
    item: 'BMV-1',
    phase: 0,
    phrasings: [
      "Give naloxone and let's see over a couple of minutes whether she starts breathing before we bag her.",
      "She's just deep from the ketamine; keep watching the monitor and let it wear off.",
      "I'll finish her backslab first and then have another look at her breathing.",
    ],
  },
  {
    name: 'neonatal bag',
    item: 'BMV-9',
    phase: 0,
    lead: [s(0, 0), s(0, 1)],
    phrasings: [
      "Pass me the 240 ml neonatal bag, she's only little.",
      "I'll use the small baby bag, less chance of overinflating her.",
    ],
  },
  {
    name: 'mask over the mouth or the nose only',
    item: 'BMV-12',
    phase: 0,
    lead: [s(0, 0), s(0, 1), s(0, 2), s(0, 3), s(0, 4)],
    phrasings: [
      'Mask just over her mouth; her nose can stay outside it.',
      "I'll cover her nose only and leave her mouth free so the saliva can drain out.",
    ],
  },
  {
    name: 'ventilating from the side',
    item: 'BMV-16',
    phase: 0,
    lead: [s(0, 0), s(0, 1), s(0, 2), s(0, 3)],
    phrasings: [
      "I'll bag from her right side next to her hip; the nurse is in the way at the top.",
      "Sit her up on mum's lap and I'll bag her from a chair in front of them.",
      "I'm standing beside the trolley at her chest and reaching across to squeeze.",
    ],
  },
  {
    name: 'fingers in the soft tissue, or no airway opening at all',
    item: 'BMV-4',
    phase: 1,
    lead: [s(1, 0)],
    phrasings: [
      "I'll lift with my fingers pressing into the soft bit under her chin.",
      'My thumb goes up into the fleshy area behind her chin to push the tongue up.',
      "No need to open her airway, she's only sedated; the mask is enough.",
    ],
  },
  {
    name: 'one-handed or connector hold despite a poor seal',
    item: 'BMV-13',
    phase: 1,
    lead: [s(1, 0), s(1, 1)],
    phrasings: [
      "It's leaking a lot round the cheeks, but I'll keep it one-handed, we don't need a second person.",
      "I'll pinch the mask's connector between two fingers to keep it on her face.",
    ],
  },
  {
    name: 'leak accepted',
    item: 'BMV-14',
    phase: 1,
    lead: [s(1, 0), s(1, 1), s(1, 2)],
    phrasings: [
      "I can hear air escaping under the mask, but I'll carry on as it is.",
      "The mask is loose on her face; she'll get enough anyway.",
    ],
  },
  {
    name: 'rate too slow, too fast or only when she desaturates',
    item: 'BMV-19',
    phase: 1,
    lead: [s(1, 0), s(1, 1), s(1, 2), s(1, 3), s(1, 4)],
    phrasings: [
      'One breath every ten seconds, so she gets a chance to breathe by herself.',
      'Bag her at forty a minute to get her sats up quicker.',
      "I'll give a breath whenever her sats dip below 90.",
    ],
  },
  {
    name: 'oral airway despite the gag, or a nasal airway sized to the chin',
    item: 'BMV-5',
    phase: 2,
    phrasings: [
      "Gag or not, she's sedated, so pop a Guedel in.",
      'An oral airway holds the tongue forward better than a nasal one, so OPA it is.',
      'Nasal airway measured from the tip of her nose to her chin.',
    ],
  },
  {
    name: 'nasal airway forced, dry or aimed upwards',
    item: 'BMV-6',
    phase: 2,
    lead: [s(2, 0)],
    phrasings: [
      'I push the NPA upwards, towards her forehead.',
      "It's catching, so I'll shove it harder until it gives.",
      "No lubricant, I'll twist it in dry.",
    ],
  },
  {
    name: 'no reassessment after the nasal airway',
    item: 'BMV-7',
    phase: 2,
    lead: [s(2, 0), s(2, 1)],
    phrasings: [
      "NPA's in, I'll carry on bagging; no need to look at the monitor again.",
      "I'll check her sats and her chest again in ten minutes or so.",
    ],
  },
  {
    name: 'poor ventilation accepted',
    item: 'BMV-20',
    phase: 2,
    lead: [s(2, 0), s(2, 1), s(2, 2)],
    phrasings: [
      "Still no chest movement and sats in the seventies, but the NPA's in, so that'll do.",
      "I'll settle for 82 percent; she'll pink up once the ketamine wears off.",
    ],
  },
];

export const zaraRuns: HeldOutCase = { ...ZARA, runs, errors, utterances: [] };
