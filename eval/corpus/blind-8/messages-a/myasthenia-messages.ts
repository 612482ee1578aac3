import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Jonah, 12 years (40 kg), neurology ward, myasthenic crisis after a chest infection, apnoeic with a pulse, saliva
 * pooled in the mouth, no gag reflex, no trauma: single messages, each said alone in its phase. P0: help, suction,
 * equipment, the head of the bed, the mask on the face; P1: head, airway opening, hold and seal, the mask hand, the
 * squeeze and the rate; P2: the oral airway, reassessment, effect.
 */
export const MYASTHENIA_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: recognition and help ----------
  m(
    0,
    'action',
    "Jonah's not breathing. Pull the emergency buzzer and get me the resus team and an anaesthetist.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'resp arrest w pulse, SpO2 79, HR dropping - peds emergency call NOW', [ok(1)]),
  m(0, 'typo', 'hes stoped breathing, someone call for hlep please', [ok(1)]),
  m(
    0,
    'action',
    'Could you put out an emergency call to this bay? Twelve-year-old, apnoeic, still has a pulse.',
    [ok(1)],
  ),
  m(0, 'action', 'He is apnoeic and desaturating, I need help here - someone phone the crash team.', [ok(1)]),
  m(
    0,
    'action',
    'Please, call quickly the emergency team, this boy he stops to breathe, saturation seventy-nine.',
    [ok(1)],
  ),
  m(
    0,
    'several',
    'Not breathing, sats 79: get help, and hand me the Yankauer to clear that saliva while I look.',
    [ok(1), ok(2)],
  ),
  m(
    0,
    'action',
    'We need the outreach team and anaesthetics here, he has gone into respiratory failure and stopped breathing.',
    [ok(1)],
  ),
  m(0, 'negation', "No, we're not waiting for neuro to see him first - call for help now, he's apnoeic.", [
    ok(1),
  ]),
  m(0, 'negation', "The IVIG isn't going to fix this in the next minute - get help and let's bag him.", [
    ok(1),
  ]),
  m(0, 'action', 'Crash call please, paeds, neurology ward bed 6, respiratory arrest with output.', [ok(1)]),
  danger(0, "Let's do an edrophonium test first to see whether this is myasthenic or cholinergic.", [
    wrong(1),
  ]),
  danger(0, 'Give his pyridostigmine down the NG tube and then reassess his breathing.', [wrong(1)]),
  danger(0, 'Get me the bedside spirometer, I want his vital capacity before we decide on bagging.', [
    wrong(1),
  ]),
  danger(0, "Start the IVIG and let's wait for it to kick in.", [wrong(1)]),
  danger(0, 'I would ask neurology to come and review him before we do anything.', [wrong(1)]),
  danger(
    0,
    "Prop him upright, put the reservoir mask on high flow and let's observe him.",
    [wrong(1)],
    'oxygen by mask for a child who is not breathing: a delay of ventilation, labelled on BMV-1 only',
  ),
  danger(0, "He's just exhausted from the chest infection. Let him rest a few minutes, he'll pick up.", [
    wrong(1),
  ]),
  danger(0, 'Arterial gas first so we have a baseline CO2, then we decide.', [wrong(1)]),
  danger(0, "Push some IV neostigmine and we'll see if he starts breathing.", [wrong(1)]),
  danger(0, 'Lets get a chest xray and see how the consolidation is looking before we jump in', [wrong(1)]),
  danger(0, "Dad, can you try waking him up? He sometimes goes quiet like this when he's tired.", [wrong(1)]),
  danger(
    0,
    'Atropine 20 micrograms per kilo for the falling heart rate and then we see.',
    [wrong(1)],
    'a drug for a bradycardia that comes from hypoxia, instead of ventilation',
  ),

  // ---------- Phase 0: suction ----------
  m(0, 'action', 'First suck out all that saliva with the Yankauer, tip always in sight.', [ok(2)]),
  m(0, 'shorthand', 'yankauer sx mouth + posterior pharynx under vision', [ok(2)]),
  m(0, 'action', "Get me a 12 French catheter, I'll clear the secretions from his mouth.", [ok(2)]),
  m(0, 'typo', 'suctionning the spit out of his mouth, yankaur', [ok(2)]),
  m(
    0,
    'action',
    'Turn the wall suction on, I use the hard sucker to empty his mouth, looking at what I do.',
    [ok(2)],
  ),
  m(0, 'action', 'We suction the pooled saliva first; he cannot swallow it himself.', [ok(2)]),
  m(0, 'negation', 'Not going in blind with the catheter - Yankauer, and only where I can see.', [ok(2)]),
  m(0, 'question', 'Do I use a Yankauer or a soft catheter for the saliva?', [none(2)]),
  danger(0, "I'll sweep the spit out with my finger wrapped in gauze.", [wrong(2)]),
  danger(0, 'Use that little neonatal catheter, the thin one, for his spit.', [wrong(2)]),
  danger(0, "I'll pass the catheter down into his lungs and suck out the chest infection as well.", [
    wrong(2),
  ]),
  danger(0, 'Turn him on his side so the saliva drains, no need to suction.', [wrong(2)]),

  // ---------- Phase 0: equipment ----------
  m(0, 'action', 'Small adult mask - I checked it on his face: bridge of the nose to the chin cleft.', [
    ok(8, { mask: 'adult' }),
  ]),
  m(
    0,
    'action',
    "He's twelve and forty kilos, so I'll size the mask on him: the small adult one reaches from his nasal bridge to the cleft of his chin.",
    [ok(8, { mask: 'adult' })],
  ),
  m(0, 'shorthand', 'mask: sm adult, fits nose bridge to chin', [ok(8, { mask: 'adult' })]),
  m(
    0,
    'action',
    'I hold a couple of masks against his face and choose the one that sits from the top of his nose to the groove above his chin.',
    [ok(8)],
  ),
  m(0, 'question', 'Would a child mask be big enough for him or do I need an adult one?', [none(8)]),
  danger(0, "He's skinny, give me the baby mask.", [wrong(8, { mask: 'infant' })]),
  danger(0, 'The large adult mask - it comes right up over his eyebrows but at least it covers everything.', [
    wrong(8, { mask: 'adult' }),
  ]),
  danger(0, "I'll use the toddler mask, his face is quite thin.", [wrong(8)]),
  m(0, 'action', 'The adult self-inflating bag, the big one.', [ok(9)]),
  m(0, 'shorthand', 'BVM adult 1.5 L SIB', [ok(9, { bagMl: 1500 })]),
  m(0, 'action', 'Forty kilos - he gets the adult bag, not the paediatric one.', [ok(9)]),
  m(0, 'typo', 'adlut ambu bag pls', [ok(9)]),
  danger(0, 'The 250 mL neonatal bag from the trolley is fine.', [wrong(9, { bagMl: 250 })]),
  danger(0, 'Give me the little infant bag, it is easier to squeeze gently.', [wrong(9)]),
  m(0, 'action', 'Connect the bag to the oxygen and run it at fifteen litres a minute.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 15L to BVM, reservoir on', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Oxygen flow turned up to 12 litres on the bag.', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'typo', 'oxyegn tubing on the bag, 10 litres', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'question', 'Is ten litres enough on the bag or should it be fifteen?', [none(10)]),
  danger(0, 'Just use room air through the bag, the oxygen point is behind the bed.', [wrong(10)]),
  danger(0, 'Two litres on the bag, like his nasal specs last night.', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, 'Bag is connected to the oxygen but nobody turned the flow on - fine, carry on.', [wrong(10)]),
  danger(0, 'Put the oxygen at five on the bag please.', [wrong(10, { o2LPerMin: 5 })]),
  m(0, 'several', 'small adult mask nose to chin, adult bag, O2 15', [
    ok(8, { mask: 'adult' }),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    'I take the adult bag with reservoir and oxygen 15 litre, and a mask that goes from nose bridge to chin cleft.',
    [ok(8), ok(9), ok(10, { o2LPerMin: 15 })],
  ),

  // ---------- Phase 0: the head of the bed ----------
  m(0, 'action', 'Help me pull the bed off the wall and get the headboard out - I need to be at his head.', [
    ok(16),
  ]),
  m(0, 'action', "I'm standing behind his head to bag.", [ok(16)]),
  m(0, 'shorthand', 'bed out, headboard off, me @ head end', [ok(16)]),
  m(0, 'action', 'Move the bed out from the wall so I can get round to the top of it.', [ok(16)]),
  danger(0, "The bed's against the wall, so I'll bag from the side next to his shoulder.", [wrong(16)]),
  danger(0, "I'll kneel on the bed beside him and bag from there.", [wrong(16)]),
  danger(0, 'Leave the headboard, I will lean over it from the right side of the bed.', [wrong(16)]),

  // ---------- Phase 0: the mask on the face ----------
  m(0, 'action', 'Apex of the mask on the bridge of his nose, the base in the dip of his chin.', [ok(11)]),
  m(0, 'action', 'The triangle points up, narrow end over the nose.', [ok(11)]),
  m(0, 'typo', 'mask narow end to nose', [ok(11)]),
  danger(0, 'The broad end goes up on his nose bridge and the point sits in his chin groove.', [wrong(11)]),
  danger(0, "I'll put it on the other way round, it fits his long face better.", [wrong(11)]),
  m(0, 'action', 'Mask covering both his nose and mouth.', [ok(12)]),
  m(0, 'action', 'His jaw hangs open, so I make sure the mask takes in his open mouth and his nose.', [
    ok(12),
  ]),
  m(0, 'shorthand', 'mask over M+N', [ok(12)]),
  danger(0, 'His mouth is hanging open, so the mask only goes over his mouth.', [wrong(12)]),
  danger(0, "I'll just put it over his nose, his mouth is too floppy to get a seal on.", [wrong(12)]),
  m(0, 'action', 'Rim of the mask sitting below his eyes.', [ok(15)]),
  m(0, 'negation', "Not pressing anything on his eyes - they're already droopy enough.", [ok(15)]),
  m(0, 'action', 'I check the top edge of the mask stays off his eyes.', [ok(15)]),
  m(0, 'action', 'Eyes are protected - the mask has been checked and sits clear of them.', [ok(15)]),
  m(
    0,
    'several',
    'I guess I will go round to the head of the bed, and the mask goes narrow end up over his nose.',
    [ok(16), ok(11)],
  ),
  danger(0, "Dad's standing at the top of the bed, so I'll just work from where I am at his side.", [
    wrong(16),
  ]),
  danger(0, "The mask sits up on his droopy eyes - he can't open them anyway with the ptosis.", [wrong(15)]),
  danger(0, 'I anchor the top of the mask by pressing it into the inner corners of his eyes.', [wrong(15)]),
  m(0, 'several', 'Mask on narrow end to the nose, over mouth and nose, nothing on his eyes.', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(0, 'question', 'Should the mask cover his nose too or just the mouth?', [none(12)]),
  m(0, 'hypothetical', 'If the mask touched his eyes I would swap to a smaller one.', [none(15), none(8)]),

  // ---------- Phase 0: safe ----------
  safe(0, 'answer', "What's his heart rate now?"),
  safe(0, 'answer', 'Has he got a gag?'),
  safe(0, 'answer', 'Any history of a fall or trauma?'),
  safe(0, 'answer', 'When did he last have his pyridostigmine?'),
  safe(0, 'acknowledge', "Can someone take his dad to one side and tell him what's going on?"),
  safe(0, 'acknowledge', 'Please bleep the neurologist on call as well, they will want to know.'),
  safe(0, 'hint', 'what do i do first'),
  safe(0, 'answer', 'How heavy is he?'),
  safe(0, 'acknowledge', 'Someone start a timeline, please.'),

  // ---------- Phase 1: head position ----------
  m(
    1,
    'action',
    'Head in neutral sniffing, a couple of centimetres of padding under his occiput so his ear lines up with his sternal notch.',
    [ok(3)],
  ),
  m(1, 'action', 'His neck is floppy, so I hold his head in the sniffing position, not overextended.', [
    ok(3),
  ]),
  m(1, 'shorthand', 'head: sniffing, pad under occiput, no shoulder roll', [ok(3)]),
  m(1, 'negation', "No roll under his shoulders - he's twelve, that would overextend him.", [ok(3)]),
  m(1, 'typo', 'sniffng position for the head, not to much extension', [ok(3)]),
  m(1, 'question', 'Do I need a pillow under his head at his age?', [none(3)]),
  danger(1, 'Shoulder roll under him and let the head fall right back.', [wrong(3)]),
  danger(1, 'Take the pillow away and tip his head back until his neck is arched.', [wrong(3)]),
  danger(
    1,
    'His neck muscles are too weak to hold anything, so I leave his head slumped forward on the pillow while I bag.',
    [wrong(3)],
  ),
  danger(1, 'Prop him up bolt upright on the pillows and bag him like that, head flopping forward.', [
    wrong(3),
  ]),

  // ---------- Phase 1: opening the airway ----------
  m(1, 'action', 'Jaw thrust: fingers behind both angles of his jaw, pushing it forward.', [ok(4)]),
  m(
    1,
    'action',
    'His jaw muscles are weak so it keeps sagging - I do a head tilt-chin lift with my fingers on the bone.',
    [ok(4)],
  ),
  m(1, 'shorthand', 'JT bilat', [ok(4)]),
  m(1, 'typo', 'jaw trust, fingers behind angle of mandibel', [ok(4)]),
  m(1, 'negation', 'Not squashing the soft tissue under his jaw, I stay on the mandible.', [ok(4)]),
  m(1, 'question', 'With his jaw this floppy, is a jaw thrust the better manoeuvre?', [none(4)]),
  danger(1, 'I hook my fingers into the soft area under his chin to pull the tongue up.', [wrong(4)]),
  danger(1, 'Press up firmly on the floor of his mouth from underneath to open things.', [wrong(4)]),

  // ---------- Phase 1: hold and seal ----------
  m(
    1,
    'action',
    'His face muscles are weak and it leaks, so two-person: I do a two-handed E-C on the mask, the nurse squeezes.',
    [ok(13)],
  ),
  m(1, 'action', 'E-C clamp - thumb and index round the mask, middle, ring and little finger on the jaw.', [
    ok(13),
  ]),
  m(1, 'shorthand', '2-person BVM, bilat EC', [ok(13)]),
  m(1, 'action', 'Can you bag for me? I need both hands on this mask to hold it.', [ok(13)]),
  m(1, 'typo', 'EC gripp with left hand, seal looks good', [ok(13), ok(14)]),
  m(1, 'action', 'The seal is tight now, no hiss round the edges.', [ok(14)]),
  m(1, 'action', 'I press the rim all round evenly until the leak stops.', [ok(14)]),
  m(1, 'negation', "I'm not accepting that leak - re-seat the mask until it's tight.", [ok(14)]),
  m(
    1,
    'hypothetical',
    "In case there's still a hiss one-handed, I'd hand the bag over and hold the mask with both.",
    [none(13), none(14)],
  ),
  danger(1, "I'll keep bagging one-handed with the leak, the nurse is busy with his dad.", [
    wrong(13),
    wrong(14),
  ]),
  danger(1, 'I hold the mask with my palm pressed flat on it.', [wrong(13)]),
  danger(1, "Air's puffing out at his cheeks, but the chest moves a tiny bit, so I'll leave it.", [
    wrong(14),
  ]),
  danger(1, 'It hisses a bit at the chin - never mind, his face is just thin.', [wrong(14)]),

  // ---------- Phase 1: the mask hand lifts the jaw ----------
  m(1, 'action', 'My mask hand lifts his sagging jaw up into the mask.', [ok(17)]),
  m(1, 'action', 'Three fingers of the mask hand on the mandible, pulling the face up into the mask.', [
    ok(17),
  ]),
  m(1, 'several', 'Two hands on the mask, EC both sides, lifting his jaw into it, and the leak has gone.', [
    ok(13),
    ok(14),
    ok(17),
  ]),
  m(1, 'typo', 'lifitng the jaw into the mask w same hand', [ok(17)]),
  m(
    1,
    'several',
    'Jaw held up into the mask by my fingers on the mandible, the same hand keeping it sealed.',
    [ok(14), ok(17)],
  ),
  danger(1, 'I just push the mask down on his face, the jaw can hang.', [wrong(17)]),
  danger(1, 'Pushing the mask hard into his face, and his jaw keeps dropping open - it will do.', [
    wrong(17),
  ]),

  // ---------- Phase 1: the squeeze ----------
  m(1, 'action', 'Squeeze gently over one second, just until I see his chest rise.', [ok(18)]),
  m(1, 'action', "It's an adult bag, so I only squeeze about a third of it, enough to lift his chest.", [
    ok(18),
  ]),
  m(1, 'shorthand', 'Ti 1s, vol to chest rise', [ok(18)]),
  m(1, 'action', 'Each breath one second long, and I stop squeezing when the chest lifts.', [ok(18)]),
  m(1, 'negation', "I don't empty the whole adult bag - just enough to see his chest move.", [ok(18)]),
  danger(1, 'Empty the whole adult bag into him every breath so he gets a proper lungful.', [wrong(18)]),
  danger(1, 'Fast hard squeezes, in and out, to push through the resistance.', [wrong(18)]),
  danger(1, 'Big long breaths until his chest looks really full.', [wrong(18)]),

  // ---------- Phase 1: rate ----------
  m(1, 'action', 'One breath every 2 to 3 seconds.', [ok(19, { ratePerMin: 24 })]),
  m(1, 'shorthand', 'RR 20', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'Bagging at about twenty-five a minute.', [ok(19, { ratePerMin: 25 })]),
  m(1, 'typo', 'ventilatign 24 per minuet', [ok(19, { ratePerMin: 24 })]),
  m(1, 'question', 'What rate for a twelve-year-old with a pulse?', [none(19)]),
  danger(1, 'Sixty breaths a minute till his heart rate comes up.', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'Six breaths a minute is plenty for him.', [wrong(19, { ratePerMin: 6 })]),
  danger(1, 'I will give a breath whenever the sats start to dip.', [wrong(19)]),
  danger(1, 'About forty-five breaths a minute, to blow off all the CO2 he has been retaining.', [
    wrong(19, { ratePerMin: 45 }),
  ]),
  m(1, 'several', 'squeeze 1 sec until chest rises, every 3 sec', [ok(18), ok(19, { ratePerMin: 20 })]),
  m(
    1,
    'several',
    'I place the head sniffing, both hands on the mask doing a jaw thrust, the nurse squeezes one second each breath, 20 per minute.',
    [ok(3), ok(4), ok(13), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(
    1,
    'several',
    'Kopf in Schnüffelposition, I make the Esmarch manoeuvre, and one breath every three seconds',
    [ok(3), ok(4), ok(19, { ratePerMin: 20 })],
  ),

  // ---------- Phase 1: safe ----------
  safe(1, 'answer', 'What are his sats doing now?'),
  safe(1, 'answer', 'Is his heart rate still dropping?'),
  safe(1, 'acknowledge', 'Can someone stop the clarithromycin? It can make myasthenia worse.'),
  safe(1, 'acknowledge', 'Ask PICU to come down, he will need a bed with them.'),
  safe(1, 'hint', "I'm stuck, it's still leaking"),
  safe(
    1,
    'acknowledge',
    'Hold his pyridostigmine for now, he will be intubated and we do not want more secretions.',
  ),

  // ---------- Phase 2: the oral airway ----------
  m(
    2,
    'action',
    'No gag, so an oral airway: I size it from the corner of his mouth to the angle of his jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA, sized lip corner to mandible angle', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'Holding the Guedel along his cheek - flange at the mouth corner, the tip reaching the angle of the jaw. That size.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'typo', 'oropharingeal airway, measure corner of mouth to jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Would an NPA be better than an OPA for him?', [none(5)]),
  danger(2, 'Grab the smallest Guedel, the blue baby one.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Size the OPA from the middle of his lips to the tip of his nose.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'The large adult size 5 Guedel, he is nearly grown up.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'An OPA measured from the corner of his mouth to his earlobe.', [wrong(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'Tongue depressor flat on his tongue, and the OPA slides in following the curve of the tongue.',
    [ok(6)],
  ),
  m(
    2,
    'action',
    "He's twelve, so I can put it in upside down and rotate it 180 degrees as it reaches the soft palate.",
    [ok(6)],
    'rotation accepted in an older child; see README',
  ),
  m(2, 'shorthand', 'insert OPA over tongue blade, no force', [ok(6)]),
  m(2, 'negation', "I'm not pushing his tongue backwards with it - the tongue blade keeps it forward.", [
    ok(6),
  ]),
  m(2, 'several', 'No gag reflex: OPA sized mouth corner to jaw angle, in over a tongue depressor.', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
  ]),
  danger(2, 'Just get it in - twist it about and lean on it until it gives.', [wrong(6)]),
  danger(2, 'Slide the OPA in without moving the tongue, it will push the tongue out of the way.', [
    wrong(6),
  ]),
  danger(2, 'I jam it in hard against his teeth until it goes.', [wrong(6)]),

  // ---------- Phase 2: reassessment and effect ----------
  m(2, 'action', 'Now that the airway is in: look at the chest, the sats, and the heart rate.', [ok(7)]),
  m(2, 'action', 'Reassessing after the OPA - chest rise, SpO2, HR.', [ok(7)]),
  m(2, 'shorthand', 're-eval: chest, sats, HR', [ok(7)]),
  m(2, 'several', 'I check again: his chest rises every breath, sats 92 and climbing, heart rate 110.', [
    ok(7),
    ok(20),
  ]),
  m(2, 'action', 'Chest rising well each time, saturations going up.', [ok(20)]),
  m(2, 'typo', 'good chset rise, spo2 inproving', [ok(20)]),
  m(2, 'action', 'The chest moves with each breath and his sats are up to 94 now.', [ok(20)]),
  m(2, 'question', 'Are his sats going up since the airway went in?', [none(7)]),
  m(2, 'hypothetical', 'If the chest stops rising I would check the airway position again.', [
    none(7),
    none(20),
  ]),
  danger(2, "OPA's in, we're done - I'm going to go and update his dad.", [wrong(7)]),
  danger(2, "Let's leave the reassessment till the anaesthetist gets here.", [wrong(7)]),
  danger(
    2,
    "Chest hardly moves and SpO2 has dropped to 75, but I'll give it another few minutes like this.",
    [wrong(20)],
  ),
  danger(2, "Sats hovering at 81 but he's pinking up a bit, I'm happy with that.", [wrong(20)]),
  danger(2, 'No chest movement, but the bag keeps re-inflating so the air must be going somewhere.', [
    wrong(20),
  ]),

  // ---------- Phase 2: safe ----------
  safe(2, 'acknowledge', 'Get the neurologist on the phone to plan IVIG.'),
  safe(2, 'acknowledge', 'Please ask about plasma exchange - is there a PICU bed with that?'),
  safe(
    2,
    'acknowledge',
    "Please tell his dad we're breathing for him and the intensive care team is coming.",
  ),
  safe(2, 'answer', "What's his CO2?"),
  safe(2, 'hint', 'next step?'),
];
