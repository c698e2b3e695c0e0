import fc from 'fast-check';
import {
  maxToolFieldLength,
  toolList,
  toolPath,
  type ToolDefinition,
  type ToolField,
} from '@landman/content';
import { hostileText } from './hostile-values';

/** The answer a request must get, beyond being a clean one: a status and words in the body. */
export interface ExpectedRefusal {
  status: number;
  says: string;
}

/** A tool request as the fuzzer sends it, and the refusal a too-long figure must get. */
export interface ToolRequest {
  target: string;
  path: string;
  refusal?: ExpectedRefusal;
}

/** What the page and the calendar route say of a figure longer than any tool reads. */
const tooLongRefusal: ExpectedRefusal = {
  status: 400,
  says: `is too long: enter at most ${maxToolFieldLength} characters`,
};

/** What an owner would type, so that most requests are otherwise usable. */
const ordinaryValue = (field: ToolField): string =>
  field.defaultValue ??
  field.placeholder ??
  (field.kind === 'date' ? '2025-03-14' : field.kind === 'month' ? '2025-01' : '10');

/** Digits that do not repeat in a short cycle, so nothing simplifies them away. */
const digitSeed = fc
  .array(fc.constantFrom(...'0123456789'), { minLength: 7, maxLength: 63 })
  .map((digits) => `7${digits.join('')}`);

/** `1234567` -> `1,234,567`, by slicing (a lookahead pattern is quadratic on 14,000 digits). */
function thousandsGroups(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(',');
}

/**
 * A very long figure in each shape a tool field reads (whole, decimal, ratio, percentage,
 * thousands groups), and the shapes fraction.js alone would take: exponents, repeating
 * decimals, mixed numbers. Up to 14,000 digits: the figure that once held the server for 3 s.
 */
const longFigure: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: maxToolFieldLength + 1, max: 14_000 }),
    digitSeed,
    fc.constantFrom(
      'whole',
      'decimal',
      'ratio',
      'percent',
      'grouped',
      'exponent',
      'repeating',
      'mixed',
      'negative',
    ),
  )
  .map(([length, seed, shape]) => {
    const digits = seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
    const half = digits.slice(0, Math.ceil(length / 2));
    const shapes: Record<typeof shape, string> = {
      whole: digits,
      decimal: `0.${digits}`,
      ratio: `${half}/${half}`,
      percent: `${digits}%`,
      grouped: thousandsGroups(digits),
      exponent: `1e${digits}`,
      repeating: `0.(${digits})`,
      mixed: `${half} 1/${half}`,
      negative: `-${digits}`,
    };
    return shapes[shape];
  });

/** Short figures a tool must still answer cleanly: huge or tiny exponents, zero bottoms. */
const oddFigure = fc.oneof(
  fc.constantFrom('1e308', '1e-308', '9'.repeat(30), `0.${'0'.repeat(27)}1`, '1/0', '0/0', '∞'),
  hostileText.map((text) => text.slice(0, maxToolFieldLength)),
);

/** Fields the tools do not have (`tract5Acres` on, up to 300 of them): more rows than offered. */
const extraTracts = fc
  .integer({ min: 0, max: 300 })
  .map((count) =>
    Array.from({ length: count }, (_, index): [string, string] => [`tract${index + 5}Acres`, '40']),
  );

const tooLong = (values: Record<string, string>) =>
  Object.values(values).some((value) => value.trim().length > maxToolFieldLength);

function toolQuery(
  tool: ToolDefinition,
  changed: Record<string, string>,
  extra: readonly [string, string][],
): { query: string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const group of tool.groups)
    for (const field of group.fields) values[field.name] = ordinaryValue(field);
  Object.assign(values, changed);
  const query = new URLSearchParams([...Object.entries(values), ...extra]);
  return { query: query.toString(), values };
}

/** One tool, some of its fields given long or odd figures, by its page or its calendar file. */
export const toolRequest: fc.Arbitrary<ToolRequest> = fc
  .tuple(
    fc.constantFrom(...toolList),
    fc.boolean(),
    fc.oneof({ weight: 3, arbitrary: longFigure }, { weight: 1, arbitrary: oddFigure }),
    fc.array(oddFigure, { minLength: 3, maxLength: 3 }),
    extraTracts,
  )
  .chain(([tool, asCalendar, figure, others, extra]) => {
    const names = tool.groups.flatMap((group) => group.fields.map((field) => field.name));
    return fc
      .shuffledSubarray(names, { minLength: 1, maxLength: Math.min(4, names.length) })
      .map((picked) => {
        const changed: Record<string, string> = {};
        picked.forEach(
          (name, index) => (changed[name] = index === 0 ? figure : others[index - 1]!),
        );
        const { query, values } = toolQuery(tool, changed, extra);
        const calendar = asCalendar && tool.calendar;
        return {
          target: calendar ? 'REST GET /api/tools/:tool.ics' : 'site GET /tools/:tool',
          path: calendar
            ? `/api/tools/${tool.slug}.ics?${query}`
            : `${toolPath(tool.slug)}?${query}`,
          refusal: tooLong(values) ? tooLongRefusal : undefined,
        };
      });
  });
