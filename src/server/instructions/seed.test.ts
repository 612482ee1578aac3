import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { Database } from '../db/client.ts';
import { defaultInstructionText } from './default-text.ts';
import { instructionsRepository } from './repository.ts';
import { seedDefaultInstruction } from './seed.ts';

describeEachDatabase('default instruction seed', (target) => {
  let database: Database | undefined;
  afterAll(async () => database?.close());

  it('saves the default text as the first version, and never over an admin’s version', async () => {
    database = await target.open();
    await database.migrate();
    const instructions = instructionsRepository(database.db);
    expect(await seedDefaultInstruction(database.db)).toBe(true);
    expect(await instructions.latest()).toMatchObject({ text: defaultInstructionText, createdBy: null });

    await instructions.save('An admin’s own instruction.', 'admin@example.org');
    expect(await seedDefaultInstruction(database.db)).toBe(false);
    expect((await instructions.latest())?.text).toBe('An admin’s own instruction.');
    expect(await instructions.history()).toHaveLength(2);
  });
});
