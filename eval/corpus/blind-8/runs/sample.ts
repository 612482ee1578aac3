import type { CorrectRun, CriticalError } from '../../../harness/corpus-types.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { SAMPLE, setupLine } from './cases.ts';

/** Five correct runs on the seeded sample (RJ, 4 y, 18 kg, after lorazepam), each said by a different resident. */
const runs: CorrectRun[] = [
  {
    // Chatty, full sentences.
    style: 'full sentences',
    messages: [
      "Okay, RJ isn't breathing and his sats are in the low seventies, so the airway comes first. I'll clear the secretions from his mouth with a rigid Yankauer sucker, keeping the tip where I can see it.",
      "Next I'll pick a child-sized face mask, one that runs from the bridge of his nose down to the dip in his chin.",
      "I'll use the 500 ml self-inflating paediatric bag and hook it up to the oxygen flowmeter running at 15 litres per minute.",
      "I'm going to stand up at the end of the bed where his head is, so I can ventilate from there.",
      'The mask goes on with the narrow end over the bridge of his nose and the wide end over his chin, so both his mouth and nose are inside it.',
      "I'm holding it with the E-C grip, thumb and index finger making the C on the mask and the other three fingers along his jawbone, pressing evenly so nothing leaks, and I'm making sure the rim stays well below his eyes.",
      "For his head, I'll slip a small folded towel under the back of it so he's in a neutral sniffing position, face pointing at the ceiling, without bending the neck backwards.",
      "Then I'll open his airway with a head tilt-chin lift, my fingers on the edge of the mandible and well clear of the fleshy area under his chin.",
      "With the same hand that's holding the mask I'll keep drawing his jaw up into it so the airway stays open.",
      "I'll give each breath slowly over about a second, squeezing only until I see his chest start to lift, and I'll aim for one breath every two to three seconds, roughly 24 a minute.",
      "He's still unresponsive and doesn't gag, so I'll hold an oropharyngeal airway up beside his cheek and pick the one that reaches from the corner of his mouth to the angle of his jaw.",
      "With a tongue blade pressing his tongue down to the floor of the mouth, I'll ease the airway in the right way up until the flange sits at his lips.",
      "Now I'm looking again: his chest is rising nicely with each breath, his saturations are climbing and his heart rate is steady, so the ventilation is working.",
    ],
  },
  {
    style: 'terse shorthand',
    messages: [
      'apnoeic, sats 73. yankauer sx to mouth, tip in view',
      'child mask, nasal bridge to chin cleft',
      '500ml SIB, O2 15L/min connected',
      'at head of bed',
      'mask apex on nose bridge, covers mouth+nose, off eyes',
      'EC clamp, good seal no leak',
      'sniffing pos, neutral, no hyperext',
      'HTCL, fingers on mandible not soft tissue',
      'mask hand lifting jaw into mask',
      'bagging q3s ~20/min, 1s squeeze, just to chest rise',
      'no gag -> OPA, sized corner of mouth to jaw angle',
      'tongue depressor, OPA in directly, follows tongue curve',
      'chest rising, SpO2 up, HR ok -> effective',
    ],
  },
  {
    // Hesitant resident, one checklist item a message.
    style: 'one action per message',
    messages: [
      'Um, I think I would suction his mouth first? With the Yankauer, only where I can see.',
      "I'd go for a child mask, I think, the one that fits from the top of his nose to the crease of his chin.",
      'And the bag... the 500 mL self-inflating one, I believe.',
      "Oxygen onto the bag, I'd turn it up to about 12 litres a minute.",
      'I guess I should stand at the head of the bed for this.',
      "I'd put the mask on with the pointy bit up at his nose.",
      'Making sure it covers his nose and his mouth, both of them.',
      'Then hold it with, um, the E-C clamp, C round the mask, E on the jaw.',
      "I press a bit to get it sealed, I don't hear any air coming out, so I think it's tight.",
      "And I'm keeping the mask and my fingers away from his eyes.",
      "I'd put his head neutral, sort of sniffing, not pushed too far back, I think.",
      "Then I'd open the airway with a gentle head tilt and chin lift, fingers on the jawbone only.",
      'My mask hand is, um, pulling his jaw up into the mask as well.',
      "I'd squeeze slowly, about a second, just enough to see his chest go up.",
      'About one every three seconds, so twenty a minute, I think.',
      "He doesn't gag, so I'd measure an oral airway from the corner of his lips to the angle of his jaw.",
      "I'd put it in with a tongue depressor holding the tongue down, right way up, no twisting.",
      "His chest's going up now and the sats are rising... so I think it's working.",
    ],
  },
  {
    // Non-native English; equipment and the head of the bed before suction, jaw thrust before head position,
    // a nasal airway instead of an oral one.
    style: 'other order',
    messages: [
      'I go to stand behind the head of patient, on the top of bed.',
      'I take self-inflating bag 500 ml and I connect to oxygen, flow 15 litre per minute.',
      'For mask I choose size for child, from nose bridge until chin cleft it reach.',
      'Before the mask, I make suction of the secretions in mouth with Yankauer, I look where is the tip.',
      'I put mask with narrow part on nose and large part on chin, it cover mouth and nose both, not touching the eyes.',
      'I hold with EC technique and I check there is no leak, seal is good.',
      'I do jaw thrust with my fingers behind angle of mandible, I not press under the chin.',
      'Also head I put in sniffing position, neutral, I not extend too much the neck.',
      'I give one breath every 3 second, each breath 1 second, small volume only until chest is rising.',
      'The hand on mask also is lifting the jaw to the mask all the time.',
      'Maybe he still has gag, so I prefer nasopharyngeal airway, I measure from nostril until tragus of ear.',
      'I put lubricant and insert it straight back along floor of nose, gently, bevel to septum.',
      'Now chest is rising good with each breath and saturation is going up, ventilation is effective.',
    ],
  },
  {
    // Dictation slips and misspellings.
    style: 'typos and spellings',
    messages: [
      'pt apneic sats 73, sucton of mouth w yankaur, tip in view',
      'pedi mask, fits brdge of nose to chin clef',
      '5oo ml self inflatng bag, O2 hooked up at 15 lpm',
      'im at the hed of the bed',
      'mask on right way up, narow end on nose, coverin mouth n nose, not on his eys',
      'E C clamp, seal tite, no leek',
      'head neutral sniffin posishun, dont overextend neck',
      'chin lift head tilt, fingrs on bone of jaw not the soft tisue',
      'masc hand lifts jaw up into mask',
      'bag ova 1 sec, just til chest rises, 20 breths a min',
      'no gag so oral airwy, sized corner of mouth to angel of jaw',
      'tung depresser, OPA inserted strait in follwing the tong curve',
      'chest risin, sats goin up, HR stabel - ventlation efective',
    ],
  },
];

