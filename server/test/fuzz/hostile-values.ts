import fc from 'fast-check'

const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
]

const controlText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom(...CONTROL_CHARACTERS),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => before + control + after)

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 4,
})

const oddUnicode = fc.constantFrom(
  '😀⚽',
  '\u202eabc',
  'a\u200bb',
  '\ufeff',
  'ǅİß',
  '\uffff',
  'e\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ﷺ',
  '🏳️‍🌈'.repeat(40),
)

const injections = fc.constantFrom(
  "' OR 1=1 --",
  '"; DROP TABLE players; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '%c0',
  '\\u0000',
  'null',
  'NaN',
  '__proto__',
)

const hugeText = (max: number) =>
  fc
    .tuple(fc.constantFrom(max + 1, max * 2 + 7, 5_000, 100_000), fc.constantFrom('x', 'ç', '⚽'))
    .map(([length, unit]) => unit.repeat(length))

const hugeNumbers = fc.constantFrom(
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  1e-308,
  1.5,
  -0,
  0,
  -1,
)

const wrongTypes = fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }, '', '1', 1)

let deep: unknown = 'fundo'
for (let level = 0; level < 200; level++) deep = [deep]
const deeplyNested = fc.constant(deep)

/** Anything a hostile client may put where one value goes, whatever the schema says. */
export const hostileValue = (maxLength = 200) =>
  fc.oneof(
    controlText,
    loneSurrogates,
    oddUnicode,
    injections,
    hugeText(maxLength),
    fc.string({ unit: 'binary', maxLength: 30 }),
    hugeNumbers,
    wrongTypes,
    fc.jsonValue({ maxDepth: 3 }),
    deeplyNested,
  )

/**
 * A valid-looking value spoiled in one place: a NUL (what PostgreSQL refuses) or another control
 * character slipped into good text, a number past the 32-bit integers.
 */
export function corrupt(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'number') return hugeNumbers
  if (typeof value !== 'string') return hostileValue()
  return fc
    .tuple(
      fc.nat(value.length),
      fc.constantFrom('\u0000', '\u0000', '\u0000', '\u0001', '\u001b', '\u007f', '\n', '\ud800'),
    )
    .map(([at, bad]) => value.slice(0, at) + bad + value.slice(at))
}

/**
 * A generated value as a client would put it in a URL: `encodeURIComponent` of its text (JSON for
 * objects, which may have no prototype to give String() one), except that half a surrogate pair
 * becomes its (invalid) UTF-8 bytes instead of an exception: a hostile client sends those too.
 */
export function percentEncode(value: unknown): string {
  const text =
    typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : String(value)
  let encoded = ''
  for (const character of text) {
    const code = character.charCodeAt(0)
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')
    } else {
      encoded += encodeURIComponent(character)
    }
  }
  return encoded
}

/** Path segments as they travel: broken %-escapes, encoded control characters, absurd ids. */
export const hostilePathSegment = fc.oneof(
  fc.constantFrom('2147483648', '4294967296', '99999999999999999999', '%00', '1%00'),
  fc.constantFrom(
    '%c0',
    '%00',
    '%',
    '%zz',
    '%2F',
    '%2e%2e',
    '..',
    '%E0%A4%A',
    '%ff%fe',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    '1e3',
    '%201',
    '1.0',
    '0x10',
    'null',
    'a'.repeat(101),
    'a'.repeat(5_000),
  ),
  hostileValue(100).map((value) => percentEncode(value)),
)

/** Query strings no form would send. */
export const hostileQuery = fc.constantFrom(
  'x=%zz',
  'name=%c0',
  'name=%00',
  '%',
  'a&a&a',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'name=a&name=b',
  'PageNumber=1&PageNumber=2',
  'PageNumber=1e400',
  `x=${'y'.repeat(10_000)}`,
)

/** Bodies that are not JSON objects, or not JSON at all. */
export const rawBodies = fc.constantFrom(
  '{bad',
  '',
  '{"a":',
  '\u0000',
  'null',
  '[]',
  '"texto"',
  '42',
  '{"a":1}}',
  '{"__proto__":{"role":"administrator"}}',
  '{"constructor":{"prototype":{"role":"administrator"}}}',
  '\ufeff{}',
)

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/vnd.api+json',
)
