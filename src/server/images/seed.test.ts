import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { imagesRepository } from './repository.ts';
import { seedTeachingImages } from './seed.ts';
import { teachingImages } from './teaching-images.ts';

describeEachDatabase('teaching image seed', (target) => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened.reverse()) await database.close();
  });

  it('fills an empty library once, byte for byte, and gives the tutor their titles and tags', async () => {
    const database = await target.open();
    opened.push(database);
    await database.migrate();
    expect(await seedTeachingImages(database.db)).toBe(4);
    expect(await seedTeachingImages(database.db)).toBe(0);

    const images = imagesRepository(database.db);
    const refs = await images.listRefs();
    expect(refs.map(({ title, tags }) => ({ title, tags }))).toEqual(
      teachingImages.map(({ title, tags }) => ({ title, tags })),
    );
    for (const [index, ref] of refs.entries()) {
      const stored = await images.bytes(ref.id);
      expect(Buffer.from(stored ?? []).equals(readFileSync(teachingImages[index]?.file ?? ''))).toBe(true);
      expect((await images.meta(ref.id))?.mime).toBe('image/png');
    }
  });

  it('seeds once when two instances start together', async () => {
    const first = await target.open();
    opened.push(first);
    await first.migrate();
    // A second connection pool to the same database where there is one (PostgreSQL); PGlite has a single client.
    const second = first.databaseUrl
      ? await openDatabase({ databaseUrl: first.databaseUrl, dataDir: 'memory' })
      : first;
    if (second !== first) opened.push(second);
    const added = await Promise.all([seedTeachingImages(first.db), seedTeachingImages(second.db)]);
    expect(added.sort()).toEqual([0, 4]);
    expect(await imagesRepository(first.db).count()).toBe(4);
  });
});
