import { afterEach, expect, it } from 'vitest';
import { type DatabaseTarget, describeEachDatabase } from '../../../test/databases.ts';
import { CaseDocumentSchema, emptyPhase, emptyScenarioOutline } from '../../contract/case.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { casesRepository } from './repository.ts';
import { sampleCase } from './sample-case.ts';
import { seedSampleCase } from './seed.ts';

describeEachDatabase('seedSampleCase', (target: DatabaseTarget) => {
  const opened: Database[] = [];
  const open = async () => {
    const database = await target.open();
    opened.push(database);
    await database.migrate();
    return database;
  };
  afterEach(async () => {
    for (const database of opened.splice(0).reverse()) await database.close();
  });

  it('adds the sample case to an empty database, once', async () => {
    const { db } = await open();
    expect(await seedSampleCase(db)).toBe(true);
    expect(await seedSampleCase(db)).toBe(false);
    const cases = await casesRepository(db).list();
    expect(cases).toHaveLength(1);
    expect(cases[0]?.data).toEqual(CaseDocumentSchema.parse(sampleCase));
  });

  it('leaves a database that already has cases alone', async () => {
    const { db } = await open();
    await casesRepository(db).create(
      { 'Scenario Outline': emptyScenarioOutline(), Phases: [emptyPhase()] },
      'test',
    );
    expect(await seedSampleCase(db)).toBe(false);
    expect(await casesRepository(db).count()).toBe(1);
  });

  it.skipIf(target.name !== 'postgres')('adds one case when instances start together', async () => {
    const first = await open();
    const url = (first as Database & { databaseUrl?: string }).databaseUrl;
    const others = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: 'memory' })),
    );
    try {
      const added = await Promise.all([first, ...others].map(({ db }) => seedSampleCase(db)));
      expect(added.filter(Boolean)).toHaveLength(1);
      expect(await casesRepository(first.db).count()).toBe(1);
    } finally {
      for (const other of others) await other.close();
    }
  });
});
