import type { CorrectRun, CriticalError } from '../../../harness/corpus-types.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { LEO, setupLine } from './cases.ts';

/** Five correct runs on Leo (3 months, 6 kg, found apnoeic in his cot, HR 90, milk in the mouth, gag present). */
const runs: CorrectRun[] = [
  {
    // Chatty, British, a tired night-shift registrar.
    style: 'full sentences',
    messages: [
      "He's floppy, not breathing and his sats are 65, so I'm pulling the emergency buzzer and asking for the paediatric resus team.",
      "I'll suction the milk out of his mouth first and then his nostrils with an 8 French catheter, gently and not too deep.",
      "I'm taking an infant face mask that just reaches from the bridge of his nose to the cleft of his chin.",
      'And the 500 ml self-inflating bag, attached to oxygen at 10 litres a minute.',
      "I'll get round to the head of the cot and drop the end so I can work from above his head.",
      "I'm putting a thin folded towel under his shoulders so his head sits neutral, not tipped back and not flopping forward.",
      "I'll open his airway with a gentle chin lift, one finger on the bony point of his chin, keeping off the soft floor of his mouth.",
      'The mask goes on with the narrow end over the bridge of his nose, covering both his nose and mouth, well clear of his eyes.',
      "I'm holding it with an E-C grip and pressing evenly until there's no leak at all.",
      'My little finger stays on the angle of his jaw, lifting it into the mask.',
      'Each breath is a small, gentle squeeze over a second, just enough to see his chest rise, one every two to three seconds.',
      'He still gags, so a nasal airway rather than an oral one: I’ll size it from the tip of his nose to the tragus of his ear.',
      "I'll lubricate it and ease it in gently, straight back along the floor of his nose.",
      'Then I reassess: chest rise, sats and heart rate.',
      "His chest's moving well with each breath, sats are up into the 90s and his heart rate has come up to 140, so this is effective.",
    ],
  },
  {
    style: 'terse shorthand',
    messages: [
      'apnoea, SpO2 65, HR 90 -> emergency bell, resus team',
      '8Fr sx mouth then nose',
      'infant mask, bridge nose->chin cleft',
      '500mL SIB, O2 10-15 L/min',
      'at head of cot',
      'shoulder roll, head neutral',
      'jaw thrust, fingers at angles of mandible',
      'mask apex->nose, covers mouth+nose, eyes clear',
      'EC clamp, good seal',
      'mask hand lifts jaw',
      'small 1-s squeezes to chest rise, 25/min',
      'gag present -> NPA, nostril-tragus',
      'lube, insert gently, nasal floor',
      'reassess CR/SpO2/HR',
      'CR good, SpO2 up, HR up - effective',
    ],
  },
  {
    // Stressed, British, short orders, one checklist item a message.
    style: 'one action per message',
    messages: [
      "He's not breathing. Somebody pull the arrest bell, I need help in here now.",
      'Suction, 8 French, mouth first then each nostril.',
      'Infant mask please, nose bridge to chin.',
      'Five hundred mil bag.',
      'Oxygen on at fifteen.',
      "I'm going round to the top of the cot.",
      'Rolled towel under his shoulders, head neutral.',
      'Chin lift, gently, fingers on the jaw bone only.',
      'Mask on, narrow end at the top.',
      'Over his mouth and nose.',
      'E-C grip.',
      "Seal's tight now, no leak.",
      "Rim's off his eyes.",
      'Lifting his jaw up into the mask with my mask hand.',
      'Squeezing gently, one second, till his chest just lifts.',
      'One breath every two and a half seconds, twenty-four a minute.',
      "He's gagging, so a nasal airway, measured nostril to tragus.",
      'Gel on it and in gently along the floor of the nose.',
      'Rechecking: chest, sats, heart rate.',
      "Chest rising, sats 94, heart rate 145. That's effective.",
    ],
  },
  {
    // Hesitant, American; the head of the crib and suction before the call for help, the mask before the head
    // position, reassessment before the nasal airway.
    style: 'other order',
    messages: [
      "I'd get myself to the head of the crib first.",
      "Uh, I'd suction the milk from his mouth, then his nose, with an 8 or 10 French catheter.",
      'And call the rapid response team. I think I need help here.',
      "I'd grab an infant mask, the one from his nasal bridge to his chin cleft, and the 450 to 500 mL bag, with the oxygen on at 15.",
      "I think I'd put the mask on first, apex over his nose, over his mouth and nose, away from his eyes.",
      "Then I'd slip a small rolled towel under his shoulders to keep his head neutral.",
      "And a jaw thrust, I'd push up on the angles of his jaw, not the soft area under his chin.",
      'Hold the mask with a C and an E, maybe two hands if it leaks, till it seals.',
      "I'd keep lifting his jaw into the mask with the same hand.",
      'Squeezes would be gentle, like a second each, only enough for chest rise, maybe 20 to 30 a minute.',
      "I'd check his chest rise, sats and heart rate again before doing anything else.",
      'With the gag still there I think an NPA is right, sized from the nostril to the tragus.',
      "I'd lubricate it and push it gently straight back.",
      'Chest is rising, sats are coming up... looks effective.',
    ],
  },
  {
    // Dictation slips and misspellings.
    style: 'typos and spellings',
    messages: [
      'baby apneac sats 65 hr 90 - pull the emergancy bell, need resus team',
      'sucktion mouth then nose 8 french cathter',
      'infent mask brige of nose to chin',
      '500 ml bag, oxigen 10 litres',
      'at the head of the cot',
      'sholder roll, head neutrel',
      'chin lift on the bone not soft tisue',
      'mask narow end up over mouth and noze, not on his eys',
      'EC grip, sealed, no leek',
      'mask hand liftin jaw into mask',
      'small sqeezes over 1 sec til chest rises, 25 a min',
      'gag presant so NPA nostrel to tragas',
      'lubed and inserted gentley along the floor of the nose',
      'rechek chest rise sats heart rate',
      'chest riseing sats climbing hr up - effective',
    ],
  },
];

