import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Omar, 13 years, 35 kg, Duchenne muscular dystrophy with pneumonia, apnoeic with a pulse on the ward; thick
 * secretions; no gag (an oral airway is right; a nasal one is also acceptable). The small adult mask and an adult bag
 * are right; an infant or neonatal mask and the 250 mL bag are wrong; emptying the adult bag is wrong.
 */
export const DUCHENNE_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0 ----------
  m(0, 'action', "He's not breathing, pulse is there. Call the rapid response team and PICU, now please", [
    ok(1),
  ]),
  m(0, 'shorthand', 'apnoea + pulse. MET call', [ok(1)]),
  m(0, 'action', 'Mum, can you press the red button on the wall? I need more people here', [ok(1)]),
  m(0, 'typo', 'hes apneic!! call for hlep', [ok(1)]),
  m(0, 'action', 'Je appelle - sorry - I am calling for help, the boy does not breathe, pulse is present', [
    ok(1),
  ]),
  m(
    0,
    'action',
    'I think I would probably first shout for help and get the nurse to put out a paeds emergency call',
    [ok(1)],
  ),
  m(0, 'question', 'Is it too early to call the PICU outreach?', [none(1)]),
  m(0, 'typo', 'mask rigth way up, narow end on the nose, over nose and mouht', [ok(11), ok(12)]),
  m(0, 'question', 'Does the mask need to cover his nose as well or only the mouth?', [none(12)]),
  danger(
    0,
    "He's always hard to wake when his CO2 is up, I'll just put his BiPAP back on and check in an hour",
    [wrong(1)],
    'Apnoea not recognised.',
  ),
  danger(0, "Let's not call a code, his mum will freak out. I'll sort it", [wrong(1)]),
  danger(
    0,
    'I will get help after I have sorted the airway myself, no point calling people for a bag and mask',
    [wrong(1)],
  ),

  m(0, 'action', 'Yankauer first to clear the thick stuff, then a 12 French catheter, looking in his mouth', [
    ok(2),
  ]),
  m(0, 'shorthand', 'suction: yankauer + 14Fr, direct vision', [ok(2)]),
  m(0, 'negation', 'no blind finger sweep, suction only under vision', [ok(2)]),
  m(0, 'typo', 'suctoin the secretons out first with the yanker', [ok(2)]),
  m(0, 'action', "Let me suck out those thick secretions before we bag him, otherwise we'll blow them down", [
    ok(2),
  ]),
  m(0, 'question', 'What size suction catheter for a 13 year old?', [none(2)]),
  danger(
    0,
    'Just a 6 French catheter, that is what is in the drawer, it will do for the plugs',
    [wrong(2)],
    'Too small for thick secretions.',
  ),
  danger(0, "Skip the suction, there's no time, bag through the secretions", [wrong(2)]),
  danger(0, 'I scoop the mucus out with my gloved finger', [wrong(2)]),
  danger(0, 'I push the catheter as deep as it goes and suction for 30 seconds to get all the gunk', [
    wrong(2),
  ]),

  m(0, 'action', 'Small adult mask, it reaches from the bridge of his nose to the cleft of his chin', [
    ok(8, { mask: 'adult' }),
  ]),
  m(0, 'shorthand', 'mask: adult small, size 4, fits nose bridge to chin', [ok(8, { mask: 'adult' })]),
  m(0, 'question', 'For a 35 kilo 13 year old is it a child mask or small adult?', [none(8)]),
  m(
    0,
    'negation',
    "Not the child mask - it doesn't reach his chin; the small adult one fits and stays off his eyes",
    [ok(8, { mask: 'adult' })],
  ),
  danger(0, "The infant mask is all that's here, I'll make it work", [wrong(8, { mask: 'infant' })]),
  danger(0, 'neonatal mask, he is small for his age', [wrong(8, { mask: 'neonate' })]),

  m(0, 'action', 'Adult self-inflating bag, 1.6 litre', [ok(9, { bagMl: 1600 })]),
  m(0, 'shorthand', 'adult BVM 1600 mL, O2 15 L/min', [ok(9, { bagMl: 1600 }), ok(10, { o2LPerMin: 15 })]),
  m(0, 'question', 'Do I use the paeds bag or the adult one for him?', [none(9)]),
  danger(0, 'Hand me the little 250 ml bag, his muscles are weak so he needs small breaths', [
    wrong(9, { bagMl: 250 }),
  ]),
  danger(0, 'neonatal bag it is, 250cc', [wrong(9, { bagMl: 250 })]),

  m(0, 'action', 'Oxygen into the bag at 15 L/min', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'I connect the oxygen and turn the flow up to fifteen litres', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'O2 conected at 15 litrs', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'question', 'Should the oxygen be at 10 or 15 litres for him?', [none(10)]),
  danger(
    0,
    "Careful with oxygen in Duchenne, he's a CO2 retainer - I'll bag on room air",
    [wrong(10)],
    'Apnoeic: he needs the oxygen and the breaths.',
  ),
  danger(0, 'O2 at 4 litres into the bag is enough', [wrong(10, { o2LPerMin: 4 })]),
  danger(0, 'oxygen tubing is on the bag, I have not opened the flowmeter yet, we can start', [wrong(10)]),

  m(0, 'action', 'Mask goes narrow end over the bridge of his nose, wide end on the chin', [ok(11)]),
  m(0, 'negation', 'Checking the mask is not upside down', [ok(11)]),
  m(0, 'shorthand', 'mask apex on nose', [ok(11)]),
  danger(0, 'Mask upside down, pointy end on his chin, it seals better on his round face', [wrong(11)]),

  m(0, 'action', 'The mask is covering his nose and his mouth', [ok(12)]),
  m(0, 'negation', "I make sure the nose isn't left outside the rim", [ok(12)]),
  danger(0, 'Mask over his mouth only, his nose is blocked with secretions anyway', [wrong(12)]),
  danger(0, 'I hold the mask over his nose and keep his mouth closed with the other hand', [wrong(12)]),

  m(0, 'action', 'Rim of the mask is off his eyes', [ok(15)]),
  m(0, 'negation', 'no pressure on the eyes', [ok(15)]),
  danger(0, 'I hook my thumb over his eyebrow and press there to anchor the mask', [wrong(15)]),
  danger(0, 'the mask edge is on his eyelids, not ideal, but it holds', [wrong(15)]),

  m(0, 'action', 'Take the headboard off, I need to be at the head of the bed', [ok(16)]),
  m(0, 'shorthand', 'headboard off, me at the head', [ok(16)]),
  m(0, 'action', 'I go behind his head to ventilate', [ok(16)]),
  m(0, 'question', 'Can I bag from the side since the headboard is on?', [none(16)]),
  danger(0, "Headboard's stuck, I'll just bag from the side of the bed", [wrong(16)]),
  danger(0, 'I stand beside him at chest level so I can watch the chest while I bag', [wrong(16)]),

  m(
    0,
    'several',
    'MET call out. Yankauer then 12 Fr suction under vision. Small adult mask, adult bag, O2 15',
    [ok(1), ok(2), ok(8, { mask: 'adult' }), ok(9, { bagMl: 1600 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(
    0,
    'several',
    'Headboard off, I am at his head, mask right way up covering mouth and nose, off the eyes',
    [ok(16), ok(11), ok(12), ok(15)],
  ),
  m(0, 'shorthand', 'help called, sxn done, adult bag/mask, O2 15, @ head', [
    ok(1),
    ok(2),
    ok(8, { mask: 'adult' }),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  danger(
    0,
    'Called the team, suctioned his mouth. I put the mask on with the narrow end on his chin and it covers his nose and mouth',
    [ok(1), ok(2), wrong(11), ok(12)],
  ),
  danger(
    0,
    'adult bag with oxygen 15 L, small adult mask, and I will bag from the left side because the bed is against the wall',
    [ok(9), ok(10, { o2LPerMin: 15 }), ok(8, { mask: 'adult' }), wrong(16)],
  ),
  danger(
    0,
    'Ok, team called, mask on over mouth and nose, I press the upper rim into the corners of his eyes to stop the leak',
    [ok(1), ok(12), wrong(15)],
  ),
  danger(
    0,
    'Suctioned. I use the paeds 250 bag since he has a cardiomyopathy and I want small volumes, O2 at 15',
    [ok(2), wrong(9, { bagMl: 250 }), ok(10, { o2LPerMin: 15 })],
  ),

  safe(0, 'hint', 'ok, what next'),
  safe(0, 'hint', 'hmm, stuck'),
  safe(0, 'answer', 'What are his sats and heart rate?'),
  safe(0, 'answer', 'Does he have a treatment escalation plan or DNR order?'),
  safe(0, 'answer', 'Has he had any neck surgery or only the spinal fusion?'),
  safe(0, 'acknowledge', 'Tell the anaesthetist: Duchenne, so no suxamethonium if they intubate'),
  safe(0, 'acknowledge', 'Please bring the resus trolley and the defib to the bed'),
  safe(0, 'answer', 'Is there a cannula in?'),
  safe(0, 'acknowledge', 'Can someone stay with his mum and explain what is happening'),

  // ---------- Phase 1 ----------
  m(
    1,
    'action',
    'Lay the bed flat, take away the extra pillows, folded towel under his occiput for a sniffing position',
    [ok(3)],
  ),
  m(1, 'negation', 'Not overextending his neck, just ear level with the sternum', [ok(3)]),
  m(1, 'shorthand', 'bed flat, towel under head, sniffing', [ok(3)]),
  m(1, 'typo', 'lie him flatt and put his head in sniffin positon', [ok(3)]),
  m(1, 'question', 'With his spinal fusion can I still put him flat and in sniffing position?', [none(3)]),
  danger(1, 'Keep him propped up at 45 with his chin down, he is more comfortable and it helps the lungs', [
    wrong(3),
  ]),
  danger(1, 'I crank his head back as far as it goes, teenagers need full extension', [wrong(3)]),
  danger(1, 'Leave the three pillows under his head, it stops him aspirating', [wrong(3)]),

  m(1, 'action', 'Head tilt chin lift, my fingers on the bony chin, nothing in the soft part', [ok(4)]),
  m(1, 'action', 'Jaw thrust, fingers behind the angles of the jaw pushing it forward', [ok(4)]),
  m(1, 'shorthand', 'HTCL', [ok(4)]),
  m(1, 'negation', "Opening the airway, but I'm careful not to press on the soft tissue under his jaw", [
    ok(4),
  ]),
  m(1, 'typo', 'jaw thurst to open airway', [ok(4)]),
  m(1, 'hypothetical', "If the head tilt doesn't open it, I'd try a jaw thrust", [none(4)]),
  danger(1, 'I dig my fingers into the soft bit under his chin to push the tongue up', [wrong(4)]),
  danger(1, "His airway will open once I start bagging, I don't need to do anything to it", [wrong(4)]),
  danger(1, 'I pull his tongue forward with my fingers to open the airway', [wrong(4)]),
  danger(1, 'chin lift with my fingertips pressing into the floor of his mouth under the jaw', [wrong(4)]),

  m(1, 'action', 'E-C grip, left hand: C on the mask, E on the mandible', [ok(13)]),
  m(1, 'shorthand', 'EC clamp', [ok(13)]),
  m(
    1,
    'action',
    'Leaking. Nurse, you bag please, I take the mask with two hands, thumbs on the mask and fingers under the jaw',
    [ok(13)],
  ),
  m(1, 'typo', 'EC clmap with my left hand', [ok(13)]),
  m(1, 'action', 'Two-person technique now, the seal is poor single-handed', [ok(13)]),
  m(1, 'question', 'Should I switch to a two-hand hold?', [none(13)]),
  danger(1, 'I hold the mask with my fingers around the rim and press the heel of my hand on top', [
    wrong(13),
  ]),
  danger(1, "Mask leaks but I'm not getting a second person, I'll manage one-handed", [wrong(13)]),
  danger(1, 'I cover the whole mask with my flat hand and press', [wrong(13)]),

  m(1, 'action', 'Good seal now, no hissing from the edges', [ok(14)]),
  m(1, 'shorthand', 'tight seal', [ok(14)]),
  m(1, 'negation', "There's no leak any more at the side of the mask", [ok(14)]),
  m(1, 'typo', 'the seel is good now', [ok(14)]),
  m(1, 'hypothetical', "If it keeps leaking at his cheek I'd reposition and go two-handed", [
    none(14),
    none(13),
  ]),
  danger(1, 'Leak at the left side but the bag still fills, good enough', [wrong(14)]),
  danger(1, "I'll leave the seal loose so he doesn't get barotrauma", [wrong(14)]),
  danger(1, 'loose seal is fine, he has big lungs anyway', [wrong(14)]),

  m(1, 'action', 'Lifting his jaw up into the mask with the same hand that holds it', [ok(17)]),
  m(1, 'negation', "I'm not pushing the mask into his face; I bring the mandible up to meet it", [ok(17)]),
  m(1, 'shorthand', 'jaw to mask, not mask to jaw', [ok(17)]),
  m(1, 'typo', 'with my mask hand i lift his jaw in to the mask', [ok(17)]),
  m(1, 'question', 'Should I push the mask down or lift the jaw up into it?', [none(17)]),
  danger(1, 'I press the mask down really hard into his face, the chin will come with it', [wrong(17)]),
  danger(1, 'just lean my weight onto the mask to seal it', [wrong(17)]),
  danger(1, 'Mask pushed down onto the face with my palm, the other hand squeezes, jaw stays put', [
    wrong(17),
    wrong(13),
  ]),

  m(1, 'action', 'Squeezing the adult bag over one second, only about a third of it, until the chest rises', [
    ok(18),
  ]),
  m(1, 'negation', 'Not emptying the whole adult bag, just enough for chest rise', [ok(18)]),
  m(1, 'shorthand', 'sqz over 1s, chest rise only', [ok(18)]),
  m(1, 'typo', 'gentel squeeze, 1 sec, watch chest rise', [ok(18)]),
  m(1, 'question', 'How much of the adult bag do I squeeze for him?', [none(18)]),
  danger(1, 'Squeeze the whole 1.6 litre bag down each time, he is 13', [wrong(18)]),
  danger(1, 'I give big, fast squeezes to recruit the right lung', [wrong(18)]),
  danger(1, 'two hands on the bag and squeeze it flat, as much volume as possible', [wrong(18)]),

  m(1, 'action', 'One breath every 3 seconds', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'rate 20/min', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'Breathe-two-three, breathe-two-three: twenty breaths in one minute', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'typo', 'bag q3 sec', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'roughly every two to three seconds', [ok(19)]),
  m(1, 'question', 'Is 20 a minute right for a 13 year old, or do I use the adult rate?', [none(19)]),
  danger(1, 'Bag fast to blow off his CO2, about 50 a minute', [wrong(19, { ratePerMin: 50 })]),
  danger(1, 'as many breaths as I can, his CO2 is high', [wrong(19)]),
  danger(1, 'one breath every 10 seconds, his heart is weak so I keep the pressures down', [
    wrong(19, { ratePerMin: 6 }),
  ]),
  danger(
    1,
    'adult rate, one every 6 seconds',
    [wrong(19, { ratePerMin: 10 })],
    'Judgement call: a 13-year-old prepubertal boy with a pulse is a child under PALS (20-30/min); 10/min underventilates a hypercapnic boy.',
  ),

  m(
    1,
    'several',
    'Bed flat, towel under his head, sniffing position, head tilt-chin lift on the bone, E-C clamp lifting the jaw into the mask',
    [ok(3), ok(4), ok(13), ok(17)],
  ),
  m(1, 'several', 'Gentle 1 second squeezes, just to chest rise, one every 3 s, seal is tight', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
    ok(14),
  ]),
  m(
    1,
    'several',
    'Two person: Sara bags slowly over a second every 3 seconds, I hold with both hands and lift the jaw into the mask',
    [ok(13), ok(18), ok(19, { ratePerMin: 20 }), ok(17)],
  ),
  m(1, 'shorthand', 'flat, sniff, JT, EC, seal ok, 1s sqz, q3s', [
    ok(3),
    ok(4),
    ok(13),
    ok(14),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(
    1,
    'Sniffing position, E-C grip, jaw lifted into the mask, and 40 breaths a minute to get his CO2 down',
    [ok(3), ok(13), ok(17), wrong(19, { ratePerMin: 40 })],
  ),
  danger(1, 'Good seal with both hands, and Sara squeezes the adult bag all the way down every breath', [
    ok(14),
    ok(13),
    wrong(18),
  ]),
  danger(
    1,
    'Jaw thrust on the bone, E-C, and if the chest still does not move I will push the mask harder into his face',
    [ok(4), ok(13), wrong(17)],
    'Unsafe conditional plan.',
  ),
  danger(1, 'bed flat, head extended right back, chin lift, one breath every 3 sec', [
    wrong(3),
    ok(4),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(
    1,
    'If the seal stays poor I will just accept the leak and keep going',
    [wrong(14)],
    'Unsafe conditional plan.',
  ),

  safe(1, 'hint', 'what now?'),
  safe(1, 'answer', 'Is the chest moving yet?'),
  safe(1, 'acknowledge', 'Ask someone to get his cough assist machine for later'),
  safe(1, 'answer', 'What is his blood pressure?'),
  safe(1, 'acknowledge', 'Can we send a blood gas and a lactate'),
  safe(1, 'acknowledge', 'Somebody please page cardiology, he has a cardiomyopathy'),
  safe(1, 'hint', 'next step?'),

  // ---------- Phase 2 ----------
  m(
    2,
    'action',
    'No gag, so an oropharyngeal airway: I measure it from the corner of his mouth to the angle of his jaw',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'no gag -> OPA, corner of mouth to jaw angle, size 3', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'guedel sized from the corner of the mouht to the angel of the jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'action', 'NPA would also work, no bleeding problem - measured nostril to tragus, 6.0', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'question', 'OPA or NPA in him?', [none(5)]),
  m(2, 'hypothetical', 'If the tongue keeps falling back I would consider an airway adjunct', [none(5)]),
  danger(2, "I'll take the biggest OPA on the trolley, better too big than too small", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Guedel measured from the front teeth to the tip of the chin', [wrong(5, { adjunct: 'opa' })]),
  danger(
    2,
    'a size 0 oral airway, the small one, is fine',
    [wrong(5, { adjunct: 'opa' })],
    'Far too short for a 13-year-old.',
  ),
  danger(2, 'Measure the OPA from his lips to the earlobe, roughly', [wrong(5, { adjunct: 'opa' })]),

  m(2, 'action', 'Tongue depressor on the tongue, OPA in following the curve, concave side down', [ok(6)]),
  m(
    2,
    'action',
    'He is 13, so I can insert it upside down and rotate 180 degrees as it passes the hard palate',
    [ok(6)],
  ),
  m(2, 'shorthand', 'OPA in w/ tongue blade, no force', [ok(6)]),
  m(2, 'typo', 'insert the opa gentley over a tongue depresor', [ok(6)]),
  m(2, 'question', 'Do I rotate it or use a tongue depressor at his age?', [none(6)]),
  danger(
    2,
    'I just push it straight in upside down and leave it like that',
    [wrong(6)],
    'Pushes the tongue back.',
  ),
  danger(2, "If it doesn't go in, I will force it past his teeth", [wrong(6)], 'Unsafe conditional plan.'),
  danger(2, 'ram the airway in quickly, no tongue depressor needed', [wrong(6)]),

  m(2, 'action', 'After the OPA I check: is the chest rising, what are the sats, what is the HR', [ok(7)]),
  m(2, 'shorthand', 'reassess CR/SpO2/HR', [ok(7)]),
  m(2, 'typo', 'reasess chest rise saturation and hr', [ok(7)]),
  m(2, 'action', 'Let me look at the chest and the monitor again after that change', [ok(7)]),
  m(2, 'question', 'How are his sats and heart rate now?', [none(7)]),
  danger(2, 'OPA is in, done, no need to look again', [wrong(7)]),
  danger(2, 'Switch the sats probe off, it keeps alarming, we know he is low', [wrong(7)]),

  m(2, 'action', 'Chest rises with every breath, sats up from 70 to 91', [ok(20)]),
  m(2, 'shorthand', 'good bilat chest rise, SpO2 rising', [ok(20)]),
  m(2, 'typo', 'chest is moving nicley and the sats are climbing', [ok(20)]),
  m(2, 'question', 'Is he actually getting air in now?', [none(20)]),
  danger(2, "Chest barely moves but that's his weak muscles, keep going as we are", [wrong(20)]),
  danger(2, 'no chest rise still, sats 75, fine, the team will be here soon', [wrong(20)]),
  danger(2, 'his stomach is blowing up and his chest is not, that is normal in Duchenne, carry on', [
    wrong(20),
  ]),

  m(
    2,
    'several',
    'No gag, OPA sized corner of mouth to angle of jaw, put in over a tongue depressor, then I reassess chest rise, SpO2 and HR',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  m(2, 'several', 'Rechecking after the airway: chest rising well, SpO2 92 and going up, HR 124', [
    ok(7),
    ok(20),
  ]),
  m(2, 'several', 'OPA in with the depressor, chest rising on each breath, sats improving', [ok(6), ok(20)]),
  danger(
    2,
    'OPA from the corner of the mouth to the angle of the jaw, I push it in straight without turning it or a depressor, then check the sats',
    [ok(5, { adjunct: 'opa' }), wrong(6), ok(7)],
  ),
  danger(2, 'Guedel in nicely with a depressor. I am not going to reassess, we have to keep moving', [
    ok(6),
    wrong(7),
  ]),
  danger(2, 'Rechecked: chest not moving, sats 70. I keep bagging the same way, he will come up', [
    ok(7),
    wrong(20),
  ]),
  danger(2, "Now that the OPA's in I can bag faster, 40 a minute", [wrong(19, { ratePerMin: 40 })]),
  danger(2, 'with the OPA in I can stop lifting the jaw and just press the mask down', [wrong(17)]),
  danger(2, 'The mask is a bit over his eyes now but the OPA is in so never mind', [wrong(15)]),

  safe(2, 'hint', 'ok and then?'),
  safe(2, 'answer', 'Any spontaneous breaths yet?'),
  safe(2, 'acknowledge', "Let's get a chest X-ray once PICU has him"),
  safe(2, 'acknowledge', 'Tell mum he has a pulse and we are breathing for him'),
  safe(2, 'answer', 'What is his temperature?'),
  safe(2, 'acknowledge', 'Please send blood cultures and check his potassium'),

  // ---------- more voices ----------
  m(
    0,
    'action',
    'OK this is a respiratory arrest with a pulse, I need help - grab the charge nurse and call 2222',
    [ok(1)],
  ),
  m(0, 'action', 'Tá, I recognise apnoea, calling for help first', [ok(1)]),
  m(
    0,
    'action',
    'The secretions are too thick for the small catheter, so Yankauer, looking in, and then a 14 Fr',
    [ok(2)],
  ),
  m(0, 'action', "I'd suction his mouth with the Yankauer before anything else, I can see the plugs", [
    ok(2),
  ]),
  m(0, 'action', 'Adult bag please, 1 L, and hook it to the oxygen at 15', [
    ok(9, { bagMl: 1000 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'O2 flow on, 12 L a minute, reservoir inflating', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'action', 'The mask is placed apex up at the nose bridge', [ok(11)]),
  m(0, 'typo', 'mask covers his mouht and nose', [ok(12)]),
  m(0, 'action', 'Mask fits well - bridge of nose to chin cleft, no contact with the eyes', [
    ok(8, { mask: 'adult' }),
    ok(15),
  ]),
  m(0, 'action', 'I kneel on the bed behind his head since the headboard will not come off', [ok(16)]),
  m(
    0,
    'negation',
    "We won't bag from the side - pull the bed out from the wall so I can get behind his head",
    [ok(16)],
  ),
  m(0, 'hypothetical', "Before I use it I'm going to hold the mask against his face to check the size", [
    none(8),
  ]),
  danger(0, 'Yankauer in blindly as far back as I can go, suction on the way in and out', [wrong(2)]),
  danger(0, "The child mask doesn't reach his chin, it sits on his lower lip, good enough", [
    wrong(8, { mask: 'child' }),
  ]),
  danger(0, 'Hold the O2 for now, hyperoxia is bad for his heart', [wrong(10)]),
  danger(0, 'mask turned round, narrow end down by the chin', [wrong(11)]),
  danger(0, 'I cover only his nose with the mask, his mouth is full of secretions', [wrong(12)]),
  danger(0, "I'll ventilate from the side where his mum is sitting, it's quicker", [wrong(16)]),
  danger(0, 'I use the infant mask and press it firmly over his mouth, nose not covered', [
    wrong(8, { mask: 'infant' }),
    wrong(12),
  ]),
  m(1, 'action', 'Towel under the occiput so his ear lines up with his sternum', [ok(3)]),
  m(1, 'action', 'Opening the airway with a chin lift, fingers on the mandible', [ok(4)]),
  m(1, 'action', 'My left hand does the E-C clamp, right hand squeezes', [ok(13)]),
  m(1, 'action', 'The mask is sealed, I can feel it', [ok(14)]),
  m(1, 'action', 'Three fingers on his jaw bone pulling up into the mask, thumb and index on the mask', [
    ok(17),
    ok(13),
  ]),
  m(1, 'action', 'I give each breath over a second and stop as soon as I see the chest start to rise', [
    ok(18),
  ]),
  m(1, 'action', 'Twenty-five breaths a minute', [ok(19, { ratePerMin: 25 })]),
  m(1, 'action', 'I count "squeeze, release, release", one breath every 2.5 seconds', [
    ok(19, { ratePerMin: 24 }),
  ]),
  m(1, 'hypothetical', 'I would switch to a two-person technique if the leak comes back', [none(13)]),
  m(1, 'question', 'Is the seal good now or still leaking?', [none(14)]),
  danger(1, 'I just press the mask down, lifting his jaw is hard with his contractures', [wrong(17)]),
  danger(1, "I squeeze fast, like 1 breath per second, he's really hypoxic", [
    wrong(19, { ratePerMin: 60 }),
    wrong(18),
  ]),
  danger(1, 'I use my palm across the whole mask, EC is tiring', [wrong(13)]),
  danger(1, 'I tip his head all the way back and keep the pillows under his shoulders high', [wrong(3)]),
  danger(1, 'Jaw thrust with my thumbs pushing in behind the chin, in the soft part', [wrong(4)]),
  danger(1, "Leak is fine, it's an adult bag so it compensates", [wrong(14)]),
  danger(1, 'I squeeze as hard as I can to get past the secretions', [wrong(18)]),
  m(2, 'action', 'OPA size 3 (80 mm) after measuring corner of mouth to jaw angle', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    'I insert the airway gently, tongue held down with a depressor, until the flange sits at the lips',
    [ok(6)],
  ),
  m(2, 'action', 'Reassessing now: chest rise, saturation, heart rate', [ok(7)]),
  m(2, 'action', 'Sats 94 and chest rising each breath - the ventilation is effective', [ok(20)]),
  danger(2, 'NPA measured from the nostril to the corner of his mouth', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'NPA in, aiming up towards his eyes, no lubricant', [wrong(6)]),
  danger(2, "I'm not going to check the numbers, I can see he's pinker", [wrong(7)]),
  danger(2, 'I ignore the flat chest, the sats probe is probably wrong', [wrong(20)]),
];
