/**
 * The words the spelling corrector knows (matcher/spelling.ts): the airway vocabulary a misspelt word is corrected
 * to ("suciton" -> "suction", "jaw trust" -> "jaw thrust"), and ordinary words one edit away from one of them
 * that must be left alone ("month" never becomes "mouth").
 */

/** Words the lexicon cares about (targets of correction). */
export const DOMAIN_WORDS = `
  inserted reassessment reassessing suction suctioning suctions yankauer catheter secretions oxygen oropharyngeal nasopharyngeal guedel
  trumpet airway airways adjunct sniffing position positioning hyperextend hyperextension
  hyperextending hyperextended extension neutral shoulder shoulders thrust mandible submandibular
  tissue orientation bridge cleft clamp pressure ventilate ventilation ventilating breaths breath
  breathing squeeze squeezes squeezing gently reassess reassessing chest rising saturation saturations
  pediatric paediatric infant neonatal newborn toddler adult medium inflating reservoir flowmeter
  minute minutes seconds second liters litres measure insert inserting lubricate nostril tragus
  earlobe corner angle mouth apnoea apnea apneic apnoeic hypoxia hypoxic behind towel effective
  effectively visible technique person fifteen twenty thirty forty twelve litre liter capnography
  oximetry respiratory allergies medications history weight vitals temperature glucose inflation
  ventilations reposition flexion stretcher trolley oriented covering cover seal sealing sized sizing
  simulation begin rescue attending senior rapid response emergency basal nasal month months oral
  gentle pulse appropriate appropriately suitable correct correctly lubricated child avoiding recheck rechecking
  trauma lifting lifted depressor tongue stabilisation stabilization someone somebody assess assessing
  straight pressed pressing stopping moving coming nothing anaesthetist anesthetist anaesthetics
`
  .trim()
  .split(/\s+/);

/** Ordinary words that sit one edit away from a domain word and must not be "corrected". */
export const ORDINARY_WORDS = `
  dressed dressing dresses presses presser shopping stooping stomping swopping stropping loving roving mowing moping
  mooing coping coding homing combing comping doming straights hover hovers hovering hovered
  riding rides sight might fight night light tight check checks checking checked later cheat chess would could
  should there their where about after again first place think start while still right bring
  using until every which these those being heart normal patient better pressing squeezed inserts
  insert inserted measured measures liters person hands thrusts breathe breathes breathed mouths
  chests inside beside besides angles angled corners positive positions positioned suctioned oxygenate
  oxygenation ventilated ventilates seconds second minute bridges covers covered seals sealed towels
  adults infants pressure pressures tissues masks squeezes gentler gentle gently select choose chose
  apply attach connect connects connected stretched stretches stretching inverted invert inverting
  inspiratory expiratory depressed depresses depressing gifted sifted hovering hovers hovered lifter lofted shifting sifting dealing healing stimulation
  stimulate stimulating stimulated extend extends extending extended intending tending
`
  .trim()
  .split(/\s+/);
