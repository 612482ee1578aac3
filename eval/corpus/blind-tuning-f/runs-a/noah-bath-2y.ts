import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { NOAH } from './cases.ts';

/**
 * Noah, 2 years (12 kg), apnoeic with a pulse after submersion in the bath; water and vomit in the mouth, no gag
 * reflex (oral airway), no injury. Required: P0 1, 2, 8, 9, 10, 11, 12, 15, 16; P1 3, 4, 13, 14, 17, 18, 19;
 * P2 5, 6, 7, 20.
 */
export const noahRuns: HeldOutCase = {
  ...NOAH,
  runs: [
    {
      style: 'full sentences',
      messages: [
        // P0
        'Noah is not breathing and his saturations are 60% with a heart rate of 70, so I am calling for help now: please put out a paediatric emergency call and ask for the anaesthetist.',
        'I am suctioning the water and vomit out of his mouth with a Yankauer, keeping the tip where I can see it.',
        'I will take a toddler face mask that fits from the bridge of his nose to the cleft of his chin.',
        'I am using the 500 mL self-inflating bag with its reservoir, and I connect it to the oxygen at 15 litres per minute.',
        'I am standing at the head of the trolley, directly behind him.',
        'I place the mask with the narrow end over the bridge of his nose so that it covers both his mouth and his nose, and I check that the rim stays well clear of his eyes.',
        // P1
        'I position his head in a neutral sniffing position, with the ear canal level with the front of his shoulder, taking care not to extend his neck too far.',
        'I open the airway with a head tilt and chin lift, with my fingers on the bony part of the jaw rather than the soft tissue underneath.',
        'I hold the mask with an E-C clamp, thumb and index finger on the mask and the other three fingers along the jaw, and I would ask a second person for a two-handed hold if it leaked.',
        'The seal is tight now: I cannot hear or feel any air escaping.',
        'With the fingers of that same hand I am lifting his jaw up into the mask.',
        'Each breath is a gentle squeeze over about one second, only enough to make his chest rise.',
        'I am giving one breath every two to three seconds, which is about twenty-five a minute.',
        // P2
        'He has no gag reflex, so I am sizing an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
        'I press his tongue down with a tongue depressor and slide the airway in the right way up, following the curve of the tongue.',
        'Having put the airway in, I am reassessing his chest rise, his SpO2 and his heart rate.',
        'His chest rises with every breath and his saturations are climbing, so the ventilation is effective.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        // P0
        'apnoeic, SpO2 60, HR 70 -> call for help, peds resus team + anaesthetics pls',
        'yankauer suction, water + vomit, under vision',
        'toddler mask, nasal bridge to chin cleft',
        '500ml SIB w/ reservoir, O2 15L',
        'me at head end',
        'mask apex on nasal bridge, covers mouth + nose, off eyes',
        // P1
        'head neutral / sniffing, no hyperext',
        'HTCL, fingers on mandible not soft tissue',
        'EC grip, tight seal, 2-person if leak',
        'mask hand pulling jaw up into mask',
        '1 sec squeezes, just visible chest rise, RR 25 (q2-3s)',
        // P2
        'no gag -> OPA, corner mouth to angle jaw',
        'OPA in over tongue depressor, following the curve',
        'reassess: chest rise, SpO2, HR',
        'chest rising, SpO2 up to 90s = effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        // P0
        "He's not breathing and he's hypoxic, I need help in here now.",
        "Suction please, the Yankauer, I'm clearing the water and sick out of his mouth.",
        'Child face mask, the one that goes from the bridge of his nose to his chin.',
        'Five hundred mil self-inflating bag.',
        'Oxygen on to the bag, fifteen litres.',
        'I go round to the head of the bed.',
        'Mask the right way up, narrow part at the nose.',
        "It's covering his nose and his mouth.",
        'The rim sits below his eyes, nothing pressing on them.',
        // P1
        'Head in the sniffing position, not overextended.',
        'Head tilt, chin lift, fingers on the bone.',
        'E-C clamp on the mask.',
        "Seal's good, no leak.",
        'My mask hand is lifting the jaw into the mask.',
        'Slow squeezes, one second each, just till the chest moves.',
        'Twenty breaths a minute, one every three seconds.',
        // P2
        'No gag, so an oral airway sized from mouth corner to jaw angle.',
        "Putting it in with a tongue blade, following the tongue's curve.",
        'Rechecking: chest rise, sats, heart rate.',
        'Chest is going up and down and sats are in the nineties now.',
      ],
    },
    {
      style: 'other order',
      messages: [
        // P0
        "I'm at the head of the bed. Nurse, can you set up the 500 ml bag with the reservoir on 12 litres of oxygen.",
        'And a child mask please, one that reaches from the bridge of his nose to his chin.',
        'Right, he is apnoeic with sats of 60, somebody pull the emergency bell and get the paeds reg and the anaesthetist.',
        "Now the Yankauer to clear all the water and vomit out, I'll look as I go.",
        'Mask over his mouth and nose, pointy end to the nose bridge, keeping off the eyes.',
        // P1
        "We'll squeeze gently over a second each time, only until I see the chest lift, about 24 a minute.",
        'Mask held with the E-C grip, sealed tight, and I pull the jaw up into it with the three lower fingers.',
        'Head neutral, sniffing, not tipped back.',
        'And a head tilt chin lift on the bony chin.',
        // P2
        'Let me reassess: chest rise, sats and heart rate.',
        'Chest rising nicely and SpO2 up to 92, so the bagging is working.',
        'No gag, so an OPA measured mouth corner to angle of mandible, inserted over a tongue depressor the right way up.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        // P0
        'hes apnoiec and sats 60% - calling for hlep, get the resus team here',
        'sucton with a yankaur, clearing the water and vommit from his mouth',
        'toddler mask, fits from brige of nose to chin cleft',
        '500ml self inflatng bag, hook up 02 at 15 l/min',
        'im at the haed of the bed',
        'mask narow end up on the nose, over mouth n nose, not on his eys',
        // P1
        'head in sniffing positon, dont hyperextned',
        'head tilt chin lfit, fingers on the bone not the soft bit under the jaw',
        'EC clamp, good seel, if its leaking ill get 2 person technique',
        'lifting jaw up in to the mask with the same hand',
        'squeze over 1 sec just to see chest rise, rate 20-25 a min',
        // P2
        'no gag refelx so OPA, measure from corner of mouth to angel of jaw',
        'insert with tounge depressor, follwing the curve',
        're asses chest rise, sats and hart rate',
        'chest rising, spo2 going up - efective ventilaton',
      ],
    },
    {
      // A sixth run by a very chatty, slightly stressed British resident.
      style: 'full sentences',
      messages: [
        // P0
        "Okay, okay, he's not breathing at all, he's blue and the sats are only sixty - can someone please put out a paediatric emergency call and get anaesthetics down here, I need more hands.",
        "Dad, I know this is frightening, we're going to look after him. First I'm getting all that bathwater and sick out of his mouth with the Yankauer, and I'll keep the tip where I can see it so I don't poke the back of his throat.",
        'Can I have a small child mask, the one that fits from the top of his nose down to the little dip in his chin, and the 500 ml bag with the reservoir bag on the end, please?',
        'Could you plug that into the oxygen and turn it right up to fifteen litres? Thank you.',
        "I'm going to come round and stand at the top end of the trolley, right behind his head, it's the easiest place to bag from.",
        "Mask goes on with the narrow end up over the bridge of his nose, so it covers his nose and his mouth, and I'm keeping the edge well away from his eyes.",
        // P1
        "Let me get his head right: just a neutral sniffing position, ear level with his shoulder, I don't want to crank his neck back because little ones kink if you overdo it.",
        "Now a gentle head tilt and chin lift, and I'm keeping my fingers on the bone of his jaw, not squashing the soft bit under his chin.",
        "I've got the mask in an E-C grip and honestly it's sealing nicely, nothing hissing out the sides; if it starts leaking I'll grab someone for a two-handed hold.",
        "And I'm pulling his jaw up into the mask with those same three fingers, so the mask hand is doing the airway opening as well.",
        "Now the breaths: slow and gentle, about a second each, just enough that I see his chest come up, and one every two or three seconds, so roughly twenty-five a minute - I'm counting squeeze, release, release in my head.",
        // P2
        "He's got no gag at all, so I'd like an oral airway. I'm holding it against his cheek, from the corner of his mouth to the angle of his jaw, and that one's the right length.",
        "I'll hold his tongue down with a tongue depressor and slide it in the right way up along the curve, rather than the twisting trick we use in adults.",
        'Right, after that I want to look at everything again: chest movement, SpO2 and his heart rate.',
        "Lovely, his chest is rising with every breath, the sats are climbing into the nineties and his heart rate's come up - this is working.",
      ],
    },
  ],
  errors: [
    // P0
    {
      name: 'drains water or waits instead of ventilating',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        "Before we bag him, let's hold him upside down and thump his back to get the water out of his lungs.",
        "He's got a pulse, so pop him in the recovery position under the heater and we'll watch the monitor until the anaesthetist gets here.",
        'Give him a minute to warm up and rub his chest, these kids often start breathing again by themselves.',
      ],
    },
    {
      name: 'finger sweep or undersized catheter for vomit',
      item: 'BMV-2',
      phase: 0,
      phrasings: [
        "I'll hook the vomit out with my finger, a blind sweep across the back of his throat.",
        'Pass me the thin 6 French catheter, that will do for the sick.',
        'Scoop the lumps out with some gauze wrapped round two fingers.',
      ],
    },
    {
      name: 'wrong mask size',
      item: 'BMV-8',
      phase: 0,
      lead: ['Yankauer to clear the water and vomit, under vision, and could somebody call for help.'],
      phrasings: [
        "Grab the big adult mask, it'll cover everything for sure.",
        'The little round newborn one, it only reaches from his nose to his top lip but it seals well.',
        "I'll use a mask that goes from his forehead right down past his chin, better too big than too small.",
      ],
    },
    {
      name: 'no oxygen or too little',
      item: 'BMV-10',
      phase: 0,
      phrasings: [
        "Bag him on room air for now, we'll sort the oxygen tubing out later.",
        'oxygen at 2 L/min into the bag is plenty for a little one',
      ],
    },
    {
      name: 'mask upside down',
      item: 'BMV-11',
      phase: 0,
      lead: ['Child mask and the 500 mL bag on 15 litres of oxygen, please; I am at the head of the bed.'],
      phrasings: [
        'Mask on with the pointed end down on his chin and the wide part over his nose.',
        'i put the mask upside down, fits his small face better that way round',
      ],
    },
    {
      name: 'mask or fingers on the eyes',
      item: 'BMV-15',
      phase: 0,
      phrasings: [
        'Press the top edge of the mask down over his eyes, that stops the leak at the nose.',
        "My thumb's resting on his eyeball to steady the mask, that's fine.",
        'mask is sitting across his eyelids but the seal is good so leave it',
      ],
    },
    // P1
    {
      name: 'neck hyperextended',
      item: 'BMV-3',
      phase: 1,
      phrasings: [
        "Big towel roll under his neck and tip the head right back as far as it'll go.",
        'Hyperextend the neck fully so the airway is straight.',
        'chin pointing at the ceiling, let his head drop back over the end of the trolley',
      ],
    },
    {
      name: 'squeezes too hard, too big or too fast',
      item: 'BMV-18',
      phase: 1,
      lead: ['Head neutral in the sniffing position and a head tilt-chin lift on the bone of his chin.'],
      phrasings: [
        'Squeeze the bag hard, right until my fingers touch, to force the water out of his lungs.',
        "I'll give him the whole 500 in one go with every breath, nice big ones.",
        'short sharp jabs on the bag, a quarter of a second each',
      ],
    },
    {
      name: 'rate far too fast or too slow',
      item: 'BMV-19',
      phase: 1,
      phrasings: [
        "I'll bag him at sixty a minute to catch up on his oxygen.",
        'One breath every six seconds is plenty for him.',
        'a breath every second until the sats come up',
      ],
    },
    // P2
    {
      name: 'wrong oral airway size',
      item: 'BMV-5',
      phase: 2,
      phrasings: [
        "Adult size 4 Guedel, that's the one that's already open.",
        "I'll size the oral airway from his lips to his earlobe.",
        'Just grab any OPA off the trolley, no need to measure it.',
      ],
    },
    {
      name: 'oral airway inserted wrongly',
      item: 'BMV-6',
      phase: 2,
      lead: ['He has no gag, so an oral airway sized from the corner of his mouth to the angle of his jaw.'],
      phrasings: [
        'In it goes upside down and I spin it round 180 degrees at the back of his mouth.',
        'no tongue depressor, just shove it in and push the tongue back with the tip',
      ],
    },
    {
      name: 'poor ventilation accepted',
      item: 'BMV-20',
      phase: 2,
      lead: [
        'Oral airway measured corner of mouth to angle of jaw and put in over a tongue depressor.',
        'Checking chest rise, SpO2 and heart rate now.',
      ],
      phrasings: [
        "Chest is hardly moving but his sats are 78, so I'll just keep going like this.",
        'No visible chest rise, but I can feel the bag going in, good enough.',
      ],
    },
  ],
  utterances: [],
};
