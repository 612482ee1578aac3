import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * The new case: Sami, 6 y, 20 kg, pulled from a pool, apnoeic with a pulse, water and froth in the mouth, no gag,
 * no neck injury. Phases: 0 help, suction, kit, head of the bed; 1 head, airway, mask; 2 bagging, adjunct, reassessment.
 */
export const POOL_MESSAGES: HeldOutUtterance[] = [
  // ---- phase 0: recognition and help, suction, equipment, head of the bed
  m(0, 'action', "He's apnoeic but has a pulse. Call for help, I need the resus team and anaesthetics.", [
    ok(1),
  ]),
  m(0, 'shorthand', 'not breathing, +pulse. 2222 peds arrest team pls', [ok(1)]),
  m(0, 'typo', 'hes not breathin, someone get help NOW', [ok(1)]),
  m(0, 'action', 'Recognise apnoea, press the emergency bell.', [ok(1)]),
  m(0, 'action', 'Nurse can you put out a paediatric emergency call and get the senior.', [ok(1)]),
  m(0, 'action', 'We shout for help and I start airway.', [ok(1)]),
  danger(
    0,
    "Put him in the recovery position and wait for the water to drain out, then we'll see if he breathes.",
    [wrong(1)],
  ),
  danger(0, 'Rub his chest and flick his feet to try and get him breathing first', [wrong(1)]),
  danger(0, "let's warm him up first and see if he starts breathing once he's not so cold", [wrong(1)]),
  danger(0, "I'll go and find the paeds bag in the other bay, hold on", [wrong(1)]),
  danger(0, 'Give him a sec, the lifeguard said he took a breath by the pool, watch him', [wrong(1)]),
  m(0, 'question', 'Has anyone called the team yet?', [none(1)]),

  m(0, 'action', 'I suction the water and froth out of his mouth with the Yankauer.', [ok(2)]),
  m(0, 'shorthand', 'yankauer suction, clear froth from oropharynx', [ok(2)]),
  m(0, 'typo', 'suction the mouth out with the yankeur quick', [ok(2)]),
  m(0, 'typo', 'Yankee or sucker to the mouth please', [ok(2)], 'voice dictation of "Yankauer"'),
  m(0, 'negation', 'No finger sweep, suction only.', [ok(2)]),
  m(
    0,
    'negation',
    "I won't try to get water out of his lungs, I just suction the mouth quickly and go on to ventilate.",
    [ok(2)],
  ),
  m(0, 'action', 'Quick suction of the mouth with a large bore catheter, 12 French.', [ok(2)]),
  danger(0, 'Do a couple of abdominal thrusts to get the water out of him before we bag.', [wrong(2)]),
  danger(0, 'Lift him up by the legs and let the water drain out of his lungs', [wrong(2)]),
  danger(0, 'I sweep my finger round his mouth to get the froth out', [wrong(2)]),
  danger(0, 'Push on his tummy to squeeze the water out', [wrong(2)]),
  danger(
    0,
    'clear his mouth with a 5 French feeding tube, its all we have open',
    [wrong(2)],
    'far too small for water and froth',
  ),
  danger(
    0,
    "I'll keep suctioning until all the froth stops coming, then bag him",
    [wrong(1)],
    'froth from the lungs keeps coming; suctioning it out first delays ventilation',
  ),
  m(0, 'hypothetical', "If he vomits I'd turn him on his side and suction.", [none(2)]),
  m(0, 'question', 'Should I suction first or just start bagging?', [none(2)]),

  m(0, 'action', 'I take the child mask, it fits from the bridge of his nose to the chin cleft.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'shorthand', 'paeds mask, the medium child one', [ok(8, { mask: 'child' })]),
  m(0, 'typo', 'the medum childs mask pls', [ok(8, { mask: 'child' })]),
  m(0, 'action', 'Size the mask on his face: nose bridge to chin, the child one fits.', [
    ok(8, { mask: 'child' }),
  ]),
  danger(0, 'Give me the adult mask, it will cover everything', [wrong(8, { mask: 'adult' })]),
  danger(0, 'infant mask is fine for him', [wrong(8, { mask: 'infant' })]),
  m(0, 'question', 'What size mask for a six year old?', [none(8)]),

  m(0, 'action', 'I use a 500 mL self-inflating bag.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'SIB 500 w reservoir', [ok(9, { bagMl: 500 })]),
  m(0, 'action', "He's 20 kilos so the one-litre self-inflating bag is fine, I'll squeeze it carefully.", [
    ok(9, { bagMl: 1000 }),
  ]),
  m(0, 'typo', 'paediatric ambu bagg please, the 500 one', [ok(9, { bagMl: 500 })]),
  danger(0, 'the little 250 ml baby bag will do', [wrong(9, { bagMl: 250 })]),
  danger(0, 'Grab the neonatal bag from the resuscitaire', [wrong(9)]),
  m(0, 'question', 'Do we use the child bag or the adult one at his size?', [none(9)]),

  m(0, 'action', 'Connect the bag to oxygen at 15 litres per minute.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 15L, reservoir inflated', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'put the oxygen on fiftheen litres to the bag', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Oxygen through the bag at twelve litres a minute.', [ok(10, { o2LPerMin: 12 })]),
  danger(0, "No oxygen yet, we'll just bag with air for now", [wrong(10)]),
  danger(0, 'hook the bag up to oxygen at 3 litres', [wrong(10, { o2LPerMin: 3 })]),
  m(0, 'question', 'How many litres of oxygen should the bag be on?', [none(10)]),

  m(0, 'action', 'I go to the head of the trolley to ventilate.', [ok(16)]),
  m(0, 'shorthand', 'me @ head of bed', [ok(16)]),
  m(0, 'typo', 'standing at teh top of the bed behind his head', [ok(16)]),
  m(0, 'action', 'I move behind his head, the nurse takes the side.', [ok(16)]),
  danger(0, 'I stay on his right side by his chest and bag from there', [wrong(16)]),
  danger(0, "I'll kneel beside him at the side of the trolley, easier to reach", [wrong(16)]),

  m(0, 'several', 'Call for help, suction the mouth with a Yankauer, child mask and 500 ml bag on 15 L O2.', [
    ok(1),
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'several', 'child mask + 500mL SIB + O2 15 L/min, standing at the head', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  m(0, 'several', 'We suction the froth, nobody sweeps a finger in, then I go to the head of the bed.', [
    ok(2),
    ok(16),
  ]),
  danger(0, 'Heimlich to get the water out, then adult mask and bag', [
    wrong(2),
    wrong(8, { mask: 'adult' }),
  ]),
  danger(0, 'neonatal bag on room air, I bag from the side', [wrong(9), wrong(10), wrong(16)]),
  m(
    0,
    'action',
    'Er ist apnoisch, I call help and take suction, the Yankauer, for the water in the mouth.',
    [ok(1), ok(2)],
    'non-native English',
  ),

  safe(0, 'answer', 'How long was he under the water?'),
  safe(0, 'answer', 'Did he dive in or hit his head at all?'),
  safe(0, 'answer', "What's his temperature?"),
  safe(0, 'acknowledge', 'Get his wet clothes off and dry him, and put warm blankets on.'),
  safe(0, 'hint', 'next step?'),
  safe(0, 'hint', 'not sure what to do first'),
  safe(0, 'answer', 'How much does he weigh?'),
  safe(0, 'acknowledge', "Can someone look after dad and tell him we're helping Sami breathe?"),

  // ---- phase 1: head position, opening the airway, mask placement and hold
  m(1, 'action', 'I put his head in the sniffing position with a folded towel under the occiput.', [ok(3)]),
  m(1, 'shorthand', 'sniff pos, ext auditory meatus level w sternal notch', [ok(3)]),
  m(1, 'negation', 'Head neutral-ish, sniffing, not hyperextended.', [ok(3)]),
  m(1, 'typo', 'put the head in snifing position', [ok(3)]),
  danger(1, 'Extend his neck all the way back to straighten the airway', [wrong(3)]),
  danger(1, "Tilt the head back as far as it'll go", [wrong(3)]),
  m(1, 'question', 'Do I need a shoulder roll for a six year old?', [none(3)]),

  m(1, 'action', 'No neck injury, he just slipped, so I do a head tilt-chin lift.', [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingers on bony mandible', [ok(4)]),
  m(1, 'action', 'I open the airway with a jaw thrust, fingers behind the angles of the jaw.', [ok(4)]),
  m(1, 'typo', 'hed tilt chin lift to open the airway', [ok(4)]),
  m(
    1,
    'negation',
    "No c-spine concerns here, witnessed slip, so I'm happy with a chin lift, keeping off the soft tissue.",
    [ok(4)],
  ),
  danger(1, 'I press my fingers into the soft bit under his chin to push the tongue up', [wrong(4)]),
  danger(1, 'thumb hooked under the chin in the soft part, pushing up hard', [wrong(4)]),
  m(1, 'question', 'Head tilt chin lift or jaw thrust, is the neck ok?', [none(4)]),

  m(1, 'action', 'I put the mask on with the narrow end over the bridge of the nose.', [ok(11)]),
  m(1, 'shorthand', 'mask apex -> nasal bridge, base -> chin', [ok(11)]),
  m(1, 'typo', 'mask the rigth way up, pointy end to the nose', [ok(11)]),
  danger(1, 'mask on upside down, wide end over his nose', [wrong(11)]),
  danger(1, 'I turn the mask round so the narrow part sits on his chin, fits better', [wrong(11)]),

  m(1, 'action', 'The mask covers his nose and his mouth completely.', [ok(12)]),
  m(1, 'shorthand', 'mask over nose + mouth', [ok(12)]),
  m(1, 'typo', 'make sure it covers the mouht and nose', [ok(12)]),
  danger(1, 'The froth is coming out of his nose so I just put the mask over his mouth.', [wrong(12)]),
  danger(1, 'mask on the mouth only, nose left out', [wrong(12)]),

  m(
    1,
    'action',
    'I hold the mask with an E-C clamp: thumb and index finger on the mask, three fingers on the jaw.',
    [ok(13)],
  ),
  m(1, 'shorthand', 'EC grip', [ok(13)]),
  m(1, 'typo', 'E C clamp with my left hnd', [ok(13)]),
  m(
    1,
    'action',
    'The seal is poor, so we go two-person: I hold the mask with both hands and the nurse squeezes the bag.',
    [ok(13)],
  ),
  danger(1, 'I hold the mask down with my palm flat on top of it', [wrong(13)]),
  danger(1, "Big leak, but there's nobody free, I carry on one-handed as it is", [wrong(13), wrong(14)]),
  m(1, 'hypothetical', 'If the seal is bad I would switch to a two-handed hold with someone else bagging.', [
    none(13),
  ]),

  m(1, 'action', 'I check there is a tight seal all the way round, no leak.', [ok(14)]),
  m(1, 'shorthand', 'good seal, no leak', [ok(14)]),
  m(1, 'typo', 'tight seel on his face', [ok(14)]),
  danger(1, 'air is hissing out at the cheek but never mind, keep going', [wrong(14)]),
  m(1, 'question', 'How do I know if the seal is good enough?', [none(14)]),

  m(1, 'action', 'I keep the top of the mask on the bridge of his nose so it does not press on his eyes.', [
    ok(15),
  ]),
  m(1, 'negation', 'Nothing pressing on the eyes.', [ok(15)]),
  m(1, 'shorthand', 'eyes clear of mask', [ok(15)]),
  danger(1, 'the mask rests on his eyes a little, thats ok', [wrong(15)]),
  danger(1, 'I steady the mask with my thumb pushing on his eye socket', [wrong(15)]),

  m(1, 'action', 'With the same hand that holds the mask I lift his jaw up into it.', [ok(17)]),
  m(1, 'shorthand', 'mask hand lifts jaw into mask', [ok(17)]),
  m(1, 'action', 'I pull the face up to the mask rather than pushing the mask down into the face.', [ok(17)]),
  m(1, 'typo', 'keep the airway open with my mask hnad, lifting the mandibel', [ok(17)]),
  danger(1, 'I push the mask down hard into his face to seal it and let the jaw sag', [wrong(17)]),
  m(1, 'question', 'Which hand keeps the airway open while I squeeze?', [none(17)]),

  m(
    1,
    'several',
    'Sniffing position, head tilt chin lift, mask over nose and mouth, EC clamp, good seal, off the eyes.',
    [ok(3), ok(4), ok(12), ok(13), ok(14), ok(15)],
  ),
  m(1, 'several', 'mask on right way up covering mouth and nose', [ok(11), ok(12)]),
  m(1, 'several', 'EC clamp with the 3 fingers lifting the jaw into the mask, tight seal', [
    ok(13),
    ok(17),
    ok(14),
  ]),
  m(1, 'several', 'Jaw thrust and neutral head, not extending the neck.', [ok(4), ok(3)]),
  m(1, 'several', 'We place the mask apex on the nasal bridge, away from the eyes.', [ok(11), ok(15)]),
  danger(1, 'hyperextend the neck and press under his chin in the soft bit', [wrong(3), wrong(4)]),
  danger(1, 'mask upside down over his mouth only', [wrong(11), wrong(12)]),
  m(
    1,
    'action',
    'I do the chin lift, is correct?, and the mask is covering nose and mouth.',
    [ok(4), ok(12)],
    'non-native English; the question asks for confirmation of an action done',
  ),

  safe(1, 'hint', 'what next'),
  safe(1, 'answer', 'Any past medical history?'),
  safe(1, 'acknowledge', 'Can someone get a second IV in and check a blood sugar?'),
  safe(1, 'answer', 'Did the lifeguard give any breaths?'),
  safe(1, 'hint', 'stuck'),

  // ---- phase 2: squeeze, rate, adjunct, reassessment, effective ventilation
  m(2, 'action', 'I squeeze the bag over one second, only until the chest starts to rise.', [ok(18)]),
  m(2, 'shorthand', 'Ti ~1s, just enough for chest rise', [ok(18)]),
  m(2, 'negation', 'Gentle breaths, not big ones, his tummy is already full of water.', [ok(18)]),
  m(2, 'typo', 'sqeeze gently over 1 sec till the chest rises', [ok(18)]),
  danger(2, 'Squeeze really hard to push the water out of his lungs', [wrong(18)]),
  danger(2, "His lungs are stiff so I give big full squeezes of the one litre bag, as much as it'll give", [
    wrong(18),
  ]),
  m(2, 'hypothetical', 'If his belly keeps distending I would give smaller breaths.', [none(18)]),

  m(2, 'action', 'I give one breath every three seconds, 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(2, 'shorthand', 'BVM q3s', [ok(19, { ratePerMin: 20 })]),
  m(2, 'action', 'Rate of about twenty-four a minute.', [ok(19, { ratePerMin: 24 })]),
  m(2, 'typo', 'ventilating at 20 breths/min', [ok(19, { ratePerMin: 20 })]),
  m(2, 'action', 'One breath every 2 seconds, 30 a minute.', [ok(19, { ratePerMin: 30 })]),
  danger(2, 'Bag him at 40 a minute, he needs to blow off CO2', [wrong(19, { ratePerMin: 40 })]),
  danger(2, 'as fast as I can squeeze', [wrong(19)]),
  danger(2, 'ten breaths a minute is enough for him', [wrong(19, { ratePerMin: 10 })]),
  m(2, 'question', 'Is 20 a minute right for a 6 year old?', [none(19)]),

  m(2, 'action', 'No gag reflex, so I measure an OPA from the corner of the mouth to the angle of the jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA measured mouth corner to jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'sizing an oral airway fron the corner of the mouth to the angel of the jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'action', 'I measure a nasal airway from the nostril to the tragus.', [ok(5, { adjunct: 'npa' })]),
  danger(2, "Just grab the largest Guedel, bigger's safer", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'oral airway measured from his lips to his earlobe', [wrong(5, { adjunct: 'opa' })]),
  m(2, 'question', 'OPA or NPA for him?', [none(5)]),

  m(2, 'action', 'I insert the OPA using a tongue depressor, following the curve of the tongue.', [ok(6)]),
  m(2, 'shorthand', 'OPA in, tongue depressor, concave down', [ok(6)]),
  m(2, 'action', 'I lube the NPA and slide it gently straight back along the floor of the nostril.', [ok(6)]),
  m(2, 'typo', 'insert the guedel with a tounge depresor', [ok(6)]),
  danger(2, 'I force the OPA in even though it keeps pushing his tongue back', [wrong(6)]),
  danger(2, 'Jam the nasal airway in pointing up toward his eye', [wrong(6)]),

  m(2, 'action', 'After the OPA I look again at chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'shorthand', 'reassess CR/SpO2/HR after each step', [ok(7)]),
  m(2, 'typo', 'recheck chest rise and sats and HR agian', [ok(7)]),
  m(2, 'action', 'We reassess: is the chest moving, what are the sats and the heart rate doing?', [ok(7)]),
  m(2, 'question', 'What is his heart rate now?', [none(7)]),
  danger(2, "I won't recheck anything, I'll just keep bagging until the team arrives", [wrong(7)]),

  m(2, 'action', 'The chest rises with every breath and his sats are coming up: effective ventilation.', [
    ok(20),
  ]),
  m(2, 'shorthand', 'good chest rise, SpO2 rising', [ok(20)]),
  m(2, 'typo', 'chest movin well now and sats climbing', [ok(20)]),
  m(2, 'action', 'Breaths are going in well, chest up each time, saturations up to 90.', [ok(20)]),
  danger(2, "The chest doesn't move with the breaths but I carry on the same, the sats will come", [
    wrong(20),
  ]),

  m(2, 'several', 'Gentle 1 s squeezes at 20/min, watching the chest rise.', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    2,
    'several',
    'OPA sized corner of mouth to angle of jaw, inserted with tongue depressor, then reassess chest rise, SpO2, HR.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  m(2, 'several', 'Checked chest rise and sats after the airway went in, both better now.', [ok(7), ok(20)]),
  m(2, 'several', 'we bag q3s small volumes, chest rising, sats up', [
    ok(19, { ratePerMin: 20 }),
    ok(18),
    ok(20),
  ]),
  danger(2, 'Big hard breaths at 40 a minute to get the water out', [
    wrong(18),
    wrong(19, { ratePerMin: 40 }),
  ]),
  m(2, 'negation', "Not rotating the OPA in, he's six: tongue depressor and straight in.", [ok(6)]),
  m(2, 'negation', 'No NPA needed, no gag so OPA, sized from the mouth corner to the angle of the jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'negation', 'Not going faster than 30 a minute: one breath every 3 seconds.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(2, 'hypothetical', 'If the chest stops rising I would recheck the head position and the seal.', [
    none(7),
  ]),

  safe(2, 'acknowledge', 'Put an NG tube down to decompress his stomach once the airway is in.'),
  safe(2, 'acknowledge', 'Get a core temperature and start active warming.'),
  safe(2, 'answer', "What's the blood pressure?"),
  safe(2, 'hint', 'ok, now what?'),
  safe(2, 'acknowledge', 'Can someone send a blood gas and get a chest x-ray ordered?'),
];
