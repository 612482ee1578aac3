/**
 * The project's own teaching diagrams, seeded into the image library at first start so the tutor can point
 * trainees at them by id. The PNGs are rendered from the hand-written SVGs beside them by
 * scripts/render-teaching-images.ts and committed, so seeding never needs a browser.
 */
import { join } from 'node:path';

export interface TeachingImage {
  /** Stable name: the SVG source is teaching/<slug>.svg and the PNG teaching/<slug>.png. */
  slug: string;
  /** Absolute path of the rendered PNG. */
  file: string;
  title: string;
  tags: string[];
}

/** Every diagram is drawn on the same canvas; the render script and the tests hold the PNGs to it. */
export const TEACHING_IMAGE_WIDTH = 800;
export const TEACHING_IMAGE_HEIGHT = 600;

export const teachingImagesDir = join(import.meta.dirname, 'teaching');

const image = (slug: string, title: string, tags: string[]): TeachingImage => ({
  slug,
  file: join(teachingImagesDir, `${slug}.png`),
  title,
  tags,
});

export const teachingImages: TeachingImage[] = [
  image('opa-sizing', 'OPA sizing', ['opa', 'oral airway', 'adjunct']),
  image('npa-sizing', 'NPA sizing', ['npa', 'nasal airway', 'adjunct']),
  image('mask-fit', 'Mask fit', ['mask', 'mask size', 'seal']),
  image('jaw-thrust', 'Jaw thrust', ['jaw thrust', 'airway opening']),
];
