import { exact, parseQuantity } from './exact-number';
import { toolList } from './tool-catalog';
import { anyFieldTooLong, maxToolFieldLength } from './tool-limits';
import type { ToolOutcome } from './tool-outcome';

/** fraction.js, recording every text it is asked to read: what reached the arithmetic. */
jest.mock('fraction.js', () => {
  const Actual = jest.requireActual<{ default: new (value: unknown) => object }>('fraction.js');
  const texts: string[] = [];
  function Recording(value: unknown) {
    if (typeof value === 'string') texts.push(value);
    return new Actual.default(value);
  }
  Recording.prototype = Actual.default.prototype;
  return { __esModule: true, default: Recording, texts };
});
const fractionTexts = jest.requireMock<{ texts: string[] }>('fraction.js').texts;

const digits = 14_000;
/** Figures far past any real one, each in a shape the tools otherwise accept. */
const hugeFigures = {
  'a whole number': '9'.repeat(digits),
  'a decimal': `0.${'3'.repeat(digits)}`,
  'a ratio': `${'7'.repeat(digits / 2)}/${'9'.repeat(digits / 2)}`,
  'a percentage': `${'1'.repeat(digits)}%`,
  'thousands groups': `1${',234'.repeat(digits / 4)}`,
  'padded with spaces': ` ${'8'.repeat(digits)} `,
};
const tooLong = /is too long: enter at most 30 characters \([\d,]+ were entered\)\.$/;

const fieldErrorsOf = (outcome: ToolOutcome) =>
  outcome.status === 'invalid' ? outcome.fieldErrors : {};

const everyField = toolList.flatMap((tool) =>
  tool.groups.flatMap((group) => group.fields.map((field) => ({ tool, field }))),
);

beforeEach(() => {
  fractionTexts.length = 0;
});

describe('every tool field has a length limit', () => {
  it.each(Object.entries(hugeFigures))(
    '%s of 14,000 digits in any field (choices too) is refused as too long, before any arithmetic',
    (_shape, figure) => {
      for (const { tool, field } of everyField) {
        const outcome = tool.compute({ [field.name]: figure });
        expect(outcome.status).toBe('invalid');
        expect([tool.slug, field.name, fieldErrorsOf(outcome)[field.name]?.message]).toEqual([
          tool.slug,
          field.name,
          expect.stringMatching(tooLong),
        ]);
      }
      // The cost of exact arithmetic grows with the digits: none of these reached it.
      expect(fractionTexts.filter((text) => text.length > maxToolFieldLength)).toEqual([]);
    },
  );

  it('a huge figure in every field at once gives no result, and fraction.js never reads it', () => {
    for (const tool of toolList) {
      const values = Object.fromEntries(
        tool.groups.flatMap((g) => g.fields.map((f) => [f.name, hugeFigures['a decimal']])),
      );
      expect(tool.compute(values).status).toBe('invalid');
      expect(anyFieldTooLong(values)).toBe(true);
    }
    expect(fractionTexts.filter((text) => text.length > maxToolFieldLength)).toEqual([]);
  });

  it('reads a figure of exactly the limit, and names the field one character past it', () => {
    const atLimit = `0.${'1'.repeat(maxToolFieldLength - 2)}`;
    const net = toolList.find((tool) => tool.slug === 'net-acres')!;
    expect(net.compute({ interest: atLimit, grossAcres: '640' }).status).toBe('done');
    const outcome = net.compute({ interest: `${atLimit}1`, grossAcres: '640' });
    expect(fieldErrorsOf(outcome).interest?.message).toBe(
      'Your mineral interest is too long: enter at most 30 characters (31 were entered).',
    );
    expect(anyFieldTooLong({ interest: atLimit })).toBe(false);
    expect(anyFieldTooLong({ interest: `${atLimit}1` })).toBe(true);
    // Spaces around a figure are not counted: they are trimmed before it is read.
    expect(anyFieldTooLong({ interest: `   ${atLimit}   ` })).toBe(false);
  });

  it('the deadline tools refuse a long date, month or period with the same message', () => {
    const pooling = toolList.find((tool) => tool.slug === 'pooling-election-deadline')!;
    const long = '2'.repeat(digits);
    expect(fieldErrorsOf(pooling.compute({ orderDate: '2025-03-14', periodDays: long }))).toEqual({
      periodDays: {
        message:
          'The election period is too long: enter at most 30 characters (14,000 were entered).',
        missing: false,
      },
    });
    // One field over the limit does not hide what is wrong with another.
    expect(
      Object.keys(fieldErrorsOf(pooling.compute({ orderDate: long, periodDays: '0' }))),
    ).toEqual(['orderDate', 'periodDays']);
  });
});

describe('the exact arithmetic takes only short text', () => {
  it('parseQuantity refuses a 14,000-digit figure with a message, without parsing it', () => {
    expect(parseQuantity('9'.repeat(digits), 'Gross acres')).toEqual({
      ok: false,
      message: 'Gross acres is too long: enter at most 30 characters (14,000 were entered).',
    });
    expect(fractionTexts).toEqual([]);
  });

  it('refuses exponents and repeating decimals, which fraction.js could grow without bound', () => {
    for (const text of ['1e99999', '1E-99999', '0.(3)', '0.1(6)', '1 1/2']) {
      expect(parseQuantity(text, 'x')).toMatchObject({ ok: false });
    }
  });

  it('exact() throws rather than read text longer than any figure in the code', () => {
    expect(() => exact('9'.repeat(digits))).toThrow(RangeError);
    expect(exact('3/16').toFraction()).toBe('3/16');
  });
});
