import { globalRegistry, type z } from 'zod';
import * as accounts from '../../contract/accounts.ts';
import * as api from '../../contract/api.ts';
import * as audit from '../../contract/audit.ts';
import * as caseContract from '../../contract/case.ts';
import * as chat from '../../contract/chat.ts';
import * as chatState from '../../contract/chat-state.ts';
import * as exportsContract from '../../contract/exports.ts';
import * as publicConfig from '../../contract/public-config.ts';
import * as study from '../../contract/study.ts';

/**
 * Names for the API document: every `...Schema` the contract exports becomes a named component
 * (`components.schemas.SubmitDataBody`, referenced by `$ref`), so a generated client has named
 * types instead of one inline shape per use. Registered once per process, in zod's global registry
 * (fastify-type-provider-zod reads the names from there).
 */
const MODULES = [api, caseContract, chat, chatState, accounts, study, audit, exportsContract, publicConfig];
/** Path and query schemas are listed as parameters, one by one, never as a referenced component. */
const PARAMETERS = /(Param|Params|Query)Schema$/;
let named = false;
export function nameContractSchemas() {
  if (named) return;
  named = true;
  const names = new Map<string, z.ZodType>();
  for (const module of MODULES as Record<string, unknown>[]) {
    for (const [exported, value] of Object.entries(module)) {
      if (!exported.endsWith('Schema') || !isZodSchema(value) || PARAMETERS.test(exported)) continue;
      const id = exported.slice(0, -'Schema'.length);
      // One schema exported under two names keeps its first name.
      if (names.has(id) || [...names.values()].includes(value) || globalRegistry.get(value)?.id) continue;
      names.set(id, value);
    }
  }
  for (const [id, schema] of names) {
    // The document names a schema's input side `<id>Input`: a contract name that is already
    // `<other>Input` of another would collide with it, and stays inline.
    if (id.endsWith('Input') && names.has(id.slice(0, -'Input'.length))) continue;
    // Metadata given in the contract (descriptions, patterns) stays.
    globalRegistry.add(schema, { ...globalRegistry.get(schema), id });
  }
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * An operationId from the method and path, as a generated client names its calls:
 * `POST /submit-data` -> `postSubmitData`, `GET /get_case/:id` -> `getCaseById`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  const verb = method.toLowerCase();
  if (words[0]?.toLowerCase() === verb) words.shift();
  return [verb, ...words].map((w, i) => (i === 0 ? w : w[0]?.toUpperCase() + w.slice(1))).join('');
}
