import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the sample case (RJ, 4 years, 18 kg, apnoeic after lorazepam, secretions at the mouth).
 * Phase 0: call, suction, equipment, head of the bed, mask on; phase 1: head, airway, jaw lift, squeeze, rate;
 * phase 2: adjunct, reassessment, effective ventilation.
 */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // Phase 0: recognising apnoea, calling for help
  m(0, 'action', "He's apnoeic and sats are 73 - I need help in here, call the resus team now", [ok(1)]),
  m(0, 'shorthand', 'apnoea + hypoxia, pulse present. 2222 paeds team pls', [ok(1)]),
  m(0, 'typo', 'hes not breating!! somone call for help', [ok(1)]),
  m(0, 'action', 'Can you pull the emergency buzzer and get my senior, he has stopped breathing', [ok(1)]),
  m(0, 'action', 'Recognise apnoea, so I shout for the nurse and the registrar', [ok(1)]),
  m(0, 'typo', 'ok calling for halp, RR 0 and sat 73%', [ok(1)]),
  m(0, 'action', 'we need more hands, page anaesthesia and the PICU fellow please', [ok(1)]),
  m(0, 'action', 'Ich brauche Hilfe - sorry, I need help here, call the team, he is not breathing', [ok(1)]),
  m(0, 'action', 'I think I would probably call for help first, he is grey and not breathing', [ok(1)]),
  m(0, 'question', 'do I call the code team now or is that overkill?', [none(1)]),
  m(0, 'question', 'who can I call for help, is there an anaesthetist on the ward?', [none(1)]),
  danger(
    0,
    "He's just post-ictal, sleeping off the lorazepam. I'll watch him, no need to call anyone",
    [wrong(1)],
    'Misses the apnoea and declines help.',
  ),
  danger(0, 'let me send a gas first and see the CO2 before we call the team', [wrong(1)]),
  danger(0, 'I can bag him fine by myself, no need to wake the registrar', [wrong(1)]),
  danger(
    0,
    "if his sats are still in the 70s after ten minutes of bagging I'll think about calling someone",
    [wrong(1)],
    'A conditional plan that delays help for an apnoeic, hypoxic child; it will be acted on.',
  ),
  danger(0, 'Nurse, no need to call anybody yet, give me five minutes with him first', [wrong(1)]),

  // Phase 0: secretions
  m(0, 'action', 'Suction first: Yankauer into the mouth, clearing the secretions I can see', [ok(2)]),
  m(0, 'shorthand', 'suction mouth yankauer', [ok(2)]),
  m(0, 'typo', 'sucction the secretions w the yankaur pls', [ok(2)]),
  m(0, 'negation', 'no blind finger sweep - I suction the mouth under direct vision with the yankauer', [
    ok(2),
  ]),
  m(0, 'action', 'I suck out his mouth with a 10 Fr catheter, only as far as I can see, short bursts', [
    ok(2),
  ]),
  m(0, 'action', 'The secretions are suctioned with the rigid sucker before any mask goes on', [ok(2)]),
  m(0, 'several', 'calling for help and suctioning his mouth with the yankauer at the same time', [
    ok(1),
    ok(2),
  ]),
  m(0, 'question', 'should I suction before I bag him?', [none(2)]),
  danger(0, "I'll just hook the secretions out with my finger, quicker than finding the suction", [wrong(2)]),
  danger(
    0,
    'pass the suction catheter blind down the back of the throat as far as it goes to get everything',
    [wrong(2)],
  ),
  danger(0, "secretions aren't much, skip suction and start bagging straight away", [wrong(2)]),
  danger(0, 'keep suctioning continuously for a good minute until the mouth is bone dry', [wrong(2)]),
  danger(0, "If the spit comes back I'll just finger sweep it out between breaths", [wrong(2)]),

  // Phase 0: equipment
  m(
    0,
    'several',
    'Child face mask that reaches from the bridge of the nose to the chin cleft, 500 mL self-inflating bag, oxygen 15 L/min',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'shorthand', 'paed mask, 500cc BVM, O2 15L', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'I size the mask against his face: bridge of nose to the cleft of the chin, the child one fits',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'typo', 'chld mask, fits nose brige to chin, not on the eyes', [ok(8, { mask: 'child' }), ok(15)]),
  m(0, 'action', 'Bag: the paediatric self-inflating one, 500 millilitres, with the reservoir on', [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'action', 'Connect the bag to the wall oxygen and turn it up to 15 litres a minute', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 -> bag, flow 10 L/min', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'negation', "checking the O2 isn't just attached but actually flowing - 15 L, reservoir filling", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'negation', 'not the infant mask, too small for him, the child size', [ok(8, { mask: 'child' })]),
  m(0, 'typo', 'ambu bag 500 ml + oxgen fifteen litres', [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'we hook the bag up to oxygen, 12 litres per minute', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'question', 'what size mask for an 18 kg four year old?', [none(8)]),
  m(0, 'question', 'is the 500 ml bag big enough for him or do I take the adult one?', [none(9)]),
  m(0, 'question', 'how many litres of oxygen should I run into the bag?', [none(10)]),
  m(
    0,
    'action',
    'I would take the adult 1 litre self-inflating bag and give just enough to see his chest rise',
    [ok(9, { bagMl: 1000 }), ok(18)],
    'A bag larger than 450-500 mL is within the checklist with care over volume; "I would" here is narration.',
  ),
  danger(0, 'grab the little round infant mask, it will do for him', [wrong(8, { mask: 'infant' })]),
  danger(0, "adult mask - it's bigger so it seals better, even if it sits up on his eyes", [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, 'the neonatal 250 ml bag is what is on the trolley, I use that', [wrong(9, { bagMl: 250 })]),
  danger(0, "he's small, a 250 mL bag is plenty of volume for him", [wrong(9, { bagMl: 250 })]),
  danger(0, "no oxygen for now, room air through the bag is fine, it's still breaths", [wrong(10)]),
  danger(0, 'O2 at 2 litres, just a trickle into the bag', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, '500 ml bag, child mask, we can connect the oxygen later once he is bagging ok', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    wrong(10),
  ]),
  danger(
    0,
    'I take the infant mask since he is small for his age, and the 500 bag on 15 litres',
    [wrong(8, { mask: 'infant' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
    'He is 18 kg; an infant mask will not reach from the nasal bridge to the chin cleft.',
  ),

  // Phase 0: where to stand
  m(0, 'action', 'I move to the head of the bed to ventilate', [ok(16)]),
  m(0, 'shorthand', 'me @ head of bed', [ok(16)]),
  m(0, 'action', 'pull the bed off the wall and take the headboard off so I can stand behind his head', [
    ok(16),
  ]),
  m(0, 'typo', 'standing at the haed of the bed behind him', [ok(16)]),
  m(0, 'negation', "I'm not bagging from the side, I get round to the head", [ok(16)]),
  danger(0, "I'll bag from his side, it's quicker than moving the bed away from the wall", [wrong(16)]),
  danger(0, "standing at his right side by the shoulder, I can reach his face from here, it's fine", [
    wrong(16),
  ]),
  danger(
    0,
    "Yankauer under vision, child mask, 500 mL bag on 15 L, and I'll do it from the side since the bed is against the wall",
    [ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), wrong(16)],
  ),

  // Phase 0: the mask on the face
  m(0, 'action', 'Mask on with the narrow end over the bridge of his nose and the wide end on the chin', [
    ok(11),
  ]),
  m(0, 'negation', "making sure the mask isn't upside down - pointy end up to the nose", [ok(11)]),
  m(0, 'action', 'the mask covers both his mouth and his nose', [ok(12)]),
  m(0, 'shorthand', 'mask over nose+mouth, apex on nasal bridge', [ok(11), ok(12)]),
  m(
    0,
    'action',
    'E-C clamp: thumb and index finger make a C on the mask, the other three fingers on the jaw bone',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC grip, good seal, no leak', [ok(13), ok(14)]),
  m(0, 'action', 'I check round the cushion for a leak, none, the seal is tight', [ok(14)]),
  m(0, 'action', 'keeping the rim of the mask off his eyes, no pressure there', [ok(15)]),
  m(0, 'typo', 'mask covring mouth and nose, no preasure on the eyes', [ok(12), ok(15)]),
  m(0, 'negation', "the mask's not touching his eyes and I'm not leaning on them", [ok(15)]),
  m(0, 'negation', "his nose isn't sticking out, the mask covers it and the mouth", [ok(12)]),
  m(0, 'several', 'Mask on the right way round, covering mouth and nose, E-C grip, sealed, off the eyes', [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(0, 'typo', 'EC clamp on the mask, left hand, rigth hand on the bag', [ok(13)]),
  m(
    0,
    'action',
    'I hold the mask with a C of thumb and forefinger and hook the other fingers on his mandible',
    [ok(13)],
  ),
  m(0, 'action', 'Once it is on I feel around the edge, no air escaping anywhere, good seal', [ok(14)]),
  m(0, 'question', 'does the mask go pointy end up or down?', [none(11)]),
  m(0, 'question', 'how do I know if the seal is good enough?', [none(14)]),
  m(0, 'question', 'should the mask cover his nose too or just the mouth?', [none(12)]),
  danger(0, 'mask on with the narrow end down on his chin, round part over the nose', [wrong(11)]),
  danger(0, "doesn't matter which way up, it's basically round, I'll just slap it on", [wrong(11)]),
  danger(0, 'I cover his mouth with the mask, the nose can stay out, he breathes through the mouth anyway', [
    wrong(12),
  ]),
  danger(0, 'mask just over his nose since his mouth is full of spit', [wrong(12)]),
  danger(0, 'I press the mask down with my whole palm flat on top, no fancy grip', [wrong(13)]),
  danger(0, "there's a little hiss at the side but enough gets in, I carry on", [wrong(14)]),
  danger(0, 'my thumb is kind of on his eyelid but the seal is great so I leave it', [ok(14), wrong(15)]),
  danger(0, 'I let the top of the mask rest on his eyes, it sits more stable like that', [wrong(15)]),
  danger(
    0,
    'mask apex to the nose, mouth and nose covered, and I hook my thumb over his eye socket to hold it steady',
    [ok(11), ok(12), wrong(15)],
  ),

  // Phase 1: head position
  m(1, 'action', 'Head in the sniffing position, not hyperextended', [ok(3)]),
  m(
    1,
    'action',
    'I put a small folded towel under his occiput so his ear lines up with his shoulder, neck not overextended',
    [ok(3)],
  ),
  m(1, 'negation', 'not tipping the head back too far, just neutral sniff', [ok(3)]),
  m(1, 'typo', 'sniffing posiiton, dont overextend the neck', [ok(3)]),
  m(1, 'shorthand', 'head: sniff pos., no hyperext', [ok(3)]),
  m(1, 'question', 'do I need a shoulder roll for him or is that only for babies?', [none(3)]),
  danger(1, 'tip his head back as far as it goes, full extension to open the airway', [wrong(3)]),
  danger(
    1,
    'roll up a towel under his shoulders so the head drops right back',
    [wrong(3)],
    'A 4-year-old needs support under the occiput if anything; a shoulder roll hyperextends his neck.',
  ),
  danger(1, "the pillow's big and his chin is on his chest, but leave it, it keeps his head stable", [
    wrong(3),
  ]),

  // Phase 1: opening the airway
  m(1, 'action', 'head tilt chin lift, fingertips on the bony part of the chin', [ok(4)]),
  m(
    1,
    'action',
    'I do a jaw thrust from behind, fingers behind the angles of the mandible pushing the jaw forward',
    [ok(4)],
  ),
  m(1, 'negation', "my fingers aren't on the soft bit under the chin, only on the bone", [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingers on mandible not soft tissue', [ok(4)]),
  m(1, 'typo', 'head tilt chinn lift, on the bone', [ok(4)]),
  m(1, 'hypothetical', "if the chin lift isn't enough I would switch to a jaw thrust", [none(4)]),
  danger(1, 'push my fingers up into the soft tissue under his chin to lift the tongue off', [wrong(4)]),
  danger(1, 'I press under the jaw in the fleshy part with 2 fingers, that opens it best in my experience', [
    wrong(4),
  ]),
  danger(
    1,
    'sniffing position, chin lift with my fingers pressing into the soft tissue below the jaw, EC clamp',
    [ok(3), wrong(4), ok(13)],
  ),

  // Phase 1: the mask hand opens the airway
  m(1, 'action', 'the three fingers of my mask hand lift his jaw up into the mask', [ok(17)]),
  m(1, 'action', 'bringing the face to the mask, not pushing the mask onto the face', [ok(17)]),
  m(1, 'shorthand', 'mask hand = EC + jaw lift into mask', [ok(13), ok(17)]),
  m(1, 'typo', 'lifitng the jaw up to the mask with the same hand, other hand on the bag', [ok(17)]),
  m(1, 'negation', "I'm not pressing the mask down on his face, I lift the mandible into it", [ok(17)]),
  m(1, 'action', 'With the E fingers I pull his jaw up to meet the mask and keep it there between breaths', [
    ok(13),
    ok(17),
  ]),
  m(1, 'question', 'which hand keeps the airway open, the mask hand?', [none(17)]),
  danger(1, 'I push the mask down really hard onto his face to get the seal, the jaw stays where it is', [
    wrong(17),
  ]),
  danger(1, 'the nurse can lift his chin, my hand just presses the mask down', [wrong(17)]),
  danger(1, "if it leaks again I'll just push the mask harder into his face", [wrong(17)]),

  // Phase 1: mask hold and seal when it leaks
  m(
    1,
    'action',
    "air's leaking round the mask - can you squeeze the bag while I hold the mask with two hands in E-C",
    [ok(13)],
  ),
  m(1, 'action', 'two-person technique: both my hands E-C on the mask, the nurse bags, seal is tight now', [
    ok(13),
    ok(14),
  ]),
  m(1, 'typo', 'leak!! two persn technique pls, i hold mask you squeeze', [ok(13)]),
  m(1, 'shorthand', '2-person BVM, bilat EC, no leak', [ok(13), ok(14)]),
  m(1, 'action', 'repositioning the mask to get rid of the leak, now it is sealed all the way round', [
    ok(14),
  ]),
  m(1, 'action', 'Pushing the cheeks up into the cushion with my fingers, the leak has stopped', [ok(14)]),
  m(1, 'hypothetical', "if it still leaks I'll ask the nurse to bag and go two-handed", [none(13)]),
  m(1, 'question', "is there still a leak? I can't hear well with the alarms", [none(14)]),
  danger(1, "there's a leak but I'm fine one-handed, no need for a second person", [wrong(13), wrong(14)]),
  danger(1, "leak at the left cheek, whatever, I'll just squeeze harder to make up for it", [
    wrong(14),
    wrong(18),
  ]),
  danger(1, "it still leaks so I'll press the mask harder with my palm and lean on it", [
    wrong(13),
    wrong(17),
  ]),
  danger(1, 'seal is so-so but the chest moves a tiny bit, good enough', [wrong(14), wrong(20)]),

  // Phase 1: squeeze and rate
  m(1, 'action', 'I squeeze gently over one second, just until I see the chest rise', [ok(18)]),
  m(1, 'shorthand', '1 s squeeze, watch chest rise, let go', [ok(18)]),
  m(1, 'action', 'one breath every 2-3 seconds, so 20 to 30 a minute', [ok(19)]),
  m(1, 'shorthand', 'RR 24, q2-3s', [ok(19, { ratePerMin: 24 })]),
  m(1, 'action', 'Counting out loud: squeeze, two, three... about twenty breaths in one minute', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'typo', 'bagging at twenty-five per minit, gentle squeez over 1 sec', [
    ok(18),
    ok(19, { ratePerMin: 25 }),
  ]),
  m(1, 'several', 'Gentle 1-second breaths just to chest rise, one every 3 seconds', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'negation', 'not going too fast - one breath every 3 seconds, no more', [ok(19, { ratePerMin: 20 })]),
  m(1, 'negation', 'not squeezing the whole bag, just enough to lift the chest', [ok(18)]),
  m(1, 'action', 'the nurse bags at 24 a minute, slow squeezes, stopping as soon as the chest comes up', [
    ok(18),
    ok(19, { ratePerMin: 24 }),
  ]),
  m(1, 'question', 'how fast should I bag a 4 year old?', [none(19)]),
  m(1, 'question', 'how much do I squeeze the bag, all of it?', [none(18)]),
  danger(1, 'big hard squeezes, the whole bag each time, we need to get his sats up fast', [wrong(18)]),
  danger(1, 'quick short puffs, like half a second each', [wrong(18)]),
  danger(1, 'I bag as fast as I can, 40 to 50 a minute, he is really hypoxic', [wrong(19)]),
  danger(1, 'one breath every six seconds, that is the adult rescue rate', [wrong(19, { ratePerMin: 10 })]),
  danger(1, 'squeeze till the pop-off valve hisses, then I know the breath is in', [wrong(18)]),
  danger(
    1,
    "He's very hypoxic so I'd bag quite fast, like 60 a minute, to blow off CO2 and get oxygen in",
    [wrong(19, { ratePerMin: 60 })],
    'A justification for hyperventilation.',
  ),
  danger(1, 'sniffing position, chin lift on the bone, EC clamp, and a breath every second to catch him up', [
    ok(3),
    ok(4),
    ok(13),
    wrong(19, { ratePerMin: 60 }),
  ]),
  danger(1, 'good seal now, so I give nice big breaths, really inflate him', [ok(14), wrong(18)]),
  danger(1, "if his chest doesn't rise I'll squeeze harder and faster", [wrong(18), wrong(19)]),
  danger(1, 'twelve breaths a minute is enough, like for an adult', [wrong(19, { ratePerMin: 12 })]),

  // Phase 2: adjunct
  m(2, 'action', 'He has no gag, so I size an OPA from the corner of his mouth to the angle of his jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA sized corner mouth -> angle of mandible, no gag', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'insert the OPA the right way up with a tongue depressor holding the tongue down, following the curve',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'typo', 'oral airway, measurd from mouth corner to jaw angle, in with tongue depresor', [
    ok(5, { adjunct: 'opa' }),
    ok(6, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    'NPA: measure from the tip of the nose to the tragus, lubricate it and slide it straight back along the floor of the nose',
    [ok(5, { adjunct: 'npa' }), ok(6, { adjunct: 'npa' })],
  ),
  m(
    2,
    'action',
    "He's withdrawing to pain now, so I'd rather go with a nasal airway, sized nostril to tragus",
    [ok(5, { adjunct: 'npa' })],
    'He may have a gag now, so a nasal airway is a sound choice; no injury, no bleeding tendency.',
  ),
  m(
    2,
    'negation',
    "I won't rotate it in, he's four - tongue depressor and straight in following the tongue",
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'guedel: no gag, sized incisors-angle jaw, inserted w/ depressor', [
    ok(5, { adjunct: 'opa' }),
    ok(6, { adjunct: 'opa' }),
  ]),
  m(2, 'typo', 'nasopharngeal airway, lubed, nostril to tragus size, goes in straigt back', [
    ok(5, { adjunct: 'npa' }),
    ok(6, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'action',
    'I hold the oral airway against his cheek: flange at the corner of the mouth, tip at the jaw angle',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'question', 'should I put in an OPA or an NPA?', [none(5)]),
  m(2, 'question', 'does he have a gag reflex? thinking about an oral airway', [none(5, { adjunct: 'opa' })]),
  m(2, 'hypothetical', 'if he gags on the OPA I would take it out and use a nasal one', [none(5)]),
  m(2, 'question', 'how do I put the OPA in on a 4 year old, rotate or depressor?', [none(6)]),
  danger(2, "he's gagging a bit but I'll push the OPA in anyway, he needs an airway", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'just grab the biggest oral airway, the bigger the better for keeping the tongue forward', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'I measure the OPA from his lips to the tip of his nose', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'the NPA, I measure from the nostril to the corner of the mouth', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'OPA in upside down and then rotate it 180 degrees, like in adults', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(2, "it's getting stuck so I'll just shove it harder", [wrong(6)]),
  danger(2, 'NPA dry, no lube, and I aim it up towards his eye', [wrong(6, { adjunct: 'npa' })]),
  danger(2, 'OPA sized corner of mouth to angle of jaw, then I put it in flipped and twist it round', [
    ok(5, { adjunct: 'opa' }),
    wrong(6, { adjunct: 'opa' }),
  ]),

  // Phase 2: reassessment and effective ventilation
  m(2, 'action', 'after the OPA I reassess: chest rise, SpO2 and heart rate', [ok(7)]),
  m(2, 'shorthand', 'reassess - chest rise, sats, HR', [ok(7)]),
  m(2, 'typo', 'rechekc chest rise and sats after that', [ok(7)]),
  m(2, 'action', 'chest is rising with every breath and his sats are climbing to 92', [ok(20)]),
  m(2, 'several', 'Reassessing after the adjunct: good bilateral chest rise, SpO2 up to 94, HR 118', [
    ok(7),
    ok(20),
  ]),
  m(2, 'shorthand', 'chest rise ++, SpO2 88 -> 95', [ok(20)]),
  m(2, 'typo', 'ventilating well now, chest goes up each breth, sats improving', [ok(20)]),
  m(2, 'action', 'Everytime I change something I look at the chest, the sats and the heart rate again', [
    ok(7),
  ]),
  danger(2, "no need to recheck him, the OPA's in, carry on", [wrong(7)]),
  danger(2, 'I will check his sats again in ten minutes or so, just bagging for now', [wrong(7)]),
  danger(2, 'OPA in, I go and write up the drug chart while the nurse bags, we can look at him later', [
    wrong(7),
  ]),
  danger(2, "chest isn't really moving but sats are holding ok-ish so I keep bagging the same way", [
    wrong(20),
  ]),
  danger(2, 'chest rise is poor but it is the best we can get, leave it', [wrong(20)]),
  danger(2, "sats 80 and no real chest movement, that's acceptable for a post-ictal kid", [wrong(20)]),

  m(2, 'action', 'the chest rises and falls with each breath I give, SpO2 now 96', [ok(20)]),
  m(
    2,
    'several',
    'We have good chest rise with every breath, sats up from 73 to 91 and HR settling - reassessed after the OPA',
    [ok(7), ok(20)],
  ),
  m(2, 'typo', 'air entery good both sides, chest mooving, spo2 going up', [ok(20)]),
  m(
    2,
    'action',
    'The oral airway is inserted under direct vision with a tongue blade holding the tongue down',
    [ok(6, { adjunct: 'opa' })],
  ),
  danger(2, 'still no chest rise with the OPA in, but I keep squeezing the same, he will pink up', [
    wrong(20),
  ]),
  danger(2, 'NPA in quick, no need to lubricate it, just twist it up the nose', [
    wrong(6, { adjunct: 'npa' }),
  ]),
  m(0, 'action', "Mask: checking it's over his mouth AND nose before I squeeze", [ok(12)]),
  m(0, 'action', 'The mask is placed over mouth and nose, the rim kept off the eyes', [ok(12), ok(15)]),
  m(
    0,
    'negation',
    'no pressure on his eyes - the top of the mask sits on the bridge of the nose, below them',
    [ok(11), ok(15)],
  ),
  danger(0, "mask's a bit small, only covers his mouth and half his nose, good enough", [
    wrong(8),
    wrong(12),
  ]),

  // Safe: earn nothing
  safe(0, 'hint', 'ok'),
  safe(0, 'hint', 'what now?'),
  safe(1, 'hint', "I'm stuck"),
  safe(2, 'hint', 'next'),
  safe(1, 'hint', 'hmm not sure what to do next'),
  safe(0, 'hint', 'ok what should I be doing'),
  safe(0, 'answer', 'How much lorazepam did he get and when?'),
  safe(0, 'answer', 'whats his blood sugar'),
  safe(0, 'answer', 'does he have IV access?'),
  safe(1, 'answer', 'is his temperature still up?'),
  safe(0, 'answer', 'any allergies?'),
  safe(2, 'answer', 'how long was the seizure?'),
  safe(1, 'answer', 'what is his BP?'),
  safe(0, 'acknowledge', 'check a bedside glucose please'),
  safe(1, 'acknowledge', 'can someone tell his parents what is happening and stay with them'),
  safe(2, 'acknowledge', 'send a venous gas please'),
  safe(2, 'acknowledge', 'let PICU know we will need a bed'),
  safe(2, 'acknowledge', 'hold the next levetiracetam dose till we talk to neuro'),
  safe(1, 'acknowledge', 'get the intubation kit ready just in case'),
  safe(2, 'acknowledge', 'put a nasogastric tube down to decompress the stomach after'),
  safe(0, 'acknowledge', 'write down the time please, somebody scribe'),
  safe(1, 'answer', 'how many doses of lorazepam exactly?'),
];