const s = (phase: number, index: number) => setupLine(LEO, phase, index);

/** Twelve single critical errors on Leo. */
const errors: CriticalError[] = [
  {
    name: 'stimulating, watching or taking a history first',
    item: 'BMV-1',
    phase: 0,
    phrasings: [
      'Pick him up, pat his back and blow on his face, and see if he starts breathing.',
      'Put him on the monitor and watch for a couple of minutes; babies this age have pauses.',
      'Let’s ask mum exactly what happened and when he last fed before we do anything.',
    ],
  },
  {
    name: 'milk left, or suctioned with an unsuitable catheter',
    item: 'BMV-2',
    phase: 0,
    lead: [s(0, 0)],
    phrasings: [
      'A 5 French catheter for the milk, the thinnest one we have.',
      "I'll just wipe the milk off his lips with a cloth, no need for suction.",
      'Adult Yankauer pushed right to the back of his throat and held there.',
    ],
  },
  {
    name: 'mask too big or too small, by its landmarks',
    item: 'BMV-8',
    phase: 0,
    lead: [s(0, 0), s(0, 1)],
    phrasings: [
      'The child mask that reaches from his eyebrows to under his chin; bigger is safer.',
      "I'll use a medium adult mask and just press it to fit.",
      'The premature baby mask that only sits on his upper lip.',
    ],
  },
  {
    name: 'no oxygen, or a trickle',
    item: 'BMV-10',
    phase: 0,
    lead: [s(0, 0), s(0, 1), s(0, 2)],
    phrasings: [
      "The oxygen outlet's on the other wall, so I'll bag him without it.",
      "Turn the flow to one litre; babies don't need much.",
    ],
  },
  {
    name: 'not at the head of the cot',
    item: 'BMV-16',
    phase: 0,
    lead: [s(0, 0), s(0, 1), s(0, 2), s(0, 3)],
    phrasings: [
      'Mum can hold him in her arms while I bag him from in front.',
      "I'll stay at the side of the cot and bag across the rail.",
    ],
  },
  {
    name: 'neck flexed on a towel or tipped right back',
    item: 'BMV-3',
    phase: 1,
    phrasings: [
      'Folded towel under his head to get him sniffing.',
      'Tip his head all the way back over the end of the mattress.',
    ],
  },
  {
    name: 'nose or mouth left uncovered',
    item: 'BMV-12',
    phase: 1,
    lead: [s(1, 0), s(1, 1)],
    phrasings: [
      "Babies breathe through their noses, so I'll just put the mask over his nose.",
      'The mask sits under his nostrils, over his mouth and chin.',
    ],
  },
  {
    name: 'no E-C grip, or one hand despite a leak',
    item: 'BMV-13',
    phase: 1,
    lead: [s(1, 0), s(1, 1), s(1, 2)],
    phrasings: [
      "I'll hold the mask with my thumb in the middle of it and my fingers on his cheeks.",
      "It's leaking, but one hand is fine for a baby; I won't call anyone over.",
      'I just rest my fingertips on top of the mask, no grip.',
    ],
  },
  {
    name: 'big or jabbing squeezes',
    item: 'BMV-18',
    phase: 1,
    lead: [s(1, 0), s(1, 1), s(1, 2), s(1, 3), s(1, 4), s(1, 5)],
    phrasings: [
      'Squeeze the bag right down each time; he needs big breaths to open his lungs.',
      'Quick jabs at the bag, in and out.',
    ],
  },
  {
    name: 'oral airway despite the gag, or a nasal airway too short',
    item: 'BMV-5',
    phase: 2,
    phrasings: [
      'Slip a small Guedel in over his tongue.',
      'NPA measured from his nostril to the corner of his mouth.',
      "Oral airway; he gags, but it'll settle.",
    ],
  },
  {
    name: 'nasal airway screwed in dry or forced',
    item: 'BMV-6',
    phase: 2,
    lead: [s(2, 0)],
    phrasings: [
      'No gel. I just twist it in hard like a screw.',
      "When it stops I'll force it through the rest of the way.",
    ],
  },
  {
    name: 'no reassessment after the nasal airway',
    item: 'BMV-7',
    phase: 2,
    lead: [s(2, 0), s(2, 1)],
    phrasings: [
      "Airway in. I'll just keep bagging and watch the clock instead of the monitor.",
      "Heart rate and sats can wait, let's carry on.",
      'No need to recheck, these always work.',
    ],
  },
];

export const leoRuns: HeldOutCase = { ...LEO, runs, errors, utterances: [] };
