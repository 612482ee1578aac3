/**
 * Renders the hand-written teaching SVGs (src/server/images/teaching/<slug>.svg) to PNGs of the same size with
 * Debian's Chromium. Run by hand after editing a drawing: `node scripts/render-teaching-images.ts [slug...]`.
 * The PNGs are committed, so the app seeds them without needing a browser.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser.ts';
import {
  TEACHING_IMAGE_HEIGHT,
  TEACHING_IMAGE_WIDTH,
  teachingImages,
  teachingImagesDir,
} from '../src/server/images/teaching-images.ts';

/** Reads the root <svg>'s width/height so a drawing of the wrong size fails here, not in the app. */
function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(root)?.[1]);
  return { width, height };
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const images = only.length ? teachingImages.filter((i) => only.includes(i.slug)) : teachingImages;
  const browser = await launchBrowser();
  try {
    for (const image of images) {
      const svg = readFileSync(join(teachingImagesDir, `${image.slug}.svg`), 'utf8');
      const { width, height } = svgSize(svg);
      if (width !== TEACHING_IMAGE_WIDTH || height !== TEACHING_IMAGE_HEIGHT) {
        throw new Error(
          `${image.slug}.svg is ${width}x${height}, not ${TEACHING_IMAGE_WIDTH}x${TEACHING_IMAGE_HEIGHT}`,
        );
      }
      // Scale factor 1 so the PNG has exactly the SVG's pixel size; the SVG draws its own white background.
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
      // Wait for the system fonts, so labels are never captured in a fallback face.
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      await page.screenshot({ path: image.file, clip: { x: 0, y: 0, width, height } });
      await page.close();
      console.log(
        `${image.slug}.png: ${width}x${height}, ${Math.round(statSync(image.file).size / 1024)} KB`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
