import type { ImageRef } from '../tutor.ts';
import { TOPICS } from './items/registry.ts';
import { normalize } from './text/normalize.ts';
import type { TopicId } from './types.ts';

/**
 * Teaching topics: what a "show me ..." or "how do I ..." request is about, and the words that tie an image
 * in the library to the topic (matched against its title and tags, both normalised like the request, so the
 * tag "oral airway" and the request "guedel" meet as "opa"). Each topic lives with its item (items/*.ts).
 */
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

/** The short teaching point of a topic. */
export function explanationOf(topicId: TopicId): { title: string; text: string } {
  const topic = TOPICS.find((t) => t.id === topicId);
  if (!topic) throw new Error(`unknown topic ${topicId}`);
  return topic.explanation;
}
