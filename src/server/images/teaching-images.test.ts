import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { TEACHING_IMAGE_HEIGHT, TEACHING_IMAGE_WIDTH, teachingImages } from './teaching-images.ts';

/** Width and height from the PNG's IHDR chunk, which the format requires to come first. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('teaching images', () => {
  it('lists the four diagrams with unique titles and slugs', () => {
    expect(teachingImages.map((i) => i.title)).toEqual([
      'OPA sizing',
      'NPA sizing',
      'Mask fit',
      'Jaw thrust',
    ]);
    expect(new Set(teachingImages.map((i) => i.title)).size).toBe(teachingImages.length);
    expect(new Set(teachingImages.map((i) => i.slug)).size).toBe(teachingImages.length);
    for (const image of teachingImages) expect(image.tags.length).toBeGreaterThan(0);
  });

  describe.each(teachingImages)('$title', (image) => {
    it('is a committed PNG of the declared size, under 300 KB', async () => {
      expect(isAbsolute(image.file)).toBe(true);
      expect(existsSync(image.file)).toBe(true);
      const bytes = readFileSync(image.file);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe('image/png');
      expect(pngSize(bytes)).toEqual({ width: TEACHING_IMAGE_WIDTH, height: TEACHING_IMAGE_HEIGHT });
      expect(statSync(image.file).size).toBeLessThan(300 * 1024);
    });

    it('has its SVG source beside it, drawn at the same size', () => {
      const svg = readFileSync(image.file.replace(/\.png$/, '.svg'), 'utf8');
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      expect(root).toContain(`width="${TEACHING_IMAGE_WIDTH}"`);
      expect(root).toContain(`height="${TEACHING_IMAGE_HEIGHT}"`);
    });
  });
});
