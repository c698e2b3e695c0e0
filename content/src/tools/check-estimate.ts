import {
  exact,
  formatDecimal,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatRatio,
} from './exact-number';
import { readNumber } from './read-inputs';
import {
  checkProducts,
  checkStates,
  severanceDefaults,
  type CheckProduct,
  type CheckState,
} from './severance-rates';
import { readBoundedText } from './tool-limits';
import { ToolErrors, type ToolOutcome, type ToolValues } from './tool-outcome';

const isProduct = (text: string): text is CheckProduct => checkProducts.some((p) => p === text);
const isState = (text: string): text is CheckState => checkStates.some((s) => s === text);

/**
 * A month's royalty check, estimated: decimal x volume x price, less the owner's share of the
 * stated deductions and the production tax on what is left. An estimate, never a valuation.
 */
export function checkEstimate(values: ToolValues): ToolOutcome {
  const errors = new ToolErrors();
  // A choice over the length limit is reported as too long, then read as the default.
  const productText = readBoundedText(values, errors, 'product', 'The product') || 'oil';
  const stateText = readBoundedText(values, errors, 'state', 'The state') || 'TX';
  if (!isProduct(productText)) errors.field('product', 'Choose oil or gas.');
  if (!isState(stateText))
    errors.field('state', 'Choose Texas, Oklahoma, New Mexico, Louisiana or another state.');
  const decimal = readNumber(values, errors, 'decimal', 'Your decimal interest', {
    required: true,
    atMostOne: true,
  });
  const volume = readNumber(values, errors, 'volume', "The well's volume for the month", {
    required: true,
  });
  const price = readNumber(values, errors, 'price', 'The price', { required: true });
  const deductions = readNumber(
    values,
    errors,
    'deductions',
    "The well's deductions for the month",
    {
      allowZero: true,
    },
  );
  const taxPercent = readNumber(values, errors, 'taxRate', 'The production tax rate', {
    allowZero: true,
  });
  if (taxPercent && taxPercent.compare(100) > 0) {
    errors.field('taxRate', "The production tax rate is a percentage: it can't be above 100.");
  }
  if (errors.any) return errors.outcome();
  const product = productText as CheckProduct;
  const state = stateText as CheckState;
  const fallback = severanceDefaults[state][product];
  const ratePercent = taxPercent ?? exact(fallback.percent);
  const rate = ratePercent.div(100);
  const unit = product === 'oil' ? 'bbl' : 'Mcf';

  const wellValue = volume!.mul(price!);
  const ownerGross = wellValue.mul(decimal!);
  const ownerDeductions = (deductions ?? exact(0)).mul(decimal!);
  const taxable = ownerGross.sub(ownerDeductions);
  if (taxable.compare(0) < 0) {
    errors.field(
      'deductions',
      "The deductions are larger than the well's value for the month; check the figures.",
    );
    return errors.outcome();
  }
  const tax = taxable.mul(rate);
  const net = taxable.sub(tax);
  return {
    status: 'done',
    result: {
      headlines: [{ label: 'Estimated check for the month', value: formatMoney(net) }],
      steps: [
        {
          label: "The well's value for the month",
          working: `${formatQuantity(volume!)} ${unit} x ${formatMoney(price!)} per ${unit}`,
          result: formatMoney(wellValue),
        },
        {
          label: 'Your share before deductions',
          working: `${formatMoney(wellValue)} x ${formatDecimal(decimal!)}`,
          result: formatMoney(ownerGross),
        },
        {
          label: 'Your share of the deductions',
          working: `${formatMoney(deductions ?? exact(0))} x ${formatDecimal(decimal!)}`,
          result: `-${formatMoney(ownerDeductions)}`,
        },
        {
          label: `Production tax at ${formatPercent(rate)}${taxPercent ? '' : ' (the default for the state)'}`,
          working: `(${formatMoney(ownerGross)} - ${formatMoney(ownerDeductions)}) x ${formatRatio(ratePercent)}%`,
          result: `-${formatMoney(tax)}`,
        },
        {
          label: 'Estimated check',
          working: `${formatMoney(ownerGross)} - ${formatMoney(ownerDeductions)} - ${formatMoney(tax)}`,
          result: formatMoney(net),
        },
      ],
      tables: [],
      notes: [
        taxPercent
          ? `You entered a production tax rate of ${formatPercent(rate)}.`
          : fallback.source,
        "Check your state's current rate: reduced rates for new or low-producing wells are common, and rates change. This estimate applies the tax to your share after the deductions you stated; some operators work it out on the value before deductions.",
        'This is an estimate of one month from the figures you gave, not a valuation of the interest.',
      ],
    },
  };
}
