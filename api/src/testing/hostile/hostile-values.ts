import fc from 'fast-check';

/**
 * What a hostile client puts in a field: the texts that once broke the server (control
 * characters, pattern-busting runs of spaces, huge strings), values that are not text at all,
 * objects with prototype-looking keys, and ordinary values so some requests get stored.
 */

const controlCharacter = fc
  .integer({ min: 0, max: 0x1f })
  .chain((code) => fc.constant(String.fromCharCode(code)));

/** "1" + many spaces + "a": the shape that made the old phone pattern backtrack for seconds. */
const backtrackingBait = fc
  .tuple(fc.constantFrom('1', '(', '+', 'a@'), fc.integer({ min: 1, max: 20_000 }))
  .map(([head, spaces]) => `${head}${' '.repeat(spaces)}a`);

const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 40 }), controlCharacter, fc.string({ maxLength: 40 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

const longText = fc
  .tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 100, max: 12_000 }))
  .map(([unit, times]) => unit.repeat(times));

const ordinaryText = fc.constantFrom(
  'Dana Reyes',
  'dana@example.com',
  '(903) 555-0142',
  'Lease Checks',
  'Tyler TX',
  'We received a lease offer on 80 acres in Smith County.',
  '',
  '   ',
);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 3, arbitrary: withControlCharacter },
  { weight: 2, arbitrary: backtrackingBait },
  { weight: 1, arbitrary: longText },
  { weight: 3, arbitrary: ordinaryText },
  {
    weight: 1,
    arbitrary: fc.constantFrom('<script>alert(1)</script>', "' OR 1=1 --", '%00', '\\u0000'),
  },
);

const prototypeKey = fc.constantFrom(
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'valueOf',
);

/** Anything JSON can carry, including objects whose keys shadow Object.prototype. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(prototypeKey, fc.string({ maxLength: 8 })), fc.integer(), {
      maxKeys: 3,
    }),
  },
);

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels: a few KB that recurse deep. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A record with some of `fields` set to hostile values, plus an unknown key now and then. */
export function hostileRecord(
  fields: readonly string[],
  valid: Readonly<Record<string, string>>,
): fc.Arbitrary<Record<string, unknown>> {
  const mutated = fc
    .tuple(
      fc.subarray([...fields], { minLength: 1, maxLength: 3 }),
      fc.array(hostileValue, { minLength: 3, maxLength: 3 }),
    )
    .map(([keys, values]) => {
      const record: Record<string, unknown> = { ...valid };
      keys.forEach((key, index) => {
        record[key] = values[index];
      });
      return record;
    });
  const sparse = fc.dictionary(
    fc.constantFrom(...fields, ...['isUser', 'id', 'constructor']),
    hostileValue,
    {
      maxKeys: fields.length,
    },
  );
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: sparse });
}
