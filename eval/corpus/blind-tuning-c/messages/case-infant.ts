import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * tc-infant-propofol-mri: Ayla, 10 months, 9 kg, apnoeic after propofol sedation for an MRI. Her hazard: she keeps
 * a gag reflex (she gags on the suction catheter in phase 2), so the adjunct is an NPA, never an OPA.
 */
const caseDoc: CaseDocument = {
  'Scenario Outline': {
    casePresentation:
      'Ayla, a 10-month-old girl (9 kg) with global developmental delay, had an MRI of the brain under propofol sedation. In the MRI recovery bay, 10 minutes after the scan, the nurse notices she is grey and not breathing. The propofol infusion is still running through her IV. You are the first doctor at the cot side; a self-inflating bag, masks of all sizes, suction, wall oxygen and airway adjuncts are on the recovery trolley.',
    objectives: {
      objective1: 'Recognise apnoea after sedation and call for help.',
      objective2: 'Choose an infant mask and a bag of the right size and connect oxygen.',
      objective3: 'Position an infant for bag-mask ventilation (shoulder roll, neutral head).',
      objective4: 'Ventilate at 20-30 breaths per minute with just enough volume for chest rise.',
      objective5: 'Choose a nasopharyngeal airway when the gag reflex is present, sized nostril to tragus.',
    },
    patientReport: {
      basicInformation: {
        name: 'Ayla',
        age: 0.83,
        sex: 'Female',
        weight: 9,
        diagnosis: 'Apnoea after propofol sedation for MRI; global developmental delay',
      },
      history: {
        symptoms: 'Developmental delay, no acute illness',
        allergies: 'None known',
        medications: 'None',
        pmh: 'Global developmental delay under investigation',
        lastMeal: 'Breast milk 6 hours ago, clear fluids 2 hours ago',
        events: 'Propofol bolus 3 mg/kg then infusion for MRI brain; apnoeic in recovery',
      },
      PMH: {
        medicalConditions: 'Global developmental delay',
        hospitalizations: 'None',
        surgeries: 'None',
        allergies: 'None known',
        medications: 'None',
        socialHistory: 'Lives with her parents and an older brother',
        vaccinations: 'Up to date',
        familyHistory: 'None',
      },
      initialExam: {
        generalAppearance: 'Grey, floppy, unresponsive; saliva at the mouth',
        breathing: 'No respiratory effort, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        abdomen: 'Soft',
        neuro: 'Sedated, unresponsive to voice',
        disability: 'Unresponsive to voice, pupils small and reactive',
      },
      labs: { rvp: 'Not sent' },
    },
  },
  Phases: [
    {
      initialState:
        'Ayla lies supine in a cot in MRI recovery, apnoeic and grey, with saliva pooling in her mouth. The propofol infusion is running.',
      vitalSigns: { hr: 118, rr: 0, temp: 36.6, nibp: '78/44', o2: 72, co2: null },
      airway: 'Saliva pooling in the mouth',
      breathing: 'Apnoeic, no chest movement',
      circulation: 'Brachial pulse present, capillary refill 3 seconds',
      disability: 'Unresponsive',
      hardStop: {
        ventilationEquipment:
          'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 450-500 mL, and connects it to oxygen at 10-15 L/min.',
        ventilationTechnique: 'Moves to the head of the cot to ventilate.',
        airwayManagement:
          'Recognises apnoea and calls for help; suctions the saliva from the mouth with a suitably sized soft catheter.',
        maskPositioning:
          'Puts the mask on the right way round (narrow end over the bridge of the nose) covering mouth and nose, holds it with an E-C clamp, gets a tight seal (two-person technique if it leaks) and keeps off the eyes.',
      },
      softStop: 'She is not breathing. What do you do first, and what do you need?',
    },
    {
      initialState:
        'Bagging has started but her chest hardly moves: her head is flexed forward on the mattress.',
      vitalSigns: { hr: 128, rr: 0, temp: 36.6, nibp: '80/46', o2: 64, co2: null },
      airway: 'Clear after suction; head flexed',
      breathing: 'Assisted breaths only, minimal chest rise',
      circulation: 'Brachial pulse present',
      disability: 'Unresponsive',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Lifts the jaw into the mask with the mask hand; squeezes just until the chest starts to rise, over about one second; ventilates at 20-30 breaths per minute.',
        airwayManagement:
          'Puts a shoulder roll under her for a neutral position without hyperextension; opens the airway with a head tilt-chin lift or jaw thrust with the fingers on bone, not the soft tissue under the jaw.',
        maskPositioning: '',
      },
      softStop: 'The chest is hardly rising. What could you change?',
    },
    {
      initialState:
        'The chest rises with bagging but the tongue falls back between breaths. She coughs and gags when the suction catheter touches the back of her mouth.',
      vitalSigns: { hr: 124, rr: 4, temp: 36.6, nibp: '82/48', o2: 85, co2: 52 },
      airway: 'Tongue falls back between breaths; gag reflex present',
      breathing: 'Assisted at 25/min; occasional own breath',
      circulation: 'Brachial pulse present, capillary refill 2 seconds',
      disability: 'Grimaces to suction',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
        airwayManagement:
          'Because she gags, chooses a nasopharyngeal airway (not an oropharyngeal one) sized from the tip of the nose to the tragus, inserts it lubricated straight back along the floor of the nose, and reassesses chest rise, SpO2 and heart rate.',
        maskPositioning: '',
      },
      softStop: 'She gags on the suction catheter. Which adjunct would you choose?',
    },
    {
      initialState:
        'Stabilised: SpO2 98% with assisted breaths and her own breathing returning. The simulation is complete.',
      vitalSigns: { hr: 115, rr: 18, temp: 36.6, nibp: '84/50', o2: 98, co2: 44 },
      airway: 'Patent with the nasopharyngeal airway',
      breathing: 'Good chest rise; own breaths returning',
      circulation: 'Pulses present, capillary refill 2 seconds',
      disability: 'Stirs to voice',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: '',
        airwayManagement: '',
        maskPositioning: '',
      },
      softStop: '',
    },
  ],
};

