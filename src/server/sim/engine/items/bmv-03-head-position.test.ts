import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { headPosition } from './bmv-03-head-position.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'Her chin is on her chest, I bring the head back to neutral, not overextending.',
    'Kopf in Schnüffelposition, I make the Esmarch manoeuvre, and one breath every three seconds',
    'Je mets la tête en position neutre, chin lift on the bone',
    "Her chin's dropped onto her chest, I'll bring the head back to a sniffing position, ear in line with the front of the shoulder.",
    "Let's build a ramp with pillows under his upper back and head, so his face ends up parallel to the ceiling.",
    'Ramped: tragus level w/ sternal notch',
    'put a sholder role under him, head neutral',
    // The ear lined up with the shoulder or the sternal notch; the face level with the ceiling.
    'I line up his ear canal with the front of his shoulder, face looking at the ceiling',
    'I line her ear up with the sternal notch, face parallel to the ceiling',
    'we leave the head blocks in place',
    "hyperextending won't help, so I keep the head neutral with a towel under the shoulders",
    'Sniffing position with a towel under the head.',
    "I'm not going to hyperextend him, just a slight sniffing position",
    'sniffing positon with a towle',
    'I hold his head and neck still',
  ],
  invalid: [
    'Leave the big pillow where it is, his head can stay propped up and bent forward.',
    'Pillow under her head, chin right down on her chest.',
    'Head really far back, because with the brain swelling I want the airway as wide as possible.',
    'Sniffing position with her neck stretched right back, chin pointing up at the ceiling.',
    'tilt her head back until her chin points at the ceiling',
    'Big towel roll under his neck and the head dropped way back.',
    'hanging his head a bit off the end of the bed so the airway is straight',
    'I bend her neck a bit forward to see the mouth better.',
    'chin down on her chest, that stops the tongue falling back',
    'Leave the two pillows, he was comfortable like that',
    'I will put a second pillow under her head so it is higher',
    'I hang her head a bit over the end of the mattress so it falls back',
    'Put her on two pillows so her chin stays down.',
    "I'll put him on the foam head ring with a pillow on top so his head's well up.",
    'Put a rolled blanket under his shoulders to get the neck extended.',
    'Leave him on the two fat pillows, his head tipped forward is fine.',
    'Prop him up bolt upright on the pillows and bag him like that, head flopping forward.',
    'Take the pillow away and tip his head back until his neck is arched.',
    "Sit him bolt upright for the pressure and let his chin rest on his chest, that's fine.",
    "Let her head roll wherever it's comfortable, he's unconscious anyway.",
    "Head's flopped forward onto his chest, just leave it there and bag",
    "Airway's burnt and swelling, so I'm extending her neck as far as it will go to open it up.",
    'Let his head hang back over the end of the mattress to straighten the airway.',
    'Stack three towels under his shoulders so his neck arches right back over them.',
    "Prop his head up on two pillows so he's comfy.",
    "Bend his chin down onto his chest so the vomit doesn't go back.",
    'put a big pillow under his head',
    // A big roll under the shoulders of a child past infancy tips the head back.
    'Big roll under his shoulders, like we do for babies.',
    'Extend his neck well back like you would in an adult, it straightens out the airway.',
    // Extension said with force.
    'I lever his head hard into extension',
    'give the neck a good big extension so the airway opens',
    'neck extended right back to open things up',
    'his head tipped way back with the chin pointing at the ceiling',
    'neck cranked hard back',
    'her head is hanging back hard over the roll',
    'I let her chin sag down against her chest',
    'head slumped forward on the pillow',
    'tip his head back as far as it will go',
    'crank the neck right back',
    'I hyperextend his neck to open the airway',
    'tilt the head right back as far as it goes',
    'I tilt his head way back, fully extended',
    // Extension said as a state or a result, not only as a verb.
    'full extension of his head to straighten the airway',
    'I pull the forehead way back',
    'a thick towel under the shoulders and the head hangs right back',
    'his neck is fully stretched back',
  ],
  notDone: [
    "I don't hyperextend the neck",
    'I avoid hyperextending his neck',
    // Millilitres, not MILS.
    'the child bag, four hundred and fifty mils',
  ],
};

describeItem(headPosition, CASES, import.meta.url);
