import type { Config } from '../config.ts';
import type { Services } from '../services.ts';

/** What every API route module receives: the config and the services app.ts built once; no database handle. */
export type RouteDeps = { config: Config; services: Services };
