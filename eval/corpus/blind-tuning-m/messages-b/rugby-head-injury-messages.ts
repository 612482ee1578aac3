import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Josh, 15 years, 60 kg, rugby tackle, GCS 5, apnoeic with a pulse, cervical spine not cleared, blood in the mouth,
 * no gag, no sign of a basal skull fracture. Phase 0: help, suction, equipment, mask on from the head; 1: in-line
 * head, jaw thrust, grip, seal, squeeze, rate; 2: adjunct, reassessment, effective ventilation.
 */
export const RUGBY_HEAD_INJURY_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: recognition, help ----------
  m(
    0,
    'action',
    "He's apnoeic but there's a carotid pulse. Trauma call please, and get an anaesthetist down here now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoea, pulse +, GCS 5 -> trauma team + anaesthesia STAT', [ok(1)]),
  m(0, 'typo', 'hes stoped breathing, call the trama team and anesthetist', [ok(1)]),
  m(
    0,
    'action',
    'Can someone ring the on-call anaesthetist and the neurosurgical registrar, I need help at the head end.',
    [ok(1)],
  ),
  m(0, 'action', 'Vale, no respira. Call for help please, the whole trauma team.', [ok(1)]),
  m(0, 'question', 'Has anyone called the anaesthetist yet, or should I?', [none(1)]),
  m(
    0,
    'hypothetical',
    'If he stops breathing I will put out a trauma call.',
    [none(1)],
    'He has already stopped: a plan for later.',
  ),
  danger(
    0,
    "He's got a pulse, so it's not a crash situation; let's get the CT first and call anaesthesia after.",
    [wrong(1)],
  ),
  danger(0, 'I can manage, no need for the team, the other doctors are in a meeting.', [wrong(1)]),
  danger(
    0,
    'probably just post-ictal after the seizure, give him a few minutes, he will start breathing again',
    [wrong(1)],
  ),
  danger(0, "Sats 78 is ok for someone who's just had a knock, we'll watch him.", [wrong(1)]),

  // ---------- Phase 0: suction ----------
  m(
    0,
    'action',
    "Yankauer please. I'm suctioning the blood out of his mouth, looking in, while someone holds his head still.",
    [ok(2)],
  ),
  m(0, 'shorthand', 'yankauer sx mouth, under direct vision, MILS held', [ok(2)]),
  m(0, 'typo', 'suckshun the blood first with the big rigid sucker, i can see what im doing', [ok(2)]),
  m(0, 'negation', 'No finger in his mouth with those broken teeth, just the Yankauer where I can see.', [
    ok(2),
  ]),
  m(
    0,
    'action',
    "I'd clear the blood with a wide-bore sucker before any bagging, otherwise we just blow it into his lungs.",
    [ok(2)],
  ),
  m(0, 'question', 'Do we have a working Yankauer on this trolley?', [none(2)]),
  m(0, 'hypothetical', 'If more blood pools I would suction again between breaths.', [none(2)]),
  danger(0, "Finger sweep to get the blood and the bits of tooth out, it's quicker.", [wrong(2)]),
  danger(0, 'Skip suction, bag him now, the blood will sort itself out.', [wrong(2)]),
  danger(0, 'I just stick the sucker blindly down his throat as far as it goes', [wrong(2)]),
  danger(
    0,
    'Thin 6 French soft catheter in the mouth, that is all we need for the blood.',
    [wrong(2)],
    'Far too narrow for blood and clots in an adolescent.',
  ),
  danger(
    0,
    'Roll his head to the side so the blood drains out of his mouth.',
    [wrong(3)],
    'Moves an uncleared neck; the suction itself is not the problem.',
  ),

  // ---------- Phase 0: equipment ----------
  m(0, 'action', 'Adult mask, medium size; it fits from the bridge of his nose to the cleft of his chin.', [
    ok(8, { mask: 'adult' }),
  ]),
  m(0, 'shorthand', 'adult mask sz 4, nose bridge to chin', [ok(8, { mask: 'adult' })]),
  m(0, 'typo', 'adlut mask, sized on his face, fits', [ok(8, { mask: 'adult' })]),
  m(0, 'question', 'Adult or large child mask for a 15-year-old?', [none(8)]),
  danger(0, "Child mask, he's still a kid after all.", [wrong(8, { mask: 'child' })]),
  danger(0, 'the paed mask will do, it only covers his mouth but the nose is fine', [
    wrong(8, { mask: 'child' }),
    wrong(12),
  ]),
  danger(
    0,
    'Largest adult mask we have, size 6, it goes up over his eyes but covers everything.',
    [wrong(8, { mask: 'adult' }), wrong(15)],
    'Too big: the rim reaches the eyes.',
  ),
  m(0, 'action', 'Adult self-inflating bag, 1.6 litres, with the reservoir.', [ok(9, { bagMl: 1600 })]),
  m(0, 'shorthand', 'adult BVM 1500 mL', [ok(9, { bagMl: 1500 })]),
  m(0, 'typo', 'the big adult bag, 1,6 L, self inflating one', [ok(9, { bagMl: 1600 })]),
  m(0, 'action', "He's 60 kilos so I want the adult bag, not the paediatric one.", [ok(9)]),
  m(0, 'question', 'Is the 500 mL bag enough or should it be the adult one?', [none(9)]),
  danger(0, "Paediatric 500 mL bag, he's under 16 so it's the kids' equipment.", [wrong(9, { bagMl: 500 })]),
  danger(0, 'the 500 bag, and I squeeze it twice for each breath if its not enough', [
    wrong(9, { bagMl: 500 }),
    wrong(18),
  ]),
  danger(0, 'Neonatal bag was the nearest, it will do for now.', [wrong(9, { bagMl: 250 })]),
  m(0, 'action', 'Oxygen at 15 L/min into the bag, reservoir is filling.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 15L -> BVM', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'hook up the oxygin to the bag at 15 litres', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', "The O2 isn't just on the wall, it's actually connected to the bag and running at 15.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, 'Oxygen at 5 litres, that is fine for the bag.', [wrong(10, { o2LPerMin: 5 })]),
  danger(0, 'no oxygen connected yet, room air bagging first and we add it later', [wrong(10)]),
  danger(
    0,
    'Keep the O2 low, 2 L, high oxygen is bad for head injuries.',
    [wrong(10, { o2LPerMin: 2 })],
    'A wrong justification: hypoxia is the harm in brain injury.',
  ),

  // ---------- Phase 0: position and mask placement ----------
  m(0, 'action', 'I go to the head of the trolley; someone else holds in-line from the side.', [ok(16)]),
  m(0, 'shorthand', 'me at head end', [ok(16)]),
  m(0, 'typo', 'standing at the haed of the bed behind him', [ok(16)]),
  m(0, 'action', 'Can you pull the trolley out from the wall so I can get behind his head?', [ok(16)]),
  danger(0, "I'll bag from the side of the trolley, the collar is in the way at the top.", [wrong(16)]),
  danger(0, 'standing at his right shoulder I reach over and hold the mask from there', [wrong(16)]),
  danger(0, 'I stay by his chest so I can watch it rise while I bag.', [wrong(16)]),
  m(0, 'action', 'Mask on with the narrow end on the bridge of his nose, wide end in the chin cleft.', [
    ok(11),
  ]),
  m(0, 'negation', "Making sure the mask isn't on upside down, apex at the nose.", [ok(11)]),
  m(0, 'shorthand', 'mask right way up, apex nose', [ok(11)]),
  danger(0, 'Mask upside down, the wide part on his nose, it fits better round the broken teeth.', [
    wrong(11),
  ]),
  danger(0, 'pointy end on his chin, round bit on the nose', [wrong(11)]),
  danger(0, "I'll flip the mask so the narrow bit is over his mouth, it'll avoid the blood.", [wrong(11)]),
  m(0, 'action', 'The mask covers his nose and mouth completely.', [ok(12)]),
  m(0, 'shorthand', 'mouth + nose covered', [ok(12)]),
  m(0, 'negation', 'Not leaving his nose out: the mask goes over nose and mouth.', [ok(12)]),
  m(0, 'typo', 'mask over both mouht and nose', [ok(12)]),
  danger(0, "Just over his mouth, his nose might be broken so I'll leave it out.", [wrong(12)]),
  danger(0, 'the mask sits on his upper lip and covers the nose only', [wrong(12)]),
  m(0, 'action', "I think I'd probably make sure the mask sits over both his nose and his mouth, yeah.", [
    ok(12),
  ]),
  danger(0, 'Mask pressed over his mouth with his nose squashed under the top edge, good enough.', [
    wrong(12),
  ]),
  m(0, 'several', 'Mask on: nose and mouth inside it, eyes clear.', [ok(12), ok(15)]),
  m(0, 'negation', 'The mask is not upside down, the narrow end is at his nose bridge.', [ok(11)]),
  m(0, 'action', 'L/min 15 on the flowmeter, tubing onto the bag.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'The top of the mask sits on the bridge of his nose, below the eyes, no pressure on them.', [
    ok(15),
  ]),
  m(0, 'negation', "I'm not pressing on his eyes with the rim.", [ok(15)]),
  danger(0, 'Press the top of the mask on his eyes to hold it steady, he cannot feel it anyway.', [
    wrong(15),
  ]),
  danger(0, "the mask edge is on his eyelids, that's fine", [wrong(15)]),
  m(
    0,
    'several',
    'Trauma team and anaesthetist called. Yankauer, mouth cleared under vision. Adult mask, 1.6 L bag, O2 15. At the head, mask apex on the nose, over mouth and nose, off the eyes.',
    [
      ok(1),
      ok(2),
      ok(8, { mask: 'adult' }),
      ok(9, { bagMl: 1600 }),
      ok(10, { o2LPerMin: 15 }),
      ok(16),
      ok(11),
      ok(12),
      ok(15),
    ],
  ),
  m(0, 'several', 'help called, yankauer sx, adult mask + adult bag, O2 15 L/min', [
    ok(1),
    ok(2),
    ok(8, { mask: 'adult' }),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    'Allora, I stand at the head, I put the adult mask the right way, narrow part on the nose, it covers mouth and nose.',
    [ok(16), ok(8, { mask: 'adult' }), ok(11), ok(12)],
  ),
  danger(0, 'Adult mask, adult bag, 15 L oxygen, and first I tilt his head back to get the mask on.', [
    ok(8, { mask: 'adult' }),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
    wrong(4),
  ]),
  danger(0, 'Called for help, suctioned, and I bag from his side with the paediatric bag.', [
    ok(1),
    ok(2),
    wrong(16),
    wrong(9),
  ]),

  // ---------- Phase 0: safe ----------
  safe(0, 'answer', 'What are his pupils doing?'),
  safe(0, 'answer', 'What was his GCS on scene?'),
  safe(0, 'acknowledge', 'Check a blood glucose please.'),
  safe(0, 'hint', 'ok'),
  safe(0, 'hint', 'what do I do first?'),
  safe(0, 'acknowledge', 'Someone call his parents and the school coach for the history.'),
  safe(0, 'answer', 'Any blood or fluid from his ears or nose?'),
  safe(0, 'acknowledge', 'Can we get the portable X-ray and book CT head and c-spine?'),
  safe(0, 'answer', 'blood pressure?'),
  safe(0, 'acknowledge', 'Look for the missing tooth fragment, it may have gone down.'),

  // ---------- Phase 1: head position (neck not cleared) ----------
  m(
    1,
    'action',
    'Head stays neutral and in line; a nurse holds manual in-line stabilisation with the collar front open.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'MILS, head neutral, no tilt', [ok(3)]),
  m(1, 'typo', 'keep his hed in line, neutral, someone holding the neck stil', [ok(3)]),
  m(1, 'negation', "I won't extend his neck, not with an uncleared c-spine; head neutral in line.", [ok(3)]),
  m(
    1,
    'action',
    'Sister, can you kneel at the side and hold his head in line with both hands while I open the collar?',
    [ok(3)],
  ),
  m(1, 'question', 'Can I take the blocks off if someone holds the head?', [none(3)]),
  danger(
    1,
    'Pillow under his head for the sniffing position, it opens the airway best.',
    [wrong(3)],
    'Flexes and moves an uncleared neck.',
  ),
  danger(1, 'Extend the neck a bit, the collar is on anyway so it is protected.', [wrong(3)]),
  danger(
    1,
    'I tip his head back to straighten the airway, the neck is probably fine, he moved his arms earlier',
    [wrong(3)],
  ),
  danger(1, 'Turn his head to the side so the blood runs out while I bag.', [wrong(3)]),

  // ---------- Phase 1: opening the airway ----------
  m(1, 'action', 'Jaw thrust, no head tilt: fingers behind the angles of his jaw, lifting forward.', [ok(4)]),
  m(1, 'shorthand', 'jaw thrust w/o head tilt', [ok(4)]),
  m(1, 'typo', 'jaw thurst, fingers on the angel of the mandible, no tilt', [ok(4)]),
  m(1, 'negation', 'No head tilt-chin lift because of his neck; jaw thrust instead, on the bone.', [ok(4)]),
  m(
    1,
    'action',
    "I'm doing a jaw thrust with my fingers on the bony angle of the mandible, nothing pressing under his chin.",
    [ok(4)],
  ),
  m(1, 'question', 'Can I do a chin lift or only jaw thrust?', [none(4)]),
  m(1, 'hypothetical', "If the jaw thrust doesn't open it I'd ask for a second pair of hands.", [none(4)]),
  danger(1, 'Head tilt-chin lift, it works better than a jaw thrust.', [wrong(4)]),
  danger(
    1,
    "Classic head tilt, chin lift. The collar's on, so the neck is safe.",
    [wrong(4)],
    'A wrong justification: the collar does not make a head tilt safe.',
  ),
  danger(1, 'i press up in the soft bit under his chin to push the tongue up', [wrong(4)]),
  danger(
    1,
    'If jaw thrust is too hard I will just tilt his head back a bit.',
    [wrong(4)],
    'A conditional plan that will be acted on.',
  ),
  danger(1, 'My fingers dig into the soft tissue under his jaw to hold the mask on.', [wrong(4)]),

  // ---------- Phase 1: grip and seal ----------
  m(1, 'action', 'E-C grip: thumb and index on the mask, other three fingers on the angle of the jaw.', [
    ok(13),
  ]),
  m(1, 'shorthand', 'EC clamp L hand', [ok(13)]),
  m(1, 'typo', 'E C grip, but its leaking, so 2 person tecnique', [ok(13)]),
  m(1, 'action', 'Two-person: I hold the mask with both hands and do the jaw thrust, you squeeze the bag.', [
    ok(13),
  ]),
  m(
    1,
    'action',
    'Can you take the bag? I need both hands on the mask, thumbs down on it and fingers pulling the jaw up.',
    [ok(13)],
  ),
  m(
    1,
    'action',
    'Switching to two hands on the mask, thenar eminences along the sides, the nurse squeezes.',
    [ok(13)],
  ),
  m(1, 'question', 'Would two-person be better here?', [none(13)]),
  m(1, 'hypothetical', 'If my hand gets tired I would ask for two-person.', [none(13)]),
  danger(1, "One hand is enough, he's a big lad but I've got big hands, and I'll ignore the small leak.", [
    wrong(13),
    wrong(14),
  ]),
  danger(1, 'I hold the mask by the elbow connector and press down', [wrong(13)]),
  danger(1, 'Whole palm over the mask and fingers wherever they land.', [wrong(13)]),
  danger(1, 'still leaking with one hand but no one free to help so I keep going like this', [
    wrong(13),
    wrong(14),
  ]),
  m(1, 'action', 'The seal is tight now, no air escaping round the mask.', [ok(14)]),
  m(1, 'shorthand', 'seal good, no leak', [ok(14)]),
  m(1, 'typo', 'got a good seel now', [ok(14)]),
  m(1, 'action', 'The leak was at the broken tooth side; I reseat the mask and it seals.', [ok(14)]),
  m(1, 'negation', 'No hissing at the cheeks anymore.', [ok(14)]),
  m(1, 'question', 'Is there a leak?', [none(14)]),
  danger(1, "There's a leak on the right, but bagging harder will get past it.", [wrong(14), wrong(18)]),
  danger(1, 'the seal is not great but ok, the anaesthetist will fix it', [wrong(14)]),
  danger(1, 'Big leak from his beard stubble, no matter, carry on.', [wrong(14)]),

  // ---------- Phase 1: mask hand lifts the jaw ----------
  m(1, 'action', 'I lift his jaw into the mask with my fingers rather than pushing the mask onto the face.', [
    ok(17),
  ]),
  m(1, 'shorthand', 'mask hand lifts jaw', [ok(17)]),
  m(1, 'negation', "I'm not pressing down on his face, I pull the jaw up into the mask.", [ok(17)]),
  m(1, 'typo', 'the hand holding the mask is also keeping the airway open by lifting the jaw', [ok(17)]),
  m(1, 'action', 'My E fingers keep the jaw forward the whole time the mask is on.', [ok(17)]),
  danger(1, 'Push the mask down hard onto his face, that seals it.', [wrong(17)]),
  danger(1, 'i just push on the mask with my hand, his head is held by the nurse anyway', [wrong(17)]),
  danger(1, 'I press the mask into his face firmly; the jaw can stay where it is.', [wrong(17)]),
  danger(1, 'Pressing the mask down onto the face; the collar pushes the chin up anyway.', [wrong(17)]),

  // ---------- Phase 1: squeeze ----------
  m(1, 'action', 'Squeezing over about a second, just until I see his chest rise, not emptying the bag.', [
    ok(18),
  ]),
  m(1, 'shorthand', 'squeeze 1 s, visible chest rise, ~500 mL', [ok(18)]),
  m(1, 'typo', 'gentel squeeze, one second, just enuf for chest rise', [ok(18)]),
  m(1, 'negation', "I'm not crushing the adult bag, only a third of it, over one second.", [ok(18)]),
  m(1, 'hypothetical', "If his stomach swells I'd use smaller breaths.", [none(18)]),
  danger(1, 'Full squeeze of the adult bag each time, he is big and needs the volume.', [wrong(18)]),
  danger(1, 'quick hard squeezes so it gets past the blood', [wrong(18)]),
  danger(1, 'I squeeze the bag against my thigh with both hands to get the whole 1.6 L in.', [wrong(18)]),

  // ---------- Phase 1: rate ----------
  m(1, 'action', 'One breath every three seconds, twenty a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 20, q3s', [ok(19, { ratePerMin: 20 })]),
  m(1, 'typo', 'rate twentyfour a minite', [ok(19, { ratePerMin: 24 })]),
  m(1, 'action', 'Counting: squeeze, release, release. About 20 in one minute.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'action', 'Could you squeeze every 3 seconds for me, not faster?', [ok(19, { ratePerMin: 20 })]),
  m(1, 'question', 'What rate should I bag at for a 15-year-old?', [none(19)]),
  danger(
    1,
    'Hyperventilate him at 40 a minute to get the ICP down, his pupil is blown.',
    [wrong(19, { ratePerMin: 40 })],
    'Prophylactic hyperventilation dressed as a justification.',
  ),
  danger(1, 'bag as fast as possible', [wrong(19)]),
  danger(1, "One breath every second, he's very hypoxic.", [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'Six breaths a minute is enough, we do not want to blow his lungs.', [
    wrong(19, { ratePerMin: 6 }),
  ]),
  danger(
    1,
    'If the pupils get worse I will bag him at 40 to blow off CO2.',
    [wrong(19, { ratePerMin: 40 })],
    'A conditional plan that will be acted on.',
  ),

  // ---------- Phase 1: several, and dangers inside correct messages ----------
  m(
    1,
    'several',
    'MILS held, head neutral. Jaw thrust without tilt. Two-person grip, jaw lifted into the mask, good seal. Breath over 1 s to chest rise, every 3 s.',
    [ok(3), ok(4), ok(13), ok(17), ok(14), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(1, 'several', 'inline stab, jaw thrust, EC, seal ok', [ok(3), ok(4), ok(13), ok(14)]),
  m(
    1,
    'several',
    'You bag gently, one second each, twenty a minute; I hold the mask with both hands and keep the jaw forward.',
    [ok(13), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(
    1,
    'several',
    'Jaw thrust with fingers on the bone, not the soft tissue, and that same hand keeps the mask sealed.',
    [ok(4), ok(17), ok(14)],
  ),
  danger(1, 'Jaw thrust, two-person, good seal, and we bag at 35 a minute because of his head.', [
    ok(4),
    ok(13),
    ok(14),
    wrong(19, { ratePerMin: 35 }),
  ]),
  danger(
    1,
    'In-line held, E-C grip, seal tight, then head tilt-chin lift because the tongue is still back.',
    [ok(3), ok(13), ok(14), wrong(4)],
  ),
  danger(1, 'Neutral head, jaw thrust, and I lean on the mask with the heel of my hand to keep it on.', [
    ok(3),
    ok(4),
    wrong(17),
  ]),
  danger(1, 'seal good, squeeze rate 20, and every breath the whole bag, fast', [
    ok(14),
    ok(19, { ratePerMin: 20 }),
    wrong(18),
  ]),

  // ---------- Phase 1: safe ----------
  safe(1, 'answer', 'Is the chest rising now?'),
  safe(1, 'hint', 'next please'),
  safe(1, 'answer', 'sats?'),
  safe(1, 'acknowledge', 'Tilt the whole trolley 30 degrees head up, keeping him in line.'),
  safe(1, 'hint', "I don't know what else to change"),
  safe(1, 'acknowledge', 'Give 3% hypertonic saline, his right pupil is dilated.'),
  safe(1, 'acknowledge', 'Tell the neurosurgeons he has a blown right pupil.'),

  // ---------- Phase 2: adjunct ----------
  m(2, 'action', 'No gag, so an OPA, sized from the corner of his mouth to the angle of the jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA sz 3, corner of mouth -> angle of jaw', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'guedel airway, mesured from incisors to angel of jaw', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    "He doesn't gag, so I'll measure an oropharyngeal airway against his face, mouth corner to jaw angle: the 90 mm one fits.",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'No Battle sign, no raccoon eyes, no CSF, so an NPA is ok too: measured nostril to tragus, size 7.',
    [ok(5, { adjunct: 'npa' })],
    'No sign of a basal skull fracture: a nasal airway is acceptable.',
  ),
  m(2, 'shorthand', 'NPA 6.5, nostril-tragus, no BSF signs', [ok(5, { adjunct: 'npa' })]),
  m(2, 'question', 'OPA or NPA for him?', [none(5)]),
  m(2, 'hypothetical', 'If he starts gagging on the OPA I would switch to a nasal one.', [none(5)]),
  m(
    2,
    'negation',
    "I'm not going for a nasal airway after a head injury, an oral one is enough since he has no gag: corner of mouth to angle of jaw.",
    [ok(5, { adjunct: 'opa' })],
  ),
  danger(2, 'Infant OPA, the 50 mm, smaller is safer.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Biggest Guedel on the trolley, size 5, so it really holds the tongue.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'OPA sized from his front teeth to the tip of the chin', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'NPA measured from the nostril to the earlobe, the long one', [wrong(5, { adjunct: 'npa' })]),

  // ---------- Phase 2: insertion ----------
  m(2, 'action', 'Tongue depressor on the tongue, OPA in following the curve, without moving his neck.', [
    ok(6),
  ]),
  m(
    2,
    'shorthand',
    'OPA in: concave up, rotate 180, neck still',
    [ok(6)],
    'Rotation technique is acceptable at his age.',
  ),
  m(2, 'typo', 'insert it upside down and rotate when it hits the soft palate, gently, neck held', [ok(6)]),
  m(
    2,
    'action',
    'I lubricate the nasal airway and pass it straight back along the floor of the nose, bevel to the septum.',
    [ok(6)],
  ),
  m(2, 'negation', 'Not forcing it; if it catches I withdraw and try again gently.', [ok(6)]),
  danger(
    2,
    'Push the OPA straight in the right way up, it will pass.',
    [wrong(6)],
    'Pushes the tongue back into the pharynx.',
  ),
  danger(2, 'I extend his neck to get the oral airway in more easily.', [wrong(3), wrong(6)]),
  danger(2, "It won't go in past the broken tooth, so I'll ram it through.", [wrong(6)]),
  danger(2, 'NPA in pointing up toward his forehead, no lube', [wrong(6)]),
  danger(
    2,
    "If the OPA doesn't sit well I'll just push it further until it does.",
    [wrong(6)],
    'A conditional plan that will be acted on.',
  ),

  // ---------- Phase 2: reassessment and effective ventilation ----------
  m(2, 'action', 'OPA in. Reassessing: chest rise, SpO2 and heart rate.', [ok(7)]),
  m(2, 'shorthand', 'reassess CR/SpO2/HR', [ok(7)]),
  m(2, 'typo', 're-asess after the airway: chest going up? sats, hr', [ok(7)]),
  m(2, 'action', 'After every change I look at the chest, the sats trace and his heart rate again.', [ok(7)]),
  m(2, 'action', 'Bueno, I check again: the chest, the saturation, the pulse, after putting the cánula.', [
    ok(7),
  ]),
  m(2, 'hypothetical', "Once the anaesthetist is here I'd reassess the whole thing.", [none(7)]),
  m(2, 'question', 'Do I need to recheck everything after the OPA?', [none(7)]),
  danger(2, 'OPA is in, so the airway is sorted; no need to look again.', [wrong(7)]),
  danger(2, 'not reassessing, i keep bagging till anaesthesia arrives', [wrong(7)]),
  danger(2, "I'll check the sats when the CT is done.", [wrong(7)]),
  m(
    2,
    'action',
    'Chest rises with every breath now and his sats are going up, 86, 90, 93. Effective ventilation.',
    [ok(20)],
  ),
  m(2, 'shorthand', 'good bilat chest rise, SpO2 up to 94', [ok(20)]),
  m(2, 'typo', 'chest is rising good, saturaton is comming up', [ok(20)]),
  m(2, 'action', 'We are ventilating him well: visible chest rise, SpO2 climbing and HR back to 80.', [
    ok(20),
  ]),
  m(2, 'action', 'Chest rise visible on both sides, sats ninety-six percent now.', [ok(20)]),
  danger(
    2,
    "Sats 88 and flat for five minutes, chest hardly moves, we're doing fine, we'll wait for the tube.",
    [wrong(20)],
  ),
  m(2, 'question', 'Is my ventilation effective enough, or should I change something?', [none(20)]),
  danger(2, "The chest isn't rising much, but he's pink enough, we carry on.", [wrong(20)]),
  danger(2, 'sats are stuck at 85, no chest movement, but that is ok for a head injury', [wrong(20)]),
  danger(2, 'I am bagging, so he is being ventilated, no need to watch for chest rise.', [wrong(20)]),
  danger(2, "His belly is rising, not his chest, that's the air going in, so it's fine.", [wrong(20)]),
  m(
    2,
    'several',
    'OPA sized mouth corner to jaw angle, inserted with a tongue depressor. Reassess: chest rising, sats 93 and up, HR 78. Effective.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7), ok(20)],
  ),
  m(2, 'several', 'opa in (measured, depressor), rechecking chest/sats/HR', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
    ok(7),
  ]),
  danger(2, 'OPA measured right and in with a depressor, then I give him 40 a minute to blow off his CO2.', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(2, 'Guedel sized corner of mouth to angle of jaw, forced in, and I stop checking the chest now.', [
    ok(5, { adjunct: 'opa' }),
    wrong(6),
    wrong(7),
  ]),

  // ---------- Phase 2: safe ----------
  safe(2, 'acknowledge', 'Arterial blood gas please, aim for a normal CO2.'),
  safe(2, 'acknowledge', 'Prepare for RSI and intubation with in-line stabilisation.'),
  safe(2, 'answer', "What's the end-tidal CO2?"),
  safe(2, 'hint', 'what now?'),
  safe(
    2,
    'acknowledge',
    'Log roll with in-line stabilisation to check his back when there are enough people.',
  ),
  safe(2, 'answer', 'How are his pupils now?'),
];
