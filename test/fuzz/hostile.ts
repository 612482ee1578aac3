import fc from 'fast-check';

/**
 * Hostile inputs for the bad-input fuzz test: the strings, shapes and raw bodies that break
 * parsers, databases and HTML, kept in one place so every route gets the same abuse.
 */

/** Strings that have broken web servers before: markup, SQL, control characters, odd Unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '1; drop table cases',
  "' OR '1'='1",
  '$1::text',
  '%s%s%s%n',
  '{{constructor.constructor("return process")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the attack
  '${process.exit(1)}',
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u0003\u001b[31m\u007f',
  '\ud800',
  'x\udfffy',
  '\udbff\udfff\ud800',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  '😀👩‍⚕️🫁🏳️‍🌈',
  '\u0661\u0662\u0663',
  '١٢٣',
  'ＡＢＣ１２３',
  'Ω≈ç√∫˜µ≤≥÷',
  'e\u0301\u0301\u0301\u0301',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e9',
  '0x10',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '%00',
  'data: injected\n\nevent: stream_close\n\n',
  'Related image found, image id is 999999999',
  'Instruction image found, image id is -1',
];

/** Long strings: at and past every limit the contract sets (64, 4000, 50k), and 10k emoji. */
export const longString = fc.oneof(
  fc.constantFrom(64, 65, 4000, 4001, 10_000, 50_001).map((n) => 'a'.repeat(n)),
  fc.constant('😀'.repeat(10_000)),
  fc.constant('<b>'.repeat(4000)),
  fc.constant('\u0000'.repeat(10_000)),
);

/** Characters that databases, terminals and text layout choke on, to slip into ordinary text. */
const HOSTILE_CHARS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u001b',
  '\r\n',
  '\ufeff',
  '<',
  "'",
  '\\',
  '%',
];

/** Plausible text with one hostile character inside: gets past "looks like junk" checks. */
export const taintedText = fc
  .tuple(
    fc.constantFrom('alice', 'admin@example.org', 'bag-mask', 'P-1', 'jaw thrust'),
    fc.constantFrom(...HOSTILE_CHARS),
    fc.nat(),
  )
  .map(([text, char, at]) => {
    const i = at % (text.length + 1);
    return `${text.slice(0, i)}${char}${text.slice(i)}`;
  });

/** A hostile string: a known-bad one, a tainted one, a long one, or random text from all of Unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: taintedText },
  { weight: 1, arbitrary: longString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** Values of every JSON type, for "the field was a number / an array / null" cases. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53, -0, [], {}, ['a'], [[]]),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** JSON text nested `depth` levels deep, built as text so generating it cannot overflow the stack. */
export function deepJson(depth: number, kind: 'array' | 'object' | 'mixed'): string {
  if (kind === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  if (kind === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

export const deepJsonBody = fc
  .tuple(
    fc.constantFrom(64, 5_000, 100_000),
    fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
  )
  .map(([depth, kind]) => deepJson(depth, kind));

/** Texts a JSON parser must refuse (or, for the odd valid one, a type the route must refuse). */
export const MALFORMED_JSON: readonly string[] = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"participantID":',
  '{"participantID":"abc"',
  "{'participantID':'abc'}",
  '{participantID:"abc"}',
  '{"a":1,}',
  '[1,2,]',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":01}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"a":"\u0000"}',
  '\ufeff{"a":1}',
  '{"a":1} {"b":2}',
  '{"a":1}garbage',
  'null',
  'true',
  '"string"',
  '12345',
  '-0',
  '1e999999',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":{"__proto__":{"polluted":1}}}',
  '/* comment */ {}',
  '{"a":1e400}',
  `{"n":${'9'.repeat(400)}}`,
];

/** Bytes that are not UTF-8 at all, in a body declared as UTF-8 JSON. */
export const INVALID_UTF8 = Buffer.from([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
]);

/** The same key twice (or more): parsers keep the last, which must not bypass validation. */
export function duplicateKeys(first: Record<string, unknown>, overrides: [string, unknown][]): string {
  const inner = JSON.stringify(first).slice(1, -1);
  const extra = overrides.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',');
  return `{${[inner, extra].filter(Boolean).join(',')}}`;
}

/** Content types a JSON route must refuse or cope with. */
export const CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/vnd.api+json',
  'application/xml',
  'APPLICATION/JSON',
  'application/json, text/plain',
  '*/*',
  'garbage',
  '',
];

/** Path segments for numeric ids and participant IDs: traversal, injection, encodings, numbers. */
export const PATH_TRICKS: readonly string[] = [
  '..',
  '../',
  '..%2f',
  '%2e%2e%2f',
  '%2e%2e%2fetc%2fpasswd',
  '..%252f',
  '%252e%252e',
  '1;drop table cases',
  '1%3Bdrop%20table%20cases',
  "1' OR '1'='1",
  '-1',
  '0',
  '00',
  '1e9',
  '0x10',
  '1.5',
  '+1',
  ' 1',
  '%201',
  '1%00',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '999999999',
  '9999999999',
  '2147483648',
  '9007199254740993',
  '1'.repeat(400),
  'a'.repeat(5000),
  '١٢٣',
  '%D9%A1%D9%A2',
  '１２',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'P-1%0d%0aSet-Cookie:%20x=1',
  '%u002e',
  '.',
  '~',
  'P-1',
  'resident@example.org',
];

/** Percent-encodes any text; a lone surrogate (which has no UTF-8 form) is sent as U+FFFD. */
export function encodeText(value: string): string {
  return encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

/** Query strings no route asks for: repeated keys, bad escapes, arrays, huge values. */
export const queryJunk: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?',
    '?&&&',
    '?a=1&a=2&a=3',
    '?id=../../x',
    '?%zz=%zz',
    '?a[b][c]=1',
    '?__proto__[isAdmin]=1',
    '?constructor[prototype][x]=1',
    '?participantID=%00',
    '?exp=1&exp=2&sig=a&sig=b',
    `?sig=${'A'.repeat(43)}&exp=99999999999`,
    '?exp=-1&sig=%FF',
    `?x=${'y'.repeat(8000)}`,
    `?${Array.from({ length: 500 }, (_, i) => `k${i}=v`).join('&')}`,
    '?#fragment',
    '?a=%E2%80%AE',
  ),
  fc
    .array(fc.tuple(hostileString, hostileString), { maxLength: 4 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&')}`)
    .filter((q) => q.length < 30_000),
);
