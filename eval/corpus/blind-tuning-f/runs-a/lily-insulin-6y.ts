import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { LILY } from './cases.ts';

/**
 * Lily, 6 years (20 kg), apnoeic with a pulse after her brother's insulin (glucose 1.4 mmol/L); saliva in the
 * mouth, gag reflex present (nasal airway), no injury. Required: P0 1, 2, 8, 9, 10, 16; P1 3, 4, 11, 12, 13, 14,
 * 15, 17; P2 5, 6, 7, 18, 19, 20.
 */
export const lilyRuns: HeldOutCase = {
  ...LILY,
  runs: [
    {
      // A resident whose first language is not English.
      style: 'full sentences',
      messages: [
        // P0
        'The patient is not breathing and the saturation is 74 percent, so I am calling for help immediately, please bring the senior and the anaesthesia team.',
        'I do the suction of the saliva from her mouth with the Yankauer catheter, under direct vision.',
        'I choose a child mask which is going from the nasal bridge until the cleft of the chin.',
        'I take the self-inflating bag of 500 millilitres and I connect it to the oxygen, 15 litres per minute, with the reservoir.',
        'I am standing at the head of the bed for to ventilate her.',
        // P1
        'I put her head in sniffing position with one small towel under the occiput, without hyperextension of the neck.',
        'I open the airway with head tilt chin lift, my fingers are on the bone of the mandible and not on the soft part.',
        'I put the mask in the correct orientation, the narrow part on the nose bridge, and it is covering the mouth and also the nose.',
        'I am careful that the mask is not touching her eyes.',
        'I hold the mask with the E-C clamp technique, and if the seal is not good I will ask a colleague for the two-person technique.',
        'Now the seal is tight, there is no leak.',
        'With the same hand I am lifting the jaw into the mask.',
        // P2
        'She has the gag reflex, so oral airway is not possible; I measure a nasopharyngeal airway from the nostril until the tragus of the ear.',
        'I put lubricant and I insert it gently in the nostril, directed backwards along the floor of the nose, not to the top.',
        'After the insertion I reassess the chest rise, the SpO2 and the heart rate.',
        'I give each breath during one second with only enough volume to see the chest rising.',
        'The rate is 20 breaths per minute, it means one every three seconds.',
        'The chest is rising well and the saturation is improving to 95 percent, so the ventilation is effective.',
      ],
    },
    {
      // An American resident.
      style: 'terse shorthand',
      messages: [
        // P0
        'apneic w/ pulse, sat 74 -> calling for help, rapid response + anesthesia to bedside',
        'suction oral secretions, yankauer',
        'peds mask, bridge of nose to chin cleft',
        '500 mL BVM, O2 15 lpm',
        'positioning myself at HOB',
        // P1
        'sniff position, pad under occiput, no hyperext',
        'HTCL, fingers on bony mandible',
        'mask apex @ nose, mouth + nose covered, eyes clear',
        'EC clamp, good seal; 2-person if leak',
        'jaw lifted into mask w/ same hand',
        // P2
        '+gag -> NPA, nare to tragus',
        'lube, insert straight back along nasal floor, bevel to septum',
        'breaths over 1 s, just chest rise, RR 20',
        'reassess post NPA: chest rise, SpO2, HR',
        'good chest rise, sats 90s -> effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        // P0
        "She's apnoeic and desaturating, I'm shouting for help.",
        'Clearing the saliva with a Yankauer sucker.',
        'Paediatric mask that reaches from the top of her nose to the crease of her chin.',
        'The 500 ml self-inflating bag.',
        'Oxygen into the bag, ten to fifteen litres a minute.',
        'Standing behind her head at the top of the trolley.',
        // P1
        'Sniffing position, a folded towel under her head, neck not overextended.',
        'Tilting the head back gently and lifting the chin by the bony point.',
        'Mask apex over the bridge of the nose.',
        'Her mouth and nose are both under the mask.',
        'E C hold with my left hand.',
        'Tight seal, nothing escaping.',
        "I'm not pressing on her eyes.",
        "I'm pulling the mandible up into the mask with my mask hand.",
        // P2
        'Gag is present so a nasal airway, sized tip of nose to tragus.',
        'Lubricated and passed gently straight back.',
        'Checking chest rise, sats and heart rate again.',
        'Squeeze over one second until the chest just rises.',
        'One breath every two to three seconds.',
        'Chest moving well, sats rising.',
      ],
    },
    {
      style: 'other order',
      messages: [
        // P0
        "Let's have the 500 ml bag connected to oxygen at 15 litres, and pass me a child-size mask, the one that reaches from the nose bridge to the chin.",
        "I'll take the head end.",
        "Can someone get the suction going, I'll clear her saliva with the Yankauer.",
        "She's apnoeic with sats of 74, we need help: call the paediatric emergency team and anaesthetics now, and can you give 2 mL per kilo of 10% dextrose IV while I bag.",
        // P1
        'Mask on first, pointy end at the bridge of her nose, covering her nose and mouth, away from her eyes.',
        "I'm holding it with an E-C clamp and lifting her jaw up into it with the E fingers.",
        'Head into sniffing with a small pillow under the occiput, not overextending.',
        'Chin lift and a gentle head tilt, fingers on bone only.',
        'The seal is tight now.',
        // P2
        "We'll start the breaths: gentle one-second squeezes, just until her chest rises, twenty-two a minute.",
        "She's still gagging so no oral airway; a nasal airway sized from nostril to tragus, lubricated, in gently backwards along the floor of the nose.",
        'Reassessing now: chest rise, SpO2, heart rate.',
        'Her chest is rising well and the sats are up to 94, good ventilation.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        // P0
        'shes not breathign and sats 74, calling for help now, get the senoir',
        'suctoin the saliva with a yankuer',
        'child mask from brdige of nose to chin',
        '500 mil bag, self inflatting, oxygen at fiften liters',
        "I'm at the head of the bead",
        // P1
        'sniffing postion, small towl under her head, no hyper extension',
        'head tilt chin lift with fingers on the bone of the jaw',
        'mask on the right way round, narrow end on the nsoe, covering mouth and nsoe',
        'keep the mask off her eyse',
        'e c clamp grip, seal is tight, no leek',
        'lifitng the jaw into the mask with the same hand',
        // P2
        'she has a gag so NPA, measured nostril to tragis',
        'lubricate it and insert gently streight back, not up',
        're-check chest rise, sats and heart rate after its in',
        'sqeeze over one second, just enough for chest rise, 20 breathes a min',
        'chest rising and sats improving, venitlation effective',
      ],
    },
    {
      // A sixth run by a very terse resident.
      style: 'terse shorthand',
      messages: [
        // P0
        'Apnoea. Help now.',
        'Yankauer, mouth.',
        'Child mask.',
        '500 SIB, O2 15.',
        'Head end.',
        // P1
        'Sniff pos.',
        'HTCL.',
        'Mask apex up, mouth + nose, eyes clear.',
        'EC, sealed.',
        'Jaw into mask.',
        // P2
        'Gag+ so NPA, nose tip-tragus.',
        'Lubed, in straight back.',
        'Recheck CR/SpO2/HR.',
        '1s breaths to chest rise, 25/min.',
        'Chest up, sats up.',
      ],
    },
  ],
  errors: [
    // P0
    {
      name: 'treats the glucose and waits instead of ventilating',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        "Push the dextrose first and let's wait and see if she starts breathing once her sugar is up.",
        'Give IM glucagon and recheck the glucose in five minutes before we do anything with her airway.',
        'She is just hypo, not truly apnoeic - shake her and shout her name a few more times.',
      ],
    },
    {
      name: 'finger sweep or wrong catheter',
      item: 'BMV-2',
      phase: 0,
      phrasings: [
        'Hook the saliva out with my fingers.',
        'wipe her mouth out with a bit of gauze round my finger, no suction needed',
        'use the tiny 5 French neonatal catheter for the spit',
      ],
    },
    {
      name: 'infant-sized bag',
      item: 'BMV-9',
      phase: 0,
      lead: ['Child mask, bridge of nose to chin cleft.'],
      phrasings: [
        'The little 250 mL bag from the baby drawer will do.',
        "Grab the neonatal bag, she's only small.",
      ],
    },
    {
      name: 'ventilates from the side or the foot',
      item: 'BMV-16',
      phase: 0,
      phrasings: [
        "I'll bag her from the side of the trolley so I can keep an eye on the monitor.",
        'Stand by her hip and ventilate from there while the nurse does the dextrose on the other side.',
        "bagging from the foot of the bed, there's more room",
      ],
    },
    // P1
    {
      name: 'fingers in the soft tissue under the jaw',
      item: 'BMV-4',
      phase: 1,
      lead: ['Sniffing position with a small towel under her head, neck not overextended.'],
      phrasings: [
        'Fingers pushed up into the soft bit under her chin to lift it.',
        "I'll press my fingertips into the floor of her mouth from underneath to hold the airway open.",
      ],
    },
    {
      name: 'mask leaves the nose out',
      item: 'BMV-12',
      phase: 1,
      phrasings: [
        "Mask just over her mouth, her nose doesn't need covering.",
        "The mask sits on her mouth and chin with the nose left out, it's easier to seal.",
      ],
    },
    {
      name: 'no E-C clamp, no second person for a leak',
      item: 'BMV-13',
      phase: 1,
      phrasings: [
        'Flat palm pressed on top of the mask, no need for a special grip.',
        "It's leaking, but I'll stay one-handed and push harder rather than get a second person.",
        'grip the mask like a cup, all five fingers round the rim',
      ],
    },
    {
      name: 'leak accepted',
      item: 'BMV-14',
      phase: 1,
      lead: ['Mask on narrow end up, covering mouth and nose, off her eyes, held with an E-C clamp.'],
      phrasings: [
        'There is a hiss from the side of the mask but the air is going somewhere, carry on.',
        "Bit of a leak round her chin, doesn't matter.",
      ],
    },
    {
      name: 'mask pressed down, jaw not lifted',
      item: 'BMV-17',
      phase: 1,
      phrasings: [
        "I'll push the mask down onto her face with my hand flat on top and let the jaw do its own thing.",
        'mask hand only presses down, fingers kept off the jaw',
      ],
    },
    // P2
    {
      name: 'oral airway despite the gag or nasal airway too short',
      item: 'BMV-5',
      phase: 2,
      phrasings: [
        "Pop in a Guedel, she'll stop gagging in a second.",
        'Oral airway sized corner of mouth to angle of jaw, and in it goes.',
        'NPA measured from her nostril to the corner of her mouth.',
      ],
    },
    {
      name: 'nasal airway forced, dry or aimed upwards',
      item: 'BMV-6',
      phase: 2,
      lead: ['Nasal airway sized from the tip of her nose to the tragus.'],
      phrasings: [
        'No lube, straight in and aimed up towards her eyebrow.',
        "If it sticks I'll just ram it in harder.",
        'bevel whichever way, point it upwards and push',
      ],
    },
    {
      name: 'no reassessment after the adjunct',
      item: 'BMV-7',
      phase: 2,
      lead: ['Nasal airway measured nostril to tragus, lubricated, in gently along the floor of the nose.'],
      phrasings: [
        "It's in, no need to check anything, just keep bagging.",
        "I won't bother looking at the sats or her chest now, we'll look once the registrar gets here.",
      ],
    },
  ],
  utterances: [],
};
