import type { TopicId } from './topics.ts';

/** Short teaching points for "how do I ...?" and "explain ...", in the project's words (PALS-based). */
export const EXPLANATIONS: Record<TopicId, { title: string; text: string }> = {
  opa: {
    title: 'Oropharyngeal airway (OPA)',
    text: 'Only for a patient with no gag reflex. Hold it against the cheek: it should reach from the corner of the mouth to the angle of the jaw. Too long presses the epiglottis down; too short pushes the tongue back. In an infant or young child, insert it the right way up over a tongue depressor.',
  },
  npa: {
    title: 'Nasopharyngeal airway (NPA)',
    text: 'Tolerated with a gag reflex, but never with a suspected basal skull fracture. Length: from the tip of the nose (nostril) to the tragus of the ear; width: no wider than the nostril. Lubricate it and pass it straight back along the floor of the nose, bevel towards the septum.',
  },
  adjunct: {
    title: 'Airway adjuncts',
    text: 'An adjunct keeps the tongue off the back of the throat between breaths. Choose an OPA only without a gag reflex (corner of the mouth to the angle of the jaw) and an NPA when there is one, unless a basal skull fracture is suspected (nostril to tragus).',
  },
  maskHold: {
    title: 'Holding the mask: the E-C clamp',
    text: 'Thumb and index finger form a C over the mask and press it evenly onto the face; the other three fingers form an E on the bony jaw and lift it up into the mask, keeping the airway open. Keep fingers off the soft tissue under the jaw and away from the eyes. If you cannot seal it, use two people: one holds the mask with both hands, the other squeezes the bag.',
  },
  eyes: {
    title: 'Keeping off the eyes',
    text: 'A mask that fits sits from the bridge of the nose to the cleft of the chin, below the eyes. Pressure on the eyes can injure them and slow the heart (the oculocardiac reflex).',
  },
  maskFit: {
    title: 'Choosing and fitting the mask',
    text: 'The right mask reaches from the bridge of the nose to the cleft of the chin and covers the mouth and the nose without touching the eyes. Put the narrow end on the bridge of the nose, then bring the wide end down onto the chin, and seal it with an E-C clamp.',
  },
  jawThrust: {
    title: 'Jaw thrust',
    text: 'From the head of the bed, put two or three fingers behind each angle of the jaw and lift it forward, so the lower teeth come in front of the upper ones. It opens the airway without moving the neck: the manoeuvre of choice when a neck injury is possible.',
  },
  headTiltChinLift: {
    title: 'Head tilt-chin lift',
    text: 'One hand on the forehead tilts the head gently back to neutral (sniffing position in a child, no further in an infant); the fingertips of the other hand lift the bony chin. Never press on the soft tissue under the chin, and do not use it if a neck injury is possible.',
  },
  openAirway: {
    title: 'Opening the airway',
    text: 'Use a head tilt-chin lift, or a jaw thrust if the neck may be injured. Lift on bone, never on the soft tissue under the jaw, and reassess: look for chest rise with each breath.',
  },
  headPosition: {
    title: 'Head position',
    text: 'Aim for a neutral, sniffing position: the ear canal level with the front of the shoulder, the face looking up. An infant has a large occiput, so put a small roll under the shoulders. Never hyperextend or flex the neck: both kink the soft paediatric airway.',
  },
  bag: {
    title: 'Choosing the bag',
    text: 'Use a self-inflating bag of at least 450-500 mL for infants and young children (a 250 mL bag cannot give enough volume), an adult bag for adolescents, or a flow-inflating bag if you are trained in it. Attach the reservoir and oxygen.',
  },
  oxygen: {
    title: 'Oxygen',
    text: 'Connect the bag to oxygen and set 10-15 L/min, so the reservoir fills and each breath carries close to 100 % oxygen. Without the flow the bag gives room air.',
  },
  rate: {
    title: 'Ventilation rate',
    text: 'For an infant or child with a pulse: 1 breath every 2-3 seconds, 20-30 breaths/min (say "squeeze, release, release"). After puberty, about 1 every 6 seconds. Faster over-ventilates.',
  },
  squeeze: {
    title: 'Squeezing the bag',
    text: 'Squeeze over about 1 second, with only enough volume to see the chest start to rise, then let go and let the chest fall. Big or fast breaths inflate the stomach and raise the pressure in the chest.',
  },
  suction: {
    title: 'Suction',
    text: 'Clear visible secretions from the mouth (a Yankauer) and the nose (a soft catheter of suitable size), for less than 10 seconds at a time, then get back to ventilating.',
  },
  reassess: {
    title: 'Reassessment',
    text: 'After every change, look at the chest (does it rise with each breath?), the SpO2 and the heart rate. If the chest does not rise: reposition, re-seal, suction, consider an adjunct or two-person technique.',
  },
  callHelp: {
    title: 'Calling for help',
    text: 'As soon as you find a child not breathing, call for help (the emergency or rapid response team) so that someone brings equipment and can take over tasks, and start ventilating.',
  },
};
