import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Amira, 12 years, 40 kg, type 1 diabetes: apnoeic with a pulse after a hypoglycaemic seizure, buccal midazolam and
 * glucagon; vomit in the mouth, no gag reflex (OPA), no trauma. Phases: 0 help, suction, kit, head of bed, mask on;
 * 1 head, airway opening, hold, seal, jaw lift, squeeze, rate; 2 adjunct, reassessment, effective ventilation.
 */
export const DIABETIC_MESSAGES: HeldOutUtterance[] = [
  // ---------------------------------------------------------------- phase 0: calling for help
  m(
    0,
    'action',
    "She's not breathing but there's a radial pulse. Can someone put out a paediatric emergency call, I need the team here now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic + pulse, sats 74. 2222 paeds, ask for anaes too', [ok(1)]),
  m(0, 'typo', 'shes stoped breathing, get the reg and anesthetics to resus stat', [ok(1)]),
  m(0, 'action', 'Could you hit the emergency bell for me please? She has stopped breathing.', [ok(1)]),
  m(
    0,
    'action',
    "We need more hands. Nurse, fetch the consultant and tell them she's stopped breathing after the midazolam.",
    [ok(1)],
  ),
  m(0, 'typo', 'not breething, call for halp — someone page the on call anaesthetist', [ok(1)]),
  m(
    0,
    'action',
    'She is not breathing and her saturation is falling, I am calling the senior team for help now.',
    [ok(1)],
  ),
  m(0, 'shorthand', 'Apnoea. Arrest buzzer pulled, airway is mine till the team arrives.', [ok(1)]),
  m(0, 'action', 'Please get the paediatric registrar and anaesthetics down to resus, she is apnoeic.', [
    ok(1),
  ]),
  m(
    0,
    'negation',
    'Not going to wait for the glucagon to do its thing — team called, and I am ventilating her now.',
    [ok(1)],
  ),
  m(0, 'negation', 'No point doing another sugar first. Shout for help and get breaths into her.', [ok(1)]),
  m(
    0,
    'negation',
    "I won't leave her side to get anything; somebody else call the arrest team and bring the kit to me.",
    [ok(1)],
  ),
  m(0, 'question', 'Do I put out a crash call when she still has a pulse?', [none(1)]),
  m(0, 'hypothetical', "If the registrar doesn't come within a minute I'd escalate to a 2222 call.", [
    none(1),
  ]),

  // ---------------------------------------------------------------- phase 0: putting off breaths (BMV-1 dangers)
  danger(0, "Give her a couple of minutes for the midazolam to clear, she'll start breathing on her own.", [
    wrong(1),
  ]),
  danger(
    0,
    "Before I touch the airway I want a repeat BM; if she's still low I'll push dextrose and see if she wakes up.",
    [wrong(1)],
    'tests and drugs before breaths',
  ),
  danger(
    0,
    "Flumazenil first to reverse the midaz, then we'll see whether she even needs bagging.",
    [wrong(1)],
    'a drug before breaths; flumazenil can also bring back seizures',
  ),
  danger(0, 'give 2 ml/kg of 10% dex and hang on a couple of minutes for her to come round', [wrong(1)]),
  danger(0, 'Sternal rub and call her name loudly — give her a chance to take a breath on her own.', [
    wrong(1),
  ]),
  danger(
    0,
    "Reservoir mask on at fifteen litres and let's see how her numbers look in a few minutes.",
    [wrong(1)],
    'oxygen without breaths in an apnoeic child; only BMV-1 labelled',
  ),
  danger(
    0,
    'Roll her into the recovery position so the sick drains out and keep an eye on her obs.',
    [wrong(1)],
    'she is apnoeic: watching is a delay',
  ),
  danger(0, "Send a venous gas and a lactate first so we know what we're dealing with, then airway.", [
    wrong(1),
  ]),
  danger(
    0,
    'Bleep intensive care; they can tube her when they get here, till then we keep her on the monitor.',
    [wrong(1)],
    'calls for help but defers the breaths',
  ),
  danger(0, "I'll pop out and fetch the difficult airway trolley from majors myself, back in a sec.", [
    wrong(1),
  ]),
  danger(0, 'get her on the monitor, full set of obs and a 12 lead, and then we decide about her airway', [
    wrong(1),
  ]),
  danger(
    0,
    'nasal specs 2L and reassess in 5 min',
    [wrong(1)],
    'oxygen without breaths; only BMV-1 labelled',
  ),
  danger(0, "She's just post-ictal, let her sleep it off. Neuro obs every 15 minutes.", [wrong(1)]),
  danger(0, "Let's get her round to the scanner, she might have bled — the airway can be done over there.", [
    wrong(1),
  ]),
  danger(0, 'The diabetes team know her best, I will wait for them to come and decide what she needs.', [
    wrong(1),
  ]),
  danger(0, "Get her upright on the trolley to let the vomit run out, then we'll see if she breathes.", [
    wrong(1),
  ]),

  // ---------------------------------------------------------------- phase 0: suction (BMV-2)
  m(0, 'action', 'Suction on, Yankauer in, I clear the vomit out of her mouth first.', [ok(2)]),
  m(0, 'shorthand', 'sx oropharynx w/ rigid yankauer, vomitus cleared under direct vision', [ok(2)]),
  m(
    0,
    'typo',
    'clearing the sick from her mouth with the young car sucker',
    [ok(2)],
    'voice dictation of "Yankauer sucker"',
  ),
  m(0, 'negation', 'Fingers stay out of her mouth — I use the Yankauer for the lumps of vomit.', [ok(2)]),
  m(
    0,
    'action',
    'Can you turn the wall suction right up; I go in with the wide-bore rigid sucker and clear the back of her throat where I can see.',
    [ok(2)],
  ),
  danger(0, "I'll just scoop the vomit out with my fingers, faster than finding the sucker.", [wrong(2)]),
  danger(
    0,
    'Use the little 6 French catheter from the drawer for the vomit.',
    [wrong(2)],
    'too narrow for particulate vomit',
  ),
  danger(0, 'Wrap some gauze round my finger and wipe the sick out as far back as I can reach.', [wrong(2)]),
  m(0, 'question', 'Is there a Yankauer on the wall suction, or only soft catheters?', [none(2)]),

  // ---------------------------------------------------------------- phase 0: mask size, bag, oxygen
  m(
    0,
    'action',
    'I pick a small adult mask — from the bridge of her nose to the cleft of her chin, it fits.',
    [ok(8, { mask: 'adult' })],
  ),
  m(0, 'shorthand', 'large child mask, nasal bridge to chin cleft', [ok(8, { mask: 'child' })]),
  danger(0, 'Hand me the infant mask, a smaller one is easier to seal.', [wrong(8, { mask: 'infant' })]),
  danger(
    0,
    'The biggest adult mask on the trolley; it rides up over her eyes but covers everything.',
    [wrong(8, { mask: 'adult' })],
    'the error is the size; not labelled 15',
  ),
  m(0, 'question', 'Which mask for her, the child one or a small adult?', [none(8)]),
  m(0, 'action', 'Adult self-inflating bag, the 1000 mL one, she weighs 40 kilos.', [ok(9, { bagMl: 1000 })]),
  m(0, 'shorthand', 'BVM: SIB 1L w reservoir', [ok(9, { bagMl: 1000 })]),
  danger(0, 'The 250 mL bag is fine for her.', [wrong(9, { bagMl: 250 })]),
  danger(0, "Grab the neonatal bag off the baby resus trolley, it's closest.", [wrong(9)]),
  m(0, 'question', 'Is a 500 mL bag big enough for a 40 kg girl or do I want the adult one?', [none(9)]),
  m(0, 'several', '500ml self inflating bag with the reservoir, oxygen running at 15', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'Connect the oxygen tubing to the bag and turn the flowmeter up to 15 litres.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'negation', 'Oxygen, not air — the bag is on 15 L.', [ok(10, { o2LPerMin: 15 })]),
  m(
    0,
    'typo',
    'oxygen hooked to the bag at ten leaders a minute',
    [ok(10, { o2LPerMin: 10 })],
    'voice dictation of "litres"',
  ),
  danger(0, "We'll bag her on air for now and hook up oxygen once she's breathing.", [wrong(10)]),
  danger(0, 'Two litres of oxygen into the bag is plenty for her.', [wrong(10, { o2LPerMin: 2 })]),

  // ---------------------------------------------------------------- phase 0: head of bed
  m(0, 'action', 'I pull the trolley out from the wall and stand at the top, behind her head.', [ok(16)]),
  m(0, 'shorthand', 'me @ HOB', [ok(16)]),
  m(0, 'action', "I'm moving round to the top end of the bed to bag her from above.", [ok(16)]),
  m(0, 'negation', "I'm not bagging from the side — taking the headboard off so I can get behind her.", [
    ok(16),
  ]),
  danger(0, "I'll bag from beside her, the monitor's in the way at the head end.", [wrong(16)]),
  danger(0, 'Stand by her right shoulder and bag across her chest, it gives me a view of the monitor.', [
    wrong(16),
  ]),
  m(0, 'several', '1 litre adult bag, O2 15 L, and I am up at the head end.', [
    ok(9, { bagMl: 1000 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),

  // ---------------------------------------------------------------- phase 0: mask on the face (11, 12, 15)
  m(0, 'action', 'Mask the right way round: narrow end over the bridge of her nose, wide end at her chin.', [
    ok(11),
  ]),
  m(0, 'typo', 'mask apex on the nose, base in the chin cleft, its the right way up', [ok(11)]),
  m(0, 'action', "Quick look before it goes on — pointed end to the nose, so it's not upside down.", [
    ok(11),
  ]),
  danger(0, 'Mask on with the pointy bit down on her chin, it fits better that way.', [wrong(11)]),
  danger(0, "I'll flip the mask so the wide part sits over her nose, her chin is small.", [wrong(11)]),
  m(0, 'action', 'I make sure the mask sits over both her nose and her mouth.', [ok(12)]),
  m(0, 'shorthand', 'mask covering nose+mouth', [ok(12)]),
  m(0, 'typo', 'cover her mouth and noze with the mask', [ok(12)]),
  m(0, 'negation', 'The nose goes in the mask as well, not the mouth on its own.', [ok(12)]),
  m(0, 'question', 'Do I have to get her nose inside the mask too?', [none(12)]),
  danger(
    0,
    "Mask over the mouth only — there's sick in her nostrils so there's no point including the nose.",
    [wrong(12)],
  ),
  danger(0, 'mask on the mouth and pinch the nose shut, like mouth to mouth', [wrong(12)]),
  danger(0, "Vomit's coming out of her nose, so I'll leave the nose out and seal round her lips.", [
    wrong(12),
  ]),
  m(0, 'shorthand', 'mask over nose n mouth, apex to the bridge', [ok(11), ok(12)]),
  m(0, 'several', 'Small adult mask, right way up, covering nose and mouth, rim well clear of her eyes.', [
    ok(8, { mask: 'adult' }),
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(0, 'action', "Checking the top of the mask isn't pressing on her eyes.", [ok(15)]),
  m(0, 'negation', 'Mask rim is on the nasal bridge, not on her eyes.', [ok(15)]),
  danger(0, "I anchor my thumb in the corner of her eye so the mask can't slide.", [wrong(15)]),
  danger(0, "The top of the mask is pressing into her eye sockets, that's fine, it holds it steady.", [
    wrong(15),
  ]),
  m(
    0,
    'several',
    'Help called, vomit sucked out with the Yankauer, adult bag on 15 L O2, and I am at the head of the bed.',
    [ok(1), ok(2), ok(9), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(0, 'several', 'Crash call out, and I am grabbing the Yankauer to get this vomit out of her mouth.', [
    ok(1),
    ok(2),
  ]),

  // ---------------------------------------------------------------- phase 0: safe
  safe(0, 'acknowledge', 'Can someone check her IV cannula is still working and flush it?'),
  safe(0, 'acknowledge', "Somebody please take her dad to the relatives' room and stay with him."),
  safe(0, 'answer', 'What was her glucose when the paramedics got there?'),
  safe(0, 'answer', 'How long was she fitting before the midazolam went in?'),
  safe(0, 'answer', 'Any allergies?'),
  safe(0, 'hint', 'ok, next'),
  safe(0, 'hint', "I'm stuck, what should I be doing?"),
  safe(0, 'answer', 'Is she on a pump or on injections?'),

  // ---------------------------------------------------------------- phase 1: head position (BMV-3)
  m(
    1,
    'action',
    'Head in the sniffing position — a folded towel under her occiput, ear in line with the sternum.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'head neutral/sniffing, towel under occiput', [ok(3)]),
  m(1, 'negation', "I don't overextend her neck, just a gentle sniff.", [ok(3)]),
  m(
    1,
    'typo',
    'sniff ring position, face looking up at the cieling, not bent back',
    [ok(3)],
    'voice dictation of "sniffing"',
  ),
  m(
    1,
    'action',
    'Earlobe level with the front of her shoulder: neutral, a little forward, nothing extreme.',
    [ok(3)],
  ),
  m(1, 'question', 'Should she have something under her shoulders or under her head?', [none(3)]),
  danger(1, "Bend her head all the way back so her throat's stretched straight.", [wrong(3)]),
  danger(
    1,
    "I'll put her on the foam head ring with a pillow on top so her head's well up.",
    [wrong(3)],
    'flexes the neck',
  ),
  danger(
    1,
    'Big roll under her shoulders, like we do for babies.',
    [wrong(3)],
    'at 12 years this hyperextends the neck',
  ),
  m(
    1,
    'several',
    'Towel under her head for sniffing, then head tilt chin lift with my fingers on the bone of the jaw.',
    [ok(3), ok(4)],
  ),

  // ---------------------------------------------------------------- phase 1: opening the airway (BMV-4)
  m(1, 'action', 'Head tilt-chin lift, two fingers under the bony point of her chin.', [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingers on mandible not soft tissue', [ok(4)]),
  m(1, 'action', 'Jaw thrust from behind — fingers behind the angles of the jaw pushing it forward.', [
    ok(4),
  ]),
  m(1, 'question', 'Would a jaw thrust be better than a chin lift for her?', [none(4)]),
  danger(1, 'I press up into the soft bit under her chin to push the tongue up.', [wrong(4)]),

  // ---------------------------------------------------------------- phase 1: mask hold (BMV-13)
  m(
    1,
    'action',
    'E-C clamp: thumb and index finger in a C on the mask, the other three fingers along her jawbone.',
    [ok(13)],
  ),
  m(1, 'shorthand', 'EC grip L hand, R hand on bag', [ok(13)]),
  m(
    1,
    'action',
    "The seal's no good one-handed, so I hold the mask with both hands and the nurse squeezes the bag.",
    [ok(13)],
  ),
  m(1, 'shorthand', '2 person BVM: me double EC on the mask, RN bagging', [ok(13)]),
  m(
    1,
    'typo',
    'holding the mask with an easy clamp, C on the mask and E on the jaw',
    [ok(13)],
    'voice dictation of "E-C clamp"',
  ),
  m(1, 'negation', 'Not pressing with my palm — thumb and finger round the mask, the rest on the jaw.', [
    ok(13),
  ]),
  m(1, 'question', 'Should I get the nurse to bag so I can use both hands on the mask?', [none(13)]),
  m(1, 'hypothetical', "If the seal stays poor I'd switch to two-person, me on the mask with both hands.", [
    none(13),
  ]),
  danger(1, "I'll just press the mask onto her face with the heel of my hand.", [wrong(13)]),
  danger(1, "Two fingers pushing down on the mask's top, that's all you need.", [wrong(13)]),
  danger(1, "It leaks a lot but nobody's free, so I'll keep going one-handed.", [wrong(13), wrong(14)]),
  m(1, 'several', 'Mask seated over her nose and mouth, held with a C-E grip.', [ok(12), ok(13)]),

  // ---------------------------------------------------------------- phase 1: seal (BMV-14)
  m(1, 'action', "Air's whistling out by her jaw on the left; I adjust my grip and it stops.", [ok(14)]),
  m(1, 'shorthand', 'good seal, no leak', [ok(14)]),
  m(
    1,
    'several',
    'Leak persisting, so two hands on the mask with a double C-E and the nurse bags — now it is sealed.',
    [ok(13), ok(14)],
  ),
  m(1, 'typo', 'seel is tight now, no air comming out the sides', [ok(14)]),
  m(1, 'negation', "I'm not happy to carry on with that leak — moving the mask until it's airtight.", [
    ok(14),
  ]),
  m(1, 'action', 'I press the rim evenly all the way round so no air gets out.', [ok(14)]),
  m(1, 'question', 'How do I know if the mask is sealing properly?', [none(14)]),
  danger(1, "Bit of air escaping by her cheek but it's fine, just keep bagging.", [wrong(14)]),
  danger(
    1,
    "There's a leak round the mask, I'll just squeeze more to make up for it.",
    [wrong(14)],
    'the error is ignoring the leak',
  ),
  m(1, 'shorthand', 'mask: nose + mouth covered, EC grip, no leak', [ok(12), ok(13), ok(14)]),

  // ---------------------------------------------------------------- phase 1: mask hand lifts the jaw (BMV-17)
  m(1, 'action', 'I pull her jaw up into the mask with my three fingers instead of pushing the mask down.', [
    ok(17),
  ]),
  m(1, 'shorthand', 'lifting mandible into mask w/ mask hand', [ok(17)]),
  m(1, 'several', 'E-C clamp with my left hand, and those same fingers lift her jaw up to meet the mask.', [
    ok(13),
    ok(17),
  ]),
  m(1, 'typo', 'jaw lifted in to the mask with the same hand thats holding it', [ok(17)]),
  m(1, 'negation', "Not forcing the mask into her face — I'm bringing her chin up into it.", [ok(17)]),
  m(1, 'question', 'Am I meant to lift the jaw with the hand on the mask or with the other one?', [none(17)]),
  danger(1, 'Mask pushed hard down into her face — that gives the seal, her jaw can stay where it is.', [
    wrong(17),
  ]),
  danger(1, 'My fingers only hold the mask on; the jaw can look after itself.', [wrong(17)]),

  // ---------------------------------------------------------------- phase 1: squeeze (BMV-18) and rate (BMV-19)
  m(1, 'action', 'Squeezing gently over about a second, stopping as soon as I see her chest start to rise.', [
    ok(18),
  ]),
  m(1, 'shorthand', 'Ti 1s, vol just to chest rise', [ok(18)]),
  m(1, 'negation', 'Not emptying the whole bag — only enough to lift the chest.', [ok(18)]),
  danger(1, "Full squeeze of the 1 litre bag with both hands every breath — she's a big girl.", [wrong(18)]),
  danger(1, "Massive squeezes, I want to see her stomach swell so I know air's going in.", [wrong(18)]),
  m(1, 'action', 'One breath every three seconds, so 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'bagging RR 24', [ok(19, { ratePerMin: 24 })]),
  m(1, 'typo', 'breathing for her about twenty five a minit', [ok(19, { ratePerMin: 25 })]),
  m(1, 'question', 'What rate should I be bagging a 12 year old at?', [none(19)]),
  danger(1, "Quick breaths, forty a minute, she's been hypoxic for ages.", [wrong(19, { ratePerMin: 40 })]),
  danger(1, "She's twelve, so adult numbers — ten breaths a minute.", [wrong(19, { ratePerMin: 10 })]),
  m(
    1,
    'several',
    'Sniffing position, jaw thrust, EC clamp with the jaw lifted into the mask, breaths over 1 s at 20/min.',
    [ok(3), ok(4), ok(13), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),

  // ---------------------------------------------------------------- phase 1: reassessment after a change
  m(
    1,
    'action',
    'After repositioning I check again: is the chest moving, what are the sats and the heart rate?',
    [ok(7)],
  ),
  m(1, 'shorthand', 'reassess post reposition: chest rise, SpO2, HR', [ok(7)]),
  danger(1, "I've fixed the leak, no need to check her again until the anaesthetist comes.", [
    ok(14),
    wrong(7),
  ]),

  m(
    1,
    'action',
    'As I hold the mask I check that neither my fingers nor the rim are anywhere near her eyes.',
    [ok(15)],
  ),

  // ---------------------------------------------------------------- phase 1: safe
  safe(
    1,
    'acknowledge',
    'Could someone give 2 ml/kg of 10% dextrose through the cannula while I keep going up here?',
  ),
  safe(1, 'hint', 'what now?'),
  safe(1, 'answer', "What's her blood pressure?"),
  safe(1, 'answer', 'Has she been unwell this week, any vomiting or ketones at home?'),

  // ---------------------------------------------------------------- phase 2: adjunct choice and size (BMV-5)
  m(
    2,
    'action',
    'No gag, so an oropharyngeal airway: I size it from the corner of her mouth to the angle of her jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA sized angle of mouth → angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'typo',
    'good dell airway, sized from the side of her mouth to the jaw angle since she has no gag',
    [ok(5, { adjunct: 'opa' })],
    'voice dictation of "Guedel"',
  ),
  m(2, 'question', 'Which adjunct here, oral or nasal?', [none(5)]),
  m(2, 'hypothetical', "If she gags on the OPA I'd take it out and go nasal instead.", [none(5)]),
  danger(2, 'Largest oral airway we have — too big is safer than too small.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Measure the OPA from her lips to the tip of her chin.', [wrong(5, { adjunct: 'opa' })]),

  // ---------------------------------------------------------------- phase 2: inserting it (BMV-6)
  m(2, 'action', 'Tongue depressor flat on her tongue, OPA slid in the right way up following the curve.', [
    ok(6, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA inserted w/ tongue blade, flange at lips', [ok(6, { adjunct: 'opa' })]),
  m(
    2,
    'several',
    'Measured the oral airway mouth corner to jaw angle and put it in over a tongue depressor.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'At her age I put the Guedel in upside down and rotate it 180 degrees as it reaches the soft palate.',
    [ok(6, { adjunct: 'opa' })],
    'rotation technique, accepted in an older child',
  ),
  m(
    2,
    'negation',
    "I don't push the tongue back with it — depressor first, then the airway follows the curve.",
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'typo', 'guedal in with a tounge depressor, sitting nicely', [ok(6, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'Mouth open, blade pressing the tongue down, airway in following the natural curve till the flange rests on her lips.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'question', 'Do I insert it upside down and rotate, or use a tongue blade?', [none(6)]),
  m(2, 'shorthand', 'OPA: tongue held down w/ depressor, passed over it, tip sits behind tongue base', [
    ok(6, { adjunct: 'opa' }),
  ]),
  danger(2, "In it goes curved end first, and if it folds her tongue back into her throat, that's fine.", [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(2, "I'll force it in hard in one go, whatever resistance I feel.", [wrong(6, { adjunct: 'opa' })]),

  // ---------------------------------------------------------------- phase 2: reassessment (BMV-7)
  m(2, 'action', 'After that change I reassess: chest rise, SpO2 and heart rate.', [ok(7)]),
  m(2, 'shorthand', 're-Ax: chest rise/SpO2/HR after adjunct', [ok(7)]),
  m(2, 'typo', 'reasess after the guedel — chest moving, sats n heart rate pls', [ok(7)]),
  m(2, 'action', 'Read me her sats and heart rate while I watch her chest with each breath.', [ok(7)]),
  m(2, 'negation', "I'm not assuming it worked — rechecking chest movement, SpO2 and pulse.", [ok(7)]),
  m(2, 'action', 'Every time we change something I look again at chest movement, the sats and the pulse.', [
    ok(7),
  ]),
  m(2, 'question', 'What are her sats and heart rate now?', [none(7)]),
  danger(2, "That's the adjunct done; I don't need to keep checking her chest and sats now.", [wrong(7)]),
  danger(2, "Don't worry about rechecking the monitor, she looked fine a minute ago.", [wrong(7)]),

  // ---------------------------------------------------------------- phase 2: effective ventilation (BMV-20)
  m(2, 'action', 'Every breath lifts her chest now, and the saturation has come up to 90.', [ok(20)]),
  m(2, 'shorthand', 'good bilat chest rise, SpO2 ↑ 92', [ok(20)]),
  m(2, 'several', 'Reassessed after the OPA: chest rises on both sides, sats up to 93, heart rate 104.', [
    ok(7),
    ok(20),
  ]),
  m(2, 'typo', 'chest is going up nicley and the sats are comming up', [ok(20)]),
  m(
    2,
    'negation',
    "It's not enough that the bag is squeezing — I want to see her chest rise and her sats go up, and they are.",
    [ok(20)],
  ),
  m(2, 'action', 'Both sides of her chest come up with each squeeze; SpO2 now 94%.', [ok(20)]),
  m(2, 'shorthand', 'vent effective: CR+, sats 95', [ok(20)]),
  m(2, 'typo', 'chest risng with each breth, SpO2 97', [ok(20)]),
  danger(2, "Chest isn't moving but I'll just keep bagging the same way.", [wrong(20)]),
  danger(2, "Sats still dropping and no chest movement, but that's normal after a fit, carry on as we are.", [
    wrong(20),
  ]),
  danger(
    2,
    "Saturation stuck at 70 and I can't see her chest go up, but the bag feels fine so we continue.",
    [wrong(20)],
  ),

  // ---------------------------------------------------------------- phase 2: the rest carried on with the adjunct in
  m(
    2,
    'several',
    'Bagging through the OPA, 1 second breaths to visible chest rise, one every 2 to 3 seconds.',
    [ok(18), ok(19)],
  ),
  m(2, 'action', 'Mask back on over the airway, and I check the seal again — no leak.', [ok(14)]),
  m(2, 'action', 'Even with the OPA in I keep lifting her mandible into the mask with my mask hand.', [
    ok(17),
  ]),
  m(
    2,
    'several',
    'Two-person again: my colleague does a two-handed hold and lifts the jaw into the mask, I squeeze.',
    [ok(13), ok(17)],
  ),
  danger(2, "Since the OPA's in, I'll stop lifting the jaw and just rest the mask on.", [wrong(17)]),
  danger(2, 'Now the mask has slipped down off her nose, but air still goes in by the mouth, carry on.', [
    wrong(12),
  ]),

  // ---------------------------------------------------------------- phase 2: safe
  safe(2, 'answer', "What's the blood sugar now?"),
  safe(2, 'acknowledge', "Let's start a 10% dextrose infusion alongside her maintenance fluids."),
  safe(2, 'acknowledge', 'Someone update her dad, please.'),
  safe(2, 'hint', 'next?'),
  safe(2, 'acknowledge', "Hold tonight's long-acting insulin until the diabetes team have reviewed her."),
];
