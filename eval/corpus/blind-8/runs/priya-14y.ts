import type { CorrectRun, CriticalError } from '../../../harness/corpus-types.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { PRIYA, setupLine } from './cases.ts';

/** Five correct runs on Priya (14 y, 52 kg, suspected ruptured AVM, GCS 4, vomit, no gag, spine not cleared). */
const runs: CorrectRun[] = [
  {
    // Chatty, British.
    style: 'full sentences',
    messages: [
      "She's vomited and stopped breathing and her sats are dropping, so I'm putting out a resus call now and asking for the anaesthetist.",
      'Could one of the nurses take her head in manual in-line stabilisation, hands over her ears, keeping it dead neutral, no tilting or turning, while we open the front of the collar?',
      "I'll get the vomit out with a wide-bore Yankauer, and I'm only suctioning what I can actually see.",
      'For equipment I want an adult face mask, the size that sits from the bridge of her nose to the cleft of her chin, and the adult self-inflating bag.',
      "The bag's connected to the oxygen with the flow at 15 litres a minute.",
      "I'm taking the head end of the trolley; the nurse holding her neck can shift round and carry on from the side.",
      "I'm opening her airway with a jaw thrust only, fingers behind the angles of her mandible pushing it forward, no head tilt at all because her neck isn't cleared.",
      'The mask goes on the right way up, narrow end over the nasal bridge, and it covers her nose and her mouth.',
      "Because of the jaw thrust I'll do a two-handed hold, thumbs and index fingers in a C on the mask, the other fingers along her jaw in an E on both sides, while my colleague squeezes the bag.",
      'That gives a good tight seal with no leak round the cheeks, and the mask is nowhere near her eyes.',
      'My hands on the mask keep drawing her jaw forward into it the whole time.',
      "She's got no gag, so I'll size an oral airway from the corner of her mouth to the angle of her jaw.",
      "I'll press her tongue down with a tongue depressor and slide the airway in the right way up, keeping her head still.",
      "Once it's in, I'm reassessing: chest movement, sats, heart rate.",
      'To whoever is bagging: squeeze gently over one second, just enough to see the chest rise. That is only part of the adult bag, not the whole thing.',
      "And keep to about 20 a minute, one breath every three seconds; we don't want to hyperventilate her.",
      "Her chest is rising with each breath and her sats are up to 95 and climbing, so the ventilation's effective now.",
    ],
  },
  {
    style: 'terse shorthand',
    messages: [
      'apnoeic, vomit, sats dropping -> trauma call + anaesthetics',
      'MILS, head neutral, no tilt/rotation',
      'yankauer, sx vomit, direct vision',
      'adult mask nose bridge-chin cleft, adult BVM 1.5L, O2 15 L/min',
      'me at head of bed, MILS from side',
      'jaw thrust only, no HTCL - c-spine',
      'mask apex up, covers mouth/nose, off eyes',
      '2-hand EC, tight seal',
      'both hands lifting mandible into mask',
      'no gag -> OPA, corner of mouth -> angle of jaw',
      'insert w/ tongue depressor, no neck movt',
      'reassess: chest, SpO2, HR',
      '1s breaths, just chest rise, q3s = 20/min, no hypervent',
      'chest rising, SpO2 climbing -> effective',
    ],
  },
  {
    // Non-native English, one checklist item a message.
    style: 'one action per message',
    messages: [
      'Please call for help, the resuscitation team and anaesthesia, she is not breathing.',
      'One nurse hold the head in line with the body, neutral, no moving of the neck.',
      'I suck the vomit from her mouth with Yankauer, I see the tip always.',
      'I choose adult mask, it go from top of nose to cleft of chin.',
      'Adult bag self-inflating, 1500 ml.',
      'Oxygen connect to the bag, 15 litre per minute.',
      'I stand on the head side of the bed.',
      'I make jaw thrust, no tilting of head because maybe neck injury.',
      'The mask I put with narrow part to the nose.',
      'Mask is covering nose and also mouth.',
      'I hold with two hands in E-C, my colleague is squeezing.',
      'I check there is no air escaping, seal is tight.',
      'I keep my thumbs out of the eyes area.',
      'With my fingers I pull the mandible up into the mask, always.',
      'No gag reflex, so I take oral airway, size from corner of the mouth to angle of mandible.',
      'With tongue depressor I put it inside, following the tongue, no force.',
      'After, I check again chest moving, saturation and heart rate.',
      'Each breath one second, only volume for see chest rise.',
      'Rate twenty per minute, not more.',
      'Now chest is rising and saturation go up, ventilation is effective.',
    ],
  },
  {
    // Orders to the team; in-line stabilisation before the call, the mask before the jaw thrust, the squeeze and
    // the rate before the oral airway.
    style: 'other order',
    messages: [
      "Jo, get your hands on her head now: in line, neutral, don't let it turn.",
      "Someone put out a trauma call and bleep the anaesthetist, she's apnoeic.",
      "I'm at the head end. Jo, move round and hold the neck from the side.",
      'Adult bag on oxygen at 15 please, and a medium adult mask that fits from her nasal bridge to her chin cleft.',
      "Yankauer: I'm suctioning the vomit from her mouth where I can see it.",
      'Mask on the right way up over her nose and mouth, rim clear of her eyes.',
      "I'm holding it two-handed, C and E grips on both sides, and I've got a tight seal.",
      "Jaw thrust, no head tilt: I'm pushing the angles of her jaw forward.",
      'My fingers are keeping her jaw lifted up into the mask.',
      'Alex, on the bag: slow one-second squeezes, stop as soon as the chest rises.',
      'One every three seconds please, 20 a minute, no faster.',
      'No gag. Pass me a Guedel sized from the corner of her mouth to the angle of her jaw.',
      "Tongue depressor in, and I'm sliding it in the right way up over the tongue.",
      'Everyone look: chest rise, sats, heart rate now that the airway is in.',
      'Chest is moving well and sats are 96 and rising: effective ventilation.',
    ],
  },
  {
    // Dictation slips and misspellings.
    style: 'typos and spellings',
    messages: [
      'apnoiec after vommiting, sats droping - put out a trama call and get anesthetics',
      'manual inline stabilisaton, head nuetral, no tilt or turn',
      'suckshun the vomitt with a yankaeur, direct vison',
      'adlut mask bridge of nose to chin, adult bag, oxygen 15 litres',
      'Im at the head of the trolly',
      'jaw thurst only, no head tilt cos c spine',
      'mask rigth way up, nose and mouth coverd, clear of her eyes',
      'two handed e c grip, seel is good',
      'fingers keep the jaw lifed into the mask',
      'no gag so orophryngeal airway sized corner of mouth to angle of jaw',
      'insertid over tongue depresser, gentle',
      'reassesing chest rise, sats, heart rate',
      '1 second sqeezes just to chest rise, 20 a minit',
      'chest moving and sats improoving - efective',
    ],
  },
];

