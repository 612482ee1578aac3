import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Noor, 5 months, 7 kg, VSD, apnoeic with a pulse after a morphine infusion error; secretions; gag present.
 * Phases: P0 help, suction, equipment, the mask on from the head of the cot; P1 head, airway opening, grip, seal,
 * jaw lift, squeeze, rate; P2 adjunct (nasal only: she gags), reassessment, effective ventilation.
 */
export const VSD_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: recognition and help ----------
  m(
    0,
    'action',
    "She's not breathing but she has a brachial pulse. Hitting the emergency bell and asking for a paeds arrest call.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic + pulse present, sats 68 -> 2222 peds MET call pls', [ok(1)]),
  m(
    0,
    'action',
    'Can you bleep the PICU registrar and the anaesthetist on call right now, she has stopped breathing',
    [ok(1)],
  ),
  m(0, 'typo', 'shes apneic, sats 68, someone call for hlep!! resus team to bed 4', [ok(1)]),
  m(
    0,
    'action',
    'I would shout for help and get the nurse in charge to call the rapid response team while I start on the airway.',
    [ok(1)],
  ),
  m(
    0,
    'action',
    'Ok, she is apnoeic. Pidan ayuda, llamen al equipo de reanimación please, and PICU.',
    [ok(1)],
    'Spanish: "ask for help, call the resuscitation team".',
  ),
  danger(
    0,
    "No need to call anyone yet, it's just the morphine, I'll give her a rub and see if she picks up.",
    [wrong(1)],
    'Apnoeic and hypoxic: help is needed now, not after a trial of stimulation.',
  ),
  danger(
    0,
    'I will watch her for a minute or two to see if she starts breathing on her own before I do anything.',
    [wrong(1)],
  ),
  danger(
    0,
    "Don't put out a call, the PICU team will only make a fuss on the ward. I can manage her myself.",
    [wrong(1)],
  ),
  danger(
    0,
    'She is probably just deeply asleep after the morphine, sats are often low with her heart, I would leave her and recheck at the next obs.',
    [wrong(1)],
  ),
  m(0, 'question', 'Should I call the arrest team first or start the bagging first?', [none(1)]),
  m(0, 'hypothetical', "If she doesn't pick up after stimulation I'd call for help.", [none(1)]),

  // ---------- Phase 0: secretions ----------
  m(
    0,
    'action',
    'Suctioning her mouth first and then both nostrils with a 10 French soft catheter, looking at where it goes.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sx oro then naso, 8Fr, under vision, 5 sec at a time', [ok(2)]),
  m(
    0,
    'action',
    'Before any breaths I clear the froth out of her mouth and nose with the soft suction catheter, a few seconds each pass.',
    [ok(2)],
  ),
  m(0, 'typo', 'sucktion the secretions w a size 8 catheter, mouth b4 nose', [ok(2)]),
  m(
    0,
    'negation',
    'Not going too deep with the catheter because she gags, just the mouth and the front of the nose where I can see.',
    [ok(2)],
  ),
  danger(
    0,
    "Lots of secretions, I'll just hook them out with my little finger, quicker than setting up the suction.",
    [wrong(2)],
  ),
  danger(
    0,
    'No time for suction, start bagging straight away and the secretions will get pushed down anyway.',
    [wrong(2)],
  ),
  danger(
    0,
    'I pass the catheter down blind as far as it goes and keep sucking till she stops gagging.',
    [wrong(2)],
    'Deep blind suction in an infant who gags: vagal bradycardia and laryngospasm.',
  ),
  danger(
    0,
    'Suction on continuously for like 30 seconds so we get everything out in one go.',
    [wrong(2)],
    'Prolonged suction in a hypoxic infant.',
  ),
  danger(
    0,
    'Use the adult Yankauer and a 14 Fr catheter down the nose, bigger clears quicker.',
    [wrong(2)],
    'A 14 Fr catheter does not fit a 5-month-old nostril.',
  ),
  m(0, 'question', 'What size suction catheter do you have at the bedside?', [none(2)]),
  m(0, 'hypothetical', 'If more froth comes up I would suction again before I go on.', [none(2)]),

  // ---------- Phase 0: equipment ----------
  m(
    0,
    'action',
    'Infant mask please, the size one round one. It goes from the bridge of her nose to the cleft of her chin.',
    [ok(8, { mask: 'infant' })],
  ),
  m(0, 'shorthand', 'infant mask sz 1, fits nose bridge to chin', [ok(8, { mask: 'infant' })]),
  m(
    0,
    'action',
    'I hold the infant mask against her face first to check the size: top on the bridge of the nose, bottom in the chin cleft, eyes clear.',
    [ok(8, { mask: 'infant' }), ok(15)],
  ),
  danger(
    0,
    "Grab the neonatal mask from the resus cot, she's small, smallest is best.",
    [wrong(8, { mask: 'neonate' })],
    'A newborn mask does not reach her chin.',
  ),
  danger(0, "The child mask will do, it sits a bit up on her eyes but it'll seal.", [
    wrong(8, { mask: 'child' }),
    wrong(15),
  ]),
  danger(0, 'Only an adult mask in the drawer? Fine, I will use that one upside down, close enough.', [
    wrong(8, { mask: 'adult' }),
    wrong(11),
  ]),
  m(0, 'question', 'Which mask size would fit a 5 month old, 1 or 2?', [none(8)]),
  m(
    0,
    'action',
    '500 mL self-inflating bag with the reservoir bag on it, connected to wall oxygen at 15 litres a minute.',
    [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'shorthand', 'BVM 500ml, O2 15L/min, reservoir on', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'Paediatric bag, 450 ml, please plug it into the oxygen and turn it to ten.', [
    ok(9, { bagMl: 450 }),
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'typo', 'pead ambu bag 500, O2 on at 12 litres', [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 12 })]),
  m(
    0,
    'action',
    'I prefer the Jackson-Rees, I did anaesthetics, hooking it to 10 L of oxygen and checking the valve.',
    [ok(9), ok(10, { o2LPerMin: 10 })],
    'A flow-inflating bag in experienced hands is acceptable.',
  ),
  m(
    0,
    'negation',
    "Making sure the oxygen tubing isn't just lying there, it is actually connected to the bag and the flowmeter is on 15.",
    [ok(10, { o2LPerMin: 15 })],
  ),
  danger(0, "Just use the 250 ml neonatal bag, she's only 7 kilos.", [wrong(9, { bagMl: 250 })]),
  danger(
    0,
    "I'll take the 1.6 litre adult bag, more volume is better for oxygenation.",
    [wrong(9, { bagMl: 1600 })],
    'An adult bag for a 7 kg infant invites far too much volume.',
  ),
  danger(
    0,
    "With the VSD I don't want to give too much oxygen, so I'll bag her on room air for now.",
    [wrong(10)],
    'An apnoeic hypoxic infant needs oxygen; the shunt is no reason to withhold it.',
  ),
  danger(0, 'Oxygen on at 2 litres on the bag, that is plenty for a baby this size.', [
    wrong(10, { o2LPerMin: 2 }),
  ]),
  danger(
    0,
    "500 mL bag ready, infant mask ready. I won't bother hooking up the oxygen until the team arrives.",
    [ok(9, { bagMl: 500 }), ok(8, { mask: 'infant' }), wrong(10)],
  ),
  m(0, 'question', 'How much oxygen should I run into the bag for her?', [none(10)]),
  m(0, 'question', 'Is a 500 mL bag right for her or do I need the small one?', [none(9)]),
  m(
    0,
    'several',
    'Infant mask, 500cc bag, O2 fifteen litres, and I suction her mouth and nose with the 8 Fr first.',
    [ok(8, { mask: 'infant' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(2)],
  ),

  // ---------- Phase 0: position and mask placement ----------
  m(0, 'action', 'I move round to the top of the cot, behind her head, drop the cot side.', [ok(16)]),
  m(0, 'shorthand', 'at head of bed', [ok(16)]),
  m(0, 'action', 'Pulling the cot away from the wall so I can stand at her head to bag.', [ok(16)]),
  danger(0, 'I will bag from the side of the cot so I can see the monitor and the pump at the same time.', [
    wrong(16),
  ]),
  danger(0, 'Her mum is holding her, so I will just bag from beside them while she sits on the chair.', [
    wrong(16),
  ]),
  m(
    0,
    'action',
    'Mask on with the pointed end over her nose, covering mouth and nose, nothing touching the eyes.',
    [ok(11), ok(12), ok(15)],
  ),
  m(0, 'negation', "Making sure the mask isn't upside down and her nose isn't left outside it.", [
    ok(11),
    ok(12),
  ]),
  m(0, 'negation', 'Not letting the top of the mask slide onto her eyes.', [ok(15)]),
  m(0, 'shorthand', 'mask apex over nasal bridge, mouth+nose covered, eyes free', [ok(11), ok(12), ok(15)]),
  m(0, 'typo', 'mask the rigth way up, narrow bit on the nose, coverin mouth and nose', [ok(11), ok(12)]),
  m(
    0,
    'action',
    'I put the mask on nose first then roll it down over the mouth so both are inside the cushion.',
    [ok(12), ok(11)],
  ),
  danger(0, 'Mask on with the wide end at the top over her nose, her forehead is wider than her chin.', [
    wrong(11),
  ]),
  danger(0, "I'll cover just her mouth, her nose is blocked with snot anyway.", [wrong(12)]),
  danger(
    0,
    "The mask is a bit short so it only gets the nostrils partly, that's ok, the mouth is what matters.",
    [wrong(12)],
  ),
  danger(0, 'I rest the heel of my hand on her forehead and eyes to steady the mask.', [wrong(15)]),
  danger(
    0,
    "Mask on the right way round over nose and mouth, I'm at her head, and I press my thumb on her eyebrow and eye to keep it still.",
    [ok(11), ok(12), ok(16), wrong(15)],
  ),
  m(0, 'question', 'Which way round does the mask go on a baby, pointy end up?', [none(11)]),
  m(0, 'question', 'Does the mask need to cover her nose as well or only the mouth?', [none(12)]),
  m(0, 'typo', 'mask ovr her mouth AND nose, both inside the cushon', [ok(12)]),
  danger(0, 'I sit the mask on her upper lip under the nose so the nostrils stay free for suction.', [
    wrong(12),
  ]),

  // ---------- Phase 0: safe ----------
  safe(0, 'acknowledge', 'Please stop the morphine pump and keep the syringe for the incident report.'),
  safe(0, 'acknowledge', 'Draw up naloxone, 0.1 mg/kg, so 0.7 mg, and give it IV.'),
  safe(0, 'answer', "What's her heart rate and blood pressure now?"),
  safe(0, 'answer', 'How much morphine has she actually had?'),
  safe(0, 'hint', 'ok, what next?'),
  safe(0, 'answer', 'Does she have IV access?'),
  safe(0, 'acknowledge', 'Can somebody ring her parents and tell them to come in.'),
  safe(0, 'hint', "I'm stuck, not sure what to do first"),
  safe(0, 'answer', 'What was her baseline saturation with the VSD?'),
  safe(0, 'acknowledge', 'Check a blood glucose please.'),
  safe(0, 'hint', 'hmm. next'),

  // ---------- Phase 1: head position ----------
  m(
    1,
    'action',
    'Rolled towel under her shoulders so her head sits neutral, her occiput is pushing her chin to her chest.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'shoulder roll, head neutral', [ok(3)]),
  m(
    1,
    'negation',
    'Keeping her head neutral, not tipping it back, babies kink their trachea if you overextend.',
    [ok(3)],
  ),
  m(1, 'typo', 'put a small towl under the sholders to get her head neutal', [ok(3)]),
  m(
    1,
    'action',
    'I line up her ear with the front of her shoulder using a folded nappy under the shoulders.',
    [ok(3)],
  ),
  danger(1, 'Tip her head right back so the airway is wide open.', [wrong(3)]),
  danger(
    1,
    'Put a pillow under her head to get her into the sniffing position like an adult.',
    [wrong(3)],
    'A pillow under an infant occiput flexes the neck.',
  ),
  danger(1, 'I hang her head over the end of the mattress a bit, full extension gets the best view.', [
    wrong(3),
  ]),
  m(1, 'question', 'Do babies need a shoulder roll or a pillow under the head?', [none(3)]),

  // ---------- Phase 1: opening the airway ----------
  m(
    1,
    'action',
    'Chin lift with one finger on the bony point of her chin, only a tiny bit of tilt to neutral.',
    [ok(4)],
  ),
  m(1, 'action', 'Jaw thrust: fingers behind the angles of her mandible pushing the jaw forward.', [ok(4)]),
  m(
    1,
    'negation',
    "Keeping my fingers on the jawbone and not pressing into the soft part under her chin, that'd push the tongue up.",
    [ok(4)],
  ),
  m(1, 'shorthand', 'HTCL gentle, fingers on bone', [ok(4)]),
  m(1, 'typo', 'opening the airwya with chin lift, finger on mandibel not the soft tisue', [ok(4)]),
  m(
    1,
    'action',
    'Ich mache einen chin lift, fingers on her bony chin, and head just neutral.',
    [ok(4), ok(3)],
    'German: "I do a".',
  ),
  danger(1, 'I push up under her chin with my fingers in the soft bit to lift the tongue forward.', [
    wrong(4),
  ]),
  danger(
    1,
    'Three fingers pressing into the floor of her mouth from underneath, that holds the jaw up nicely.',
    [wrong(4)],
  ),
  danger(
    1,
    'Head neutral with the roll, good, and I open the airway by squeezing the soft tissue under the jaw up into the mask.',
    [ok(3), wrong(4)],
  ),
  danger(1, "I'd skip opening the airway, she's a baby, her airway is open already.", [wrong(4)]),
  m(1, 'question', 'Chin lift or jaw thrust better for her?', [none(4)]),
  m(1, 'hypothetical', 'If the chin lift does not work I would try a jaw thrust.', [none(4)]),

  // ---------- Phase 1: grip and seal ----------
  m(
    1,
    'action',
    'E-C grip: thumb and index finger on the mask making the C, the other fingers on the bony jaw.',
    [ok(13)],
  ),
  m(1, 'shorthand', 'EC clamp L hand', [ok(13)]),
  m(
    1,
    'action',
    "It's still leaking at the chin. Sister, can you squeeze the bag while I hold the mask with both hands?",
    [ok(13)],
  ),
  m(
    1,
    'action',
    'Two-person now: I do two hands on the mask with both thumbs on it and fingers on the jaw, you bag.',
    [ok(13)],
  ),
  m(1, 'typo', 'EC clmap, thumb + index on mask, midle ring little on the jaw', [ok(13)]),
  m(1, 'several', 'EC grip, good seal, no leak, chest going up.', [ok(13), ok(14), ok(20)]),
  m(1, 'action', 'Seal is tight now, no hiss around the edge of the mask.', [ok(14)]),
  m(1, 'negation', "Checking there's no air leaking out under the mask before I keep squeezing.", [ok(14)]),
  m(1, 'shorthand', 'seal ok, no leak', [ok(14)]),
  m(
    1,
    'action',
    'I reposition the mask slightly and press the rim evenly with the C, the leak at the chin has gone.',
    [ok(14), ok(13)],
  ),
  danger(1, "It leaks a bit at the chin, doesn't matter, I'll squeeze harder to make up for it.", [
    wrong(14),
    wrong(18),
  ]),
  danger(1, 'I hold the mask with my whole palm pressed flat over it.', [wrong(13), wrong(17)]),
  danger(1, "Leak is bad but we don't need two people, I'll keep going one-handed, the nurse is busy.", [
    wrong(13),
    wrong(14),
  ]),
  danger(1, 'Holding the mask by the connector with two fingertips, the bag is light enough.', [wrong(13)]),
  danger(1, 'There is a gap at the side, I am ok with a small leak, she is getting some air.', [wrong(14)]),
  m(1, 'question', 'It is leaking, should I get someone to help hold?', [none(13)]),
  m(1, 'hypothetical', "If I can't get a seal with one hand I'll ask for a second person.", [none(13)]),

  // ---------- Phase 1: mask hand lifts the jaw ----------
  m(1, 'action', 'I lift her jaw up into the mask with my fingers instead of pushing the mask down.', [
    ok(17),
  ]),
  m(1, 'action', 'With the same hand that holds the mask I keep the chin lifted between breaths.', [ok(17)]),
  m(1, 'negation', 'Not pushing the mask onto her face, bringing her face up to the mask.', [ok(17)]),
  m(1, 'shorthand', 'mask hand does jaw lift', [ok(17)]),
  m(1, 'several', 'EC clamp with my left hand, the three fingers pulling the jaw into the mask, nice seal.', [
    ok(13),
    ok(17),
    ok(14),
  ]),
  m(1, 'typo', 'lifing the jaw to the mask with the E fingers, same hand as the mask', [ok(17), ok(13)]),
  danger(1, 'Pushing the mask down hard onto her face to get the seal.', [wrong(17)]),
  danger(1, 'I let go of the chin with the mask hand, the mask stays on by itself if I push it down.', [
    wrong(17),
  ]),
  danger(1, "The mask hand only holds the mask down, I don't bother lifting the jaw once the mask is on.", [
    wrong(17),
  ]),
  m(1, 'question', "Should the hand on the mask also be lifting the jaw, or is that the helper's job?", [
    none(17),
  ]),

  // ---------- Phase 1: squeeze ----------
  m(1, 'action', 'Squeeze just until I see her chest start to rise, over about a second, then let go.', [
    ok(18),
  ]),
  m(1, 'shorthand', 'small squeezes, 1 sec, stop at chest rise', [ok(18)]),
  m(1, 'negation', 'Not squeezing the whole bag, only a third or so till the chest moves.', [ok(18)]),
  m(1, 'action', 'Gentle breaths, each one over a second, watching for the chest to come up.', [ok(18)]),
  m(1, 'typo', 'sqeezing the bag slowly over 1 sec untill her chest rises', [ok(18)]),
  danger(1, 'Squeezing the bag all the way flat every time to make sure she gets enough.', [wrong(18)]),
  danger(1, 'Quick sharp squeezes, half a second each, to pop the lungs open.', [wrong(18)]),
  danger(
    1,
    "Her tummy is going up too but that's fine, it means the air is going in, keep giving big breaths.",
    [wrong(18)],
  ),
  danger(
    1,
    'I will squeeze with both hands as hard as I can, her lungs are stiff from the VSD.',
    [wrong(18)],
    'Wet lungs are not a reason for large forceful breaths.',
  ),
  m(1, 'question', 'How much do I squeeze for a 7 kg baby?', [none(18)]),

  // ---------- Phase 1: rate ----------
  m(1, 'action', 'Breathing for her at 25 a minute.', [ok(19, { ratePerMin: 25 })]),
  m(1, 'action', 'One breath every 2 to 3 seconds, saying squeeze, release, release.', [ok(19)]),
  m(1, 'shorthand', 'RR 30, q2s', [ok(19, { ratePerMin: 30 })]),
  m(1, 'typo', 'venti rate twenty per minut', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'I count: about 24 breaths in one minute, not more.', [ok(19, { ratePerMin: 24 })]),
  m(
    1,
    'negation',
    'Not going faster than one every two seconds, with her heart I do not want to hyperventilate her.',
    [ok(19, { ratePerMin: 30 })],
  ),
  danger(1, 'Bagging at 50 a min, babies breathe fast normally so she needs it fast.', [
    wrong(19, { ratePerMin: 50 }),
  ]),
  danger(1, 'One breath every 6 seconds like the adult protocol.', [wrong(19, { ratePerMin: 10 })]),
  danger(1, "I'll bag her as fast as I can to get the sats up quick.", [wrong(19)]),
  danger(
    1,
    'Good gentle squeezes till the chest rises, and I give 12 a minute so I do not overload her heart.',
    [ok(18), wrong(19, { ratePerMin: 12 })],
  ),
  m(1, 'question', 'What rate should I bag a 5 month old at?', [none(19)]),
  m(
    1,
    'several',
    'Shoulder roll, chin lift on bone, EC grip lifting into the mask, squeeze over a second to chest rise, 25 a minute.',
    [ok(3), ok(4), ok(13), ok(17), ok(18), ok(19, { ratePerMin: 25 })],
  ),
  m(1, 'several', 'head neutral w roll, jaw thrust, 2 person BVM, RR 24, gentle sqz', [
    ok(3),
    ok(4),
    ok(13),
    ok(19, { ratePerMin: 24 }),
    ok(18),
  ]),
  danger(
    1,
    'Head neutral, EC clamp, good seal, and we go at forty a minute because her normal resp rate is forty.',
    [ok(3), ok(13), ok(14), wrong(19, { ratePerMin: 40 })],
  ),
  danger(1, "Chin lift, mask on tight, and if the chest doesn't move I'll just squeeze harder and faster.", [
    ok(4),
    wrong(18),
    wrong(19),
  ]),

  // ---------- Phase 1: safe ----------
  safe(1, 'answer', 'Is the chest moving at all?'),
  safe(1, 'acknowledge', 'Give the naloxone now please, 0.1 mg per kilo.'),
  safe(1, 'hint', 'ok'),
  safe(1, 'answer', 'What are her sats doing?'),
  safe(1, 'acknowledge', 'Can someone open the gastrostomy to free drainage to vent her stomach.'),
  safe(1, 'answer', 'Has the PICU team arrived yet?'),
  safe(1, 'hint', 'what now?'),
  safe(1, 'acknowledge', 'Please send a blood gas and a glucose from her line.'),
  safe(1, 'acknowledge', 'Someone document the times for me please.'),

  // ---------- Phase 2: adjunct ----------
  m(
    2,
    'action',
    "She gags when I touch the back of her throat, so no oral airway. I'll use a nasal one, measured from the tip of her nose to the tragus.",
    [ok(5, { adjunct: 'npa' })],
  ),
  m(2, 'shorthand', 'gag +ve -> NPA, measure nares to tragus, 3.5', [ok(5, { adjunct: 'npa' })]),
  m(
    2,
    'action',
    'NPA size 3.5, lubricated, inserted straight back along the floor of the nose with a gentle twist.',
    [ok(5, { adjunct: 'npa' }), ok(6)],
  ),
  m(
    2,
    'typo',
    'nasopharyngal airway measured nostrill to ear tragus, lube it, slide in parallel to the palate',
    [ok(5, { adjunct: 'npa' }), ok(6)],
  ),
  m(
    2,
    'negation',
    'Not using an OPA, she has a gag and it would make her vomit or spasm. NPA sized nose tip to tragus.',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(
    2,
    'action',
    'Putting a bit of KY on the NPA and sliding it in the right nostril, aiming toward the back of her head, not up. Bevel facing the septum.',
    [ok(6)],
  ),
  m(
    2,
    'action',
    'Je mets une canule nasopharyngée, measured from the nostril to the tragus, gently, along the floor of the nose.',
    [ok(5, { adjunct: 'npa' }), ok(6)],
    'French: "I put in a nasopharyngeal airway".',
  ),
  m(
    2,
    'action',
    'Cut down a 3.5 ET tube as a nasal airway, length from nostril to tragus, lubricated and passed gently straight back.',
    [ok(5, { adjunct: 'npa' }), ok(6)],
  ),
  danger(
    2,
    'Put in an OPA size 0 to keep the tongue forward.',
    [wrong(5, { adjunct: 'opa' })],
    'Gag reflex present: an oral airway provokes vomiting and laryngospasm.',
  ),
  danger(2, 'Guedel 50 mm, measured from her lips to her earlobe.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'OPA in upside down and rotate it 180 like we do in adults.', [
    wrong(5, { adjunct: 'opa' }),
    wrong(6),
  ]),
  danger(
    2,
    'She gags a bit but the oral airway will hold the tongue better, so I will push the Guedel in anyway.',
    [wrong(5, { adjunct: 'opa' }), wrong(6)],
  ),
  danger(2, 'NPA, I measure it from the nostril to the corner of her mouth, that looks about right.', [
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(2, 'Taking the 6.0 nasal airway, the bigger the better so it stays open.', [
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(2, 'I push the NPA upwards towards her eye, it follows the shape of the nose.', [wrong(6)]),
  danger(2, "If the NPA sticks I'll just push harder, it'll go in.", [wrong(6)]),
  danger(
    2,
    'NPA measured tip of nose to tragus, right size, no lube needed, I shove it in quickly before she gags.',
    [ok(5, { adjunct: 'npa' }), wrong(6)],
  ),
  m(2, 'question', 'With her gagging, can I still use an oral airway or only the nasal one?', [none(5)]),
  m(2, 'question', 'Which way do I point the nasal airway, up or straight back?', [none(6)]),
  m(2, 'hypothetical', 'If she keeps obstructing I would put in a nasopharyngeal airway.', [none(5)]),
  m(2, 'hypothetical', 'If it catches on the way in I would take it out and try the other nostril.', [
    none(6),
  ]),

  // ---------- Phase 2: reassessment and effectiveness ----------
  m(2, 'action', 'NPA in, now rechecking: chest rise, sats, heart rate.', [ok(7)]),
  m(2, 'shorthand', 'reassess: CR +, SpO2 86->91, HR 128', [ok(7), ok(20)]),
  m(
    2,
    'action',
    'After the airway went in I look at her chest, the sats trace and the heart rate on the monitor.',
    [ok(7)],
  ),
  m(2, 'typo', 'reasess after the NPA - chest moving? sats? HR?', [ok(7)]),
  m(
    2,
    'action',
    'Watching each breath: chest going up both sides and the sats coming up to 92, heart rate 130.',
    [ok(20), ok(7)],
  ),
  m(2, 'action', 'Chest rising nicely now with every squeeze and the sats are climbing.', [ok(20)]),
  m(2, 'shorthand', 'good CR, sats rising 88 90 93', [ok(20)]),
  m(
    2,
    'negation',
    "I'm not just trusting the sats, I'm also looking at the chest rise and listening both sides.",
    [ok(7)],
  ),
  m(2, 'several', 'NPA 3.5 in with lube, straight back; rechecking: chest up, SpO2 up to 93, HR 130.', [
    ok(5, { adjunct: 'npa' }),
    ok(6),
    ok(7),
    ok(20),
  ]),
  m(2, 'action', 'Ventilation is working: visible chest rise each breath, SpO2 94 and still rising.', [
    ok(20),
  ]),
  m(2, 'typo', 'effective ventilaton now, chest rises with evry breath and sats upto 90s', [ok(20)]),
  danger(2, "No need to reassess, the NPA's in, just carry on bagging.", [wrong(7)]),
  danger(2, 'I will check the sats again in ten minutes when the team is here, keep going for now.', [
    wrong(7),
  ]),
  danger(2, 'Her tummy is blowing up but the sats are ok-ish, keep going the same.', [wrong(20)]),
  danger(
    2,
    "Chest isn't really moving but the monitor says 84 which is about her usual, so we're fine.",
    [wrong(20)],
    'Her baseline is about 96; no chest rise is not effective ventilation.',
  ),
  danger(
    2,
    'The nasal airway is in, I do not look at the chest, the sats will tell me if something is wrong eventually.',
    [wrong(7)],
  ),
  danger(
    2,
    'Sats stuck at 80 and no chest rise but I will keep doing exactly the same, naloxone will sort it.',
    [wrong(20)],
  ),
  m(2, 'question', 'Is her chest rising now and what are the sats?', [none(7)]),
  m(2, 'question', 'Is the ventilation effective?', [none(20)]),
  m(2, 'hypothetical', 'If the sats do not come up I would go back and check the seal and position.', [
    none(20),
  ]),

  // ---------- Phase 2: safe ----------
  safe(2, 'acknowledge', 'Second dose of naloxone please, she is still not breathing.'),
  safe(2, 'answer', "What's the heart rate now?"),
  safe(2, 'hint', 'next'),
  safe(2, 'acknowledge', 'Let PICU know we will need a bed, and someone talk to the parents.'),
  safe(2, 'answer', 'Is she making any breathing effort of her own?'),
  safe(2, 'acknowledge', 'Start a naloxone infusion once she is breathing, morphine has a longer half life.'),
  safe(2, 'hint', 'not sure what else to do'),
  safe(2, 'answer', 'What does the blood gas show?'),
  safe(2, 'acknowledge', "I'd like to fill in an incident form about the pump afterwards."),

  // ---------- Mixed, later-phase restatements and hidden dangers ----------
  danger(2, 'NPA in nicely, chest rising, and I turn the O2 down to 4 L now because of her shunt.', [
    ok(20),
    wrong(10, { o2LPerMin: 4 }),
  ]),
  danger(2, 'Sats 93 and chest moving, so I can go a bit faster, say 45 a minute, to blow off her CO2.', [
    ok(20),
    wrong(19, { ratePerMin: 45 }),
  ]),
  danger(1, 'Since the seal is hard I will just put the mask over her mouth and pinch her nose shut.', [
    wrong(12),
  ]),
  danger(1, 'I climb onto the side of the cot and bag from there, easier to reach.', [wrong(16)]),
  danger(1, 'I am fine on my own now, tell the PICU team to stand down.', [wrong(1)]),
  danger(1, 'The secretions are bubbling up again but I will bag through them, no time to suction.', [
    wrong(2),
  ]),
  danger(1, 'Swapping to the bigger mask, it covers her eyes but the seal is better.', [wrong(8), wrong(15)]),
  danger(1, 'Turned the mask round, the point at her chin fits better.', [wrong(11)]),
  danger(1, 'Bag is empty-feeling, I took the reservoir and oxygen off to make it lighter.', [wrong(10)]),
  danger(1, 'Change to the little 240 ml bag, the big one is too heavy to squeeze slowly.', [
    wrong(9, { bagMl: 240 }),
  ]),
  m(
    1,
    'several',
    'I am at the head, mask right way up, mouth and nose covered, off the eyes, EC grip and tight seal.',
    [ok(16), ok(11), ok(12), ok(15), ok(13), ok(14)],
  ),
  m(
    1,
    'action',
    'I would keep the airway open with the same hand holding the mask, three fingers under the mandible bone.',
    [ok(17)],
  ),
  m(1, 'action', 'Keeping the oxygen at 15 and bagging with the 500 one.', [
    ok(10, { o2LPerMin: 15 }),
    ok(9, { bagMl: 500 }),
  ]),
  m(1, 'hypothetical', 'if she vomits I would turn her and suction', [none(2)]),
  m(2, 'action', "She's now 95% with a good chest rise, so the bagging is effective; I keep 25 a minute.", [
    ok(20),
    ok(19, { ratePerMin: 25 }),
  ]),
  m(2, 'action', 'After giving the naloxone I reassess again: chest rise, saturations and heart rate.', [
    ok(7),
  ]),
  m(2, 'action', "Also checking that the shoulder roll hasn't slipped and the head is still neutral.", [
    ok(3),
  ]),
  m(0, 'action', 'Call for help first, then I get the infant mask and the 500 mL bag with oxygen.', [
    ok(1),
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10),
  ]),
  m(0, 'several', 'MET call put out. sx mouth + nose 8F. infant mask, bag 500, O2 15. me at head.', [
    ok(1),
    ok(2),
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  m(0, 'hypothetical', 'I think I would probably go to the head of the bed once the mask is ready.', [
    none(16),
  ]),
  danger(
    0,
    "Help called, suction done. I'll have a go at bagging with the mask over her mouth only, the nose is too small for it to matter.",
    [ok(1), ok(2), wrong(12)],
  ),
  danger(2, 'Chest rises, and I put in a size 00 Guedel too, both adjuncts are better than one.', [
    ok(20),
    wrong(5, { adjunct: 'opa' }),
  ]),
  m(2, 'action', 'Each breath I see the chest come up, sats now 95, that is her normal.', [ok(20)]),
  m(2, 'action', "I'll reassess every minute or after anything changes: chest rise, sats, heart rate.", [
    ok(7),
  ]),
  m(
    1,
    'action',
    'We switch: you do the EC with both hands, I squeeze the bag, one breath every three seconds.',
    [ok(13), ok(19, { ratePerMin: 20 })],
  ),
  m(1, 'negation', 'I do not hold the mask by pushing down; my fingers lift her mandible up into it.', [
    ok(17),
  ]),
];