const utterances: HeldOutUtterance[] = [
  // ---------- phase 0: recognition, help (BMV-1) ----------
  m(
    0,
    'action',
    "She's not breathing, no chest movement at all. Somebody get help in here, call the rapid response team now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, sats 72. pls call code team + anaesthesia', [ok(1)]),
  m(
    0,
    'several',
    'Ayla has stopped breathing. Call for help, and while they come I suction her mouth with a soft 8 French catheter.',
    [ok(1), ok(2)],
  ),
  danger(
    0,
    "Let me just rub her sternum and give her a minute, she's probably just deeply asleep from the propofol",
    [wrong(1)],
    'stimulating and waiting instead of ventilating',
  ),
  danger(0, "I'd hold off and watch whether she takes a breath by herself before we do anything", [wrong(1)]),
  danger(
    0,
    "I'll run back to the ward to grab our own bag and mask, back in two minutes",
    [wrong(1)],
    'leaves an apnoeic infant to fetch equipment',
  ),
  m(0, 'question', 'Is this the point where I call for help?', [none(1)]),
  m(0, 'typo', 'shes apneic n hypoxic. callling for help, pressing the emergancy buzzer', [ok(1)]),
  m(
    0,
    'negation',
    "No respiratory effort, so I'm not waiting for her to wake up: hit the code button and get the anaesthetist back.",
    [ok(1)],
  ),
  danger(0, 'flicking the soles of her feet, she should start breathing if we stimulate her enough', [
    wrong(1),
  ]),
  m(
    0,
    'action',
    'I recognise apnoea after sedation. Nurse, please call for help and bring the airway trolley over.',
    [ok(1)],
  ),
  m(0, 'typo', 'The baby is not breathe, please somebody call help quickly', [ok(1)]),
  danger(0, "Let's wheel her back to the ward first and sort the breathing out up there", [wrong(1)]),
  m(0, 'several', 'Apnoea! Help please. And turn the oxygen on the bag up to 15 litres', [
    ok(1),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'Sat 72 with zero breaths, this is a respiratory arrest with a pulse. I am calling for help.',
    [ok(1)],
  ),
  // ---------- suction (BMV-2) ----------
  m(
    0,
    'action',
    'Suctioning the saliva from her mouth, gently and not too deep, with a size 8 soft catheter',
    [ok(2)],
  ),
  danger(0, 'Sweep my finger through her mouth to scoop the spit out', [wrong(2)]),
  m(0, 'negation', 'no blind finger sweep. infant yankauer to the front of the mouth for those secretions', [
    ok(2),
  ]),
  // ---------- mask size (BMV-8) ----------
  m(
    0,
    'action',
    "I'll take the infant mask, the one that sits from the bridge of her nose down to the cleft of her chin",
    [ok(8, { mask: 'infant' })],
  ),
  m(0, 'shorthand', 'infant size mask pls', [ok(8, { mask: 'infant' })]),
  danger(0, 'Grab the adult mask, bigger gives a better seal', [wrong(8, { mask: 'adult' })]),
  danger(
    0,
    "Use the newborn mask, she's tiny",
    [wrong(8, { mask: 'neonate' })],
    'a neonatal mask is too small for a 9 kg 10-month-old',
  ),
  m(
    0,
    'action',
    'Checking the size against her face: top edge on the nasal bridge, bottom edge in the chin crease. That one fits.',
    [ok(8)],
  ),
  m(0, 'question', 'What mask sizes have we got on this trolley?', [none(8)]),
  danger(0, "give me the big child mask, the one we use for school kids, it'll do", [
    wrong(8, { mask: 'child' }),
  ]),
  m(0, 'typo', 'infnat mask, sized brige of nose to chin', [ok(8, { mask: 'infant' })]),
  m(0, 'negation', "Not the newborn one, that won't reach her chin. The infant mask.", [
    ok(8, { mask: 'infant' }),
  ]),
  m(0, 'action', 'I choose the mask for infant size, I measure it from nose bridge until the chin', [
    ok(8, { mask: 'infant' }),
  ]),
  // ---------- bag (BMV-9) ----------
  m(0, 'action', 'Self-inflating bag, the 500 mL one', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'infant BVM half a litre', [ok(9, { bagMl: 500 })]),
  danger(0, 'Use the 250 ml neonatal bag for her', [wrong(9, { bagMl: 250 })]),
  danger(0, 'just take the big adult bag, the 1500 one, more volume is better', [wrong(9, { bagMl: 1500 })]),
  m(0, 'negation', "not the 250, that's the newborn bag and too small for her. pass the 500 cc one", [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'question', 'Which bag do I want here, 250 or 500?', [none(9)]),
  m(
    0,
    'action',
    'Paediatric self inflating bag, four hundred and fifty mils, with the reservoir bag on the end',
    [ok(9, { bagMl: 450 })],
  ),
  // ---------- oxygen (BMV-10) ----------
  m(0, 'action', 'Connect the bag to the wall oxygen and run it at 15 L/min', [ok(10, { o2LPerMin: 15 })]),
  danger(0, "no time for the oxygen tubing, I'll just bag her with room air", [wrong(10)]),
  m(0, 'shorthand', 'O2 10 lpm to bag, reservoir filling', [ok(10, { o2LPerMin: 10 })]),
  // ---------- orientation (BMV-11) ----------
  m(
    0,
    'action',
    'Mask goes on with the narrow end up over the bridge of her nose and the wide end at her chin',
    [ok(11)],
  ),
  danger(0, 'putting the mask on with the pointy end down over her chin', [wrong(11)]),
  m(0, 'negation', "making sure it isn't upside down: apex on the nose", [ok(11)]),
  danger(0, "upside down doesn't matter with a baby, it covers everything either way", [wrong(11)]),
  m(0, 'action', 'I turn it so the tip of the triangle points to her forehead and sits on the nasal bridge', [
    ok(11),
  ]),
  m(0, 'question', 'Which way round does this mask go on?', [none(11)]),
  m(0, 'typo', 'nrrow end on teh nose brige', [ok(11)]),
  danger(0, 'Wide end over her nose, more room for the nose that way', [wrong(11)]),
  m(0, 'shorthand', 'mask apex → nasal bridge', [ok(11)]),
  // ---------- cover, hold, seal, eyes, position (BMV-12..16) ----------
  m(0, 'action', 'The mask covers both her nose and her mouth', [ok(12)]),
  danger(0, "I'll put the mask just over her mouth and pinch her nose shut", [wrong(12)]),
  m(
    0,
    'action',
    'E-C grip: thumb and index finger on the mask making the C, other three fingers along the jaw bone making the E',
    [ok(13)],
  ),
  m(
    0,
    'action',
    "It's leaking round the sides, so can you squeeze the bag while I hold the mask with both hands? Two-person.",
    [ok(13)],
  ),
  danger(
    0,
    "seal is poor, air hissing out, but I'll just keep going one-handed, no need for a second pair of hands",
    [wrong(13)],
  ),
  m(0, 'shorthand', 'CE clamp L hand', [ok(13)]),
  danger(0, "I'll hold the mask by grabbing the connector in my fist", [wrong(13)]),
  m(
    0,
    'negation',
    'rather than struggling alone with this leak, the nurse bags and I keep a two-handed grip on the mask',
    [ok(13)],
  ),
  m(0, 'question', 'should I be using two hands for the mask?', [none(13)]),
  m(0, 'action', 'Good seal now, no air escaping around the edges', [ok(14)]),
  danger(0, "There's a leak at the cheek but it doesn't really matter, carry on", [wrong(14)]),
  m(0, 'negation', 'Fingers kept off her eyes, nothing resting on them', [ok(15)]),
  danger(0, 'resting my thumb on her eye to steady the mask', [wrong(15)]),
  m(0, 'action', "I'm moving to stand at the head of the cot to bag her", [ok(16)]),
  danger(0, "I'll bag from the side of the cot, I can reach fine from here", [wrong(16)]),
  m(
    0,
    'several',
    'Infant mask narrow end on the bridge of the nose, covering mouth and nose, EC clamp, no pressure on her eyes, and I am at the head of the cot',
    [ok(8, { mask: 'infant' }), ok(11), ok(12), ok(13), ok(15), ok(16)],
  ),
  m(0, 'several', "500 mL bag on 15 L of oxygen, infant mask that doesn't touch her eyes", [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'infant' }),
  ]),
  danger(0, 'Adult mask upside down over her face, whatever fits', [wrong(8, { mask: 'adult' }), wrong(11)]),
  m(0, 'several', 'She is apnoeic, call for help; get me the infant mask and the half-litre bag', [
    ok(1),
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
  ]),
  danger(0, "250 bag and the newborn mask, she's small enough", [
    wrong(9, { bagMl: 250 }),
    wrong(8, { mask: 'neonate' }),
  ]),
  // ---------- phase 1: position, opening (BMV-3, 4) ----------
  m(1, 'action', 'Shoulder roll under her, head neutral, not extended', [ok(3)]),
  danger(1, 'tip her head right back as far as it goes', [wrong(3)]),
  m(1, 'action', 'Head tilt chin lift, my fingers on the bony chin, not on the soft bit underneath', [ok(4)]),
  danger(1, 'pressing up into the soft tissue under her chin to lift the tongue', [wrong(4)]),
  m(1, 'several', 'Folded towel under the shoulders to get her into sniffing position, then jaw thrust', [
    ok(3),
    ok(4),
  ]),
  // ---------- mask hand lifts the jaw (BMV-17) ----------
  m(1, 'action', 'using the last three fingers of my mask hand to lift her jaw up into the mask', [ok(17)]),
  m(1, 'shorthand', 'face to mask, not mask to face', [ok(17)]),
  danger(1, 'I press the mask down hard onto her face so it seals', [wrong(17)]),
  m(1, 'action', 'The same hand that holds the mask pulls her mandible up toward it', [ok(17)]),
  m(
    1,
    'negation',
    "I'm not pushing the mask into her face; I lift the jaw into it with the fingers of my E-C hand",
    [ok(17), ok(13)],
  ),
  danger(1, 'let the jaw drop and just push harder on the mask', [wrong(17)]),
  m(1, 'question', 'Do I lift the jaw with the hand that holds the mask?', [none(17)]),
  m(1, 'typo', 'liftng the jaw into teh mask w my left hand', [ok(17)]),
  danger(1, 'Leaning my weight on the mask to squash it onto her face', [wrong(17)]),
  m(
    1,
    'action',
    'My middle, ring and little fingers hook under the mandible and bring her face up into the mask',
    [ok(17)],
  ),
  // ---------- squeeze (BMV-18) ----------
  m(1, 'action', 'Gentle squeeze, only until I see her chest start to rise, over about one second', [ok(18)]),
  danger(1, 'squeeze the bag completely flat every breath', [wrong(18)]),
  m(1, 'shorthand', 'small squeezes, just till chest rise, 1 sec each', [ok(18)]),
  danger(1, 'big hard breaths to pop her lungs open', [wrong(18)]),
  m(1, 'negation', "I'm not emptying the whole bag, just enough for her chest to lift", [ok(18)]),
  danger(1, 'quick sharp jabs on the bag, hard as I can', [wrong(18)]),
  m(1, 'typo', 'sqeezing slowly over a second untill i see the chest comming up then let go', [ok(18)]),
  m(1, 'question', 'How hard should I be squeezing?', [none(18)]),
  m(
    1,
    'action',
    'Each breath is given over about a second and I stop squeezing as soon as the chest begins to rise',
    [ok(18)],
  ),
  danger(1, 'I give her the full bag each time so she gets plenty of air', [wrong(18)]),
  // ---------- rate (BMV-19) ----------
  m(1, 'action', 'One breath every three seconds, so about 20 a minute', [ok(19, { ratePerMin: 20 })]),
  danger(1, 'bagging as fast as I can to get her sats up', [wrong(19)]),
  m(1, 'shorthand', 'rate 25/min', [ok(19, { ratePerMin: 25 })]),
  danger(1, '60 a minute, infants breathe fast', [wrong(19, { ratePerMin: 60 })]),
  // ---------- several, phase 1 ----------
  m(
    1,
    'several',
    'Shoulder roll, jaw lifted into the mask with my mask hand, gentle breaths just to chest rise every 2 to 3 seconds',
    [ok(3), ok(17), ok(18), ok(19)],
  ),
  danger(1, 'head extended right back, pressing the mask down hard and squeezing the whole bag', [
    wrong(3),
    wrong(17),
    wrong(18),
  ]),
  m(
    1,
    'several',
    'I lift her chin into the mask with the same hand rather than pressing down, and squeeze over one second until the chest just rises',
    [ok(17), ok(18)],
  ),
  danger(1, 'squeezing hard and fast, around 50 a minute, until she pinks up', [
    wrong(18),
    wrong(19, { ratePerMin: 50 }),
  ]),
  m(
    1,
    'several',
    'Two-person now: my colleague squeezes till the chest starts to rise over a second, I hold the mask with both hands and lift the jaw into it',
    [ok(13), ok(17), ok(18)],
  ),
  // ---------- phase 2: adjunct (BMV-5, 6) ----------
  m(
    2,
    'action',
    "She's gagging, so no OPA. Nasopharyngeal airway instead, sized from the tip of her nose to the tragus",
    [ok(5, { adjunct: 'npa' })],
  ),
  danger(
    2,
    'put in an oral airway to keep the tongue forward',
    [wrong(5, { adjunct: 'opa' })],
    'OPA with an intact gag',
  ),
  m(2, 'action', 'Measure the nasal airway from the tip of her nose to the tragus of her ear', [
    ok(5, { adjunct: 'npa' }),
  ]),
  danger(
    2,
    'Guedel sized corner of mouth to angle of jaw, in it goes',
    [wrong(5, { adjunct: 'opa' })],
    'OPA with an intact gag, however well sized',
  ),
  m(2, 'negation', 'nasopharyngeal rather than oropharyngeal, because her gag is intact', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'hypothetical', "If she stops gagging later I'd consider an OPA", [none(5, { adjunct: 'opa' })]),
  m(
    2,
    'typo',
    'I take the nasal tube, lenght from nose tip to the ear tragus, not thicker than her nostril',
    [ok(5, { adjunct: 'npa' })],
  ),
  danger(2, "she'll tolerate an OPA, just pick a medium one", [wrong(5, { adjunct: 'opa' })]),
  m(2, 'question', 'OPA or NPA for her?', [none(5)]),
  m(2, 'shorthand', 'gag +, so NPA, nare→tragus', [ok(5, { adjunct: 'npa' })]),
  m(
    2,
    'action',
    'Lubricate the NPA, bevel toward the septum, and slide it straight back along the floor of the nose',
    [ok(6)],
  ),
  danger(2, 'push the NPA up toward her forehead and force it if it sticks', [wrong(6)]),
  m(
    2,
    'action',
    'In through the right nostril gently, a little twist if there is resistance, never forcing it',
    [ok(6)],
  ),
  danger(2, 'no lube, just jam it in', [wrong(6)]),
  m(2, 'typo', 'insrting the npa w/ lube, angled back not up', [ok(6)]),
  m(
    2,
    'several',
    'Size the NPA nostril to tragus, lubricate it and pass it straight back along the nasal floor',
    [ok(5, { adjunct: 'npa' }), ok(6)],
  ),
  m(2, 'hypothetical', 'If the NPA meets resistance I would try the other nostril', [none(6)]),
  m(
    2,
    'action',
    'The nurse lubricates it and I insert it posteriorly, perpendicular to her face, not upwards',
    [ok(6)],
  ),
  // ---------- reassess, effective (BMV-7, 20) ----------
  m(2, 'action', 'After the NPA: checking chest rise, sats and heart rate', [ok(7)]),
  m(2, 'shorthand', 'reassess - chest rise? SpO2? HR?', [ok(7)]),
  m(
    2,
    'action',
    'Chest rises with each breath and the sats are climbing into the nineties, so ventilation is working',
    [ok(20)],
  ),
  danger(2, "The chest isn't really moving but her sats will come up, just keep going as we are", [
    wrong(20),
  ]),
  m(2, 'several', 'NPA in, lubed, straight back; now I look again at chest rise, saturation and heart rate', [
    ok(6),
    ok(7),
  ]),
  danger(2, 'NPA not going in easily so I will put the oral airway in instead, she can gag on it', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    'Dab of gel on the tip, then along the floor of the nostril toward the back of her head, bevel facing the septum',
    [ok(6)],
  ),
  danger(2, "Twisting the NPA hard upward through the resistance, she'll be fine", [wrong(6)]),
  m(0, 'several', 'Good seal with the infant mask, the 500 bag and oxygen at 12 litres', [
    ok(14),
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(2, 'action', "Her chest moves with every breath and the sats are up to 93, that's effective", [ok(20)]),
  // ---------- safe ----------
  safe(0, 'acknowledge', 'Stop the propofol infusion'),
  safe(0, 'answer', "What's her heart rate?"),
  safe(1, 'hint', 'what next?'),
  safe(0, 'acknowledge', "Someone please tell mum what's happening"),
  safe(2, 'answer', 'any gag?'),
  safe(0, 'hint', "I'm stuck"),
  safe(1, 'answer', 'sats now?'),
  safe(0, 'acknowledge', 'Check a blood glucose please'),
  safe(2, 'acknowledge', "Let's note the time we started bagging"),
  safe(3, 'hint', 'ok what now'),
  safe(1, 'acknowledge', 'Flush her IV to make sure it still runs'),
  safe(0, 'answer', 'How much propofol did she get?'),
  safe(2, 'answer', 'Is she making any breaths of her own?'),
];

export const infantCase: HeldOutCase = {
  id: 'tc-infant-propofol-mri',
  title: 'Ayla, 10 months: apnoea after propofol sedation for MRI (gag present: NPA)',
  caseDoc,
  requiredByPhase: [
    [
      'BMV-1',
      'BMV-2',
      'BMV-8',
      'BMV-9',
      'BMV-10',
      'BMV-11',
      'BMV-12',
      'BMV-13',
      'BMV-14',
      'BMV-15',
      'BMV-16',
    ],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic: I call for help.',
      'I suction her mouth with a soft 8 Fr suction catheter.',
      'I choose an infant mask that fits from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag.',
      'I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the cot and put the mask on narrow end over the bridge of the nose, covering the mouth and nose.',
      'I hold it with an E-C clamp, get a tight seal, and keep my fingers off her eyes.',
    ],
    [
      'I put a shoulder roll under her so her head is neutral, not hyperextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bone, not the soft tissue under the jaw.',
      'I lift her jaw into the mask with my mask hand.',
      'I squeeze the bag over about one second, just until the chest rises, at 25 breaths per minute.',
    ],
    [
      'She gags, so I choose a nasopharyngeal airway sized from the tip of the nose to the tragus.',
      'I lubricate it and insert it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises and the SpO2 is improving.',
    ],
    [],
  ],
  runs: [],
  errors: [],
  utterances,
};
