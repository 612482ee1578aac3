import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { JACK } from './cases.ts';

/**
 * Jack, 16 years, apnoeic after a rugby tackle with a head and neck injury: six correct runs and twelve critical errors.
 * Phases: P0 [1, 2, 3, 8, 9, 10, 16], P1 [4, 11-15, 17, 18, 19], P2 [5, 6, 7, 20].
 */
export const jackRuns: HeldOutCase = {
  ...JACK,
  runs: [
    {
      style: 'full sentences',
      messages: [
        // P0
        "He's apneic with a pulse and satting 78 %. I'm activating the full trauma team and calling anesthesia to the bedside right now.",
        "I'm going to stand at the head of the stretcher.",
        'I need someone to hold manual in-line stabilization from the side, keeping his head and neck neutral while we open the front of the collar; no pillow under his head.',
        "I'll suction the blood out of his mouth with a rigid Yankauer, looking at what I'm doing, and nothing goes up his nose.",
        'For equipment I want an adult mask, a medium one that sits from the bridge of his nose to the cleft of his chin, and the adult self-inflating bag, the 1.5-liter one.',
        'The bag goes on high-flow oxygen at 15 liters a minute with the reservoir attached.',
        // P1
        'I open his airway with a jaw thrust only, no head tilt, my fingers behind the angles of the mandible.',
        'I put the mask on apex up over the bridge of his nose, covering his mouth and nose, and keep it off his eyes.',
        "We'll do two-person: I hold the mask with both hands, thumbs and index fingers in a C on the mask and the other fingers in an E on the jaw, and get a good seal.",
        'With those same fingers I pull his jaw forward up into the mask to keep the airway open.',
        'My colleague squeezes the bag gently over about one second, just enough to see the chest rise.',
        "One breath every five to six seconds, so ten to twelve a minute; we're not hyperventilating him.",
        // P2
        "No gag, and with fluid coming from his ear I'm not putting anything in his nose, so an oral airway, measured from the corner of his mouth to the angle of his jaw.",
        "I'll insert it with a tongue blade holding the tongue down, sliding it in along the curve without moving his neck.",
        'Reassessing after the airway: chest rise, sats and heart rate.',
        "Chest is rising well and sats are up to 94, so we're ventilating effectively.",
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        // P0
        'Apnoeic, sats 78. 2222 trauma call + anaes.',
        'Me at head end.',
        'MILS by nurse, head neutral, no pillow.',
        'Yankauer to mouth, under vision. No nasal sx.',
        'Adult mask (sz 4, bridge of nose to chin cleft), adult 1.5L SIB, O2 15L + reservoir.',
        // P1
        'Jaw thrust only, no HTCL.',
        'Mask apex on nose, mouth+nose covered, clear of eyes.',
        '2-person: I hold mask two-handed EC, good seal, jaw lifted into mask; ODP bags.',
        'ODP: 1s squeezes to visible chest rise, 10-12/min.',
        // P2
        'No gag, ?BOSF -> OPA not NPA. Sized incisors to angle of mandible.',
        'OPA in: inverted then rotated 180.',
        'Re-ax: chest rise, SpO2, HR.',
        'Chest moving, SpO2 93. Effective.',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        // P0
        "Can someone put out a trauma call and get anaesthetics down here, he's stopped breathing.",
        "I'll stay at the top end, behind his head.",
        'Sister, please hold his head still in line with both hands, neck neutral.',
        'Suctioning the blood from his mouth with the Yankauer, I can see the tip.',
        'Adult size mask, checked from nose bridge to chin.',
        'Adult bag, the big self-inflating one.',
        'O2 at fifteen litres to the bag.',
        // P1
        'Jaw thrust, no chin lift.',
        'Mask narrow end up at the nose.',
        'It covers the nose and the mouth.',
        'Two hands on the mask, an E-C grip on each side.',
        'Seal is tight, no leak.',
        'Rim kept well off his eyes.',
        'Jaw pulled up into the mask with my fingers.',
        'Bag squeezed over one second, just to chest rise.',
        'Twelve breaths a minute.',
        // P2
        'Oral airway, corner of mouth to angle of jaw: no gag, and no nasal one with that ear.',
        'Put in with a tongue depressor, following the tongue.',
        'Check again: chest, sats, pulse.',
        'Good chest rise, sats up into the nineties.',
      ],
    },
    {
      style: 'other order',
      messages: [
        // P0: equipment first, the call for help while it is set up, then the neck, then suction
        'Grab me the large adult mask, the one that fits nasal bridge to chin cleft, and the adult 1500 ml bag, hooked to oxygen at 15 litres.',
        "Shout for the trauma team leader and an anaesthetist, he's apnoeic.",
        "I'm taking the head of the bed; nurse, hold his neck in line from the side, head neutral, don't let it move.",
        'Blood in the mouth: suction it out with the Yankauer under direct vision.',
        // P1: the mask on first, then the jaw thrust, then the hold; the rate said before the squeeze
        'Mask on, point at the nose bridge, over mouth and nose, eyes free.',
        'Then a jaw thrust, fingers under the angles, no tilt.',
        "Two-handed EC grip while you bag; it's a tight seal, and I'm lifting the jaw into the mask.",
        'Nurse, one breath every 5 seconds please, each squeeze over 1 second, and stop as soon as the chest rises.',
        // P2: reassessment before the adjunct
        'Reassessing now: chest rise, SpO2, heart rate.',
        'No gag reflex, so an OPA, sized mouth corner to jaw angle; an NPA is out with the ear leak.',
        "I'll slip it in over the tongue with a depressor, gently, head still held in line.",
        'Chest rising, sats 95, good.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        // P0 (a resident writing in a second language)
        'Patient is not breathing, saturation 78, I call for the help, trauma team and anesthesist',
        'I go to the head of the strecher',
        'one person make the manual in line stabilisation, neck neutral, no pilow',
        'I aspirate the blood from the mouth with yankauer, under vision',
        'I take adult mask from the nasal brigde to the chin, and the adult ambu bag 1500 ml',
        'I conect the oxigen 15 liter per minut',
        // P1
        'jaw trust only, no chin lift becuase cervical spine',
        'mask with the narrow part on the nose, cover mouth and nose, not on the eys',
        'two person tecnique, I hold with two hand C and E, the seal is good',
        'I lift the mandibule to the mask with the fingers',
        'my colegue insufflate slow, one second, only until the thorax rise',
        'frequency 10 per minut, one every 6 second',
        // P2
        'no gag reflex so guedel, mesure from comissure of mouth to angle of mandibule; no nasopharingeal because basal skull fracture',
        'I introduce the guedel with the depresor of tongue, following the curve',
        're-evaluate thorax, saturation and frecuency cardiac',
        'thorax expand good and saturation is rising, 93%',
      ],
    },
    {
      // The sixth run: a very terse resident (the harness has five styles, so this one repeats "terse shorthand").
      style: 'terse shorthand',
      messages: [
        // P0
        'Not breathing. Trauma call, anaesthetist.',
        'At the head.',
        'MILS.',
        'Yankauer, mouth.',
        'Adult mask, adult bag, O2 15.',
        // P1
        'Jaw thrust.',
        'Mask on: apex nose, nose+mouth, off eyes.',
        '2 hands EC, sealed, jaw up.',
        'Bag 1 s to chest rise, 10/min.',
        // P2
        'OPA, mouth corner-jaw angle. No NPA.',
        'In over blade.',
        'Recheck chest, sats, HR.',
        'Chest up, sats 94.',
      ],
    },
  ],
  errors: [
    // P0
    {
      name: 'delay: tests, a non-rebreather or waiting for anaesthetics',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        "Bloods, a gas and the trauma films first, then we'll deal with his breathing.",
        "Non-rebreather at 15 litres and we'll see if his sats come up over the next few minutes.",
        'Anaesthetics can do the airway when they get here; until then I will watch the monitor.',
      ],
    },
    {
      name: 'neck moved: towel under the head, collar off and tilted, head turned',
      item: 'BMV-3',
      phase: 0,
      lead: [
        'Apnoeic, sats 78: trauma call and an anaesthetist now, please.',
        "I'm at the head of the trolley.",
      ],
      phrasings: [
        'Slide a folded towel under his head so we get a proper sniffing position.',
        'Take the collar and blocks off and tilt his head back, I need to see his airway.',
        'Turn his head to the side so the blood runs out of his mouth.',
      ],
    },
    {
      name: 'bag too small for an adult-sized teenager',
      item: 'BMV-9',
      phase: 0,
      lead: [
        'Apnoeic, sats 78: trauma call and an anaesthetist now, please.',
        "I'm at the head of the trolley.",
        'Nurse, hold his head in line, neutral, no pillow.',
        'Yankauer to the blood in his mouth, under vision.',
        'Adult mask, bridge of nose to chin cleft.',
      ],
      phrasings: [
        "Give me the paediatric 500 ml bag, he's still a child.",
        "I'll use the little neonatal bag, it's the one that's already set up.",
      ],
    },
    // P1
    {
      name: 'head tilt-chin lift with the spine not cleared',
      item: 'BMV-4',
      phase: 1,
      phrasings: [
        'Head tilt and chin lift, that always works best.',
        "I'll push his forehead back with one hand and lift his chin with the other; his neck is probably fine, he moved his arms on the pitch.",
        'Tip the head back a little and pull the chin up to open things.',
      ],
    },
    {
      name: 'mask over the mouth or the nose only',
      item: 'BMV-12',
      phase: 1,
      lead: ['Jaw thrust only, fingers behind the angles of the jaw.'],
      phrasings: [
        "Mask over his mouth alone; he isn't breathing, so his nose doesn't matter.",
        "I'll put the mask only over his nose and keep the mouth free so the blood can drain.",
      ],
    },
    {
      name: 'no E-C grip and no second person despite a leak',
      item: 'BMV-13',
      phase: 1,
      lead: [
        'Jaw thrust only, fingers behind the angles of the jaw.',
        'Mask narrow end over the nose, covering nose and mouth, off the eyes.',
      ],
      phrasings: [
        'I press my whole hand down flat over the mask and the nurse squeezes.',
        "It's leaking round the side but I'll keep holding it one-handed, no need for a second person.",
        "I'll grab the mask in my fist and push.",
      ],
    },
    {
      name: 'leak accepted',
      item: 'BMV-14',
      phase: 1,
      lead: [
        'Jaw thrust only, fingers behind the angles of the jaw.',
        'Mask narrow end over the nose, covering nose and mouth, off the eyes.',
      ],
      phrasings: [
        'A bit of air escaping at the cheek is fine, just squeeze harder to make up for it.',
        "Hold the mask loosely on his face, I don't want to push on an injured neck.",
        "There's a hiss at the cheek with every squeeze; ignore it and keep going.",
      ],
    },
    {
      name: 'mask pressed down, jaw left to drop',
      item: 'BMV-17',
      phase: 1,
      lead: [
        'Jaw thrust only, fingers behind the angles of the jaw.',
        'Mask narrow end over the nose, covering nose and mouth, off the eyes.',
        'Two-person: two-handed E-C grip with a tight seal.',
      ],
      phrasings: [
        'I just press the mask down onto his face with both hands and let his jaw sit where it is.',
        "I'll hold the mask on with my fingertips on the plastic only; the jaw can hang.",
        'Pushing the mask down into his face now, not bothering with the jaw any more.',
      ],
    },
    {
      name: 'squeezes too big and too hard',
      item: 'BMV-18',
      phase: 1,
      lead: [
        'Jaw thrust only, fingers behind the angles of the jaw.',
        'Mask narrow end over the nose, covering nose and mouth, off the eyes.',
        'Two-person, two-handed E-C grip, tight seal, jaw lifted into the mask.',
      ],
      phrasings: [
        "Squeeze the whole bag hard with both hands until it's empty, he's a big lad.",
        'Quick hard squeezes, as much air as the bag holds, every single time.',
      ],
    },
    {
      name: 'hyperventilation with equal pupils, or far too slow',
      item: 'BMV-19',
      phase: 1,
      lead: [
        'Jaw thrust only, fingers behind the angles of the jaw.',
        'Mask narrow end over the nose, covering nose and mouth, off the eyes.',
        'Two-person, two-handed E-C grip, tight seal, jaw lifted into the mask.',
        'Squeeze over one second until the chest just rises.',
      ],
      phrasings: [
        "Let's hyperventilate him, a breath every second and a half, to shrink the swelling in his brain.",
        "One breath every twenty seconds, we don't want to blow air into his stomach.",
      ],
    },
    // P2
    {
      name: 'nasal airway despite a suspected base-of-skull fracture',
      item: 'BMV-5',
      phase: 2,
      phrasings: [
        'Nasopharyngeal airway, 7 mm, measured nostril to tragus, well lubed.',
        "I'll slip a nasal trumpet in, it won't bother him as much if he starts to wake.",
        'Go for an NPA; the fluid from his ear is probably just blood from a cut.',
      ],
    },
    {
      name: 'poor chest rise accepted',
      item: 'BMV-20',
      phase: 2,
      lead: [
        'Oral airway sized corner of mouth to angle of jaw, inserted over a tongue depressor.',
        'Reassessing chest rise, SpO2 and heart rate.',
      ],
      phrasings: [
        "The chest barely lifts but his sats are 82 and steady, that'll do until he's tubed.",
        "Only a flicker of chest movement, but the bag feels fine so we're ventilating okay.",
        "I can't really see his chest rise under the sheet, I'll assume it's working.",
      ],
    },
  ],
  utterances: [],
};
