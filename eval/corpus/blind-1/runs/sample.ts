import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * Whole runs on the seeded sample case: RJ, 4 years, 18 kg, apnoeic after lorazepam for status epilepticus,
 * secretions at the mouth, pulse present. No gag reflex or skull fracture is stated, so an OPA or an NPA may be
 * chosen in phase 2; no neck injury, so a head tilt-chin lift or a jaw thrust is fine.
 */
export const sampleRuns: HeldOutCase = {
  id: 'held-out-sample',
  title: 'Sample case: RJ, 4 years, apnoea after benzodiazepines for status epilepticus',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I stand at the head of the bed and suction the secretions from the mouth with a suction catheter of suitable size.',
      'I choose a child-size mask that reaches from the bridge of the nose to the cleft of the chin, and a 500 mL self-inflating bag.',
      'I connect the bag to oxygen and turn the flow on to 15 L/min.',
      'I put the mask on the right way round, covering the mouth and nose, hold it with an E-C clamp grip, get a tight seal and keep pressure off the eyes.',
    ],
    [
      'I place the head in the neutral sniffing position and do not hyperextend the neck.',
      'I open the airway with a head tilt-chin lift without pressing on the soft tissue under the jaw.',
      'I keep the airway open with the same hand that holds the mask, and squeeze the bag gently over 1 second with just enough volume to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'I ventilate effectively: the chest rises visibly and the SpO2 improves.',
      'I choose a nasopharyngeal airway measured from the nostril to the tragus of the ear and insert it with the correct technique.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "He's not breathing but has a pulse, so I'm calling for help and getting ready to bag him right away.",
        "I'm going to stand at the head of the bed and suction the secretions out of his mouth with a paediatric Yankauer.",
        "For equipment I'm picking a child-sized mask that fits from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag.",
        "I've attached the bag to the oxygen and turned it up to 15 litres a minute.",
        'I place the mask the right way up, narrow end over the nose, so it covers both his mouth and nose, and I hold it with an E-C clamp.',
        "I press the mask evenly onto his face to get a tight seal, and I'm careful that nothing presses on his eyes.",
        "Now I'm putting his head in a neutral sniffing position, making sure I don't hyperextend his neck.",
        'I open his airway with a head tilt-chin lift, keeping my fingers on the bone of the jaw rather than the soft tissue underneath.',
        'My mask hand keeps the airway open while my other hand squeezes the bag.',
        "I give each breath gently over about one second, only enough to see the chest rise, and I'm giving one breath every three seconds, so around 20 a minute.",
        'The chest is rising well with each breath now and his saturations are climbing.',
        "Since he's starting to withdraw to pain, I'd rather use a nasopharyngeal airway than an oral one; I size it from the tip of the nostril to the tragus of the ear.",
        'I lubricate the NPA and slide it gently into the nostril, straight back along the floor of the nose, and keep bagging.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic w pulse, call for help',
        'at head of bed. suction mouth w yankauer',
        'child mask, nose bridge to chin cleft. 500ml self-inflating BVM',
        'O2 on 15L to bag',
        'mask on correct orientation, covers mouth + nose, EC clamp',
        'good seal, no pressure on eyes',
        'head neutral / sniffing, no hyperext',
        'head tilt chin lift, fingers on mandible not soft tissue',
        'mask hand holding airway open',
        'gentle squeeze over 1s, just til chest rises, q3s = RR 20',
        'chest rising, sats improving -> effective ventilation',
        'OPA sized corner of mouth to angle of jaw',
        'OPA in w tongue depressor, following curve of tongue, not pushing tongue back',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'I position myself at the head of the bed.',
        "I'm suctioning the secretions from his mouth with an appropriately sized suction catheter.",
        'I pick a mask that covers from the bridge of the nose to the chin, a child size.',
        'I take a 500 mL self-inflating bag.',
        'I connect the bag to oxygen at fifteen litres per minute.',
        'I put the mask on the right way round, the pointed part over the nose.',
        'The mask covers both the mouth and the nose.',
        'I hold the mask with the E-C clamp grip.',
        'I make sure there is a tight seal with no leak around the mask.',
        'I keep my fingers away from his eyes.',
        'I put his head in the sniffing position without overextending the neck.',
        'I do a jaw thrust to open the airway, lifting at the angles of the jaw and not pressing under the chin.',
        'The hand holding the mask keeps the airway open.',
        'I squeeze the bag slowly over one second, just until the chest rises.',
        'I give twenty breaths a minute.',
        'The chest rises with each breath and the sats are going up.',
        'I choose a nasal airway sized from the nostril to the tragus.',
        'I lubricate it and insert it gently along the floor of the nose.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Could someone hook the bag up to the wall oxygen at 15 L/min? I want a 500 mL self-inflating bag and a child mask that goes from the bridge of his nose to the chin.',
        "I'm moving to the head of the bed.",
        'Before the mask goes on I suction the secretions from his mouth with a suction catheter of the right size.',
        "Mask goes on apex over the nose, covering nose and mouth. I'm holding it with an EC grip, sealing it tight and keeping off his eyes.",
        "Airway next: I'll lift his chin with a head tilt-chin lift, fingers on the jawbone and not the soft part under the chin, with his head neutral in the sniffing position and the neck not hyperextended.",
        "I'm bagging at about 20 a minute, each breath squeezed gently over one second with just enough volume to raise the chest, and my mask hand keeps the airway open.",
        'Tongue keeps falling back, so I measure an oral airway from the corner of his mouth to the angle of the jaw.',
        "I insert the OPA using a tongue blade to hold the tongue down, and slide it in following the tongue's curve.",
        'After that the chest rises with every breath and SpO2 keeps going up, so we are ventilating effectively.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'im at the head of the bed, sucktioning the secretions from his mouth with a yankaur',
        'chosing a chlid size mask, bridge of nose to clef of chin, and a 500ml self inflatting bag',
        'conect bag to oxigen 15 L/min',
        'mask on the rigth way round coverring mouth and nose, E-C clamp, tight seel, no presure on the eys',
        'sniffing positon, not hyperextending the nek',
        'head tilt chin lfit, finngers on the bone not the soft tisue under the jaw',
        'keeping the airway open with the mask hand, sqeezing gently over 1 sec untill the chest rises, 20 breths per minit',
        'chest is riseing and the sats are improoving',
        'nasopharingeal airway, mesured from nostril to the tragus, inserted gentley with lubricant',
      ],
    },
  ],
  errors: [
    {
      name: 'pressure on the eyes to improve the seal',
      item: 'BMV-15',
      phase: 0,
      lead: [
        'I stand at the head of the bed and suction the secretions out of his mouth with a Yankauer.',
        'Child mask, 500 mL bag, oxygen on at 15 L/min.',
      ],
      phrasings: [
        "The mask leaks at the top, so I'm pushing down hard over his eyes to stop the leak.",
        'I rest my thumb on his eyelids to hold the top of the mask down firmly.',
        'I hold the mask so its top edge sits down on his eye sockets, that gives the best seal.',
      ],
    },
    {
      name: 'bagging on room air',
      item: 'BMV-10',
      phase: 0,
      lead: ['At the head of the bed, mouth suctioned.', 'Child mask and a 500 mL self-inflating bag.'],
      phrasings: [
        "I'll just start bagging on room air, we can sort the oxygen out later.",
        'No need to plug in the O2 for now, just squeeze.',
        "I'm bagging him without the oxygen tubing connected.",
      ],
    },
    {
      name: 'blind finger sweep',
      item: 'BMV-2',
      phase: 0,
      lead: ["I'm at the head of the bed."],
      phrasings: [
        "I'll sweep the secretions out of his mouth with my finger.",
        'I hook two fingers into the back of his throat to scoop the mucus out.',
      ],
    },
    {
      name: 'neonatal bag for a 4-year-old',
      item: 'BMV-9',
      phase: 0,
      lead: ["I'm at the head of the bed and have suctioned his mouth."],
      phrasings: [
        "I'll use the small 250 mL neonatal bag, he's a small kid.",
        'Grab the baby bag, the 250 one, and a child mask.',
      ],
    },
    {
      name: 'adult mask covering the eyes',
      item: 'BMV-8',
      phase: 0,
      lead: ['Standing at the head, secretions suctioned.'],
      phrasings: [
        "I'll take an adult mask, it covers his whole face including the eyes so it can't leak.",
        'The big adult mask is fine, even if it reaches up over his eyes.',
      ],
    },
    {
      name: 'ventilating from the side',
      item: 'BMV-16',
      phase: 0,
      lead: ['Suction done with a Yankauer, child mask and 500 mL bag on 15 L of oxygen.'],
      phrasings: [
        "I'll stay at his side by the IV pole and bag him from there.",
        "I'm standing beside his chest and holding the mask from the side of the bed.",
      ],
    },
    {
      name: 'hyperextending the neck',
      item: 'BMV-3',
      phase: 1,
      phrasings: [
        'I tip his head as far back as it will go to open the airway.',
        'I hyperextend the neck so the airway is straight.',
        'Pillow under his shoulders and crank the head right back.',
      ],
    },
    {
      name: 'pressing on the soft tissue under the jaw',
      item: 'BMV-4',
      phase: 1,
      lead: ['Head in a neutral sniffing position, not hyperextended.'],
      phrasings: [
        'I press my fingers into the soft part under his chin to push the tongue up.',
        'Chin lift with my fingertips dug into the floor of the mouth, under the jaw.',
      ],
    },
    {
      name: 'too fast',
      item: 'BMV-19',
      phase: 1,
      lead: [
        'Head neutral in the sniffing position, head tilt-chin lift with fingers on the bone.',
        'My mask hand holds the airway open.',
      ],
      phrasings: [
        "He's really hypoxic so I'm bagging as fast as I can.",
        'I give one breath every second.',
        'Fifty breaths in one minute to catch his sats up.',
      ],
    },
    {
      name: 'too forceful, too big',
      item: 'BMV-18',
      phase: 1,
      lead: ['Sniffing position, chin lift, mask hand keeping the airway open.'],
      phrasings: [
        'I squeeze the whole bag hard with both hands every breath.',
        'Big breaths, I keep squeezing until his cheeks and belly puff up.',
      ],
    },
    {
      name: 'OPA measured to the wrong landmark',
      item: 'BMV-5',
      phase: 2,
      lead: ['Chest rising and sats improving with each breath.'],
      phrasings: [
        'I size the oral airway from his front teeth to his earlobe.',
        'OPA measured from the tip of the nose to the chin.',
      ],
    },
  ],
  utterances: [],
};
