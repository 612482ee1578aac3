import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { SAMI } from './cases.ts';

/**
 * Sami, 8 years, apnoeic on the neurosurgical ward after posterior fossa surgery: six correct runs and twelve critical
 * errors. Phases: P0 [1, 2, 3, 4, 16], P1 [8-15, 17, 18, 19], P2 [5, 6, 7, 20].
 */
export const samiRuns: HeldOutCase = {
  ...SAMI,
  runs: [
    {
      style: 'full sentences',
      messages: [
        // P0
        "Sami isn't breathing and his sats are 71 %. I'm pressing the emergency buzzer and asking for the PICU team, the on-call anaesthetist and the neurosurgical registrar to come now.",
        'I pull the bed out from the wall and take the headboard off so I can stand right behind his head.',
        'I suck the saliva out of his mouth with the Yankauer, keeping the tip where I can see it.',
        'I leave his head on the gel ring in a neutral sniffing position, ear canal level with his shoulder, without tipping the neck back.',
        'I open his airway with a jaw thrust, my fingers behind the angles of his jaw and nothing pressing on the soft part under his chin.',
        // P1
        'I want a child-size face mask, one that sits from the bridge of his nose to the cleft of his chin.',
        'And the 500 ml self-inflating bag with its reservoir, plugged into the wall oxygen at fifteen litres a minute.',
        'The mask goes on with its narrow end over the bridge of his nose, covering both his nose and his mouth and clear of his eyes.',
        "I hold it with an E-C clamp, thumb and index finger on the mask, and press it down evenly to a tight seal; if it leaks I'll ask the nurse for a two-handed hold.",
        'With the other three fingers on the bone of his jaw I lift it up into the mask, so the hand on the mask is the one keeping his airway open.',
        'I squeeze the bag gently over one second, only until I see his chest rise, and give a breath every two to three seconds, about twenty-five a minute.',
        // P2
        "He has no gag reflex, so I'll size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.",
        'I hold his tongue down with a tongue depressor and slide the airway in along the curve of the tongue until the flange rests at his lips.',
        'Then I reassess: is the chest rising, what are the sats, what is the heart rate doing.',
        'His chest rises with every breath and his saturations are climbing into the nineties, so the ventilation is working.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        // P0
        'Apneic w/ pulse, sat 71. Calling rapid response + anesthesia + neurosurg STAT.',
        'Me at HOB.',
        'Yankauer sx to mouth under direct vis.',
        'Head neutral/sniffing, no hyperext.',
        'HTCL, fingertips on mandible, not submental.',
        // P1
        'Peds mask, nasal bridge to chin cleft. 500mL self-inflating BVM on O2 15L.',
        'Mask apex to nose, covers nose + mouth, off eyes.',
        'EC grip, tight seal, 2-person if leak.',
        'Lifting mandible into mask w/ same hand.',
        'Squeeze 1 sec to chest rise, q2-3s (~24/min).',
        // P2
        'No gag -> OPA, sized corner of mouth to jaw angle.',
        'Insert w/ tongue blade, following tongue curve.',
        'Reassess: chest rise, SpO2, HR.',
        'Chest rising, sats up to 94. Adequate.',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        // P0
        'Somebody call the code team please, he is apnoeic and desaturating.',
        'I stand behind the head of the bed.',
        'Suction please, the Yankauer; I clear his mouth while I look.',
        'Head in the sniffing position, not overextended.',
        'Now a head tilt and chin lift, two fingers on the bony point of the chin.',
        // P1
        'Mask: the child one, size 3, nose bridge to the chin groove.',
        'Bag: the paediatric 500 mL self-inflating one.',
        'Oxygen tubing onto the bag, flow turned up to 15.',
        'Pointed end of the mask towards his nose.',
        'The mask is covering his nose and mouth together.',
        'E-C grip on the mask.',
        'Pressing down evenly, no leak now.',
        'Keeping the rim away from his eyes.',
        'My last three fingers pull the chin up into the mask.',
        'Gentle squeeze, over one second, only until the chest rises.',
        'Rate twenty per minute.',
        // P2
        'Oral airway, sized from lip corner to jaw angle, since he has no gag.',
        'Tongue depressor in, then the airway slid over the tongue the right way up.',
        'Rechecking his chest, sats and heart rate.',
        'Chest moves well and SpO2 is now 93.',
      ],
    },
    {
      style: 'other order',
      messages: [
        // P0: the head of the bed and suction first, the call for help, then the opening before the position
        "From the head of the bed, I'd suck out his mouth first with a Yankauer, under direct vision.",
        "Nurse, pull the emergency bell and get the anaesthetist and the neurosurgeons here now, he's stopped breathing.",
        "I'll open his airway with a jaw thrust, fingertips behind the jaw angles.",
        'And I keep his head neutral, a slight sniffing position on the ring, not extended back.',
        // P1: the mask on first, then the hold, then the bag and its settings as orders
        'Mask on first: the child mask that fits bridge of nose to chin cleft, narrow end at the nose, over mouth and nose, off the eyes.',
        'Two-person: I hold the mask with both hands in an E-C grip, sealing it tight and lifting the jaw into it.',
        'Nurse, connect the five hundred mil bag to oxygen at 12 litres and squeeze when I say, one second each, just to see the chest rise, one every 2-3 seconds.',
        // P2: reassessment before the adjunct
        "Let me reassess before anything else: chest rise, sats, heart rate. He's only rising when I hold the jaw hard.",
        'No gag, so an OPA, measured from the corner of the mouth to the angle of the mandible.',
        'In it goes with a tongue depressor holding the tongue down, following the curve.',
        'Good chest rise now and the sats are climbing, ventilation is effective.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        // P0
        'he is apnoiec, sats 71, im callling for help - PICU and nuerosurgery pls',
        'standing at teh head of the bed',
        'suctoin with yankaur under direct vison',
        'head neutral sniffing positon, no hyper extension',
        'jaw thurst with fingers at the angel of the jaw',
        // P1
        'child mask, from brige of nose to clef of chin',
        '500ml self inflatng bag on oxgyen 15 l/min',
        'mask rigth way round, apex on nose, coverring mouth and nose, away from eyes',
        'E C clamp, good seel, no leek',
        'lifting the jaw in to the mask with same hand',
        'squeze over 1 sec just untill chest rises, 25 a minuet',
        // P2
        'no gag reflex so oral airway sized from corner of mouth to angel of jaw',
        'insert over tounge depressor folowing the curve',
        'reasess chest rise sats and heart rate',
        'chest riseing and sats going up, its effecitve',
      ],
    },
    {
      // The sixth run: a very chatty resident (the harness has five styles, so this one repeats "full sentences").
      style: 'full sentences',
      messages: [
        // P0
        "Okay, right, so first things first: he's not breathing, his sats are 71, he's brady at 58 with a pressure of 150 over 90, which screams raised pressure to me, so I'm hitting the emergency buzzer and I want someone to fast-bleep the anaesthetist, PICU and the neurosurgery reg, tell them it's Sami in bed 4 with a Cushing's response.",
        'While they come I think I would get myself up behind him at the top of the bed; could someone help me slide the bed out from the wall? Thanks.',
        "There's loads of drool pooled in there, so I'll get the Yankauer on the wall suction and clear his mouth carefully, keeping the tip in sight the whole time and not poking about at the back of his throat.",
        "I'm going to keep his head sort of neutral, just the slight sniffing position, resting on his gel ring; I really don't want to crank his neck back, especially with a fresh posterior fossa wound.",
        "Then I'd open the airway with a jaw thrust, I think that's kinder to the wound than tilting his head, fingers on the bony angle of the jaw, nothing digging into the soft floor of his mouth.",
        // P1
        "Right, kit. I'm after a child face mask; let me hold it up to him... yes, that one goes from the bridge of his nose to the little dip above his chin.",
        "And I'd take the paediatric self-inflating bag, the 500 mL one, and plug it into the oxygen flowmeter, cranked up to 15 litres, with the reservoir bag attached and filling.",
        "I'm placing the mask now, narrow bit up over his nose, wide bit down over the chin, so his nose and his mouth are both inside it, and I'm checking the top edge isn't anywhere near his eyes, because with a heart rate of 58 the last thing he needs is a vagal hit from pressure on his eyeballs.",
        "My left hand is doing the E-C: thumb and first finger making the C on the mask, middle, ring and little fingers making the E along the jaw bone, and I'm pulling his jaw up into the mask with those fingers so the airway stays open.",
        "I'm pushing down evenly and I can't hear or feel any leak, so the seal seems good; if that changes I'll ask the nurse to take over the bag while I use two hands.",
        "Okay, ventilating: slow gentle squeezes, about a second each, only as much as I need to see his chest come up, and I'm counting squeeze, release, release, so roughly one every two and a half seconds, about 24 a minute. I'm not going any faster than that; I'll leave any hyperventilation to the neurosurgeons.",
        // P2
        "Hmm, his tongue keeps flopping back. He's got no gag at all, so I think an oral airway is reasonable here. I'm holding them against his face and this one reaches from the corner of his mouth to the angle of his jaw, so that's our size.",
        "I'll use a tongue depressor to hold his tongue flat and ease the airway in along the curve of the tongue, not forcing anything, until the flange sits on his lips.",
        "Then, as after every step, I look again: is the chest going up, what are the sats, what's the heart rate doing?",
        "Lovely, the chest is rising nicely with each breath now, sats are in the low nineties and still climbing, heart rate's come up to the seventies: the bagging is working.",
      ],
    },
  ],
  errors: [
    // P0
    {
      name: 'delay for a scan, osmotherapy or the neurosurgeon',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        "Let's get him straight down to CT to see what's bleeding; we can sort his breathing out once we know.",
        'Draw up 3 % saline, 5 ml per kilo, give it and then give him ten minutes to see if he starts breathing again.',
        "I'll bleep neurosurgery and just keep an eye on him until they arrive, they know him best.",
      ],
    },
    {
      name: 'finger sweep or a neonatal catheter for the secretions',
      item: 'BMV-2',
      phase: 0,
      lead: [
        "He's apnoeic: pull the emergency bell, I want PICU and neurosurgery here now.",
        "I'm at the head of the bed.",
      ],
      phrasings: [
        'I hook the gunk out of his mouth with my finger.',
        'Pass me the 6 French catheter from the neonatal drawer for his mouth.',
        'Wrap some gauze round two fingers and I will sweep the back of his throat clear.',
      ],
    },
    {
      name: 'neck hyperextended',
      item: 'BMV-3',
      phase: 0,
      lead: [
        'Not breathing, sats 71: emergency call, PICU and the anaesthetist please.',
        'I go to the top of the bed.',
        'Yankauer under direct vision to clear the saliva.',
      ],
      phrasings: [
        'Take the gel ring away and tip his head right back so his chin points at the headboard.',
        'Put two pillows under his shoulders and let his head hang back over them to straighten out the airway.',
        "Extend his neck as far as it'll go, that's the best way to open him up.",
      ],
    },
    {
      name: 'airway managed from the side of the bed',
      item: 'BMV-16',
      phase: 0,
      lead: ['He has stopped breathing, sats 71 %: crash call, get PICU and neurosurgery.'],
      phrasings: [
        "I'll manage his airway from where I am, on his right by the drip stand; the bed is against the wall anyway.",
        "I'll kneel on the bed beside his chest and do the airway from there.",
      ],
    },
    // P1
    {
      name: 'wrong mask size',
      item: 'BMV-8',
      phase: 1,
      phrasings: [
        'Grab the round infant mask, the size 1; smaller seals better.',
        'Use the big adult mask, the one that goes from above his eyebrows to under his chin.',
        'A mask that just reaches from the tip of his nose to his bottom lip will do.',
      ],
    },
    {
      name: 'no oxygen or a trickle',
      item: 'BMV-10',
      phase: 1,
      lead: ['A child mask from the nasal bridge to the chin cleft and the 500 ml self-inflating bag.'],
      phrasings: [
        "The oxygen tubing doesn't reach the wall, so I'll bag him on room air for now.",
        "Hook the bag to oxygen at 2 litres, that's plenty for a kid.",
        'The flowmeter can stay off, the bag fills up with air by itself anyway.',
      ],
    },
    {
      name: 'mask upside down',
      item: 'BMV-11',
      phase: 1,
      lead: ['Child mask, nose bridge to chin, and the 500 mL bag on 15 litres of oxygen.'],
      phrasings: [
        'Mask on with the pointed end down on his chin and the wide part across his nose.',
        'I put the mask on upside down, it seems to fit his face better that way round.',
      ],
    },
    {
      name: 'pressure on the eyes',
      item: 'BMV-15',
      phase: 1,
      lead: [
        'Child mask, nose bridge to chin, and the 500 mL bag on 15 litres of oxygen.',
        'Narrow end of the mask to his nose, covering nose and mouth.',
      ],
      phrasings: [
        'I rest my thumb in his eye socket to steady the mask.',
        'Let the top of the mask sit over his eyes, the seal is better higher up.',
        "I'll lean the heel of my hand on his eyelids to keep the mask still.",
      ],
    },
    {
      name: 'rate far too fast or far too slow',
      item: 'BMV-19',
      phase: 1,
      lead: [
        'Child mask and the 500 ml bag, oxygen at 15 litres.',
        'Mask the right way up over his mouth and nose, off his eyes, E-C grip, sealed, jaw lifted into it.',
        'Each squeeze over one second, just until the chest rises.',
      ],
      phrasings: [
        'Bag as fast as I can, sixty a minute, to get those sats up.',
        'One breath every ten seconds should be enough for an eight-year-old.',
        'Squeeze twice every second until the sats are okay.',
      ],
    },
    // P2
    {
      name: 'oral airway of the wrong size',
      item: 'BMV-5',
      phase: 2,
      phrasings: [
        "Put in the adult size 4 Guedel, he's a big boy.",
        'Size the oral airway from his front teeth to the tip of his chin.',
        'Just grab the smallest Guedel in the tray, the 000, nobody measures them.',
      ],
    },
    {
      name: 'oral airway forced or left the wrong way up',
      item: 'BMV-6',
      phase: 2,
      lead: ['No gag reflex, so a Guedel sized from the corner of his mouth to the angle of the jaw.'],
      phrasings: [
        'Push the Guedel straight in with the curve the wrong way, tip pointing up at his palate, and leave it like that.',
        "Force it between his teeth and shove it in hard until it won't go any further.",
        "No need for a tongue depressor, I'll just jam it in over whatever the tongue is doing.",
      ],
    },
    {
      name: 'no reassessment after the adjunct',
      item: 'BMV-7',
      phase: 2,
      lead: [
        'No gag, so an oral airway sized from the corner of his mouth to the angle of his jaw.',
        'Inserted over a tongue depressor along the curve of the tongue.',
      ],
      phrasings: [
        "Airway's in, just carry on bagging, no need to look at the monitor.",
        "I won't stop to check his chest or the sats, we'll see how he is at the end.",
      ],
    },
  ],
  utterances: [],
};
