import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Repositories } from '../repositories.ts';
import type { Tutor } from '../sim/tutor.ts';

/** What every API route module receives: explicit dependencies, no globals. */
export type RouteDeps = { config: Config; database: Database; repositories: Repositories; tutor: Tutor };