const s = (phase: number, index: number) => setupLine(PRIYA, phase, index);

/** Twelve single critical errors on Priya. */
const errors: CriticalError[] = [
  {
    name: 'scan first, waiting for the anaesthetist, or doubting the probe',
    item: 'BMV-1',
    phase: 0,
    phrasings: [
      'Let’s get her straight round to CT; the neurosurgeons will want the scan before anything else.',
      "I won't touch her airway until the anaesthetist arrives; I don't want to move her neck.",
      'That sats probe is probably wrong. Let me move it to another finger and recheck before we do anything.',
    ],
  },
  {
    name: 'vomit wiped out by hand, bagged through, or sucked with a neonatal catheter',
    item: 'BMV-2',
    phase: 0,
    lead: [s(0, 0), s(0, 1)],
    phrasings: [
      "I'll wipe the vomit out with gauze wrapped round my fingers.",
      "The suction isn't set up yet, so just bag through the vomit.",
      'Use the thin neonatal catheter off the baby trolley to clear her mouth.',
    ],
  },
  {
    name: 'neck turned or flexed despite an uncleared spine',
    item: 'BMV-3',
    phase: 0,
    lead: [s(0, 0)],
    phrasings: [
      'Turn her head to the side so the sick can run out of her mouth.',
      'Stack a couple of folded towels under her head to lift it up.',
      "Let her head roll wherever it's comfortable; she's unconscious anyway.",
    ],
  },
  {
    name: 'infant bag',
    item: 'BMV-9',
    phase: 0,
    lead: [s(0, 0), s(0, 1), s(0, 2), s(0, 3)],
    phrasings: [
      "Give me the small infant bag, the 250 mL one; she's still a child.",
      'The baby bag from the neonatal trolley will do for her.',
    ],
  },
  {
    name: 'oxygen not connected, or a trickle',
    item: 'BMV-10',
    phase: 0,
    lead: [s(0, 0), s(0, 1), s(0, 2), s(0, 3)],
    phrasings: [
      "Start squeezing with the oxygen tubing left dangling; we'll plug it in later.",
      "Turn the flowmeter to 3 litres, that's enough for her.",
    ],
  },
  {
    name: 'head tilt-chin lift with the spine not cleared',
    item: 'BMV-4',
    phase: 1,
    lead: [s(1, 1)],
    phrasings: [
      "Head tilt-chin lift, that's the quickest way to open her airway.",
      'One hand on her forehead tipping it back, two fingers lifting her chin.',
      'A bit of extension is fine, she only fell from standing, not from a height.',
    ],
  },
  {
    name: 'mask upside down',
    item: 'BMV-11',
    phase: 1,
    lead: [s(1, 0)],
    phrasings: [
      'Mask upside down, apex on her chin; it fits her long face better.',
      'I put the wide end over the bridge of her nose.',
    ],
  },
  {
    name: 'thumbs or rim on the eyes',
    item: 'BMV-15',
    phase: 1,
    lead: [s(1, 0), s(1, 1), s(1, 2)],
    phrasings: [
      'I brace my thumbs in her eye sockets to get a firmer hold.',
      "Mask rim pushed up across her eyelids; she's unconscious, she won't feel it.",
    ],
  },
  {
    name: 'mask pressed down, jaw left to sag',
    item: 'BMV-17',
    phase: 1,
    lead: [s(1, 0), s(1, 1), s(1, 2), s(1, 3)],
    phrasings: [
      "I press the mask straight down onto her face; I'm not pulling her jaw up into it.",
      "I'll hold the mask by the rim and let her jaw sag; the Guedel will sort that out later.",
    ],
  },
  {
    name: 'no reassessment after the oral airway',
    item: 'BMV-7',
    phase: 2,
    lead: [s(2, 0), s(2, 1)],
    phrasings: [
      "Guedel's in, keep going. I'm not rechecking anything until anaesthetics get here.",
      'No need to look at her chest; with an airway in, it must be fine now.',
    ],
  },
  {
    name: 'the whole adult bag squeezed hard',
    item: 'BMV-18',
    phase: 2,
    lead: [s(2, 0), s(2, 1), s(2, 2)],
    phrasings: [
      "Squeeze the adult bag with both hands till it's completely empty each time.",
      'Big, fast squeezes: get as much air in as the bag holds.',
    ],
  },
  {
    name: 'hyperventilation for the bleed',
    item: 'BMV-19',
    phase: 2,
    lead: [s(2, 0), s(2, 1), s(2, 2), s(2, 3)],
    phrasings: [
      'Bag her at 40 a minute; hyperventilating will bring her pressure down.',
      'Breaths back to back please, I want her PCO2 down to 25 for the bleed.',
    ],
  },
];

export const priyaRuns: HeldOutCase = { ...PRIYA, runs, errors, utterances: [] };
