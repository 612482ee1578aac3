import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { images } from '../db/schema.ts';
import type { ImageRef } from '../sim/tutor.ts';
import type { ImageContent } from './content.ts';

/** An image without its bytes: what lists and lookups need. */
export type ImageMeta = ImageContent & {
  id: number;
  title: string;
  tags: string[];
  createdBy: string | null;
  createdAt: Date;
};

export type NewImage = ImageContent & {
  title: string;
  tags: string[];
  bytes: Uint8Array;
  createdBy: string | undefined;
};

// Every column but the bytes, so listing a library of 10 MB images stays cheap.
const metaColumns = {
  id: images.id,
  title: images.title,
  tags: images.tags,
  mime: images.mime,
  size: images.size,
  sha256: images.sha256,
  createdBy: images.createdBy,
  createdAt: images.createdAt,
};

/** The image library. Ids come from a serial column, so a deleted id is never handed out again. */
export function imagesRepository(db: Db) {
  return {
    async create(image: NewImage): Promise<ImageMeta> {
      const [row] = await db.insert(images).values(image).returning(metaColumns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Newest first: an admin who just uploaded sees the new image at the top. */
    async list(): Promise<ImageMeta[]> {
      return db.select(metaColumns).from(images).orderBy(desc(images.id));
    },
    async meta(id: number): Promise<ImageMeta | undefined> {
      const [row] = await db.select(metaColumns).from(images).where(eq(images.id, id));
      return row;
    },
    async bytes(id: number): Promise<Uint8Array | undefined> {
      const [row] = await db.select({ bytes: images.bytes }).from(images).where(eq(images.id, id));
      return row?.bytes;
    },
    /** True when the image existed (and is now gone). */
    async delete(id: number): Promise<boolean> {
      const deleted = await db.delete(images).where(eq(images.id, id)).returning({ id: images.id });
      return deleted.length > 0;
    },
    async count(): Promise<number> {
      const [total] = await db.select({ n: count() }).from(images);
      return total?.n ?? 0;
    },
    /** What the tutor matches a topic against to point the trainee at an image by id. */
    async listRefs(): Promise<ImageRef[]> {
      return db
        .select({ id: images.id, title: images.title, tags: images.tags })
        .from(images)
        .orderBy(asc(images.id));
    },
  };
}

export type ImagesRepository = ReturnType<typeof imagesRepository>;
