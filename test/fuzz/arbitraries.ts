import fc from 'fast-check';
import { type ZodType, z } from 'zod';
import { HOSTILE_STRINGS, hostileString, wrongType } from './hostile.ts';

/**
 * fast-check arbitraries derived from the zod contract (through `z.toJSONSchema`), so a field
 * added to a request body is fuzzed without touching this file. Two modes:
 * - `valid`: values the contract accepts, with hostile-but-legal text (markup, SQL, emoji) in every
 *   string, so requests get past validation into the database, the case analyser and the tutor;
 * - `mutated`: the same shapes with, at any depth, a wrong type, a value just past a limit, a
 *   missing required key or an unknown key, so validation itself is exercised field by field.
 */

/** The subset of JSON Schema that `z.toJSONSchema` emits for the contract's request bodies. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
};

export type Mode = 'valid' | 'mutated';

/** Arrays are kept short so requests stay cheap; their limits are tested by the `mutated` mode. */
const MAX_GENERATED_ITEMS = 3;
/** Random strings stay short; long ones come from the explicit limit and hostile cases. */
const MAX_GENERATED_CHARS = 40;

/** Words the case analyser and tutor react to, so generated text reaches their interesting paths. */
const AIRWAY_WORDS = [
  'bag-mask',
  'ventilation',
  'jaw thrust',
  'OPA',
  'NPA',
  'suction',
  'SpO2 82%',
  'HR 160',
  'RR 8',
  '93/58',
  'reposition',
  'two-person',
  'intubate',
  'LMA',
  'hard stop',
  'image id is 1',
  'C-E grip',
  'PEEP',
  'apnea',
  '\n',
];

const airwayText = fc
  .array(fc.constantFrom(...AIRWAY_WORDS), { maxLength: 8 })
  .map((words) => words.join(' '));

/** Request-body arbitrary for a zod schema of the contract. */
export function contractArbitrary(schema: ZodType, mode: Mode): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, unknown>;
  };
  return fromJsonSchema(inlineRefs(json, json.$defs ?? {}) as JsonSchema, mode);
}

/**
 * The schema with every `$ref` replaced by what it names: the server names the contract's schemas
 * for its API document (http/api-names.ts), so zod writes them once under `$defs` and refers to them.
 */
function inlineRefs(node: unknown, defs: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, defs));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, $defs: _defs, ...rest } = node as Record<string, unknown>;
  const inlined = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inlineRefs(value, defs)]),
  );
  if (typeof $ref !== 'string' || !$ref.startsWith('#/$defs/')) return inlined;
  return { ...(inlineRefs(defs[$ref.slice('#/$defs/'.length)], defs) as object), ...inlined };
}

export function fromJsonSchema(schema: JsonSchema, mode: Mode): fc.Arbitrary<unknown> {
  const conforming = conformingArbitrary(schema, mode);
  if (mode === 'valid') return conforming;
  return fc.oneof(
    { weight: 6, arbitrary: conforming },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: pastTheLimit(schema) },
  );
}

function conformingArbitrary(schema: JsonSchema, mode: Mode): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => fromJsonSchema(option, mode)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectArbitrary(schema, mode);
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}, mode), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
        ),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: lowerBound(schema, true), max: upperBound(schema, true) });
    case 'number':
      return fc.oneof(
        fc.integer({ min: Math.ceil(lowerBound(schema, false)), max: Math.floor(upperBound(schema, false)) }),
        fc.double({ min: lowerBound(schema, false), max: upperBound(schema, false), noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // `unknown` in the contract: anything JSON can carry.
      return wrongType;
  }
}

function objectArbitrary(schema: JsonSchema, mode: Mode): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = fromJsonSchema(property, mode);
  const required = schema.required ?? [];
  // Keys with a default may be left out, as the web client sometimes does.
  const record = fc.record(model, { requiredKeys: required });
  if (mode === 'valid') return record;
  return fc.oneof(
    { weight: 6, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, hostileString, wrongType)
        .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
    },
    ...(required.length > 0
      ? [
          {
            weight: 1,
            arbitrary: fc.tuple(record, fc.constantFrom(...required)).map(([value, key]) => {
              const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
              return rest;
            }),
          },
        ]
      : []),
  );
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 100_000;
  const fits = (value: string) =>
    value.length >= min &&
    value.length <= max &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value)) &&
    // Trimmed fields (participant IDs, messages) must still have something left.
    (min === 0 || value.trim().length >= min);
  const legalHostile = HOSTILE_STRINGS.filter(fits);
  const random = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits)
    : fc
        .string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, MAX_GENERATED_CHARS) })
        .filter(fits);
  return fc.oneof(
    { weight: 3, arbitrary: random },
    ...(legalHostile.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...legalHostile) }] : []),
    ...(schema.pattern ? [] : [{ weight: 2, arbitrary: airwayText.filter(fits) }]),
    // Exactly at the limit: the longest value the contract allows.
    ...(schema.maxLength !== undefined && !schema.pattern
      ? [{ weight: 1, arbitrary: fc.constant('é'.repeat(schema.maxLength)) }]
      : []),
  );
}

/** A value just outside the schema's limits, where off-by-one validation bugs live. */
function pastTheLimit(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const cases: unknown[] = [];
  if (type === 'string') {
    if (schema.maxLength !== undefined) cases.push('x'.repeat(schema.maxLength + 1));
    if ((schema.minLength ?? 0) > 0) cases.push('', ' '.repeat(schema.minLength ?? 1));
    if (schema.pattern) cases.push('../x', '<b>', 'a\u0000b', '\ud800');
  }
  if (type === 'number' || type === 'integer') {
    cases.push(
      lowerBound(schema, false) - 1,
      upperBound(schema, false) + 1,
      0.5,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
    );
  }
  if (type === 'array') {
    if (schema.maxItems !== undefined && schema.maxItems < 5000) {
      const filler = schema.items?.type === 'object' ? {} : '';
      cases.push(Array.from({ length: schema.maxItems + 1 }, () => filler));
    }
    if ((schema.minItems ?? 0) > 0) cases.push([]);
  }
  if (schema.enum) cases.push('not-in-enum', String(schema.enum[0]).toUpperCase());
  return cases.length > 0 ? fc.constantFrom(...cases) : wrongType;
}

function lowerBound(schema: JsonSchema, integer: boolean): number {
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON);
  return integer ? Number.MIN_SAFE_INTEGER : -1e12;
}

function upperBound(schema: JsonSchema, integer: boolean): number {
  if (schema.maximum !== undefined) return schema.maximum;
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON);
  return integer ? Number.MAX_SAFE_INTEGER : 1e12;
}
