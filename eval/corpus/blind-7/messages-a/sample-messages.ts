import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/** RJ, 4 y, 18 kg, apnoeic after lorazepam: single messages, each in the phase where it makes sense. */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // Phase 0: recognition, help, suction, equipment, standing at the head, placing the mask.
  m(
    0,
    'action',
    "He isn't breathing and he's dusky. Can someone hit the emergency buzzer and get the senior team in here",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, sats 73. pull the arrest bell, need PICU + anaes', [ok(1)]),
  m(0, 'typo', 'hes apnic and desaturating, somone call for help pls', [ok(1)]),
  m(
    0,
    'action',
    'Nurse, put out a paediatric emergency call please, he has stopped breathing after the lorazepam.',
    [ok(1)],
  ),
  m(
    0,
    'several',
    'No effort at all, sats dropping. Shout for help and get the Yankauer into his mouth for that spit.',
    [ok(1), ok(2)],
  ),
  m(
    0,
    'action',
    'Respiratory arrest after benzos - I need more hands in here now, please bleep the registrar.',
    [ok(1)],
  ),
  danger(0, "Lorazepam does that, he'll come round on his own. I'll keep watching the monitor for now.", [
    wrong(1),
  ]),
  danger(0, 'Before anything, let me do a proper neuro exam and look at his pupils.', [wrong(1)]),
  danger(
    0,
    'Run in 20 ml/kg of saline first and then we can reassess his breathing',
    [wrong(1)],
    'Fluids first: ventilation delayed.',
  ),
  danger(0, "Airway isn't really my thing, let's just wait for anaesthetics to arrive and do it", [wrong(1)]),
  danger(0, 'Give him a good shake, he might just be deeply asleep', [wrong(1)]),
  safe(0, 'answer', "What's his temperature?"),
  safe(0, 'answer', 'How much does he weigh?'),
  safe(0, 'answer', 'Is the IV still working?'),
  safe(0, 'hint', 'ok, what now'),
  safe(0, 'hint', "I'm stuck"),
  safe(0, 'acknowledge', 'Can somebody stay with his mum and explain what we are doing'),
  safe(0, 'answer', 'When did he get the second lorazepam?'),
  safe(0, 'acknowledge', 'Someone please write down the times for me as we go'),

  m(0, 'action', 'Suction first: Yankauer into the mouth, only where I can see the tip.', [ok(2)]),
  m(0, 'shorthand', 'sx oropharynx w rigid sucker', [ok(2)]),
  m(0, 'action', "I'll clear his mouth with a 10 French catheter, no deeper than I can see", [ok(2)]),
  m(0, 'typo', 'young cower suction to the mouth please', [ok(2)], 'Dictation slip for Yankauer.'),
  m(0, 'negation', 'Not putting my finger in to scoop it, sucker only', [ok(2)]),
  m(
    0,
    'action',
    'We suck out the saliva pooling at the back of his mouth with the wide-bore sucker, under vision.',
    [ok(2)],
  ),
  danger(0, "I'll scoop the saliva out with two fingers, quicker than setting up suction", [wrong(2)]),
  danger(0, 'Pass me the thinnest catheter we have, the 6 Fr, softer on his mouth', [wrong(2)]),
  danger(
    0,
    'Feed the catheter blind down past the tongue as far as it goes and keep sucking till nothing more comes up',
    [wrong(2)],
  ),
  m(0, 'question', 'What size of suction catheter would you use in a four year old?', [none(2)]),

  m(
    0,
    'action',
    'Child size face mask please - the one that sits from the bridge of his nose to the crease of his chin.',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'several', "Picked the paediatric mask, nose bridge to chin, doesn't touch his eyes", [
    ok(8, { mask: 'child' }),
    ok(15),
  ]),
  m(0, 'shorthand', 'child mask + 500 SIB', [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 })]),
  danger(0, 'Grab the infant mask, a smaller one seals better on a little face', [
    wrong(8, { mask: 'infant' }),
  ]),
  danger(0, 'Just use the adult mask, it is the only one out of its packet', [wrong(8, { mask: 'adult' })]),
  m(0, 'question', 'Which mask size do we need for him?', [none(8)]),
  m(0, 'typo', 'chlid mask, checked size agianst his face', [ok(8, { mask: 'child' })]),

  m(0, 'action', 'I want the 500 ml self-inflating bag.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'paeds ambu, the 500 one, w/ reservoir', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'Take the 450 mL bag with the reservoir bag on the end', [ok(9, { bagMl: 450 })]),
  danger(0, 'The little 250 ml neonatal bag is enough for a kid his size', [wrong(9, { bagMl: 250 })]),
  danger(0, 'Hand me the 240 mL bag, the big one is too heavy to squeeze for long', [
    wrong(9, { bagMl: 240 }),
  ]),
  m(0, 'hypothetical', "If there isn't a 500 I suppose I'd use the adult bag and give smaller squeezes?", [
    none(9),
  ]),

  m(0, 'action', 'Connect the bag to oxygen at 15 L/min', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Oxygen tubing onto the bag and the flowmeter turned right up to fifteen litres', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 to bag, 10L', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'typo', 'hook the bag up to oh two at 12 litres a minute', [ok(10, { o2LPerMin: 12 })]),
  danger(0, "Don't bother with the oxygen tubing yet, room air through the bag will do", [wrong(10)]),
  danger(0, 'Plug the bag into the oxygen at 3 litres, no need for more', [wrong(10, { o2LPerMin: 3 })]),
  m(0, 'question', 'What flow should the oxygen be on the bag?', [none(10)]),

  m(0, 'action', "I'm going round to the top of the bed, behind his head.", [ok(16)]),
  m(0, 'action', 'Can we pull the bed off the wall so I can stand behind him', [ok(16)]),
  m(0, 'shorthand', 'me at HOB', [ok(16)]),
  danger(0, "I'll stay here by his left shoulder and bag from the side, faster than moving the bed", [
    wrong(16),
  ]),
  m(0, 'negation', "I won't try to bag from beside him - I'm getting up at the head end", [ok(16)]),

  m(0, 'action', 'Narrow end of the mask over the bridge of the nose, wide end on the chin.', [ok(11)]),
  m(0, 'action', 'pointy bit of the mask towards his forehead', [ok(11)]),
  danger(0, 'Point down on the chin, it seems to fit his face better that way round', [wrong(11)]),
  m(0, 'negation', 'Not upside down - the apex goes on his nose, not his chin', [ok(11)]),
  m(0, 'several', 'Mask apex on the nasal bridge and covering both mouth and nose', [ok(11), ok(12)]),

  m(0, 'action', 'Make sure it covers his mouth and nose.', [ok(12)]),
  m(0, 'typo', 'mask over nose adn mouth both', [ok(12)]),
  danger(0, 'Just over his mouth, his nose is full of snot anyway', [wrong(12)]),
  m(0, 'question', 'Does the mask have to include his nose too?', [none(12)]),
  m(0, 'action', 'Seal the whole of his mouth and both nostrils under the mask', [ok(12)]),
  danger(0, 'Mask only over the lips, nose left out, gives me a better grip on his chin', [wrong(12)]),
  m(0, 'shorthand', 'mask apex → nasal bridge', [ok(11)]),

  m(
    0,
    'action',
    'E-C grip: thumb and index make the C on the mask, the other three fingers go along his jawbone.',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC clamp, L hand', [ok(13)]),
  danger(0, "I'll push the mask on with my whole palm flat over it", [wrong(13)]),
  m(0, 'action', 'Two-person: I keep the mask on with both hands and the nurse does the squeezing.', [
    ok(13),
  ]),
  m(0, 'typo', 'holding the mask in a e.c. clam', [ok(13)], 'Dictation slip for E-C clamp.'),

  m(0, 'action', 'Checking all round the rim: no air escaping, the seal is tight.', [ok(14)]),
  m(0, 'shorthand', 'good seal, no leak', [ok(14)]),
  danger(0, "Air's blowing out by his left cheek but that's fine, some always leaks", [wrong(14)]),
  m(
    0,
    'several',
    'Leak at the chin, so I re-seat the mask and switch to two hands on it, nurse bagging; seal now tight',
    [ok(13), ok(14)],
  ),

  m(0, 'action', 'Keeping the rim of the mask off his eyes.', [ok(15)]),
  danger(0, "Mask is sitting a bit high on his eyelids, doesn't matter, it's sealing", [wrong(15)]),
  m(0, 'negation', 'Careful not to press on his eyes with the top of the mask', [ok(15)]),
  danger(0, 'I brace my thumb on his eye socket to hold the mask steady', [wrong(15)]),

  m(
    0,
    'several',
    "He's apnoeic - help called. Yankauer to the mouth, child mask, 500 bag on 15 L O2, I'm at the head.",
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(
    0,
    'several',
    'Mask goes on the right way round over his mouth and nose, off the eyes, EC grip and a good seal',
    [ok(11), ok(12), ok(13), ok(14), ok(15)],
  ),
  m(0, 'several', 'Nous aspirons la bouche with the Yankauer, then mask enfant and bag 500 ml', [
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
  ]),
  m(
    0,
    'several',
    'I am taking the bag of 500 and connecting to the oxygen fifteen, then I go behind the head of patient',
    [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(0, 'shorthand', 'SIB 500 on 15L, child mask, at HOB', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  m(
    0,
    'hypothetical',
    'If the mask leaks I would get a second person to squeeze while I hold it with both hands',
    [none(13)],
  ),
  m(0, 'question', 'Should I be at the side or at the head for this?', [none(16)]),

  // Phase 1: head position, opening the airway, mask hand, squeeze and rate.
  m(1, 'action', 'Head neutral, sniffing: ear canal in line with the front of his shoulder.', [ok(3)]),
  m(1, 'action', 'Small folded towel under the back of his head to get him sniffing the air', [ok(3)]),
  m(1, 'negation', 'Not overextending his neck, keeping it just neutral', [ok(3)]),
  danger(1, 'Extend his neck fully, chin pointing at the ceiling, that opens it best', [wrong(3)]),
  danger(
    1,
    'Put a big rolled towel under his shoulders like we do for babies',
    [wrong(3)],
    'A shoulder roll is for an infant; at 4 years it extends the neck.',
  ),
  danger(1, "Head's flopped forward onto his chest, just leave it there and bag", [wrong(3)]),
  m(1, 'shorthand', 'sniffing posn, HTCL', [ok(3), ok(4)]),

  m(1, 'action', 'Head tilt, chin lift, fingertips on the bony point of his chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust from behind, my fingers behind the angles of his jaw pushing it forward', [
    ok(4),
  ]),
  m(1, 'typo', 'doing a jaw thirst now', [ok(4)], 'Dictation slip for jaw thrust.'),
  danger(1, 'I press my fingers up into the soft bit under his chin to lift the tongue', [wrong(4)]),
  m(1, 'negation', 'Keeping my fingers on bone, not squashing the floor of his mouth', [ok(4)]),
  danger(1, 'Thumb pushed into the soft tissue behind his chin to lift it', [wrong(4)]),

  m(1, 'action', 'With the hand holding the mask I pull his jaw up into it', [ok(17)]),
  m(
    1,
    'several',
    'Thumb and index keep the mask down, the other three fingers lift the mandible up into the cushion',
    [ok(13), ok(17)],
  ),
  danger(
    1,
    "I'll just press the mask harder down onto his face to stop the leak, his jaw can stay where it is",
    [wrong(17)],
  ),
  m(1, 'shorthand', 'mask hand lifting jaw into mask', [ok(17)]),
  m(1, 'typo', 'using 3rd-5th fingers of my mask hand to lift the mandibel into the mask', [ok(17)]),
  m(
    1,
    'negation',
    "I'm not pushing his face down into the mattress - bringing his jaw up to the mask instead",
    [ok(17)],
  ),

  m(1, 'action', 'Gentle squeeze over one second, just until the chest rises.', [ok(18)]),
  m(1, 'typo', 'squeze slowly about 1 sec, stop when chest comes up', [ok(18)]),
  danger(1, 'Really giving it some welly, full-fisted squeezes so the air gets past his tongue', [wrong(18)]),
  danger(1, 'Quick flick squeezes, quarter of a second each', [wrong(18)]),
  m(1, 'question', 'How much of the bag do I squeeze each time?', [none(18)]),
  danger(1, 'Squeezing till my fingers meet in the middle every time so he gets a big breath', [wrong(18)]),

  m(1, 'action', 'Bagging at 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'One breath every three seconds', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 24', [ok(19, { ratePerMin: 24 })]),
  m(
    1,
    'action',
    "We're counting out loud, squeeze... release... release, about twenty-five breaths a minute",
    [ok(19, { ratePerMin: 25 })],
  ),
  danger(1, "Let's bag him at 40 a minute to get those sats up fast", [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'One breath every six seconds, same as an adult', [wrong(19, { ratePerMin: 10 })]),
  m(1, 'question', 'What rate should I bag a 4-year-old at?', [none(19)]),
  m(1, 'several', 'Each breath over a second, just to chest rise, one every 2-3 seconds', [ok(18), ok(19)]),
  m(1, 'several', 'Sniffing position, chin lift with fingers on bone, squeeze over 1 s at 20/min', [
    ok(3),
    ok(4),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'several', 'Ich mache jaw thrust, then the mask hand lift the jaw to mask, slow breath 1 second', [
    ok(4),
    ok(17),
    ok(18),
  ]),
  m(1, 'hypothetical', 'If his chest still does not rise I would reposition the head and try a jaw thrust', [
    none(3),
    none(4),
  ]),
  m(1, 'negation', 'Not hyperventilating him, staying at 20', [ok(19, { ratePerMin: 20 })]),
  safe(1, 'answer', "What's his glucose?"),
  safe(1, 'answer', 'What are his sats now?'),
  safe(1, 'answer', "What's his blood pressure?"),
  safe(1, 'hint', 'next'),
  safe(1, 'acknowledge', 'Can someone draw up a dose of levetiracetam in case he fits again'),
  safe(1, 'acknowledge', 'Please let PICU know we will need a bed'),

  // Phase 2: adjunct, reassessment, effective ventilation.
  m(2, 'action', 'Sizing an oral airway from the corner of his mouth to the angle of his jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA sized lip corner -> angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'typo',
    'measuring the gay dell from corner of mouth to jaw angle',
    [ok(5, { adjunct: 'opa' })],
    'Dictation slip for Guedel.',
  ),
  m(
    2,
    'action',
    "He's starting to withdraw, so a nasal airway instead: sized from his nostril to the tragus of his ear",
    [ok(5, { adjunct: 'npa' })],
  ),
  danger(2, 'Give me the biggest oral airway on the trolley, a bigger one holds the tongue forward better', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, "Measure the Guedel from his nose to his chin, that's close enough", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  m(2, 'question', 'Oral or nasal airway for him?', [none(5)]),

  m(
    2,
    'action',
    'Tongue depressor holds his tongue down and I slide the OPA in following the curve of the tongue.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'action', 'NPA lubed, bevel towards the middle of the nose, advanced gently backwards', [
    ok(6, { adjunct: 'npa' }),
  ]),
  danger(2, "If the OPA meets resistance, just shove harder, it'll go", [wrong(6, { adjunct: 'opa' })]),
  danger(2, "Jam the Guedel in without a tongue depressor, the tongue goes back a bit but it's fine", [
    wrong(6, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'several',
    'Guedel sized corner of mouth to angle of jaw, inserted the right way up over a tongue blade',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'negation',
    'Not tipping the NPA up toward his eyebrows, I aim it at the back of his head, horizontal',
    [ok(6, { adjunct: 'npa' })],
  ),

  m(2, 'action', 'Reassessing after the airway: chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'question', 'Are we getting chest movement with each breath?', [none(7)]),
  m(2, 'question', 'After the OPA, where are the sats and pulse at?', [none(7)]),
  danger(2, "OPA's in, so we're sorted - I'll stop checking and just keep bagging", [wrong(7)]),

  m(2, 'action', 'Chest rising with every breath and his sats are climbing into the 80s.', [ok(20)]),
  m(2, 'shorthand', 'both sides of chest moving, SpO2 86 ↑', [ok(20)]),
  danger(2, "The chest isn't moving much, but the bag is emptying so air must be going in, carry on", [
    wrong(20),
  ]),
  m(2, 'several', 'Rechecked after the Guedel: chest lifts each time, sats 90 and rising, HR 118', [
    ok(7),
    ok(20),
  ]),
  m(2, 'action', 'Sats now 94, HR 115 and the chest goes up every breath - bagging is working', [ok(20)]),
  m(2, 'typo', 'chest is rising nicley with each breth and sats going up', [ok(20)]),
  m(2, 'action', 'Checking again after putting the nasal airway in - watching the chest, sats and pulse', [
    ok(7),
  ]),
  danger(2, 'Sats stuck at 80 and no chest movement, but I will keep going the same way', [wrong(20)]),
  m(2, 'hypothetical', 'If his sats stop rising I would recheck the mask seal and the head position', [
    none(3),
    none(14),
  ]),
  m(2, 'hypothetical', 'If he starts gagging on the Guedel I would take it out and go to a nasal airway', [
    none(5),
  ]),
  safe(2, 'hint', 'what should I do next?'),
  safe(2, 'answer', 'Is he moving at all now?'),
  safe(2, 'acknowledge', "Let's get a blood gas sent when someone has a free hand"),
];
