import fc from 'fast-check';

/**
 * Values an attacker (or a broken client) sends: wrong types, huge strings, unicode edge cases
 * (lone surrogates, RTL overrides, zero-width and combining characters, NUL), prototype keys,
 * SQL and template fragments, numbers at the edges of what JavaScript and the databases hold.
 */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uDE00x',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\u2060\uFEFF',
  '\u0301\u0301\u0301',
  'ﷺ'.repeat(50),
  '𝕏'.repeat(3000),
  '한'.repeat(20_001),
  'a'.repeat(200_000),
  "' OR '1'='1",
  "'; DROP TABLE post; --",
  '"; DROP TABLE "user"; --',
  '1\' UNION SELECT password_hash FROM "user" --',
  '1; select pg_sleep(10)',
  "x') or 1=1 --",
  '%',
  '%%',
  '%00',
  '_',
  '\\',
  "\\'",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '{{7*7}}',
  '\r\nSet-Cookie: ts_session=evil',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '9007199254740993',
  '99999999999999999999999999',
  '1.5',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'user0',
  'user-1',
  'post0',
  'post99999999999999999999',
  'post1 ',
  'http://127.0.0.1:22/',
  'http://[::1]/',
  'http://2130706433/',
];

/** Every UTF-16 code unit, lone surrogates included (fc's own string units avoid them). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** A JSON value of any type, hostile strings among them. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      0,
      -1,
      1.5,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      Number.MIN_VALUE,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 5000 }, (_, i) => i)) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys a body or query may carry besides the real ones. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'userId',
    'user_id',
    'authorId',
    'admin_level',
    'adminLevel',
    'isAdmin',
    'adminKey',
    'key',
    'role',
    'id',
    'post_id',
    'like_count',
    'is_confirmed',
    'password_hash',
    'toString',
    'hasOwnProperty',
    'valueOf',
  ),
  hostileString.filter((key) => key.length < 100),
);

/** Prototype-pollution keys, at the top level and nested, as JSON members. */
export const POLLUTION_FRAGMENTS = [
  '"__proto__":{"admin_level":1,"isAdmin":true,"polluted":"yes"}',
  '"constructor":{"prototype":{"admin_level":1,"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"author":{"__proto__":{"polluted":"yes"},"id":"user1"}',
  '"blocks":[{"__proto__":{"polluted":"yes"},"id":1,"type":"text","content":"x"}]',
];

/** JSON text of `base` with one pollution fragment in front (JSON.stringify cannot write __proto__). */
export const pollutedJson = (base: Record<string, unknown>, fragment: string): string => {
  const rest = JSON.stringify(base).slice(1, -1);
  return `{${fragment}${rest ? `,${rest}` : ''}}`;
};

/** Top-level and nested key names of a zod schema (objects, pipes, optionals, unions). */
export function schemaKeys(schema: unknown, depth = 0): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 8) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'pipe':
      return [...schemaKeys(def.in, depth + 1), ...schemaKeys(def.out, depth + 1)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return schemaKeys(def.innerType, depth + 1);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => schemaKeys(option, depth + 1));
    case 'intersection':
      return [...schemaKeys(def.left, depth + 1), ...schemaKeys(def.right, depth + 1)];
    default:
      return [];
  }
}