const P0_SUCTION = setupLine(SAMPLE, 0, 0);
const P0_MASK_SIZE = setupLine(SAMPLE, 0, 1);
const P0_BAG_O2 = setupLine(SAMPLE, 0, 2);
const P0_HEAD_OF_BED = setupLine(SAMPLE, 0, 3);
const P0_MASK_ON = setupLine(SAMPLE, 0, 4);
const P1_HEAD = setupLine(SAMPLE, 1, 0);
const P1_HTCL = setupLine(SAMPLE, 1, 1);
const P2_OPA_SIZE = setupLine(SAMPLE, 2, 0);
const P2_OPA_IN = setupLine(SAMPLE, 2, 1);

/** Twelve single critical errors on the sample (no BMV-1 or BMV-7: its hard stops ask for neither). */
const errors: CriticalError[] = [
  {
    name: 'secretions not cleared, or with a catheter too thin for them',
    item: 'BMV-2',
    phase: 0,
    phrasings: [
      "There's only a bit of froth, I'll skip the suction and get straight on with bagging.",
      'Clear his mouth with the 6 French catheter, the thin one is gentler.',
      "Hook a feeding tube onto the suction for his secretions, the Yankauer's too big for him.",
    ],
  },
  {
    name: 'mask of the wrong size, by its landmarks',
    item: 'BMV-8',
    phase: 0,
    lead: [P0_SUCTION],
    phrasings: [
      "I'll take the adult mask, it reaches from his forehead to well below his chin.",
      'The little round newborn mask off the top of the pile will do for him.',
      "Whichever mask comes out of the drawer first, size doesn't really matter if I press hard.",
    ],
  },
  {
    name: 'mask upside down',
    item: 'BMV-11',
    phase: 0,
    lead: [P0_SUCTION, P0_MASK_SIZE, P0_BAG_O2, P0_HEAD_OF_BED],
    phrasings: [
      'Mask on with the pointy end down on his chin and the wide end across his nose.',
      'I flip the mask so the narrow part sits over his mouth, it feels snugger that way.',
    ],
  },
  {
    name: 'leak at the mask accepted',
    item: 'BMV-14',
    phase: 0,
    lead: [P0_SUCTION, P0_MASK_SIZE, P0_BAG_O2, P0_HEAD_OF_BED, P0_MASK_ON],
    phrasings: [
      "Air is hissing out by his cheek, but some still goes in, so I'll carry on like that.",
      'There is a leak along the side of his nose; never mind, the oxygen flow will make up for it.',
      "The mask isn't really sealed, but I won't fiddle with it, let's just bag.",
    ],
  },
  {
    name: 'pressure on the eyes',
    item: 'BMV-15',
    phase: 0,
    lead: [P0_SUCTION, P0_MASK_SIZE, P0_BAG_O2, P0_HEAD_OF_BED, P0_MASK_ON],
    phrasings: [
      'I steady the mask with my thumb resting on his eyelid.',
      'I slide the mask up so the top rim rides onto his eyes; that stops it slipping.',
    ],
  },
  {
    name: 'head tipped right back or flexed forward',
    item: 'BMV-3',
    phase: 1,
    phrasings: [
      'I tip his head back as far as it will go so his chin points straight at the ceiling.',
      'Two pillows under his head, so his chin comes down towards his chest.',
    ],
  },
  {
    name: 'mask hand only presses, the jaw is not lifted',
    item: 'BMV-17',
    phase: 1,
    lead: [P1_HEAD, P1_HTCL],
    phrasings: [
      "My mask hand just pushes the mask down into his face; I'm not lifting the jaw.",
      'Once the chin lift is done I let go of his jaw and hold only the rim of the mask.',
    ],
  },
  {
    name: 'bag emptied hard and fast',
    item: 'BMV-18',
    phase: 1,
    lead: [P1_HEAD, P1_HTCL],
    phrasings: [
      'I empty the whole bag into him with both hands every breath.',
      'Quick hard squeezes, a quarter of a second each, all the way down.',
    ],
  },
  {
    name: 'rate too slow or too fast',
    item: 'BMV-19',
    phase: 1,
    lead: [P1_HEAD, P1_HTCL],
    phrasings: [
      'One breath every six seconds, ten a minute, the same as for an adult.',
      'As fast as I can squeeze, about fifty a minute, to get his sats back.',
      'A breath every single second until he pinks up.',
    ],
  },
  {
    name: 'oral airway sized on the wrong landmarks',
    item: 'BMV-5',
    phase: 2,
    phrasings: [
      'I size the Guedel from his front teeth to his earlobe.',
      'An oral airway from the middle of his lips to the tip of his chin looks about right.',
    ],
  },
  {
    name: 'oral airway forced or left half in',
    item: 'BMV-6',
    phase: 2,
    lead: [P2_OPA_SIZE],
    phrasings: [
      "It's catching at the back, so I'll push harder until it goes all the way in.",
      'It only goes in halfway, so I leave the flange sticking out past his lips and bag over it.',
      "No tongue depressor, I'll just ram it in over his tongue.",
    ],
  },
  {
    name: 'poor chest rise accepted',
    item: 'BMV-20',
    phase: 2,
    lead: [P2_OPA_SIZE, P2_OPA_IN],
    phrasings: [
      "The chest is barely moving and his sats are stuck at 80, but that's fine, I'll carry on like this.",
      "I can't really see his chest rise, but the bag fills and empties, so air must be going in.",
    ],
  },
];

export const sampleRuns8: HeldOutCase = { ...SAMPLE, runs, errors, utterances: [] };
