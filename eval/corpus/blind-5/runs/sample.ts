import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * The seeded sample, as is: RJ, 4 years, 18 kg, apnoeic with a pulse after two doses of lorazepam.
 * Its hard stops ask for no call for help and no reassessment, so there is no BMV-1 or BMV-7 error here
 * (the runs still call for help and reassess).
 */
export const sampleRuns5: HeldOutCase = {
  id: 'held-out-5-sample',
  title: 'Sample case: 4-year-old apnoeic after lorazepam for status epilepticus (whole runs)',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I suction the secretions from his mouth with a Yankauer suction catheter.',
      'I take a child-size mask and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round over his mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off his eyes.',
    ],
    [
      'I put his head in a neutral sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue under it.',
      'I keep the airway open by lifting the jaw into the mask with the same hand that holds the mask.',
      'I squeeze the bag over one second, just enough to see the chest rise, 20 breaths a minute.',
    ],
    [
      'I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it with a tongue depressor.',
      'The chest rises with each breath and the SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "RJ isn't breathing and his sats are 73%, so I'm calling for help straight away: could someone put out a paediatric emergency call?",
        "I'm moving round to the head of the bed.",
        "I'll suction the secretions out of his mouth with a Yankauer, gently and without going too deep.",
        "I'm taking a child-sized face mask and checking that it reaches from the bridge of his nose to the cleft of his chin without touching his eyes.",
        'For the bag I want a 500 mL paediatric self-inflating bag, connected to the wall oxygen at 15 litres a minute with the reservoir attached.',
        'I place the mask with the narrow end over the bridge of his nose and the wide end on his chin, so that it covers both his mouth and his nose.',
        'I hold it with an E-C clamp, thumb and index finger on the mask and the other three fingers on the bony edge of his jaw, and press evenly so there is a good seal with no leak.',
        "I'm making sure that nothing presses on his eyes.",
        'Now I put his head in a neutral sniffing position, ear level with the front of the shoulder, without tipping it too far back.',
        'I open his airway with a head tilt and chin lift, keeping my fingers on the bone of the jaw and not on the soft part underneath.',
        "I keep lifting his jaw up into the mask with the same hand that's holding the mask.",
        'I squeeze the bag gently over about one second, only until I see the chest start to rise, and give one breath every three seconds, which is about 20 a minute.',
        "His tongue keeps falling back, so I'll size an oral airway from the corner of his mouth to the angle of his jaw.",
        'I insert it the right way up, using a tongue depressor to hold the tongue down, and follow the curve until the flange sits at his lips.',
        'Reassessing now: his chest rises with every breath, the sats are climbing and his heart rate is steady, so the ventilation is effective.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic, sats 73. call for help / peds code',
        'at HOB',
        'yankauer sx to mouth',
        'child mask, 500ml SIB, O2 15L/min',
        'mask on, apex to nasal bridge, covers nose + mouth',
        'EC clamp, tight seal, clear of eyes',
        'sniffing pos, no hyperext',
        'HTCL, fingers on mandible not submental',
        'same hand lifts jaw into mask',
        'bag over 1s, just to chest rise, 20/min',
        'OPA sized corner of mouth -> angle of jaw',
        'OPA in w/ tongue depressor, right way up',
        'chest rising, sats up, HR ok -> effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Calling for help.',
        'Suctioning his mouth with the Yankauer.',
        'Child face mask.',
        '500 mL self-inflating bag.',
        'Oxygen on at 12 litres per minute, attached to the bag.',
        'Standing at the head of the bed.',
        'Mask on the right way up.',
        'Checking it covers the nose and the mouth.',
        'Holding it with the E-C grip.',
        'Pressing it down evenly all round for a good seal.',
        'Keeping my fingers and the mask off his eyes.',
        'Head into the sniffing position, not overextended.',
        'Chin lift with a slight head tilt, on the bone only.',
        'The mask hand keeps the jaw lifted.',
        'Squeezing slowly over one second until the chest just rises.',
        'Giving twenty breaths a minute.',
        'Sizing an OPA from mouth corner to jaw angle.',
        'Inserting the OPA with a tongue blade.',
        'Chest is rising and sats are going up.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Nurse, can you get me a child mask and the 500 ml bag and hook it up to oxygen at fifteen litres?',
        "I'll stand behind his head at the top of the bed.",
        'Before I bag him, Yankauer to clear the secretions from his mouth.',
        'Mask goes on apex over the nose, covering mouth and nose, not touching the eyes.',
        "E-C clamp with my left hand and I'm checking there's no leak around the edge.",
        'Jaw thrust to open the airway, fingers behind the angles of the mandible, nothing pressing under the chin.',
        "His head is neutral in a sniffing position, I'm not extending the neck.",
        'Keeping the jaw pulled up into the mask with my mask hand the whole time.',
        "I'll give a breath every 2 to 3 seconds, about 24 a minute, each one over a second and just enough for the chest to rise.",
        "I'll go for a nasal airway: I measure it from his nostril to the tragus of his ear.",
        'Lubricate the NPA and pass it straight back along the floor of the nose, bevel towards the septum.',
        "Chest rise is good now and sats are up to 92, it's working.",
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apneic, calling for hlep',
        'suctoin the secretoins with a yankour',
        'childs mask and 500 ml bag, oxygen hooked up at 15 liters',
        'Im standing at the head of the bead',
        'mask rite way round over his mouth and noze',
        'E C clamp, good seel, no presure on the eyes',
        'snifing position, not hyperextended',
        'head tilt chin lift, fingers of the soft tissue',
        'lifting the jaw into the mask with the same hnad',
        'sqeeze over one second just till chest rises, twenty a minit',
        'oral airway mesured from corner of mouth to angel of jaw',
        'inserting the oral airway with tung depressor',
        'chest is riseing and sats improveing',
      ],
    },
  ],
  errors: [
    {
      name: 'finger sweep of the secretions',
      item: 'BMV-2',
      phase: 0,
      lead: ['Calling for help, he is apnoeic.'],
      phrasings: [
        "I'll hook the gunk out of his mouth with my fingers.",
        'Just wipe the spit out with my finger, quicker than finding the sucker.',
        'Sweep round his mouth with a gloved finger to get the secretions out.',
      ],
    },
    {
      name: 'infant mask for a 4-year-old',
      item: 'BMV-8',
      phase: 0,
      lead: ['Yankauer suction to his mouth first.'],
      phrasings: [
        "Grab me the baby mask, the little round one, that'll do.",
        "I'll use the infant mask, it's the one on top of the pile.",
      ],
    },
    {
      name: 'no oxygen on the bag',
      item: 'BMV-10',
      phase: 0,
      lead: ['Suction his mouth with the Yankauer.', 'Child mask and 500 mL self-inflating bag.'],
      phrasings: [
        "Don't bother with the oxygen tubing, just bag him with room air for now.",
        "The bag's not connected to anything, that's fine, I'll start squeezing.",
      ],
    },
    {
      name: 'mask upside down',
      item: 'BMV-11',
      phase: 0,
      lead: ['Child mask, 500 mL bag on 15 litres of oxygen.'],
      phrasings: [
        'I put the mask on with the pointy bit down over his chin and the wide part over his nose.',
        'Mask goes on flipped, narrow end at the bottom.',
      ],
    },
    {
      name: 'mouth only',
      item: 'BMV-12',
      phase: 0,
      lead: ['Yankauer to the secretions.', 'Child mask and a 500 mL bag on oxygen at 15 L.'],
      phrasings: [
        'I just cover his mouth with the mask, the nose can stay out.',
        'Mask over his lips only, nostrils free.',
      ],
    },
    {
      name: 'flat palm on the mask',
      item: 'BMV-13',
      phase: 0,
      lead: [
        'Child mask, 500 mL bag, oxygen 15 L/min.',
        'Mask on the right way round covering mouth and nose.',
      ],
      phrasings: [
        "I'll just press the mask on with my whole palm flat on top.",
        'Hold it down with the heel of my hand and squeeze with the other.',
      ],
    },
    {
      name: 'bagging from the side',
      item: 'BMV-16',
      phase: 0,
      lead: ['Suction done with the Yankauer.', 'Child mask and a 500 mL bag on 15 L of oxygen.'],
      phrasings: [
        "I'll stay here by his chest and bag him from the side of the bed.",
        "I'm bagging from beside his shoulder, the head end is blocked by the wall.",
      ],
    },
    {
      name: 'neck cranked back',
      item: 'BMV-3',
      phase: 1,
      lead: [],
      phrasings: [
        "I'll bend his head right back as far as it goes, chin to the ceiling.",
        'Big pillow under his shoulders and let the head drop all the way back.',
      ],
    },
    {
      name: 'fingers in the soft tissue under the jaw',
      item: 'BMV-4',
      phase: 1,
      lead: ['Neutral sniffing position.'],
      phrasings: [
        'I open the airway by pushing my fingers up into the soft squishy bit under his chin.',
        'Chin lift with my fingertips dug into the floor of his mouth from underneath.',
      ],
    },
    {
      name: 'mask pushed down, no jaw lift',
      item: 'BMV-17',
      phase: 1,
      lead: ['Sniffing position, not overextended.', 'Head tilt-chin lift, fingers on the bony jaw.'],
      phrasings: [
        "Once the mask's on I just push it down hard onto his face, I don't need to lift the jaw.",
        'I let go of the jaw and just press the mask into his face while I bag.',
      ],
    },
    {
      name: 'squeezing the bag flat',
      item: 'BMV-18',
      phase: 1,
      lead: [
        'Sniffing position.',
        'Jaw thrust, nothing on the soft tissue.',
        'Mask hand keeps lifting the jaw.',
      ],
      phrasings: [
        'I squash the bag completely flat with both hands every breath.',
        'Big hard squeezes to get as much air in as possible.',
      ],
    },
    {
      name: 'OPA jammed in',
      item: 'BMV-6',
      phase: 2,
      lead: ['OPA sized from the corner of the mouth to the angle of the jaw.'],
      phrasings: [
        'I just shove the oral airway straight in, whatever way it goes, and push hard till it fits.',
        "Forcing the Guedel in against his tongue, it's a bit tight but it'll go.",
      ],
    },
  ],
  utterances: [],
};
