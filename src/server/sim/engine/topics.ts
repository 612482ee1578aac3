import type { ImageRef } from '../tutor.ts';
import { normalize } from './text/normalize.ts';

/**
 * Teaching topics: what a "show me ..." or "how do I ..." request is about, and the words that tie an image
 * in the library to the topic (matched against its title and tags, both normalised like the request, so the
 * tag "oral airway" and the request "guedel" meet as "opa").
 */
export type TopicId =
  | 'opa'
  | 'npa'
  | 'adjunct'
  | 'maskHold'
  | 'maskFit'
  | 'jawThrust'
  | 'headTiltChinLift'
  | 'openAirway'
  | 'headPosition'
  | 'bag'
  | 'oxygen'
  | 'rate'
  | 'squeeze'
  | 'suction'
  | 'reassess'
  | 'callHelp'
  | 'eyes';

type Topic = { id: TopicId; pattern: RegExp; imageWords: string[] };

/** Most specific first: "hold the mask" before "mask", "jaw thrust" before "open the airway". */
const TOPICS: Topic[] = [
  { id: 'opa', pattern: /\bopa\b|\boral adjunct\b/, imageWords: ['opa', 'oropharyngeal'] },
  { id: 'npa', pattern: /\bnpa\b|\bnasal adjunct\b/, imageWords: ['npa', 'nasopharyngeal'] },
  { id: 'adjunct', pattern: /\badjuncts?\b/, imageWords: ['adjunct', 'airway adjunct'] },
  {
    id: 'maskHold',
    pattern: /\bec clamp\b|\bhold\w* (?:the )?mask\b|\bmask hold\b|\bgrip\b|\btwo person technique\b/,
    imageWords: ['ec clamp', 'mask hold', 'two person technique', 'seal', 'mask'],
  },
  { id: 'eyes', pattern: /\beyes?\b/, imageWords: ['eyes', 'mask fit'] },
  {
    id: 'maskFit',
    pattern: /\bmask\b|\bseal\b|\bbvm\b/,
    imageWords: ['mask fit', 'mask size', 'mask', 'seal'],
  },
  { id: 'jawThrust', pattern: /\bjaw thrust\b/, imageWords: ['jaw thrust'] },
  {
    id: 'headTiltChinLift',
    pattern: /\bhead tilt chin lift\b|\bchin lift\b|\bhead tilt\b/,
    imageWords: ['head tilt chin lift', 'chin lift', 'head tilt'],
  },
  {
    id: 'openAirway',
    pattern: /\bopen\w* (?:the |an )?airway\b|\bairway opening\b|\bairway manoeuvres?\b/,
    imageWords: ['airway opening', 'jaw thrust', 'head tilt chin lift'],
  },
  {
    id: 'headPosition',
    pattern:
      /\bsniffing position\b|\bshoulder roll\b|\bhead position\w*|\bneutral\b|\bposition\w* (?:the )?head\b|\bhyperextend\w*|\bhyperextension\b/,
    imageWords: ['sniffing position', 'head position', 'shoulder roll', 'positioning'],
  },
  { id: 'oxygen', pattern: /\boxygen\b|\blpm\b|\bflow\b/, imageWords: ['oxygen'] },
  {
    id: 'rate',
    pattern: /(?<!heart |respiratory )\brate\b|\bhow fast\b|\bhow often\b|\bper min\b|\bbreaths\b/,
    imageWords: ['ventilation rate', 'rate'],
  },
  {
    id: 'squeeze',
    pattern: /\bsqueez\w*|\btidal volume\b|\bhow hard\b|\bhow much (?:volume|air)\b/,
    imageWords: ['squeeze', 'tidal volume'],
  },
  {
    id: 'bag',
    pattern: /\bbags?\b|\bself inflating\b|\bflow inflating\b/,
    imageWords: ['bag', 'bvm', 'self inflating'],
  },
  { id: 'suction', pattern: /\bsuction\w*|\byankauer\b|\bsecretions\b/, imageWords: ['suction', 'yankauer'] },
  {
    id: 'reassess',
    pattern: /\breassess\w*|\bchest rise\b|\beffective ventilation\b/,
    imageWords: ['chest rise', 'reassess'],
  },
  { id: 'callHelp', pattern: /\bhelp\b|\brapid response\b|\bcode\b/, imageWords: ['call for help'] },
];

/** The topic a normalised request is about, or null. */
export function topicOf(normalised: string): TopicId | null {
  return TOPICS.find((topic) => topic.pattern.test(normalised))?.id ?? null;
}

/**
 * The library image that best shows a topic: an earlier image word beats a later one, a title beats a tag,
 * and a lower id breaks ties, so the choice is stable.
 */
export function imageFor(topicId: TopicId, images: ImageRef[]): ImageRef | null {
  const topic = TOPICS.find((t) => t.id === topicId);
  if (!topic) return null;
  const words = topic.imageWords.map((word) => ` ${normalize(word)} `);
  let best: { image: ImageRef; rank: number } | null = null;
  for (const image of images) {
    const title = ` ${normalize(image.title)} `;
    const tags = image.tags.map((tag) => ` ${normalize(tag)} `);
    words.forEach((word, index) => {
      const rank = title.includes(word)
        ? index * 2
        : tags.some((tag) => tag.includes(word))
          ? index * 2 + 1
          : null;
      if (rank === null) return;
      if (!best || rank < best.rank || (rank === best.rank && image.id < best.image.id))
        best = { image, rank };
    });
  }
  return (best as { image: ImageRef } | null)?.image ?? null;
}
