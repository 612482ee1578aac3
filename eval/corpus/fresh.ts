import type { CorrectRun, CriticalError, LabelledUtterance } from '../harness/corpus-types.ts';
import { item, said } from './label.ts';

type Additions = { runs: CorrectRun[]; errors: CriticalError[]; utterances: LabelledUtterance[] };

/**
 * Written after the engine met every target on the rest of the corpus, without looking at what it reads: new
 * trainees, new phrasings of known errors and new utterances (other synonyms, brand names, British and American
 * words, arrows and abbreviations), reported apart as a check that the reading generalises. Keyed by case id.
 */
export const FRESH: Record<string, Additions> = {
  sample: {
    runs: [
      {
        style: 'other order',
        messages: [
          "Right, he's not breathing and he's grey. I'll shout for a colleague and get to the top of the bed.",
          'Secretions first: Yankauer to his mouth.',
          "I'll grab a paediatric mask that fits from the bridge of his nose to the chin crease and a 500 mL Ambu bag, hooked up to wall oxygen at 15.",
          'Mask on, pointy end at the nose, covering nose and mouth, C and E grip, nice tight seal and nowhere near his eyes.',
          "Chest is barely moving, so I'll reposition: towel under the occiput for sniffing, don't overextend, and a jaw thrust.",
          "I'm lifting his mandible up into the mask with my left hand and giving slow gentle squeezes over a second, just enough to see the chest come up, about 20 a minute.",
          "I'll size a Guedel from the angle of the mouth to the angle of the mandible and pop it in.",
          'Reassessing: good bilateral chest rise and his sats are on the way up.',
        ],
      },
    ],
    errors: [
      {
        name: 'adult mask for a 4-year-old',
        item: item(8),
        phase: 0,
        phrasings: ['the big adult mask will do', "I'll use an adult-size face mask on him"],
      },
      {
        name: 'pressure on the eyes',
        item: item(15),
        phase: 0,
        phrasings: ['the mask sits over his eyes', 'mask pulled up over the eyes to get a seal'],
      },
    ],
    utterances: [
      said('Ambu bag, 500 ml, on 15 L O2', 'shorthand', {
        9: ['ok', { bagMl: 500 }],
        10: ['ok', { o2LPerMin: 15 }],
      }),
      said(
        'Guedel airway sized angle of mouth to angle of mandible',
        'action',
        { 5: ['ok', { adjunct: 'opa' }] },
        2,
      ),
      said('C and E grip on the mask', 'action', { 13: 'ok' }),
      said("I'm not going to hyperextend him, just a slight sniffing position", 'negation', { 3: 'ok' }, 1),
      said("if the OPA makes him gag I'll pull it out", 'hypothetical', { 5: 'none', 6: 'none' }, 2),
      said('do you want me to suction?', 'question', { 2: 'none' }),
      said('bagging at about 20 breaths a min', 'shorthand', { 19: ['ok', { ratePerMin: 20 }] }, 1),
      said("I'd go with a head tilt chin lift", 'action', { 4: 'ok' }, 1),
      said('holding the mask with my palm pressed flat on it', 'error', { 13: 'wrong' }),
      said('two-handed mask hold while a nurse squeezes the bag', 'action', { 13: 'ok' }, 1),
    ],
  },
  'young-infant': {
    runs: [
      {
        style: 'terse shorthand',
        messages: [
          'pt not breathing, calling for help, at top of cot',
          'bulb suction nares + mouth, rolled towel under shoulders',
          'size 1 round facemask, 500mL SIB, O2 10-15L',
          're-check position, chin lift w fingers on bone not soft tissue',
          'mask covers nose+mouth, EC grip, seal ok now, eyes clear, mask hand lifting jaw',
          'gentle puffs over 1s, just visible chest rise, ~25/min',
          'reassess chest movement, sats, HR after each change',
        ],
      },
    ],
    errors: [
      {
        name: 'child mask for an infant',
        item: item(8),
        phase: 0,
        phrasings: ['toddler-size mask', 'the size 3 mask'],
      },
      {
        name: 'neck flexed or hyperextended',
        item: item(3),
        phase: 0,
        phrasings: ['I extend her neck as far as it goes', 'head tipped right back'],
      },
    ],
    utterances: [
      said('bulb suction to her nostrils', 'action', { 2: 'ok' }),
      said('rolled nappy under the shoulders', 'action', { 3: 'ok' }),
      said('500 ml SIB on 10 litres', 'shorthand', {
        9: ['ok', { bagMl: 500 }],
        10: ['ok', { o2LPerMin: 10 }],
      }),
      said("I'm going to hold off on suctioning, her airway looks clear", 'negation', { 2: 'none' }),
      said('two-person BVM', 'shorthand', { 13: 'ok' }, 1),
      said(
        'chin lift with my fingers on the bony chin, not the floor of the mouth',
        'negation',
        { 4: 'ok' },
        1,
      ),
      said("what's her cap refill?", 'question', {}),
      said("if she desaturates further I'd call the PICU team", 'hypothetical', { 1: 'none' }),
      said('gentle breaths at about 30 a minute', 'several', { 18: 'ok', 19: ['ok', { ratePerMin: 30 }] }, 2),
      said("she's pinking up and the chest is moving", 'action', { 20: 'ok' }, 2),
    ],
  },
  'secretions-infant': {
    runs: [
      {
        style: 'full sentences',
        messages: [
          "He's apnoeic with secretions everywhere, so I shout for the nurse in charge and the resus team, and take my place at the head of the bed.",
          'I clear his mouth and then his nostrils with a size 8 French suction catheter, only as deep as I can see.',
          "I'll take an infant face mask and the infant self-inflating bag, 450-500 mL, and run the oxygen at 15 L/min.",
          'The secretions have reaccumulated, so I suction his mouth and nose once more, place a rolled towel under his shoulders to keep the head neutral and do a jaw thrust.',
          'I reapply the mask the right way up over his nose and mouth, using an E-C grip with a good seal, careful not to press on his eyes.',
          'I give slow, gentle breaths over a second each, stopping as soon as the chest rises, 20-25 a minute.',
          'I reassess his chest rise and his saturations after each change.',
        ],
      },
    ],
    errors: [
      {
        name: 'deep suction',
        item: item(2),
        phase: 0,
        phrasings: [
          'I suction blindly down into his trachea',
          'the catheter goes all the way down until it meets resistance',
        ],
      },
      {
        name: 'adult bag for an infant',
        item: item(9),
        phase: 0,
        phrasings: ['1.6 litre adult bag', 'grab the adult Ambu bag'],
      },
    ],
    utterances: [
      said('size 8 French catheter to the nostrils', 'action', { 2: 'ok' }),
      said('infant self inflating bag + infant mask + O2 15', 'shorthand', {
        8: ['ok', { mask: 'infant' }],
        9: 'ok',
        10: ['ok', { o2LPerMin: 15 }],
      }),
      said('Is his nose blocked?', 'question', {}),
      said("if suction doesn't clear it I'd consider a bigger catheter", 'hypothetical', { 2: 'none' }),
      said('no deep suctioning, just mouth then nose', 'negation', { 2: 'ok' }),
      said('rolled towel under his shoulders', 'action', { 3: 'ok' }, 1),
      said('I tip his head right back to open the airway', 'error', { 3: 'wrong' }, 1),
      said('mask apex over the nasal bridge', 'action', { 11: 'ok' }, 1),
      said('C-E grip', 'shorthand', { 13: 'ok' }, 1),
      said('breaths every 2 to 3 seconds', 'action', { 19: 'ok' }, 2),
    ],
  },
  toddler: {
    runs: [
      {
        style: 'one action per message',
        messages: [
          'Is he breathing?',
          "He's not. Help please, I need the resus team!",
          "I'm standing at the head of the trolley.",
          'Sniffing position with a small folded towel under the occiput.',
          'Size 2 face mask.',
          '500ml self inflating bag.',
          'Oxygen on, 15 litres.',
          'Pointed end of the mask on the nasal bridge.',
          'The mask covers nose and mouth.',
          'C-E grip.',
          'Mask well clear of his eyes.',
          'Still leaking - what should I do?',
          'My colleague bags while I use both hands to hold the mask: two-person technique, good seal now.',
          'Chin lift.',
          'Using my fingers on the mask to lift the jaw up into it.',
          'Gentle squeeze over one second, just until the chest rises.',
          'Every 2-3 seconds.',
          'Guedel airway sized from the corner of the lips to the angle of the jaw.',
          'Inserting it.',
          'His chest rises with every breath and his sats are improving.',
        ],
      },
    ],
    errors: [
      {
        name: 'non-rebreather instead of a bag',
        item: item(9),
        phase: 0,
        phrasings: ['just a non rebreather for now', 'face mask oxygen at 15L, no bag'],
      },
      {
        name: 'rate too fast',
        item: item(19),
        phase: 1,
        phrasings: ['bagging as fast as I can', 'about 50 breaths a minute'],
      },
    ],
    utterances: [
      said('Ambu bag 500 mL', 'action', { 9: ['ok', { bagMl: 500 }] }),
      said('size 2 face mask', 'action', { 8: ['ok', { mask: 'child' }] }),
      said('Help please, I need the resus team!', 'action', { 1: 'ok' }),
      said('pointed end of the mask on the nasal bridge', 'action', { 11: 'ok' }),
      said("I'd rather not use a head tilt, I'll do a jaw thrust", 'negation', { 4: 'ok' }, 1),
      said('should we go two-person?', 'question', { 13: 'none' }, 1),
      said('every 2-3 seconds', 'shorthand', { 19: 'ok' }, 1),
      said(
        'Guedel sized from the corner of the lips to the angle of the jaw',
        'action',
        { 5: ['ok', { adjunct: 'opa' }] },
        2,
      ),
      said(
        "if he starts gagging on the Guedel I'll take it out",
        'hypothetical',
        { 5: 'none', 6: 'none' },
        2,
      ),
      said('chest rising with each breath, sats improving', 'action', { 20: 'ok' }, 2),
    ],
  },
  'trauma-school-age': {
    runs: [
      {
        style: 'terse shorthand',
        messages: [
          'help! trauma call. MILS by nurse',
          'jaw thrust, no chin lift/head tilt, collar stays',
          'yankauer to oral blood under direct vision; nothing nasal (CSF rhinorrhoea)',
          'paed mask + 500mL BVM + O2 15L, me at head end',
          'oral airway sized lip corner to mandible angle, inserted; NPA contraindicated (#base of skull)',
          '2-person BVM: I keep the jaw thrust in the mask, partner squeezes over 1s, 20/min; mask off the bruised eyes, good seal',
          'reassess: chest rise good, SpO2 ↑, HR 74',
        ],
      },
    ],
    errors: [
      {
        name: 'head tilt with a possible neck injury',
        item: item(4),
        phase: 0,
        phrasings: ['I tilt his head back to open the airway', 'chin lift with a head tilt'],
      },
      {
        name: 'NPA with a basal skull fracture',
        item: item(5),
        phase: 1,
        phrasings: ['nasal trumpet', "I'll put in a nasopharyngeal airway"],
      },
    ],
    utterances: [
      said('nasal trumpet', 'error', { 5: ['wrong', { adjunct: 'npa' }] }, 1),
      said('collar stays on, MILS, jaw thrust only', 'several', { 3: 'ok', 4: 'ok' }),
      said('no nasal suction - CSF leak', 'negation', { 2: 'none' }),
      said('Is there CSF from the nose?', 'question', {}),
      said("if the jaw thrust fails I'd still not tilt the head", 'hypothetical', { 4: 'none' }),
      said('paed mask + 500mL BVM + O2 15L', 'shorthand', {
        8: ['ok', { mask: 'child' }],
        9: ['ok', { bagMl: 500 }],
        10: ['ok', { o2LPerMin: 15 }],
      }),
      said('me at head end', 'shorthand', { 16: 'ok' }),
      said(
        'oral airway sized lip corner to mandible angle',
        'shorthand',
        { 5: ['ok', { adjunct: 'opa' }] },
        1,
      ),
      said('squeezing over a second at 20/min', 'several', { 18: 'ok', 19: ['ok', { ratePerMin: 20 }] }, 1),
      said('reassess: chest rise good, SpO2 up', 'several', { 7: 'ok', 20: 'ok' }, 2),
    ],
  },
  adolescent: {
    runs: [
      {
        style: 'typos and spellings',
        messages: [
          "Shes apneic - calling for help, I'm at the head of the bed.",
          'Folded towl under her head, sniffing positon, head-tilt/chin-lift.',
          'Large adult facemask, adult Ambu bag (1.6 L), O2 at 15 lpm.',
          'Slowing down to one breath evry 6 seconds, each over a second with just enough volume to see chest rise.',
          'Mask right way up over nose and mouth, E-C clamp while lifting the jaw into the mask, tight seal, no pressure on her eyes.',
          'Oral airway sized corner of mouth to angle of jaw, inserted.',
          'Reassesing - chest rising and her sats are improving.',
        ],
      },
    ],
    errors: [
      {
        name: "a child's rate for an adult-sized patient",
        item: item(19),
        phase: 1,
        phrasings: ['bagging every 2 seconds', '30 breaths per minute'],
      },
      {
        name: 'child mask for an adult-sized patient',
        item: item(8),
        phase: 0,
        phrasings: ['pediatric face mask', 'the small child mask'],
      },
    ],
    utterances: [
      said('large adult facemask', 'action', { 8: ['ok', { mask: 'adult' }] }),
      said('adult Ambu bag (1.6 L)', 'action', { 9: ['ok', { bagMl: 1600 }] }),
      said('O2 at 15 lpm', 'shorthand', { 10: ['ok', { o2LPerMin: 15 }] }),
      said('one breath evry 6 seconds', 'typo', { 19: ['ok', { ratePerMin: 10 }] }, 1),
      said('bagging every 2 seconds', 'error', { 19: ['wrong', { ratePerMin: 30 }] }, 1),
      said('Should I slow down?', 'question', { 19: 'none' }, 1),
      said(
        "if she's still apnoeic after naloxone I'll keep bagging at 10 a minute",
        'hypothetical',
        { 19: 'none' },
        2,
      ),
      said('pediatric face mask', 'error', { 8: ['wrong', { mask: 'child' }] }),
      said('E-C clamp while lifting the jaw into the mask', 'several', { 13: 'ok', 17: 'ok' }, 1),
      said('What was her GCS?', 'question', {}),
    ],
  },
  'gag-reflex': {
    runs: [
      {
        style: 'full sentences',
        messages: [
          "Ella's hypoventilating, so I call for help and stand at the head of the bed.",
          'I gently suction the saliva from the front of her mouth with a Yankauer, put her head in a sniffing position and do a chin lift.',
          'Paediatric mask, 500 mL self-inflating bag, oxygen at 15 L/min.',
          'Because she has an intact gag reflex an oral airway would make her vomit, so I use a nasal airway: I measure it from the tip of her nose to the tragus, lubricate it and slide it straight back along the floor of the nose.',
          'I hold the mask over her mouth and nose with an E-C clamp for a good seal and give gentle breaths over one second, about 20 per minute, in time with her own efforts.',
          'I reassess chest rise, saturations and heart rate: her chest is rising and her sats are climbing.',
        ],
      },
    ],
    errors: [
      {
        name: 'OPA with a gag reflex',
        item: item(5),
        phase: 1,
        phrasings: ["I'll use a Guedel airway", 'put in an oropharyngeal airway anyway'],
      },
      {
        name: 'mask over the mouth only',
        item: item(12),
        phase: 1,
        phrasings: ['the mask is only over her mouth', 'mask covering her lips only'],
      },
    ],
    utterances: [
      said('Guedel airway', 'error', { 5: ['wrong', { adjunct: 'opa' }] }, 1),
      said(
        'nasal airway measured tip of nose to tragus, lubricated',
        'action',
        { 5: ['ok', { adjunct: 'npa' }] },
        1,
      ),
      said('slide the NPA straight back along the floor of the nose', 'action', { 6: 'ok' }, 1),
      said("she's gagging on the suction - should I stop?", 'question', {}),
      said('gentle Yankauer suction at the front of the mouth', 'action', { 2: 'ok' }),
      said('if she stops gagging later an OPA would be an option', 'hypothetical', { 5: 'none' }, 1),
      said("won't use an OPA as she has a gag reflex", 'negation', { 5: ['ok', { adjunct: 'npa' }] }, 1),
      said(
        'breaths in time with her own efforts, about 20 a minute',
        'action',
        { 19: ['ok', { ratePerMin: 20 }] },
        1,
      ),
      said('paediatric mask, 500 mL bag, O2 15 L/min', 'several', {
        8: ['ok', { mask: 'child' }],
        9: ['ok', { bagMl: 500 }],
        10: ['ok', { o2LPerMin: 15 }],
      }),
      said('her chest is rising and her sats are climbing', 'action', { 20: 'ok' }, 2),
    ],
  },
};

