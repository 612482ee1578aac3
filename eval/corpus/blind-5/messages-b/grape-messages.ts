import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/** Noah, 18 months, 11 kg: grape cleared by back blows, apnoeic with a pulse, saliva and grape bits, gag present. */
export const GRAPE_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: recognition, help, suction, equipment, head of the bed ----------
  m(
    0,
    'action',
    "He's not breathing but he has a pulse. Somebody call for help, I need the resus team in here now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, brachial +ve. pls put out a peds MET call', [ok(1)]),
  m(
    0,
    'action',
    'Can someone shout for the registrar and the anaesthetist please, he has stopped breathing',
    [ok(1)],
  ),
  m(0, 'typo', 'hes apneic, calling for hlep', [ok(1)]),
  m(0, 'action', 'We have an apnoeic toddler with a pulse, push the emergency buzzer', [ok(1)]),
  m(0, 'action', 'Nurse, press the crash bell and get the paeds team and anaesthesia, he is not breathing.', [
    ok(1),
  ]),
  m(0, 'typo', 'not breething, get senior help plz', [ok(1)]),
  danger(0, 'The grape is out now, he should start breathing by himself, give him a minute', [wrong(1)]),
  danger(0, 'Let me rub his sternum and see if he picks up before we start bagging', [wrong(1)]),
  danger(0, "I'll nip out and grab the baby bag from the other bay, back in a sec", [wrong(1)]),
  danger(0, 'lets just watch his chest for 30 seconds and see if he breathes', [wrong(1)]),
  danger(0, 'flick his feet, shout his name, see if he wakes up', [wrong(1)]),
  danger(0, 'Pick him up and give him to mum for a cuddle, maybe he just needs calming down', [wrong(1)]),
  m(0, 'question', 'Should I call for help first or start bagging him straight away?', [none(1)]),

  m(0, 'action', 'I suction his mouth with the Yankauer to get the saliva and the bits of grape out', [
    ok(2),
  ]),
  m(0, 'action', "I'm gonna suck out his mouth with a Yankauer, gently, and not too deep since he gags", [
    ok(2),
  ]),
  m(0, 'shorthand', 'Yankauer sx to oropharynx under direct vision', [ok(2)]),
  m(0, 'negation', 'No finger sweep, suction only.', [ok(2)]),
  m(0, 'typo', 'sack shun the mouth with a yank hour please', [ok(2)]),
  m(
    0,
    'action',
    'Nurse, switch on the wall suction and pass me the Yankauer, I will clear the grape skin out of his mouth',
    [ok(2)],
  ),
  m(0, 'action', 'we suctioned the mouth with the rigid sucker, bits of grape skin and spit came out', [
    ok(2),
  ]),
  m(0, 'negation', "I'm not putting my finger in blindly, I'll use suction for the grape pieces I can see", [
    ok(2),
  ]),
  danger(0, "I'll sweep my finger round the back of his throat and hook out the rest of the grape", [
    wrong(2),
  ]),
  danger(0, 'give him five more back blows to get the last bits out', [wrong(2)]),
  danger(0, 'turn him upside down and pat his back so the rest of the grape falls out', [wrong(2)]),
  danger(0, 'suction with the 6 Fr feeding tube, it fits in his small mouth', [wrong(2)]),
  danger(0, 'chest thrusts x5 to clear whatever is left', [wrong(2)]),
  danger(0, 'stick the yankauer right down the back until he stops gagging', [wrong(2)]),
  m(0, 'question', 'Do I need Magill forceps for the grape bits or is suction enough?', [none(2)]),
  m(
    0,
    'hypothetical',
    "If suction doesn't get the pieces I'd look in with a laryngoscope and pick them out with Magills",
    [none(2)],
  ),

  m(
    0,
    'action',
    'I pick the small child mask, it goes from the bridge of his nose to the cleft of his chin and stays off his eyes',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'action', 'Toddler size face mask please', [ok(8, { mask: 'child' })]),
  m(0, 'action', 'The infant mask fits him well, nose bridge down to the chin cleft', [
    ok(8, { mask: 'infant' }),
  ]),
  m(0, 'typo', 'small chlid mask, cheked it fits nose to chin', [ok(8, { mask: 'child' })]),
  danger(0, 'The newborn mask is fine, he is tiny', [wrong(8, { mask: 'neonate' })]),
  danger(0, "just grab the adult mask, it'll cover everything", [wrong(8, { mask: 'adult' })]),
  danger(0, "this mask is a bit big, it goes up over his eyes, but it'll do", [wrong(8), wrong(15)]),
  m(0, 'question', 'Which mask size for an 18 month old, infant or child?', [none(8)]),

  m(0, 'action', 'I take the 500 ml self-inflating bag', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'paeds BVM 450ml', [ok(9, { bagMl: 450 })]),
  m(0, 'action', "I'd rather use the flow-inflating anaesthetic bag with the manometer, I'm used to it", [
    ok(9),
  ]),
  danger(0, 'the 250 mL neonatal bag, he is only 11 kilos', [wrong(9, { bagMl: 250 })]),
  danger(0, 'Use the little preemie bag, the paeds one is too much for him', [wrong(9)]),
  m(0, 'question', 'Is 500 ml enough or do I take the big adult bag?', [none(9)]),

  m(0, 'action', 'O2 on at 15 L/min into the bag', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Connect the bag to the wall oxygen at 10 litres a minute', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'typo', 'hook the tubing to the O2 flowmeter and turn it up to fiveteen', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', 'Not bagging on room air: oxygen tubing connected, flow at 15, reservoir on', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, 'no need for oxygen yet, room air will do while we sort things out', [wrong(10)]),
  danger(0, 'put the O2 at 2 litres, he is small', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "I'll start bagging without the oxygen tubing, no time to connect it", [wrong(10)]),

  m(0, 'action', 'I move to the head of the trolley', [ok(16)]),
  m(0, 'shorthand', 'me at HOB', [ok(16)]),
  m(0, 'action', 'Standing behind his head now, the nurse can have the side', [ok(16)]),
  danger(0, "I'll bag from here at his side, no room at the head end", [wrong(16)]),
  danger(0, 'Mum can hold him on her lap and I bag from in front of them', [wrong(16)]),

  m(
    0,
    'several',
    'Call for help, Yankauer suction, small child mask and 500 ml bag on 15 L O2, I am at the head.',
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(
    0,
    'several',
    'ok so he is apneic - I call for help and suction the grape bits and spit with the yankauer',
    [ok(1), ok(2)],
  ),
  m(0, 'several', 'We connect the 500 mL bag to oxygen at ten litres and pick a toddler mask.', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 10 }),
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'several', 'Ich stehe am Kopfende and I take the 500 mL bag, oxygen 12 liter', [
    ok(16),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(0, 'several', 'I go to the head of the bed and suck out his mouth with the Yankauer, no blind sweep', [
    ok(16),
    ok(2),
  ]),
  m(0, 'shorthand', 'sx, BVM 500 + O2 15L, toddler mask, HOB', [
    ok(2),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'child' }),
    ok(16),
  ]),

  safe(0, 'hint', 'what do I do now?'),
  safe(0, 'hint', 'im stuck'),
  safe(0, 'hint', 'ok next'),
  safe(0, 'answer', 'How long ago did he choke?'),
  safe(0, 'answer', 'Did the whole grape come out?'),
  safe(0, 'answer', "What's his heart rate?"),
  safe(0, 'answer', 'how much does he weigh'),
  safe(0, 'answer', 'Does he have any medical problems or allergies?'),
  safe(0, 'acknowledge', 'Can someone please stay with mum and explain what we are doing'),
  safe(0, 'acknowledge', 'Put him on the monitor: sats probe and ECG leads'),
  safe(0, 'acknowledge', 'Check a capillary glucose please'),

  // ---------- Phase 1: head, airway opening, mask placement and hold ----------
  m(1, 'action', 'I put a thin folded towel under his shoulders and keep the head neutral', [ok(3)]),
  m(1, 'action', 'Head in sniffing position, not overextended', [ok(3)]),
  m(1, 'action', 'I line up his ear canal with the front of his shoulder, face looking at the ceiling', [
    ok(3),
  ]),
  m(
    1,
    'negation',
    'Not hyperextending his neck, just neutral with a small shoulder roll because of his big occiput',
    [ok(3)],
  ),
  m(1, 'typo', 'snifing positon with a shoulder rol', [ok(3)]),
  danger(1, 'tip his head right back as far as it goes to open everything up', [wrong(3)]),
  danger(
    1,
    'put a big pillow under his head',
    [wrong(3)],
    'flexes the neck of a toddler with a large occiput',
  ),
  danger(1, "hyperextend the neck, that's how we open the airway", [wrong(3)]),
  m(1, 'question', 'Does an 18 month old still need a shoulder roll?', [none(3)]),

  m(1, 'action', 'Head tilt chin lift, my fingers on the bony part of the jaw', [ok(4)]),
  m(1, 'action', 'I do a jaw thrust from behind, fingers behind the angles of the mandible', [ok(4)]),
  m(1, 'shorthand', 'HTCL', [ok(4)]),
  m(1, 'action', 'I lift the chin with two fingers on the mandible, keeping off the soft bit underneath', [
    ok(4),
  ]),
  m(1, 'typo', 'chin lfit and head tillt', [ok(4)]),
  danger(1, 'Push up under his chin in the soft part to lift the tongue up', [wrong(4)]),
  danger(1, 'I press my fingertips into the squishy bit under his jaw to hold it open', [wrong(4)]),
  m(1, 'hypothetical', "If the chin lift doesn't work I'd switch to a jaw thrust", [none(4)]),

  m(1, 'action', 'Mask on with the pointy end over the bridge of his nose and the wide end on his chin', [
    ok(11),
  ]),
  m(1, 'action', 'narrow part of the mask on the nose, round part over the chin', [ok(11)]),
  m(1, 'shorthand', 'mask apex to nose', [ok(11)]),
  danger(1, "the mask is upside down, wide bit on his nose, doesn't matter", [wrong(11)]),
  danger(1, 'Put the mask on with the narrow end at his chin', [wrong(11)]),

  m(1, 'action', 'I check the mask covers both his mouth and nose', [ok(12)]),
  m(1, 'action', 'The mask sits over nose and mouth, rim on the chin', [ok(12)]),
  danger(1, "Just over his mouth, his nose is so tiny it won't matter", [wrong(12)]),
  danger(1, 'mask over the nose only, his mouth is full of spit anyway', [wrong(12)]),

  m(1, 'action', 'EC clamp: thumb and index finger make the C on the mask, other three fingers on the jaw', [
    ok(13),
  ]),
  m(1, 'shorthand', 'E-C grip L hand, bag R hand', [ok(13)]),
  m(
    1,
    'action',
    'Seal is poor, so two person technique: my colleague holds the mask with both hands and I squeeze',
    [ok(13)],
  ),
  m(1, 'typo', 'e c clam on the mask', [ok(13)]),
  danger(1, 'I press the mask down on his face with my whole palm', [wrong(13)]),
  danger(1, "There's a leak but nobody is free, I'll just keep going one handed", [wrong(13), wrong(14)]),

  m(1, 'action', 'Tight seal, no air leaking around the edges', [ok(14)]),
  m(1, 'action', "I check for a leak round the cheeks and there isn't one, good seal", [ok(14)]),
  danger(1, 'There is air hissing out at the cheeks but his chest moves a tiny bit, carry on', [wrong(14)]),
  m(1, 'question', 'How do I know if the seal is good enough?', [none(14)]),

  m(1, 'action', 'I keep the rim of the mask off his eyes', [ok(15)]),
  m(1, 'negation', 'no pressure on the eyes', [ok(15)]),
  danger(1, 'My thumb is resting on his eye but the seal is good, fine', [wrong(15)]),

  m(1, 'action', 'I lift his jaw up into the mask with the same hand that holds the mask', [ok(17)]),
  m(1, 'action', 'my mask hand keeps the chin lifted while I squeeze with the other', [ok(17)]),
  m(1, 'typo', 'the 3 fingers of my mask hand pull the jaw up in to the mask', [ok(17)]),
  danger(1, 'I just push the mask down hard onto his face, no need to lift the jaw', [wrong(17)]),

  m(
    1,
    'negation',
    "I'm not just pressing the mask down, the fingers on his mandible pull the jaw up into it",
    [ok(17)],
  ),
  m(1, 'hypothetical', "If the chest doesn't rise I'd lift the jaw harder into the mask with my mask hand", [
    none(17),
  ]),
  m(1, 'negation', 'Not upside down: narrow end at the nose, wide end at the chin', [ok(11)]),
  m(
    1,
    'several',
    'Small roll under the shoulders, head neutral, chin lift, mask on nose and mouth with an EC clamp and a tight seal',
    [ok(3), ok(4), ok(12), ok(13), ok(14)],
  ),
  m(
    1,
    'several',
    'we put the mask the right way up over his nose and mouth, away from the eyes, and the mask hand lifts the jaw',
    [ok(11), ok(12), ok(15), ok(17)],
  ),
  m(
    1,
    'several',
    'Je fais une bascule de la tête - head tilt, chin lift - and I hold the mask with E-C, pressure not on eyes',
    [ok(4), ok(13), ok(15)],
  ),
  m(1, 'shorthand', 'neutral + shoulder roll, JT, EC, good seal, off eyes', [
    ok(3),
    ok(4),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(
    1,
    'several',
    'The mask was placed over the mouth and nose, narrow end up, and a good seal was obtained',
    [ok(11), ok(12), ok(14)],
  ),

  safe(1, 'hint', 'not sure what comes next'),
  safe(1, 'answer', 'Is he still blue?'),
  safe(1, 'answer', 'Is there any injury to his neck?'),
  safe(1, 'acknowledge', 'Can someone get an IV or an IO in please'),

  // ---------- Phase 2: squeeze, rate, adjunct, reassessment, effective ventilation ----------
  m(2, 'action', 'I squeeze the bag gently over about one second, just until I see the chest rise', [ok(18)]),
  m(2, 'action', 'small gentle squeezes, only enough to see his chest come up', [ok(18)]),
  m(2, 'negation', "I'm not squeezing the whole bag, just a third of it till the chest rises", [ok(18)]),
  danger(2, 'I squeeze the bag all the way flat with both hands each time', [wrong(18)]),
  danger(2, 'quick hard puffs to get air past whatever is left', [wrong(18)]),
  danger(2, 'Big breaths to pop open the lung the grape was blocking', [wrong(18)]),
  m(2, 'question', 'How much do I squeeze for an 11 kg kid?', [none(18)]),

  m(2, 'action', 'Bagging at 20 a minute', [ok(19, { ratePerMin: 20 })]),
  m(2, 'action', 'One breath every two to three seconds', [ok(19)]),
  m(2, 'shorthand', 'rate 25/min', [ok(19, { ratePerMin: 25 })]),
  m(2, 'shorthand', 'breaths q3s', [ok(19, { ratePerMin: 20 })]),
  m(2, 'typo', 'twnety breaths per minit', [ok(19, { ratePerMin: 20 })]),
  m(2, 'negation', 'Not going too fast: squeeze, release, release, so about twenty a minute', [
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(2, 'bag him at 60 a minute, he is little so he breathes fast', [wrong(19, { ratePerMin: 60 })]),
  danger(2, 'one breath every second', [wrong(19, { ratePerMin: 60 })]),
  danger(2, 'as fast as I can squeeze', [wrong(19)]),
  danger(2, 'ten breaths a minute is plenty', [wrong(19, { ratePerMin: 10 })]),
  m(2, 'question', 'What rate should I bag an 18 month old at?', [none(19)]),

  m(2, 'action', 'He gags, so I choose an NPA and measure it from the tip of the nostril to the tragus', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'shorthand', 'NPA 3.5, sized nare to tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'negation', 'No oral airway as he has a gag, a nasal one instead, measured nostril to tragus', [
    ok(5, { adjunct: 'npa' }),
  ]),
  danger(2, 'Pop a Guedel in to keep the tongue forward', [wrong(5, { adjunct: 'opa' })]),
  danger(
    2,
    'OPA size 1, measured corner of the mouth to the angle of the jaw',
    [wrong(5, { adjunct: 'opa' })],
    'correctly sized, but he has a gag reflex',
  ),
  danger(2, "grab the adult 7.0 nasal airway, it's the only one I can see", [wrong(5, { adjunct: 'npa' })]),
  m(2, 'question', 'OPA or NPA for him, given the gag?', [none(5)]),
  m(2, 'hypothetical', 'if he stops gagging later I could think about an oral airway', [none(5)]),

  m(
    2,
    'action',
    'I lubricate the NPA and slide it straight back along the floor of the nose, bevel to the septum',
    [ok(6)],
  ),
  m(2, 'action', 'inserting the nasal airway gently, straight back, not upwards', [ok(6)]),
  m(2, 'typo', 'lubed the nasopharyngel airway and put it in strait back', [ok(6)]),
  danger(2, 'push the NPA up towards his forehead', [wrong(6)]),
  danger(2, "It's tight, I'll shove it in dry and twist hard", [wrong(6)]),
  m(
    2,
    'several',
    'Gag present so NPA: measured nostril to tragus, lubricated, inserted straight back along the floor of the nose',
    [ok(5, { adjunct: 'npa' }), ok(6)],
  ),

  m(2, 'action', 'I reassess: chest rise, sats and heart rate', [ok(7)]),
  m(
    2,
    'action',
    'After the NPA I look again: is the chest moving, what are the sats, what is the heart rate',
    [ok(7)],
  ),
  m(2, 'shorthand', 'reassess CR/SpO2/HR', [ok(7)]),
  danger(2, "no need to look at the monitor, I'll just keep bagging", [wrong(7)]),
  m(2, 'question', 'What are his sats now?', [none(7)]),
  m(2, 'question', 'has his heart rate come up after the airway?', [none(7)]),

  m(2, 'action', 'His chest is rising with each breath and the sats are coming up', [ok(20)]),
  m(2, 'action', 'good chest rise and SpO2 climbing, so ventilation is effective', [ok(20)]),
  danger(2, "chest isn't really moving but I'll keep going the same way", [wrong(20)]),

  m(
    2,
    'action',
    'Chest wall going up and down with every squeeze, sats now 90 - the ventilation is working',
    [ok(20)],
  ),
  m(
    2,
    'several',
    'Gentle squeezes over 1 second at 20 per minute, and I see the chest rise and the sats improving',
    [ok(18), ok(19, { ratePerMin: 20 }), ok(20)],
  ),
  m(
    2,
    'several',
    'we recheck chest rise, HR and sats after each change: chest up, sats eighty-eight and rising',
    [ok(7), ok(20)],
  ),
  m(2, 'shorthand', 'Ti 1s, just chest rise, q2-3s', [ok(18), ok(19)]),

  safe(2, 'hint', 'what now'),
  safe(2, 'answer', 'What is his blood pressure?'),
  safe(2, 'acknowledge', 'Order a chest x-ray once he is stable, looking for any aspirated bits of grape'),
  safe(2, 'acknowledge', 'Pass an NG tube later to decompress his stomach'),
];
