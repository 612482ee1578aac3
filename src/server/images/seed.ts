import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inspectImage } from './content.ts';
import { imagesRepository } from './repository.ts';
import { teachingImages } from './teaching-images.ts';

/**
 * Puts the project's teaching diagrams into the image library when it is empty (first start). The
 * advisory lock keeps instances starting together from both seeding. Returns how many were added.
 */
export async function seedTeachingImages(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed.images'))`);
    const images = imagesRepository(tx);
    if ((await images.count()) > 0) return 0;
    for (const image of teachingImages) {
      const bytes = await readFile(image.file);
      // Held to the same rules as an upload, so a bad file in the repository fails loudly here.
      const content = await inspectImage(bytes);
      await images.create({ ...content, bytes, title: image.title, tags: image.tags, createdBy: undefined });
    }
    return teachingImages.length;
  });
}