/**
 * A second batch, written after the engine met every target on everything above (including FRESH), again without
 * looking at what it reads.
 */
export const FRESH_2: Record<string, Additions> = {
  sample: {
    runs: [
      {
        style: 'full sentences',
        messages: [
          "OK, I'm calling a code and asking for help, and I'll take position at the patient's head.",
          'His mouth is full of secretions, so I use the rigid Yankauer sucker to clear them.',
          "I'm selecting a pediatric-size facemask, checking it goes from the nasal bridge to the chin, with a 500 milliliter self-inflating bag attached to oxygen running at 15 liters per minute.",
          'I apply the mask with the apex over the bridge of the nose so it seals over his nose and mouth, using an EC clamp, and I keep my fingers well away from his eyes.',
          "I'll place a folded sheet under his head to get him into a sniffing position, without extending the neck too far, and perform a jaw thrust.",
          'My mask hand is pulling his jaw forward into the mask while I squeeze the bag slowly over one second until I see the chest rise, one breath every two to three seconds.',
          'Next I measure an oral airway from the corner of his lips to the angle of his jaw and insert it.',
          'His chest rises nicely with each breath and his oxygen saturation is improving.',
        ],
      },
    ],
    errors: [
      {
        name: 'rate too fast',
        item: item(19),
        phase: 1,
        phrasings: ['I ventilate him at 40 breaths a minute', 'squeezing the bag every second'],
      },
    ],
    utterances: [
      said("I'm calling a code", 'action', { 1: 'ok' }),
      said('rigid Yankauer sucker to the mouth', 'action', { 2: 'ok' }),
      said('pediatric-size facemask', 'action', { 8: ['ok', { mask: 'child' }] }),
      said("I'd rather not suction him, there's nothing in his mouth", 'negation', { 2: 'none' }),
      said("if the chest still doesn't rise I'll check the mask seal", 'hypothetical', { 14: 'none' }, 1),
    ],
  },
  'young-infant': {
    runs: [],
    errors: [
      {
        name: 'pressure on the soft tissue under the jaw',
        item: item(4),
        phase: 1,
        phrasings: [
          'my fingers are pressing into the soft part under her chin',
          'compressing the soft tissue beneath her jaw',
        ],
      },
    ],
    utterances: [
      said('tiny round mask for a baby', 'action', { 8: ['ok', { mask: 'infant' }] }),
      said('neonatal 250 mL Laerdal bag', 'error', { 9: ['wrong', { bagMl: 250 }] }),
      said('a towel roll under her shoulder blades', 'action', { 3: 'ok' }),
      said('should I use the 250 or the 500 bag?', 'question', { 9: 'none' }),
      said('puffs every 2 seconds', 'shorthand', { 19: ['ok', { ratePerMin: 30 }] }, 2),
    ],
  },
  'secretions-infant': {
    runs: [],
    errors: [
      {
        name: 'blind finger sweep',
        item: item(2),
        phase: 0,
        phrasings: ['I use my finger to scoop out the mucus', 'sweeping his mouth blindly with a finger'],
      },
    ],
    utterances: [
      said('suction catheter 10 French, mouth first then nose', 'action', { 2: 'ok' }),
      // Relabelled 2026-11-28: a dangerous way said before its condition is stopped however it is hedged (a blind
      // sweep is never the fallback), as the blind sets label "ram it in, if it sticks I'll push harder".
      said("I'll do a finger sweep if suction fails", 'hypothetical', { 2: 'wrong' }),
      said('infant facemask', 'action', { 8: ['ok', { mask: 'infant' }] }),
      said("I've put the bag on 15 litres of oxygen", 'action', { 10: ['ok', { o2LPerMin: 15 }] }),
      said('should I suction deeper?', 'question', { 2: 'none' }),
    ],
  },
  toddler: {
    runs: [
      {
        style: 'terse shorthand',
        messages: [
          'apnoea -> shout for help, stand at head',
          'towel under head = sniffing, not overextended',
          'size 2 mask, 500 mL bag, O2 @ 15 L/min',
          'mask narrow end to nose bridge, mouth + nose covered, EC grip, eyes clear',
          'leak -> 2 person technique, seal now good',
          'chin lift, mask hand pulls jaw up into mask, squeeze over 1 s till chest rises, 20-25/min',
          'oral airway sized mouth corner to jaw angle, inserted',
          'chest rising, sats improving',
        ],
      },
    ],
    errors: [
      {
        name: 'mask upside down',
        item: item(11),
        phase: 0,
        phrasings: ['I put the mask on upside-down', 'chin end of the mask over his nose'],
      },
    ],
    utterances: [
      said('O2 @ 15 L/min', 'shorthand', { 10: ['ok', { o2LPerMin: 15 }] }),
      said('EC grip', 'shorthand', { 13: 'ok' }),
      said('2 person technique', 'shorthand', { 13: 'ok' }, 1),
      said("I'm not sure if I should use an OPA", 'question', { 5: 'none' }, 2),
      said('oral airway sized mouth corner to jaw angle', 'shorthand', { 5: ['ok', { adjunct: 'opa' }] }, 2),
    ],
  },
  'trauma-school-age': {
    runs: [],
    errors: [
      {
        name: 'sniffing position with a possible neck injury',
        item: item(3),
        phase: 0,
        phrasings: ["I'll put a pillow under his head", 'extend his neck to open the airway'],
      },
    ],
    utterances: [
      said('in-line stabilisation of the cervical spine', 'action', { 3: 'ok' }),
      said("I'll avoid a head tilt because of the collar", 'negation', { 4: 'none' }),
      said('suction only what I can see in his mouth', 'action', { 2: 'ok' }),
      said('could an NPA help here?', 'question', { 5: 'none' }, 1),
      said('20-25 breaths per minute', 'action', { 19: 'ok' }, 1),
    ],
  },
  adolescent: {
    runs: [
      {
        style: 'one action per message',
        messages: [
          'Is she breathing at all?',
          'Call for help, please.',
          'I take the head of the bed.',
          'Towel under her head, sniffing position.',
          'Head tilt and chin lift.',
          'Large adult mask.',
          'Adult self-inflating bag.',
          'Oxygen to 15 litres per minute.',
          'How fast should I be bagging?',
          'One breath every six seconds.',
          'Each breath over one second, just until the chest rises.',
          'Mask the right way up.',
          'Covering her nose and mouth.',
          'E-C grip, and I lift her jaw into the mask.',
          'Good seal.',
          'Away from her eyes.',
          'Oral airway from the corner of the mouth to the angle of the jaw.',
          'Now I put it in.',
          'I reassess: chest rising, sats improving.',
        ],
      },
    ],
    errors: [
      {
        name: 'child bag for an adult-sized patient',
        item: item(9),
        phase: 0,
        phrasings: ['the paediatric Ambu bag', 'a 650 mL child bag'],
      },
    ],
    utterances: [
      said('large adult mask', 'action', { 8: ['ok', { mask: 'adult' }] }),
      said('Oxygen to 15 litres per minute', 'action', { 10: ['ok', { o2LPerMin: 15 }] }),
      said('one breath every six seconds', 'action', { 19: ['ok', { ratePerMin: 10 }] }, 1),
      said('each breath over one second, just until the chest rises', 'action', { 18: 'ok' }, 1),
      said('do I need to go faster?', 'question', { 19: 'none' }, 1),
    ],
  },
  'gag-reflex': {
    runs: [],
    errors: [
      {
        name: 'OPA with a gag reflex',
        item: item(5),
        phase: 1,
        phrasings: ['oropharyngeal airway, size 2', "I'll try an oral airway"],
      },
    ],
    utterances: [
      said("I'd avoid an oral airway since she gags", 'negation', { 5: ['ok', { adjunct: 'npa' }] }, 1),
      said(
        'nasopharyngeal airway, measured nostril to tragus, well lubricated',
        'action',
        { 5: ['ok', { adjunct: 'npa' }] },
        1,
      ),
      said('gently advance the NPA along the floor of the nostril', 'action', { 6: 'ok' }, 1),
      said('chin lift', 'action', { 4: 'ok' }),
      said('Is her gag reflex still there?', 'question', {}, 1),
    ],
  },
};
