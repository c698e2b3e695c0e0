import { exact, formatDecimal, formatQuantity, formatRatio, type Exact } from './exact-number';
import { readNumber } from './read-inputs';
import { ToolErrors, type ToolOutcome, type ToolValues, type WorkingStep } from './tool-outcome';

/** Royalties seen most often in leases across the four states, for the comparison table. */
export const commonRoyalties = ['1/8', '3/16', '1/5', '2/9', '1/4'] as const;

/** Net royalty acres are counted on a 1/8 royalty basis. */
export const netRoyaltyBasis: Exact = exact('1/8');

/** Net royalty acres on the 1/8 basis: net mineral acres x royalty / (1/8). */
export const netRoyaltyAcres = (netMineralAcres: Exact, royalty: Exact): Exact =>
  netMineralAcres.mul(royalty).div(netRoyaltyBasis);

/**
 * Net mineral acres (mineral interest x gross acres) and net royalty acres on the 1/8 basis, with
 * a table of the common royalties; with unit acres, the decimal each would give.
 */
export function netAcres(values: ToolValues): ToolOutcome {
  const errors = new ToolErrors();
  const interest = readNumber(values, errors, 'interest', 'Your mineral interest', {
    required: true,
    atMostOne: true,
  });
  const grossAcres = readNumber(values, errors, 'grossAcres', 'Gross acres', { required: true });
  const royalty = readNumber(values, errors, 'royalty', 'Lease royalty', { atMostOne: true });
  const unitAcres = readNumber(values, errors, 'unitAcres', 'Unit acres');
  if (errors.any) return errors.outcome();
  const nma = interest!.mul(grossAcres!);
  if (unitAcres && nma.compare(unitAcres) > 0) {
    errors.field(
      'unitAcres',
      `Unit acres (${formatQuantity(unitAcres)}) can't be smaller than your ${formatQuantity(nma)} net mineral acres.`,
    );
    return errors.outcome();
  }
  const steps: WorkingStep[] = [
    {
      label: 'Net mineral acres',
      working: `${formatRatio(interest!)} mineral interest x ${formatQuantity(grossAcres!)} gross acres`,
      result: `${formatQuantity(nma)} NMA`,
    },
  ];
  const headlines = [{ label: 'Net mineral acres', value: formatQuantity(nma) }];
  if (royalty) {
    const nra = netRoyaltyAcres(nma, royalty);
    steps.push({
      label: 'Net royalty acres (1/8 basis)',
      working: `${formatQuantity(nma)} NMA x ${formatRatio(royalty)} royalty / (1/8)`,
      result: `${formatQuantity(nra)} NRA`,
    });
    headlines.push({ label: 'Net royalty acres', value: formatQuantity(nra) });
    if (unitAcres) {
      const decimal = nma.div(unitAcres).mul(royalty);
      steps.push({
        label: 'Royalty decimal in the unit',
        working: `${formatQuantity(nma)} NMA / ${formatQuantity(unitAcres)} unit acres x ${formatRatio(royalty)}`,
        result: formatDecimal(decimal),
      });
      headlines.push({ label: 'Royalty decimal', value: formatDecimal(decimal) });
    }
  }
  const columns = ['Royalty', 'As a decimal', 'Net royalty acres'];
  if (unitAcres) columns.push(`Decimal in a ${formatQuantity(unitAcres)}-acre unit`);
  const rows = commonRoyalties.map((text) => {
    const rate = exact(text);
    const row = [text, formatDecimal(rate), formatQuantity(netRoyaltyAcres(nma, rate))];
    if (unitAcres) row.push(formatDecimal(nma.div(unitAcres).mul(rate)));
    return row;
  });
  return {
    status: 'done',
    result: {
      headlines,
      steps,
      tables: [
        {
          caption: `Your ${formatQuantity(nma)} net mineral acres at common royalties`,
          columns,
          rows,
        },
      ],
      notes: [],
    },
  };
}
