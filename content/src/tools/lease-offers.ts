import {
  formatDecimal,
  formatMoney,
  formatQuantity,
  formatRatio,
  type Exact,
} from './exact-number';
import { netRoyaltyAcres } from './net-acres';
import { anyFilled, readNumber } from './read-inputs';
import { ToolErrors, type ToolOutcome, type ToolValues, type WorkingStep } from './tool-outcome';

export const leaseOfferLetters = ['A', 'B', 'C'] as const;

export const offerFields = (letter: string) => ({
  bonus: `offer${letter}Bonus`,
  royalty: `offer${letter}Royalty`,
  term: `offer${letter}Term`,
});

interface Offer {
  letter: string;
  bonus: Exact;
  royalty: Exact;
  term: Exact;
}

/**
 * Lease offers side by side: the bonus (per net mineral acre x net mineral acres), the bonus per
 * year of primary term, the royalty as a decimal and in net royalty acres. Arithmetic only.
 */
export function leaseOffers(values: ToolValues): ToolOutcome {
  const errors = new ToolErrors();
  const interest = readNumber(values, errors, 'interest', 'Your mineral interest', {
    required: true,
    atMostOne: true,
  });
  const grossAcres = readNumber(values, errors, 'grossAcres', 'Gross acres', { required: true });
  const offers: Offer[] = [];
  for (const letter of leaseOfferLetters) {
    const names = offerFields(letter);
    if (letter !== 'A' && !anyFilled(values, Object.values(names))) continue;
    const label = `Offer ${letter}`;
    const bonus = readNumber(values, errors, names.bonus, `${label} bonus per net mineral acre`, {
      required: true,
      allowZero: true,
    });
    const royalty = readNumber(values, errors, names.royalty, `${label} royalty`, {
      required: true,
      atMostOne: true,
    });
    const term = readNumber(values, errors, names.term, `${label} primary term in years`, {
      required: true,
    });
    if (bonus && royalty && term) offers.push({ letter, bonus, royalty, term });
  }
  if (errors.any) return errors.outcome();
  const nma = interest!.mul(grossAcres!);
  const steps: WorkingStep[] = [
    {
      label: 'Net mineral acres',
      working: `${formatRatio(interest!)} x ${formatQuantity(grossAcres!)} gross acres`,
      result: `${formatQuantity(nma)} NMA`,
    },
  ];
  const rows: string[][] = [
    ['Bonus per net mineral acre'],
    ['Total bonus'],
    ['Bonus per year of primary term'],
    ['Primary term'],
    ['Royalty'],
    ['Royalty as a decimal'],
    ['Net royalty acres (1/8 basis)'],
  ];
  for (const offer of offers) {
    const total = offer.bonus.mul(nma);
    const perYear = total.div(offer.term);
    const nra = netRoyaltyAcres(nma, offer.royalty);
    steps.push(
      {
        label: `Offer ${offer.letter}: total bonus`,
        working: `${formatMoney(offer.bonus)} x ${formatQuantity(nma)} NMA`,
        result: formatMoney(total),
      },
      {
        label: `Offer ${offer.letter}: bonus per year of term`,
        working: `${formatMoney(total)} / ${formatQuantity(offer.term)} years`,
        result: formatMoney(perYear),
      },
      {
        label: `Offer ${offer.letter}: net royalty acres`,
        working: `${formatQuantity(nma)} NMA x ${formatRatio(offer.royalty)} / (1/8)`,
        result: `${formatQuantity(nra)} NRA`,
      },
    );
    const cells = [
      formatMoney(offer.bonus),
      formatMoney(total),
      formatMoney(perYear),
      `${formatQuantity(offer.term)} years`,
      formatRatio(offer.royalty),
      formatDecimal(offer.royalty),
      formatQuantity(nra),
    ];
    cells.forEach((cell, index) => rows[index]!.push(cell));
  }
  const first = offers[0]!;
  const notes = offers.slice(1).map((offer) => {
    const difference = offer.bonus.sub(first.bonus).mul(nma);
    const royaltyDifference = netRoyaltyAcres(nma, offer.royalty).sub(
      netRoyaltyAcres(nma, first.royalty),
    );
    return `Offer ${offer.letter} against offer A: total bonus ${difference.compare(0) < 0 ? 'lower' : 'higher'} by ${formatMoney(difference.abs())}; net royalty acres ${royaltyDifference.compare(0) < 0 ? 'fewer' : 'more'} by ${formatQuantity(royaltyDifference.abs())}.`;
  });
  return {
    status: 'done',
    result: {
      headlines: offers.map((offer) => ({
        label: `Offer ${offer.letter} total bonus`,
        value: formatMoney(offer.bonus.mul(nma)),
      })),
      steps,
      tables: [
        {
          caption: `The offers side by side, on ${formatQuantity(nma)} net mineral acres`,
          columns: ['', ...offers.map((offer) => `Offer ${offer.letter}`)],
          rows,
        },
      ],
      notes: [
        ...notes,
        'Terms this table does not weigh (deductions, depth and Pugh clauses, shut-in payments, extensions) can matter as much as the figures.',
      ],
    },
  };
}
