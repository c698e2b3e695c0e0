import {
  addDays,
  endOfMonth,
  isoOf,
  longDate,
  monthName,
  nextMonth,
  parseIsoMonth,
} from './calendar-dates';
import { checkProducts, type CheckProduct } from './severance-rates';
import { readBoundedText } from './tool-limits';
import { ToolErrors, type ToolOutcome, type ToolValues } from './tool-outcome';

/** Tex. Nat. Res. Code section 91.402(a): days after the end of the month of sale. */
export const firstPaymentDays = 120;
export const laterPaymentDays: Readonly<Record<CheckProduct, number>> = { oil: 60, gas: 90 };
/** How many later months of sale the schedule lists after the first. */
export const laterMonthsListed = 6;

export interface RoyaltyPaymentDate {
  /** `2025-01`: the month the production was sold. */
  monthOfSale: string;
  /** `2025-05-31`: the last day payment is due under the statute. */
  dueBy: string;
  first: boolean;
}

export interface TexasPaymentSchedule {
  product: CheckProduct;
  firstSaleMonth: string;
  payments: RoyaltyPaymentDate[];
}

const monthText = (m: { year: number; month: number }) =>
  `${m.year}-${String(m.month).padStart(2, '0')}`;

export function readTexasPayments(
  values: ToolValues,
  errors: ToolErrors,
): TexasPaymentSchedule | undefined {
  // Undefined: over the length limit, and already reported as too long.
  const monthInput = readBoundedText(values, errors, 'firstSaleMonth', 'The month of first sale');
  // A choice over the length limit is reported as too long, then read as the default.
  const productText = readBoundedText(values, errors, 'product', 'The product') || 'oil';
  const first = monthInput ? parseIsoMonth(monthInput) : undefined;
  if (monthInput === '') errors.field('firstSaleMonth', 'Enter the month of first sale.', true);
  else if (monthInput !== undefined && !first)
    errors.field(
      'firstSaleMonth',
      'Enter the month of first sale as year and month, for example 2025-01.',
    );
  const product = checkProducts.find((p) => p === productText);
  if (!product) errors.field('product', 'Choose oil or gas.');
  if (!first || !product || errors.any) return undefined;
  const payments: RoyaltyPaymentDate[] = [
    {
      monthOfSale: monthText(first),
      dueBy: isoOf(addDays(endOfMonth(first.year, first.month), firstPaymentDays)),
      first: true,
    },
  ];
  let month = first;
  for (let i = 0; i < laterMonthsListed; i += 1) {
    month = nextMonth(month);
    const due = addDays(endOfMonth(month.year, month.month), laterPaymentDays[product]);
    payments.push({ monthOfSale: monthText(month), dueBy: isoOf(due), first: false });
  }
  return { product, firstSaleMonth: monthText(first), payments };
}

/**
 * When Texas royalty payments are due: within 120 days after the end of the month of first
 * sale, then 60 days (oil) or 90 days (gas) after the end of each month of sale.
 */
export function texasRoyaltyPayments(values: ToolValues): ToolOutcome {
  const errors = new ToolErrors();
  const schedule = readTexasPayments(values, errors);
  if (!schedule) return errors.outcome();
  const [first, ...later] = schedule.payments;
  const days = laterPaymentDays[schedule.product];
  const asMonth = (text: string) => parseIsoMonth(text)!;
  const endOf = (text: string) => longDate(endOfMonth(asMonth(text).year, asMonth(text).month));
  return {
    status: 'done',
    result: {
      headlines: [
        { label: 'First payment due by', value: longDate(parseIsoDateStrict(first!.dueBy)) },
      ],
      steps: [
        {
          label: `First payment (${monthName(asMonth(first!.monthOfSale))} production)`,
          working: `${endOf(first!.monthOfSale)} + ${firstPaymentDays} days`,
          result: longDate(parseIsoDateStrict(first!.dueBy)),
        },
        {
          label: `Each later month of ${schedule.product}`,
          working: `end of the month of sale + ${days} days`,
          result: `for example ${longDate(parseIsoDateStrict(later[0]!.dueBy))} for ${monthName(asMonth(later[0]!.monthOfSale))}`,
        },
      ],
      tables: [
        {
          caption: 'Payment due dates by month of sale',
          columns: ['Month of sale', 'Payment due by'],
          rows: schedule.payments.map((p) => [
            `${monthName(asMonth(p.monthOfSale))}${p.first ? ' (first sale)' : ''}`,
            longDate(parseIsoDateStrict(p.dueBy)),
          ]),
        },
      ],
      notes: [
        'These are the outside dates in Tex. Nat. Res. Code section 91.402(a). The statute and your lease govern: a lease can set other terms, payments can be held while title is in question (section 91.402(b)), and small amounts may be held until they add up.',
        'The clock runs from when the production was sold, not from when you signed a division order.',
      ],
      calendarQuery: new URLSearchParams({
        firstSaleMonth: schedule.firstSaleMonth,
        product: schedule.product,
      }).toString(),
    },
  };
}

function parseIsoDateStrict(text: string) {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}
