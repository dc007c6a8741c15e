/**
 * Generators of hostile input for the HTTP fuzz tests: odd Unicode, broken, deep and huge JSON
 * bodies, odd content types, traversal ids and odd query strings. Split from fuzz.ts (which
 * re-exports them) so the generators read as one file apart from the properties and the server.
 */
import fc from 'fast-check';

/** Characters that break naive code: NUL, lone surrogates, bidi controls, combining marks, emoji. */
export const ODD_CHARS = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\ud800',
  '\udfff',
  '\udbff',
  '\u202e',
  '\u200f',
  '\u200b',
  '\u2066',
  '\u0301',
  '\u0338',
  '\u20dd',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\u2028',
  '\u2029',
  '😀',
  '👩‍👩‍👧',
  '🇺🇳',
  '𝕏',
  'ß',
  'İ',
  'ﷺ',
  '\r\n',
  '\t',
  '"',
  "'",
  '\\',
  '/',
  '%',
  '%00',
  '../',
  '..\\',
  '%2e%2e%2f',
  '%252e',
  '<script>',
  '${',
  '{{',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '\u0000../',
];

/** One "character": mostly from the odd list, else any UTF-16 code unit. */
const oddUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_CHARS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
);

export const oddString = (maxLength = 40) => fc.string({ unit: oddUnit, maxLength });

/** Any JSON value whose strings are odd, nested a few levels. */
export const oddJsonValue = (maxDepth = 4) => fc.jsonValue({ maxDepth, stringUnit: oddUnit });

/** A value nested `depth` levels deep, as JSON text (arrays or objects). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Content types a client might send, from right to absurd (header-safe ASCII only). */
export const contentTypeArb = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset="',
    'application/vnd.api+json',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'text/plain',
    'text/html',
    'image/png',
    '*/*',
    '',
    ';;;',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => s.replace(/[\r\n]/g, '')),
);

/**
 * A request body for a JSON endpoint: a value under the expected key or another, a mutated or
 * truncated encoding, raw bytes, deep nesting, or a huge value.
 */
export function jsonBodyArb(field: string): fc.Arbitrary<Uint8Array | string> {
  const encode = (value: unknown) => JSON.stringify(value);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ [field]: oddJsonValue() }).map(encode) },
    { weight: 2, arbitrary: fc.record({ [field]: oddString(200) }).map(encode) },
    {
      weight: 2,
      arbitrary: fc.dictionary(oddString(8), oddJsonValue(3), { maxKeys: 4 }).map(encode),
    },
    { weight: 2, arbitrary: oddJsonValue(5).map(encode) },
    {
      weight: 1,
      arbitrary: fc.array(fc.record({ [field]: oddString() }), { maxLength: 3 }).map(encode),
    },
    {
      weight: 2,
      // Valid JSON cut short or with a byte changed.
      arbitrary: fc
        .tuple(
          fc.record({ [field]: oddString(60) }).map(encode),
          fc.nat(),
          fc.constantFrom('', '"', '}', '\\', ',', '\u0000'),
        )
        .map(([text, at, insert]) => text.slice(0, at % (text.length + 1)) + insert),
    },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 100, max: 200_000 }),
          fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
        )
        .map(([depth, kind]) => `{"${field}":${deepJson(depth, kind)}}`),
    },
    {
      weight: 1,
      // Huge values near and past the JSON body limit (1 MB) and the text limit (100,000 chars).
      arbitrary: fc
        .tuple(
          fc.constantFrom(99_999, 100_001, 400_000, 1_100_000),
          fc.constantFrom('a', 'é', '😀', '\u0000', ' '),
        )
        .map(([n, ch]) => encode({ [field]: ch.repeat(Math.ceil(n / ch.length)) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'null',
        'true',
        '0',
        '""',
        '[]',
        '{}',
        '{"__proto__":{"x":1}}',
        `{"${field}":"x","${field}":1}`,
      ),
    },
  );
}

/**
 * Ids as they might arrive in a path: real-looking, traversal (plain and %-encoded), NUL, very
 * long, odd Unicode (encoded, since a path carries bytes).
 */
export const idArb = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  fc.constantFrom(
    '..',
    '../',
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2f',
    '%2e%2e',
    '%252e%252e%252f',
    '%00',
    'a%00b',
    '..%5c..%5c',
    '%c0%ae%c0%ae%2f',
    '%ff',
    '%',
    '%zz',
    '%E0%A4%A',
    '.',
    '~',
    'AAAAAAAAAAAAAAAA',
    'x'.repeat(5000),
    '%u002e',
  ),
  oddString(30).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 })
    .map((s) => s.replace(/[#?\s]/g, ''))
    .filter((s) => s.length > 0),
);

/** A query string of random keys and values, raw or %-encoded. */
export const queryArb = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(oddString(12), oddString(30)), { maxLength: 6 })
    .map(
      (pairs) =>
        `?${pairs.map(([k, v]) => `${encodeURIComponent(k.replace(/[\ud800-\udfff]/g, ''))}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}`).join('&')}`,
    ),
  fc.constantFrom(
    '?',
    '??',
    '?=&=&',
    '?a[b][c][d][e][f]=1',
    '?__proto__[x]=1',
    '?a=%',
    '?a=%zz',
    `?${'a='.repeat(2000)}`,
    '?q=%00',
    '?id=../..',
  ),
);
