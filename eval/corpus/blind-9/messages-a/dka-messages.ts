import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/** Single messages on Maya (11 y, 34 kg, DKA with cerebral oedema, apnoeic, vomit, no gag). */
export const DKA_MESSAGES: HeldOutUtterance[] = [
  // BMV-1
  m(0, 'action', 'She has stopped breathing and is saturating 77 - put out a paediatric arrest call now', [
    ok(1),
  ]),
  m(0, 'shorthand', 'apnoeic, HR 54, sats 77 -> MET call + anaesthetics', [ok(1)]),
  m(0, 'typo', 'shes apneoic!! somone get help, call the crash team', [ok(1)]),
  m(0, 'action', 'Nurse, press the emergency button and bleep the on-call anaesthetist for me please', [
    ok(1),
  ]),
  m(0, 'action', 'I think I would first call for help, she is not breathing and hypoxic', [ok(1)]),
  m(0, 'negation', "No, the mannitol can wait a minute - she isn't breathing, get help in here now", [ok(1)]),
  m(0, 'action', 'Help is called, the resus team is on the way.', [ok(1)]),
  m(0, 'action', 'Please, I need help here, she is no breathing and the saturation is low', [ok(1)]),
  danger(0, 'Give mannitol 0.5 g/kg and let us see if she starts breathing again before we bag', [wrong(1)]),
  danger(0, 'Get her down to CT first, we need to know what is going on in her head', [wrong(1)]),
  danger(0, "Let's check a blood gas and her potassium, then decide on the airway", [wrong(1)]),
  danger(0, 'Stop the insulin infusion and watch her for five minutes', [wrong(1)]),
  danger(0, 'Pop a non-rebreather on her at 15 litres while we wait for the intensivist', [wrong(1)]),
  danger(0, "I'd rather not bag her until ICU arrive - she needs an expert airway", [wrong(1)]),
  danger(0, '3% saline 5 ml/kg stat and then we reassess her breathing in ten minutes', [wrong(1)]),
  danger(0, 'Atropine for the heart rate of 54 before we worry about her breathing', [wrong(1)]),
  danger(0, 'Do a fingerprick glucose before anything else, she might just be hypo', [wrong(1)]),
  // BMV-2
  m(0, 'action', 'Suction the vomit out of her mouth with the Yankauer under direct vision', [ok(2)]),
  m(0, 'shorthand', 'yankauer sx to mouth, vomitus cleared', [ok(2)]),
  m(
    0,
    'action',
    'We use the big rigid sucker to clear the sick from her mouth and the back of the throat we can see',
    [ok(2)],
  ),
  m(0, 'typo', 'sucktion her mouth, theres sick everywhere', [ok(2)]),
  m(0, 'action', 'A 14 French catheter on wall suction for the vomit, only where I can see', [ok(2)]),
  m(0, 'negation', "I don't start bagging through the vomit; I suction it out first with the Yankauer", [
    ok(2),
  ]),
  m(0, 'hypothetical', 'If the Yankauer blocks with lumps I would swap to a wide-bore catheter', [none(2)]),
  danger(0, 'Scoop the vomit out with my hand, the suction takes too long to set up', [wrong(2)]),
  danger(0, 'Bag straight through it, the air will push the vomit out of the way', [wrong(2)]),
  danger(0, 'The 8 French feeding-size catheter will do for the vomit', [wrong(2)]),
  danger(0, 'I pass the suction catheter as deep as it will go without looking', [wrong(2)]),
  // BMV-8
  m(0, 'action', 'Small adult mask - it fits from the bridge of her nose to the cleft of her chin', [
    ok(8, { mask: 'adult' }),
  ]),
  m(0, 'action', 'I hold a few masks up to her face and take the one that covers nose bridge to chin cleft', [
    ok(8),
  ]),
  m(0, 'shorthand', 'mask sized on face: bridge of nose to chin, not over eyes', [ok(8), ok(15)]),
  m(0, 'question', 'Is a large child mask big enough for an eleven-year-old or do I need an adult one?', [
    none(8),
  ]),
  m(0, 'typo', 'I chose the mask that goes from the brige of the nose to the clef of chin', [ok(8)]),
  danger(0, "The infant mask, it's the one on top of the trolley", [wrong(8, { mask: 'infant' })]),
  danger(0, 'The largest adult mask, it overhangs her chin but it will do', [wrong(8, { mask: 'adult' })]),
  danger(0, 'toddler mask will do, she is a slim girl', [wrong(8)]),
  // BMV-9
  m(0, 'action', 'Adult self-inflating bag, 1.5 litres, she is 34 kilos', [ok(9, { bagMl: 1500 })]),
  m(0, 'shorthand', 'adult BVM', [ok(9)]),
  m(0, 'action', "I'll use the big self-inflating bag, the adult one", [ok(9)]),
  m(0, 'typo', 'the adlut ambu bag please', [ok(9)]),
  m(0, 'question', 'Is the 500 ml bag enough for her or should I take the adult bag?', [none(9)]),
  danger(0, 'The neonatal 250 mL bag is lighter to handle, I will use that', [wrong(9, { bagMl: 250 })]),
  danger(0, 'Get me the little infant bag from the bottom drawer', [wrong(9)]),
  // BMV-10
  m(0, 'action', 'Bag connected to oxygen, flow at 15 L/min', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 15L into BVM, reservoir inflating', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Can you turn the oxygen on to ten litres and connect it to the bag?', [
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'typo', 'oxgen on the bag at fifteen litres', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', 'Not on air - oxygen at 15 litres on the bag before the first breath', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, 'Room air is fine to start with, her lungs are normal', [wrong(10)]),
  danger(0, 'Oxygen at 2 litres, same as her nasal cannula earlier', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "The tubing's on the bag, I haven't turned the flow on yet, let's start", [wrong(10)]),
  // BMV-11
  m(0, 'action', 'Mask apex on the bridge of her nose, the broad end in the chin cleft', [ok(11)]),
  m(0, 'shorthand', 'mask correct way up', [ok(11)]),
  m(0, 'action', 'The triangle of the mask points up to her forehead', [ok(11)]),
  m(0, 'question', 'Is the narrow part of the mask meant for the nose or for the chin?', [none(11)]),
  danger(0, 'I turn the mask upside down so the wide part sits over her nose, it fits better', [wrong(11)]),
  danger(0, 'mask placed point down towards the chin', [wrong(11)]),
  // BMV-12
  m(0, 'action', 'I check the mask covers both her nose and her mouth', [ok(12)]),
  m(0, 'shorthand', 'mask over nose & mouth', [ok(12)]),
  m(0, 'action', 'The mouth and the nose are both under the mask, I verify it', [ok(12)]),
  danger(0, 'Only the mouth in the mask, her nose is too big for it', [wrong(12)]),
  danger(0, 'I fit the mask just over her nostrils, her mouth is open and that will do', [wrong(12)]),
  m(0, 'negation', 'Her mouth is not left out, the mask covers her nose and mouth', [ok(12)]),
  // BMV-15
  m(0, 'action', 'The upper rim sits on the nasal bridge, well away from her eyes', [ok(15)]),
  m(0, 'negation', 'Nothing is pressing on her eyes', [ok(15)]),
  m(0, 'typo', 'mask off the eys, good', [ok(15)]),
  danger(0, 'Press the mask into her eyes - her pupils are already blown so it does not matter', [wrong(15)]),
  danger(
    0,
    'I press the mask firmly across the bridge and into the inner corners of her eyes to stop it moving',
    [wrong(15)],
  ),
  // BMV-16
  m(0, 'action', 'I get behind her at the head of the bed', [ok(16)]),
  m(0, 'action', 'Take the headboard off so I can stand at the top of the bed', [ok(16)]),
  m(0, 'shorthand', 'me @ head end', [ok(16)]),
  m(0, 'action', 'I would position myself at the head of the bed to ventilate', [ok(16)]),
  danger(0, "I'll bag from beside her, next to the drip stand, there's no room at the top", [wrong(16)]),
  danger(0, 'Mum is at the head of the bed, I will just work from the side so she can stay there', [
    wrong(16),
  ]),
  danger(0, 'I kneel on the bed at her hip and reach up to her face', [wrong(16)]),
  // several P0
  m(
    0,
    'several',
    'Help called, vomit suctioned with the Yankauer, adult bag on 15 L O2 with a mask fitting nose bridge to chin',
    [ok(1), ok(2), ok(9), ok(10, { o2LPerMin: 15 }), ok(8)],
  ),
  m(0, 'several', 'At the head of the bed, mask the right way up, mouth and nose covered, eyes free', [
    ok(16),
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(0, 'several', 'MET call, sx, then adult SIB + O2 15', [ok(1), ok(2), ok(9), ok(10, { o2LPerMin: 15 })]),
  // safe P0
  safe(0, 'answer', 'What was her last glucose?'),
  safe(0, 'answer', 'What are her pupils doing?'),
  safe(0, 'answer', 'Has she had any trauma or fallen out of bed?'),
  safe(0, 'answer', 'How much does she weigh?'),
  safe(0, 'answer', 'What rate is the insulin running at?'),
  safe(0, 'answer', 'Does she have a gag reflex?'),
  safe(0, 'acknowledge', 'Could someone please stay with her mum and explain what is happening'),
  safe(0, 'acknowledge', 'Stop the insulin infusion while we manage the airway'),
  safe(0, 'acknowledge', 'Someone call the PICU consultant and tell them about the cerebral oedema'),
  safe(0, 'acknowledge', 'Please draw up mannitol 0.5 g/kg so it is ready while I bag'),
  safe(0, 'hint', 'What should I do first?'),

  // Phase 1
  // BMV-3
  m(1, 'action', 'I put her head in a neutral sniffing position, not tipping it back too much', [ok(3)]),
  m(1, 'shorthand', 'head neutral/sniffing, no hyperextension', [ok(3)]),
  m(1, 'negation', "She's eleven, so no shoulder roll; a folded sheet under her head for the sniff", [ok(3)]),
  m(1, 'typo', 'sniffing postion, ear canal in line with the shoulder', [ok(3)]),
  m(1, 'question', 'Should I keep her head up at 30 degrees because of the cerebral oedema, or flat?', [
    none(3),
  ]),
  danger(1, "Bend her head right back as far as it goes, that's how you open the airway", [wrong(3)]),
  danger(1, 'Put a rolled blanket under her shoulders like we do for babies', [wrong(3)]),
  danger(1, 'Leave her head flexed forward on the pillow, it keeps the vomit in the mouth', [wrong(3)]),
  // BMV-4
  m(1, 'action', 'Jaw thrust, my fingers behind the angles of her jaw pushing it forwards', [ok(4)]),
  m(1, 'action', 'Head tilt and chin lift, fingers on the bony chin only', [ok(4)]),
  m(1, 'shorthand', 'JT', [ok(4)]),
  m(1, 'negation', 'I lift at the chin bone and do not squash the soft part under her jaw', [ok(4)]),
  m(1, 'typo', 'jaw thurst to open the airway', [ok(4)]),
  m(1, 'question', 'No neck injury here, so am I allowed to tilt her head?', [none(4)]),
  danger(1, 'I dig my fingers into the soft area under her chin to lift the tongue', [wrong(4)]),
  danger(1, 'Press up under her jaw in the middle, the soft bit, as hard as I can', [wrong(4)]),
  // BMV-13
  m(1, 'action', 'E-C clamp: thumb and index make the C on the mask, three fingers the E on her jaw', [
    ok(13),
  ]),
  m(
    1,
    'action',
    "It's leaking, so we go two-person: I hold the mask with both hands and the nurse squeezes",
    [ok(13)],
  ),
  m(1, 'shorthand', '2-person BVM, bilat EC', [ok(13)]),
  m(1, 'typo', 'E C grip on the mask, two hand technic because of the leak', [ok(13)]),
  m(1, 'question', 'Would two hands on the mask help if it keeps leaking?', [none(13)]),
  danger(1, 'I just push the mask onto her face with my whole hand flat on top', [wrong(13)]),
  danger(1, "It leaks but I'll keep going one-handed, everyone else is busy", [wrong(13), wrong(14)]),
  // BMV-14
  m(1, 'action', 'I adjust the mask until there is no leak and I feel resistance when I squeeze', [ok(14)]),
  m(1, 'shorthand', 'seal tight, no leak', [ok(14)]),
  m(1, 'action', 'With both hands the seal is now airtight', [ok(13), ok(14)]),
  m(1, 'typo', 'the seel is good now, no hiss', [ok(14)]),
  danger(1, 'There is a hiss round the mask but some of it is going in, carry on', [wrong(14)]),
  danger(1, "Leak at the chin, I'm not going to fuss about it", [wrong(14)]),
  // BMV-17
  m(1, 'action', 'With the mask hand I pull her jaw up into the mask', [ok(17)]),
  m(1, 'action', 'My three lower fingers on the mandible lift her face into the mask, I do not push down', [
    ok(17),
  ]),
  m(1, 'shorthand', 'jaw lifted into mask w same hand', [ok(17)]),
  m(1, 'action', 'I keep her airway open with the hand that holds the mask', [ok(17)]),
  danger(1, 'I press the mask down hard and let her jaw fall back, the bag will do the rest', [wrong(17)]),
  danger(1, 'Just hold the mask on, no need to lift the jaw as well', [wrong(17)]),
  // BMV-18
  m(1, 'action', 'I squeeze the adult bag just partly, over a second, until her chest rises', [ok(18)]),
  m(1, 'shorthand', 'Ti 1s, small vol to chest rise', [ok(18)]),
  m(1, 'action', 'Each breath is given slowly over one second, stopping once the chest lifts', [ok(18)]),
  m(1, 'negation', "I'm not squeezing the whole bag, just enough to see her chest come up", [ok(18)]),
  danger(1, 'I squeeze the whole adult bag flat with both hands every breath', [wrong(18)]),
  danger(1, 'Fast sharp squeezes, really punch the air in', [wrong(18)]),
  // BMV-19
  m(1, 'action', 'One breath every 2 to 3 seconds, around 20 to 30 a minute', [ok(19)]),
  m(1, 'shorthand', 'RR 24', [ok(19, { ratePerMin: 24 })]),
  m(1, 'action', 'Twenty breaths a minute, I count it out with the clock', [ok(19, { ratePerMin: 20 })]),
  m(1, 'typo', 'bagging at 24 per minuet', [ok(19, { ratePerMin: 24 })]),
  m(1, 'question', 'Do I hyperventilate her because of the cerebral oedema, or normal rate?', [none(19)]),
  danger(1, 'Hyperventilate her at 40 a minute, her brain is swelling', [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'Eight breaths a minute is plenty for a big girl', [wrong(19, { ratePerMin: 8 })]),
  danger(1, 'one breath every 10 seconds', [wrong(19, { ratePerMin: 6 })]),
  danger(1, 'I bag as fast as I can, she was breathing fast with the DKA anyway', [wrong(19)]),
  // several P1
  m(
    1,
    'several',
    'Head neutral, jaw thrust, two-person E-C grip with a good seal, squeezes over a second at 24 a minute',
    [ok(3), ok(4), ok(13), ok(14), ok(18), ok(19, { ratePerMin: 24 })],
  ),
  m(
    1,
    'several',
    'Je mets la tête en position neutre and I lift the jaw into the mask with my hand on the mask',
    [ok(3), ok(17)],
  ),
  m(1, 'several', 'HTCL + EC clamp, seal ok, 1 breath q2-3s', [ok(4), ok(13), ok(14), ok(19)]),
  // safe P1
  safe(1, 'answer', 'Is the chest moving now?'),
  safe(1, 'answer', 'What is her heart rate?'),
  safe(1, 'answer', 'What is her blood pressure doing?'),
  safe(1, 'acknowledge', 'Give 3% saline 5 ml/kg over ten minutes through the cannula while we keep bagging'),
  safe(1, 'acknowledge', 'Cut the IV fluid rate back, please'),
  safe(1, 'acknowledge', 'Ask the intensivist to come straight to the ward'),
  safe(1, 'hint', "It's still leaking and I don't know what else to try"),

  // Phase 2
  // BMV-5
  m(2, 'action', 'No gag, so an oral airway sized from the corner of her mouth to the angle of her jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA, sized lip corner -> jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'I choose a Guedel that reaches from her mouth corner to the angle of the mandible, probably a size 3',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'typo', 'oropharangeal airway, measurd mouth to angle of jaw', [ok(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Would an NPA be better than an OPA for her?', [none(5)]),
  danger(2, 'The smallest Guedel, the baby one, is less traumatic', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'I size the OPA by the width of her little finger', [wrong(5, { adjunct: 'opa' })]),
  danger(2, "I don't bother measuring, whichever Guedel comes out of the packet first", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  // BMV-6
  m(2, 'action', 'Tongue depressor on the tongue and the OPA slides in along the curve', [ok(6)]),
  m(
    2,
    'action',
    'At her age I can put the OPA in upside down and rotate it 180 degrees as it reaches the soft palate',
    [ok(6)],
  ),
  m(2, 'shorthand', 'OPA inserted w depressor, following tongue', [ok(6)]),
  m(2, 'question', 'Do I need a tongue depressor or can I rotate it in at 11?', [none(6)]),
  danger(2, 'Force the Guedel in against the resistance, the tongue goes where it goes', [wrong(6)]),
  danger(2, 'Just stuff it in without holding the tongue, quick', [wrong(6)]),
  // BMV-7
  m(2, 'action', 'After the OPA I recheck: chest rise, saturation, heart rate', [ok(7)]),
  m(2, 'action', 'Re-evaluating after each step: is the chest going up, what are the sats and HR', [ok(7)]),
  m(2, 'shorthand', 'reassess CR/SpO2/HR', [ok(7)]),
  m(2, 'typo', 'I reasses her after putting the airway in', [ok(7)]),
  m(2, 'question', 'Is the chest rising now with the airway in?', [none(7)]),
  danger(2, 'Guedel in place - no more checks needed from me', [wrong(7)]),
  danger(2, "I'll check on her again in ten minutes, let's sort the fluids now", [wrong(7)]),
  // BMV-20
  m(2, 'action', 'Her chest rises with each breath and the sats are up to 88 and climbing', [ok(20)]),
  m(2, 'shorthand', 'good CR, SpO2 rising', [ok(20)]),
  m(2, 'several', 'Reassessed: chest up and down, SpO2 92 going up, HR now 80', [ok(7), ok(20)]),
  m(2, 'action', 'The ventilation works: visible chest rise, saturation improving', [ok(20)]),
  danger(2, "Chest's hardly moving, but the squeezes feel easy so air must be going in", [wrong(20)]),
  danger(2, 'Saturation is sitting at 74, I can live with that until ICU arrive', [wrong(20)]),
  danger(2, 'No chest movement that I can see, but the monitor trace looks fine, so we carry on', [
    wrong(20),
  ]),
  m(2, 'typo', 'chest risng with every breth and the sats going up, 91', [ok(20)]),
  // several P2
  m(
    2,
    'several',
    'No gag: OPA sized mouth corner to jaw angle, put in over a depressor, then reassess chest rise and sats',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  // safe P2
  safe(2, 'answer', 'What is her CO2 now?'),
  safe(2, 'acknowledge', "Tell her mum she's breathing with our help and the intensive care team is here"),
  safe(2, 'acknowledge', 'Recheck her glucose and sodium once the gas machine is free'),
  safe(2, 'hint', 'The airway is in, what next?'),
];
