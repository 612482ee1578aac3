import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * The seeded sample as is: RJ, 4 years (18 kg), apnoeic after lorazepam for status epilepticus. Its hard stops ask
 * for neither calling for help nor reassessment, so there is no BMV-1 or BMV-7 error here.
 */
export const sampleRuns7: HeldOutCase = {
  id: 'ho7-runs-sample',
  title: 'Sample case: 4-year-old apnoeic after lorazepam for status epilepticus',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I clear the secretions from his mouth with a Yankauer sucker, watching the tip.',
      'A child mask and a 500 mL self-inflating bag, the bag connected to oxygen at 15 L/min.',
      'I take my place at the head of the bed.',
      'The mask goes on narrow end over the nose, covering mouth and nose, held with an E-C clamp, sealed tight and clear of his eyes.',
    ],
    [
      'His head goes into a neutral sniffing position, neck not overextended, and I do a head tilt-chin lift with my fingers on the bone of the jaw.',
      'My mask hand lifts his jaw up into the mask.',
      'Every breath over one second, just until the chest rises, 20 breaths a minute.',
    ],
    [
      'No gag, so I size an oral airway from the corner of the mouth to the angle of the jaw and put it in over a tongue depressor.',
      'His chest rises with each breath and the SpO2 is going up: effective ventilation.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "He's apnoeic and desaturating. I'm shouting for help and pressing the emergency bell.",
        'I clear the secretions from his mouth with a Yankauer, keeping the tip where I can see it.',
        "I'll pick a child-sized face mask, one that reaches from the bridge of his nose down to the groove of his chin.",
        "For the bag I'm using a 500 mL self-inflating paediatric bag with its reservoir, plugged into wall oxygen at 15 litres a minute.",
        "I'm moving to the top of the bed, behind his head, to ventilate from there.",
        'The mask goes on with the narrow end over the bridge of his nose and the wide end on his chin, so it covers both the mouth and the nose.',
        'I hold it with my left hand in an E-C grip: thumb and index finger pressing on the mask, the other three fingers along the bony jaw.',
        'I press it on evenly until nothing leaks around the edges, and the top of the mask sits below his eyes with nothing pressing on them.',
        'I line his head up in a neutral sniffing position, ear level with the front of the shoulder, without tipping the neck back too far.',
        'I open his airway with a head tilt-chin lift, my fingers on the bone of the mandible and not on the soft part under his chin.',
        'With the fingers of the hand holding the mask I lift his jaw up into the mask to keep the airway open.',
        'I give each breath over about one second, only as much as makes his chest rise, and I give 20 breaths a minute, one every three seconds.',
        "He's not gagging, so I'll measure an oral airway from the corner of his mouth to the angle of his jaw.",
        'I hold his tongue down with a tongue depressor and slide the Guedel in the right way up, following the curve of the tongue.',
        'His chest is rising with each breath and the sats are climbing from 58, so the bagging is working.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic. yankauer to mouth under vision',
        'child mask, fits bridge of nose to chin',
        '500ml SIB + reservoir, O2 15L',
        'at HOB',
        'mask apex on nose bridge, covers mouth+nose, clear of eyes',
        'EC grip L hand, good seal no leak',
        'neutral sniff pos, no hyperext',
        'HTCL, fingers on mandible not soft tissue',
        'mask hand lifting jaw into mask',
        'breaths over 1s, just to chest rise, RR 20 (q3s)',
        'no gag -> OPA sized lip corner to jaw angle',
        'OPA in w/ tongue depressor, right way up',
        'chest rising, sats going up -> effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Suction his mouth with the Yankauer.',
        'Child mask, please.',
        'And the 500 mL bag.',
        'Oxygen tubing from the bag to the flowmeter, set at 15.',
        "I'll stand behind his head.",
        'Pointed end of the mask over his nose.',
        'Checking it covers his mouth and his nose.',
        'I grip it C-and-E style.',
        'Pressing it on to seal, no air escaping.',
        'Rim kept off his eyes.',
        'Sniffing position, neck not overextended.',
        'Jaw thrust, fingers behind the angles of the jaw.',
        'Lifting the mandible up into the mask with my mask hand.',
        'Each squeeze over a second, just till the chest lifts.',
        'Twenty-two breaths per minute.',
        'Oropharyngeal airway, corner of the mouth to jaw angle, since he has no gag.',
        'Inserted directly with a tongue blade holding the tongue flat.',
        'Chest rising well and SpO2 improving.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "First I'm standing at the head of the bed.",
        'Grab me the 500 ml self-inflating bag and hook it up to 12 litres of oxygen.',
        'Suctioning the secretions out of the mouth with a rigid Yankauer.',
        'Child size mask, fits nose bridge to chin crease.',
        "I seat it over mouth and nose, narrow end up, and it doesn't touch his eyes.",
        'E-C clamp with my left hand, pressing the rim down evenly for a tight seal.',
        'I start with the bagging: slow one-second breaths, just enough volume for the chest to move, at 20 a minute.',
        'Now his head: neutral, sniffing position, not hyperextended.',
        'Head tilt and chin lift, fingertips on the jaw bone only.',
        "My mask hand's fingers keep pulling the jaw up into the mask.",
        'Checking him: chest rising, sats improving, the ventilation is effective.',
        'No gag reflex. Size a Guedel from the angle of his mouth to the angle of the mandible.',
        "Depress the tongue and insert it directly, the tip following the tongue's curve.",
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes not breathng, suctoin his mouth with yankaur pls',
        'child mask, size lookd right from nose brige to chin',
        '500 ml bag, self infalting, conect to oxgyen 15 l/min',
        'im at the hed of the bed',
        'mask on rigth way up over mouth and nose, not on the eys',
        'E-C clmap and seal it tight, no leek',
        'head in sniffing positon, not over extnded',
        'head tilt chin lfit, fingres on the bone of jaw',
        'lifitng jaw into the mask with same hand',
        'bagging each brath over 1 sec, jsut til chest rises, 20 a minit',
        'no gag so orophrangeal airway measurd corner of mouth to angel of jaw',
        'put it in with tounge depressor, rigth way up',
        'chest riseing, sats comming up',
      ],
    },
  ],
  errors: [
    {
      name: 'secretions cleared with a finger',
      item: 'BMV-2',
      phase: 0,
      phrasings: [
        "I'll just hook the gunk out of his mouth with my finger, quicker than setting up suction.",
        'finger sweep to get the spit out',
      ],
    },
    {
      name: 'infant mask on a 4-year-old',
      item: 'BMV-8',
      phase: 0,
      lead: ['Yankauer to the mouth, secretions cleared.'],
      phrasings: [
        "Give me the small round infant mask, he's only little.",
        "infant size facemask, it'll be easier to seal",
        "I'll go with the neonatal mask so it stays well away from his eyes.",
      ],
    },
    {
      name: 'bagging on room air',
      item: 'BMV-10',
      phase: 0,
      lead: ['Suction done. Child mask and the 500 mL bag.'],
      phrasings: [
        "I'll bag him on air for now and only add oxygen if the sats don't recover.",
        'no O2 on the bag yet, room air to start',
        "Leave the oxygen tubing off, the reservoir bag's enough.",
      ],
    },
    {
      name: 'mask upside down',
      item: 'BMV-11',
      phase: 0,
      lead: [
        'Secretions suctioned with the Yankauer; child mask, 500 mL bag on 15 L of oxygen; I stand at the head.',
      ],
      phrasings: [
        'Mask on with the wide end over his nose and the narrow end down on his chin.',
        'putting it on upside down, seems to fit his face better that way',
      ],
    },
    {
      name: 'bagging from beside the bed',
      item: 'BMV-16',
      phase: 0,
      lead: ['Mouth suctioned, child mask and 500 mL bag hooked up to oxygen at 15.'],
      phrasings: [
        "I'll bag from his right side, next to the IV pump.",
        "standing beside his chest to bag, the headboard's in the way",
      ],
    },
    {
      name: 'neck fully extended',
      item: 'BMV-3',
      phase: 1,
      phrasings: [
        'Tip his head right back as far as it goes to open him up.',
        'chuck a big roll under his shoulders so the neck is maximally extended',
        "Hyperextend the neck, that's the best position for the airway.",
      ],
    },
    {
      name: 'fingers in the soft tissue under the chin',
      item: 'BMV-4',
      phase: 1,
      lead: ['Head neutral in the sniffing position.'],
      phrasings: [
        'Chin lift with my fingers pushing up into the soft bit under his chin.',
        'I dig two fingertips into the squishy area beneath his jaw to lift the airway open',
      ],
    },
    {
      name: 'bag squeezed hard and fast',
      item: 'BMV-18',
      phase: 1,
      lead: ['Neutral head, head tilt-chin lift, mask hand lifting the jaw.'],
      phrasings: [
        'Squeeze the bag completely flat every breath, he needs big breaths.',
        'each breath a quick hard squeeze, all the way down',
      ],
    },
    {
      name: 'rate far too fast',
      item: 'BMV-19',
      phase: 1,
      lead: [
        'Sniffing position, head tilt-chin lift, mask hand lifting the jaw, one-second breaths to chest rise.',
      ],
      phrasings: ['Bag at 40 a minute to fix the sats quicker.', 'about sixty breaths per minute'],
    },
    {
      name: 'oral airway not sized',
      item: 'BMV-5',
      phase: 2,
      phrasings: [
        'Grab the adult size 4 Guedel, bigger holds the tongue better.',
        "whatever OPA's on top of the tray, no need to measure",
      ],
    },
    {
      name: 'oral airway forced in or rotated',
      item: 'BMV-6',
      phase: 2,
      lead: ['No gag; oral airway measured corner of mouth to angle of jaw.'],
      phrasings: [
        'Just shove the Guedel in blind, pushing his tongue out of the way with it.',
        "I'll put the OPA in upside down and spin it 180 degrees at the back, like in adults.",
      ],
    },
    {
      name: 'poor chest rise accepted',
      item: 'BMV-20',
      phase: 2,
      lead: ['OPA sized corner of mouth to angle of jaw, in with a tongue depressor.'],
      phrasings: [
        "Chest's barely moving and sats are stuck at 80, but he's pink enough, I'll carry on the same.",
        "no chest rise but the bag feels fine so we're ok",
      ],
    },
  ],
  utterances: [],
};
