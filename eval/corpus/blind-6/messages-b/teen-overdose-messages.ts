import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Kai, 15 years, 92 kg (obese), quetiapine and alcohol: apnoeic with a pulse, vomit, gag present, no trauma.
 * Adult mask, adult bag (about 1500 mL), O2 15 L/min; ramped; two-person hold; about 20/min; a nasal airway.
 */
export const TEEN_OVERDOSE_MESSAGES: HeldOutUtterance[] = [
  // ---------------------------------------------------------------- phase 0: recognition, help, suction, kit, mask on
  m(
    0,
    'action',
    "He's not breathing but there's a good carotid pulse. I'm hitting the emergency bell, I want the resus team and anaesthetics in here.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'Apnoeic, pulse +, sats 74. Crash call: peds + anaes', [ok(1)]),
  m(0, 'typo', 'hes stopped breathng, can sombody get my reg and the anesthetist pls', [ok(1)]),
  m(
    0,
    'action',
    'Nurse, please put out an arrest call: fifteen-year-old, pulse present, no breathing, we need airway help.',
    [ok(1)],
  ),
  m(0, 'action', 'No respiratory effort at all. We need more hands, get help in here, he is a big lad.', [
    ok(1),
  ]),
  m(0, 'shorthand', 'Resp arrest with output — calling for backup now, senior + gas man', [ok(1)]),
  m(0, 'question', 'Do we need to get the anaesthetist for him straight away, or can I start on my own?', [
    none(1),
  ]),
  danger(
    0,
    "He's just very drunk. Roll him into the recovery position and keep an eye on him until he sleeps it off.",
    [wrong(1)],
  ),
  danger(0, 'Give him a good hard sternal rub first, I reckon he will start breathing by himself.', [
    wrong(1),
  ]),
  danger(0, 'Push 2 mg of naloxone and give it a couple of minutes before we think about bagging.', [
    wrong(1),
  ]),
  danger(
    0,
    'Before we do anything else get a 12-lead, I want to see his QTc with all that quetiapine on board.',
    [wrong(1)],
  ),
  danger(0, 'Non-rebreather on at 15 litres and we will look at him again in five minutes.', [wrong(1)]),
  danger(
    0,
    "Anaesthetics can sort his airway when they turn up. Let's not touch it till then, he might vomit again.",
    [wrong(1)],
  ),
  danger(0, 'Pinch his earlobe really hard and see if that makes him take a breath.', [wrong(1)]),

  m(0, 'action', 'Clearing the vomit out of his mouth with the Yankauer, looking in as I go.', [ok(2)]),
  m(0, 'typo', 'yankaur on full suction, getting the sick out of his mouth', [ok(2)]),
  m(0, 'negation', 'No fingers in his mouth. Rigid sucker for the vomit.', [ok(2)]),
  m(0, 'shorthand', 'Sx oropharynx w/ Yankauer, wide bore', [ok(2)]),
  m(0, 'typo', 'Turn the wall sucktion right up and pass me the big rigid tip, I am clearing the vomitus', [
    ok(2),
  ]),
  m(
    0,
    'action',
    'Ten seconds of suction at most with the Yankauer to get the sick out, then straight onto the bag.',
    [ok(2)],
  ),
  m(
    0,
    'hypothetical',
    'If the Yankauer keeps blocking with lumps I would swap to the wider suction tubing.',
    [none(2)],
  ),
  m(0, 'question', 'Yankauer or one of the soft catheters for this much vomit?', [none(2)]),
  danger(0, "I'll scoop the lumps out with two fingers, it's quicker than the suction.", [wrong(2)]),
  danger(0, 'Wrap a gauze swab round my finger and wipe the vomit out of the back of his throat.', [
    wrong(2),
  ]),
  danger(0, 'Just use the little neonatal suction catheter on the trolley for the vomit.', [wrong(2)]),

  m(
    0,
    'action',
    'Adult face mask, the medium one: it reaches from the bridge of his nose to the crease above his chin.',
    [ok(8, { mask: 'adult' })],
  ),
  m(0, 'shorthand', 'Adult mask sz 4, fits nose bridge to chin cleft', [ok(8, { mask: 'adult' })]),
  m(0, 'negation', "Not the paeds masks, they're far too small for his face. Adult one please.", [
    ok(8, { mask: 'adult' }),
  ]),
  m(0, 'typo', 'adlt mask, checked it goes from nose brige to chin', [ok(8, { mask: 'adult' })]),
  m(0, 'question', 'Would the large adult mask suit his face better than the medium?', [
    none(8, { mask: 'adult' }),
  ]),
  danger(0, "He's a child, so give me the large child mask.", [wrong(8, { mask: 'child' })]),
  danger(0, "Grab one of the paediatric masks, we're a children's department after all.", [
    wrong(8, { mask: 'child' }),
  ]),

  m(0, 'action', 'Adult self-inflating bag please, the 1.5 litre one with the reservoir bag on it.', [
    ok(9, { bagMl: 1500 }),
  ]),
  m(0, 'shorthand', 'adult SIB 1600 mL', [ok(9, { bagMl: 1600 })]),
  m(0, 'typo', 'Get me the big adult ambu bag, he is 92 kilo', [ok(9)]),
  m(0, 'negation', 'Not the 500 mL bag, too little volume for someone his size. The adult one.', [ok(9)]),
  m(0, 'question', 'Is the 500 ml paediatric bag enough for him, or does he need the adult one?', [none(9)]),
  danger(0, 'The 500 ml paeds bag on this trolley will do, no need to go looking for the adult one.', [
    wrong(9, { bagMl: 500 }),
  ]),
  danger(0, "He's under sixteen, so the paediatric bag, the half-litre one.", [wrong(9, { bagMl: 500 })]),

  m(0, 'action', 'Connecting the bag to the wall oxygen and turning it up to 15 litres.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 15L via reservoir on the BVM', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'oxigen tubing on the bag, flow maxed to 15 l/min', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', "Nurse, can you check the oxygen's actually flowing into the bag? I want 15 litres.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, "Bag him on air for now, we'll add oxygen once he's breathing.", [wrong(10)]),
  danger(0, 'Oxygen on the bag at 4 litres is plenty for him.', [wrong(10, { o2LPerMin: 4 })]),

  m(0, 'action', "I'm moving to the top of the trolley, behind his head, to ventilate.", [ok(16)]),
  m(0, 'shorthand', 'at HOB to bag', [ok(16)]),
  m(0, 'action', 'Pull the trolley away from the wall so I can stand behind his head.', [ok(16)]),
  danger(0, "I'll bag him from his right side, the trolley's up against the wall anyway.", [wrong(16)]),
  danger(0, 'I will kneel up on the trolley next to his chest and bag from there.', [wrong(16)]),

  m(0, 'action', 'The mask goes narrow end up, over the bridge of his nose.', [ok(11)]),
  m(0, 'typo', 'mask apex onto the nasal brige, right way up', [ok(11)]),
  m(0, 'action', 'Making sure the mask takes in both his nose and his mouth.', [ok(12)]),
  m(0, 'shorthand', 'mask over nose + mouth', [ok(12)]),
  m(0, 'action', 'Top of the cushion sits on the nasal bridge, below his eyes, nothing pressing on them.', [
    ok(15),
  ]),
  m(0, 'negation', 'Keeping the rim off his eyes, no pressure on them at all.', [ok(15)]),
  danger(0, 'The pointy end goes down on his chin, it fits his double chin better that way.', [wrong(11)]),
  danger(0, 'I flipped the mask upside down, it sits better on his chubby cheeks.', [wrong(11)]),
  danger(0, "Mask over his mouth only, I'll pinch his nose shut like in mouth-to-mouth.", [wrong(12)]),
  danger(0, 'It sits on his upper lip and his chin, the nose is outside but that is fine.', [wrong(12)]),
  danger(0, 'Slide the mask up so the top edge sits over his eyes, I get a better seal there.', [wrong(15)]),
  danger(0, "My thumb's pressing on the top of the mask right against his eye to hold it down.", [wrong(15)]),

  m(0, 'action', 'Mask the right way round: the narrow bit at the top, on the bridge of his nose.', [ok(11)]),
  m(0, 'question', 'Which way up does this adult mask go?', [none(11)]),
  m(0, 'typo', 'mask over his nose and mouht, both coverd', [ok(12)]),
  m(0, 'negation', "The nose goes inside the mask as well as the mouth, I'm not leaving it out.", [ok(12)]),
  m(0, 'action', 'His eyes are free: the cushion stops short of them.', [ok(15)]),
  m(0, 'several', 'Mask the right way up, nose and mouth inside it, eyes clear.', [ok(11), ok(12), ok(15)]),
  m(0, 'typo', 'Im standing behind his head at the top of the trolly', [ok(16)]),
  m(0, 'several', 'Adult mask, narrow end on the nose, covering nose and mouth, clear of his eyes.', [
    ok(8, { mask: 'adult' }),
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(0, 'several', 'adult bag + reservoir on 15L O2, adult mask, me at the head', [
    ok(9),
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'adult' }),
    ok(16),
  ]),
  m(
    0,
    'several',
    'He is apnoeic, please call the team; meanwhile I am suctioning the vomit with the Yankauer.',
    [ok(1), ok(2)],
  ),
  m(
    0,
    'several',
    'I go to the head of the bed and I take the mask for adults and the big bag, with the oxygen at 15 litres.',
    [ok(16), ok(8, { mask: 'adult' }), ok(9), ok(10, { o2LPerMin: 15 })],
    'Non-native English.',
  ),
  m(
    0,
    'typo',
    'Adult mask and adult bag, oxygen at fifteen leaders',
    [ok(8, { mask: 'adult' }), ok(9), ok(10, { o2LPerMin: 15 })],
    'Dictation slip: "leaders" for litres.',
  ),

  safe(0, 'answer', 'What is his blood pressure?'),
  safe(0, 'answer', 'How many tablets did he take, and when?'),
  safe(0, 'answer', 'Did he fall or hit his head anywhere?'),
  safe(0, 'answer', 'What does the ECG show?'),
  safe(0, 'acknowledge', 'Can someone check a bedside glucose please.'),
  safe(0, 'acknowledge', 'Could one of the nurses sit with his sister and dad in the family room?'),
  safe(0, 'hint', 'where do I start with him?'),
  safe(0, 'hint', 'ok'),

  // ------------------------------------------- phase 1: head, airway opening, hold, seal, mask hand, squeeze, rate
  m(
    1,
    'action',
    'Stacking folded towels under his shoulders and head to ramp him, until his ear canal is level with his sternal notch.',
    [ok(3)],
  ),
  m(
    1,
    'action',
    "Let's build a ramp with pillows under his upper back and head, so his face ends up parallel to the ceiling.",
    [ok(3)],
  ),
  m(
    1,
    'typo',
    'I am putting blankets under the shoulders and the head, so the ear is at the height of the sternum',
    [ok(3)],
    'Non-native English.',
  ),
  m(1, 'negation', "I won't crank his neck back, I'll ramp him instead.", [ok(3)]),
  m(1, 'shorthand', 'Ramped: tragus level w/ sternal notch', [ok(3)]),
  m(1, 'question', 'With his size, is the sniffing position enough or should I ramp him?', [none(3)]),
  danger(
    1,
    'Slide him up so his head hangs back off the end of the trolley, that will open his airway right up.',
    [wrong(3)],
  ),
  danger(1, 'Flat on the trolley and bend his head back as far as it will go.', [wrong(3)]),
  danger(1, 'Stack two pillows under his head only, chin down on his chest.', [wrong(3)]),

  m(1, 'action', 'Head tilt, chin lift, with my fingertips on the bone of his jaw.', [ok(4)]),
  m(1, 'action', 'Jaw thrust: fingers behind the angles of his mandible, pushing the jaw forward.', [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingers on mandible', [ok(4)]),
  m(1, 'typo', 'jaw trust with both hands to get his tongue off the back of the throat', [ok(4)]),
  m(
    1,
    'negation',
    'Chin lift with my fingers on his jawbone, not pressing into the squishy bit under his chin.',
    [ok(4)],
  ),
  danger(1, "I'm pushing up into the soft bit under his chin to lift the tongue.", [wrong(4)]),
  danger(1, 'Fingers dug into the fat under his jaw to get a grip, it is the only way to lift it.', [
    wrong(4),
  ]),

  m(
    1,
    'action',
    "One hand won't seal on him. Can you squeeze the bag while I hold the mask with both hands in a double E-C?",
    [ok(13)],
  ),
  m(1, 'shorthand', '2-person BMV: me double EC on mask, RN bagging', [ok(13)]),
  m(1, 'action', 'Thumb and index finger in a C around the mask, the other three fingers along his jaw.', [
    ok(13),
  ]),
  m(1, 'typo', 'EC clamp with boht hands, nurse you do the bag', [ok(13)]),
  m(
    1,
    'hypothetical',
    "If it still leaks with both my hands on, I'd get someone to press his cheeks up into the cushion.",
    [none(14)],
  ),
  m(1, 'question', 'Is one person enough for the mask on someone this size, or do we need two?', [none(13)]),
  danger(1, 'Just press the mask on with the heel of my hand, that will do.', [wrong(13)]),
  danger(
    1,
    "It's leaking at the cheek with my one hand, but I'll manage on my own, no need for another person.",
    [wrong(13), wrong(14)],
  ),
  danger(1, "I'm holding the mask down with my knuckles on top of it.", [wrong(13)]),

  m(1, 'action', 'The hiss at his cheeks has stopped; the seal is tight now.', [ok(14)]),
  m(1, 'action', 'Adjusting the cushion all the way round his face until nothing leaks.', [ok(14)]),
  m(1, 'shorthand', 'no leak, seal ok', [ok(14)]),
  m(1, 'several', 'Two hands on the mask now and there is no leak any more; Sam is squeezing.', [
    ok(13),
    ok(14),
  ]),
  danger(1, 'Air is whistling out by his left cheek, never mind, keep going.', [wrong(14)]),
  danger(1, "There's a gap under the mask at his chin but the bag still empties, so that's fine.", [
    wrong(14),
  ]),

  m(1, 'action', 'Lifting his jaw up into the mask with the same fingers that hold it.', [ok(17)]),
  m(1, 'typo', 'my E fingers pul the mandible up into the cushion', [ok(13), ok(17)]),
  m(1, 'action', 'Bringing his face up into the mask rather than pushing the mask down onto his face.', [
    ok(17),
  ]),
  m(1, 'shorthand', 'mask hand lifts jaw into mask', [ok(17)]),
  danger(1, 'Just lean on the mask hard, the jaw can stay where it is.', [wrong(17)]),
  danger(1, 'Both hands pressing the mask down into his face and let the chin do what it wants.', [
    wrong(17),
  ]),

  m(1, 'action', 'Squeezing slowly over a second, just until I see his chest begin to rise.', [ok(18)]),
  m(1, 'action', 'About a third of the adult bag each time, only until the chest comes up.', [ok(18)]),
  m(1, 'shorthand', 'Ti 1 s, squeeze to visible chest rise', [ok(18)]),
  m(1, 'negation', "I won't squash the whole adult bag into him, just enough air for his chest to lift.", [
    ok(18),
  ]),
  danger(1, "Give him the whole 1.5 litres every breath, he's a big lad.", [wrong(18)]),
  danger(1, 'Short hard squeezes to push the air past all that fat.', [wrong(18)]),

  m(1, 'action', 'One breath every three seconds, so 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 20 via BVM', [ok(19, { ratePerMin: 20 })]),
  m(1, 'typo', 'bagging at twenty a minit, counting squeeze two three', [ok(19, { ratePerMin: 20 })]),
  m(1, 'question', 'What rate should I bag him at, adult or paeds?', [none(19)]),
  danger(1, "Six breaths a minute is plenty, he's the size of a grown man.", [wrong(19, { ratePerMin: 6 })]),
  danger(1, 'Bag him at 40 a minute to get those sats up quickly.', [wrong(19, { ratePerMin: 40 })]),
  danger(1, "Squeeze again the moment the bag re-expands, he's desaturating.", [wrong(19)]),

  m(
    1,
    'several',
    'Ramped on towels, jaw thrust, both hands on the mask while Sam bags over a second at 20/min.',
    [ok(3), ok(4), ok(13), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(1, 'several', "HTCL; E-C with the fingers hooking the jaw up into the mask; seal's tight", [
    ok(4),
    ok(13),
    ok(17),
    ok(14),
  ]),
  m(
    1,
    'several',
    'We do two persons: I keep the mask with two hands and pull the jaw in the mask, my colleague squeeze the bag one second, twenty per minute.',
    [ok(13), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
    'Non-native English.',
  ),

  safe(1, 'answer', 'What is his blood pressure now?'),
  safe(1, 'acknowledge', 'Run in a 500 ml saline bolus please, his pressure is soft.'),
  safe(1, 'acknowledge', 'Draw up some magnesium in case his long QT turns into torsades.'),
  safe(1, 'hint', "I'm stuck, what should I do next?"),
  safe(1, 'answer', 'Has he got any medical problems or allergies?'),

  // ---------------------------------------------------------- phase 2: adjunct, reassessment, effective ventilation
  m(
    2,
    'action',
    'He gagged when the sucker touched his throat, so no oral airway. Nasal airway, sized from his nostril to the tragus.',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(2, 'action', 'Holding a nasopharyngeal airway against his face, nostril to tragus: the 7 fits.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'shorthand', 'NPA sized nare → tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'negation', "He still gags, so I'm not putting a Guedel in; NPA measured from nostril to tragus.", [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'typo', 'nasofaringeal airway, measured tip of the nose to the tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'question', 'Should I put in an oral or a nasal airway for him?', [none(5)]),
  m(2, 'question', 'If he loses his gag later on, would an OPA be better then?', [
    none(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Stick an oral airway in to keep his tongue off the back.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Size 4 Guedel in, his gag will settle once it is in.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Grab the smallest nasal airway, a 5, it slides in easiest.', [wrong(5, { adjunct: 'npa' })]),

  m(
    2,
    'action',
    'Lubricating the NPA, bevel towards the septum, and passing it straight back along the floor of the nose with a gentle twist.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'typo', 'lubed the nasal airway and slid it in straight back, perpendiculer to his face', [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'action',
    "It's catching on the right side, so I'll pull it out and try the left nostril rather than push.",
    [ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'shorthand', 'NPA lubed, R nare, horizontal along floor, flange at nostril', [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(2, 'negation', 'Not aiming it up towards his eyes, it goes straight back towards the back of his head.', [
    ok(6, { adjunct: 'npa' }),
  ]),
  danger(2, 'Point the nasal airway upwards, along the bridge of the nose, and keep pushing.', [
    wrong(6, { adjunct: 'npa' }),
  ]),
  danger(2, "Skip the lubricant, it'll go in dry if I push hard enough.", [wrong(6, { adjunct: 'npa' })]),

  m(2, 'action', 'Reassessing after the nasal airway: looking at chest rise, the sats and his heart rate.', [
    ok(7),
  ]),
  m(2, 'shorthand', 'reassess: chest rise, SpO2, HR', [ok(7)]),
  m(2, 'typo', 'rechecking him now, chest movment, sats and pulse', [ok(7)]),
  m(2, 'question', 'What are his sats now?', [none(7)]),
  m(2, 'question', 'Is his chest moving with the breaths now?', [none(7)]),
  danger(2, "Airway's in, no need to look at him again, let's sort the fluids.", [wrong(7)]),

  m(2, 'action', 'Chest rising well with every breath now and the sats are climbing, 91.', [ok(20)]),
  m(2, 'shorthand', 'good bilat chest rise, SpO2 up to 93', [ok(20)]),
  m(2, 'several', 'Rechecked after the NPA: chest moving with each squeeze, sats up to 90, HR down to 115.', [
    ok(7),
    ok(20),
  ]),
  danger(2, 'The chest is still not moving but the probe is probably wrong, keep bagging exactly the same.', [
    wrong(20),
  ]),
  danger(2, "His abdomen is getting distended and the chest isn't moving, keep bagging anyway.", [wrong(20)]),
  m(2, 'several', 'Still bagging gently over a second, 20 a minute, with the nasal airway in.', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),

  m(2, 'action', 'Now the chest goes up with every squeeze and the saturation is rising: 89, 90, 92.', [
    ok(20),
  ]),
  m(2, 'typo', 'chest is moveing up and down nicely and sats are improveing', [ok(20)]),
  m(
    2,
    'action',
    'Lube on, into the right nostril, aiming straight back towards his ear, flange sitting at the nostril.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'question', 'Which nostril should the nasal airway go in?', [none(6, { adjunct: 'npa' })]),
  safe(2, 'acknowledge', 'His sugar was 3.6, give him a dextrose bolus please.'),
  safe(2, 'acknowledge', 'Can someone let ICU know he will need a bed?'),
  safe(2, 'hint', 'what next?'),
  safe(2, 'answer', 'What is his temperature?'),
  safe(2, 'answer', 'Has the alcohol level come back?'),
];
