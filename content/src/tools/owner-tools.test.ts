import { checkEstimate } from './check-estimate';
import { exact, formatDecimal, formatFixed, formatMoney, parseQuantity } from './exact-number';
import { leaseOffers } from './lease-offers';
import { netAcres } from './net-acres';
import { poolingElectionDeadline } from './pooling-election';
import { texasRoyaltyPayments } from './texas-royalty-payments';
import { toolDefinitions } from './tool-catalog';
import { contactWithToolHref, toolMessage } from './tool-message';
import type { ToolOutcome } from './tool-outcome';

function done(outcome: ToolOutcome) {
  if (outcome.status !== 'done') throw new Error(JSON.stringify(outcome));
  return outcome.result;
}

describe('exact numbers', () => {
  it('rounds half-up at 8 places only when displayed', () => {
    expect(formatDecimal(exact('0.000000005'))).toBe('0.00000001');
    expect(formatDecimal(exact('0.0000000049999'))).toBe('0.00000000');
    expect(formatFixed(exact('2.5'), 0)).toBe('3');
    expect(formatMoney(exact('1234.565'))).toBe('$1,234.57');
    expect(formatMoney(exact('-3.1'))).toBe('-$3.10');
  });

  it('reads fractions, decimals and percentages exactly', () => {
    const read = (text: string) => {
      const parsed = parseQuantity(text, 'x');
      return parsed.ok ? parsed.value.toFraction() : parsed.message;
    };
    expect(read('3/16')).toBe('3/16');
    expect(read('0.1875')).toBe('3/16');
    expect(read('18.75%')).toBe('3/16');
    expect(read('1,280')).toBe('1280');
    expect(read('1/0')).toBe("x: the bottom of a fraction can't be zero.");
  });
});

describe('net mineral and net royalty acres', () => {
  it('gives NMA, NRA on the 1/8 basis and the decimal in a unit (10 NMA, 640 acres, 3/16)', () => {
    const result = done(
      netAcres({ interest: '1', grossAcres: '10', royalty: '3/16', unitAcres: '640' }),
    );
    expect(result.headlines).toEqual([
      { label: 'Net mineral acres', value: '10' },
      { label: 'Net royalty acres', value: '15' },
      { label: 'Royalty decimal', value: '0.00292969' },
    ]);
    expect(result.tables[0]!.rows).toContainEqual(['1/5', '0.20000000', '16', '0.00312500']);
  });

  it('keeps thirds exact: 2/3 of 20 acres at 1/5 is 21.33333333 NRA', () => {
    const result = done(netAcres({ interest: '2/3', grossAcres: '20', royalty: '1/5' }));
    expect(result.headlines[0]!.value).toBe('13.33333333');
    expect(result.headlines[1]!.value).toBe('21.33333333');
  });

  it('refuses a mineral interest above 1', () => {
    const outcome = netAcres({ interest: '3/2', grossAcres: '20' });
    expect(outcome.status === 'invalid' && outcome.fieldErrors.interest?.message).toMatch(
      /can't be more than the whole/,
    );
  });
});

describe('lease offers side by side', () => {
  it('works out each offer on the same net mineral acres', () => {
    const result = done(
      leaseOffers({
        interest: '1/4',
        grossAcres: '80',
        offerABonus: '500',
        offerARoyalty: '1/4',
        offerATerm: '3',
        offerBBonus: '650',
        offerBRoyalty: '1/5',
        offerBTerm: '5',
      }),
    );
    expect(result.headlines).toEqual([
      { label: 'Offer A total bonus', value: '$10,000.00' },
      { label: 'Offer B total bonus', value: '$13,000.00' },
    ]);
    const rows = Object.fromEntries(
      result.tables[0]!.rows.map(([label, ...cells]) => [label, cells]),
    );
    expect(rows['Bonus per year of primary term']).toEqual(['$3,333.33', '$2,600.00']);
    expect(rows['Net royalty acres (1/8 basis)']).toEqual(['40', '32']);
    expect(result.notes[0]).toBe(
      'Offer B against offer A: total bonus higher by $3,000.00; net royalty acres fewer by 8.',
    );
    expect(JSON.stringify(result).toLowerCase()).not.toMatch(/\bfair\b|\bbetter\b|\brecommend/);
  });
});

describe('monthly check estimate', () => {
  it('Texas oil at the default 4.6%: $2,347.74', () => {
    const result = done(
      checkEstimate({
        decimal: '0.00292969',
        product: 'oil',
        volume: '12,000',
        price: '70',
        state: 'TX',
      }),
    );
    expect(result.headlines[0]!.value).toBe('$2,347.74');
    expect(result.steps.map((s) => s.result)).toEqual([
      '$840,000.00',
      '$2,460.94',
      '-$0.00',
      '-$113.20',
      '$2,347.74',
    ]);
    expect(result.notes[0]).toMatch(/Tex\. Tax Code section 202\.052/);
  });

  it('Oklahoma gas with deductions at 7%: $1,196.10', () => {
    const result = done(
      checkEstimate({
        decimal: '0.01171875',
        product: 'gas',
        volume: '45000',
        price: '2.85',
        deductions: '18500',
        state: 'OK',
      }),
    );
    expect(result.steps.map((s) => s.result)).toEqual([
      '$128,250.00',
      '$1,502.93',
      '-$216.80',
      '-$90.03',
      '$1,196.10',
    ]);
  });

  it('New Mexico oil with its three taxes added (7.09%): $4,671.05', () => {
    const result = done(
      checkEstimate({
        decimal: '0.0025',
        product: 'oil',
        volume: '30000',
        price: '68.40',
        deductions: '41000',
        state: 'NM',
      }),
    );
    expect(result.headlines[0]!.value).toBe('$4,671.05');
  });

  it('New Mexico gas pays the 4% school tax on gas, not the 3.15% on oil (7.94%): $690.45', () => {
    const result = done(
      checkEstimate({
        decimal: '0.0025',
        product: 'gas',
        volume: '100000',
        price: '3',
        state: 'NM',
      }),
    );
    // $750.00 gross share, less 7.94% production taxes ($59.55).
    expect(result.headlines[0]!.value).toBe('$690.45');
  });

  it('uses the rate the owner typed over the default', () => {
    const result = done(
      checkEstimate({
        decimal: '0.0025',
        product: 'oil',
        volume: '1000',
        price: '80',
        state: 'OK',
        taxRate: '5',
      }),
    );
    expect(result.headlines[0]!.value).toBe('$190.00');
    expect(result.notes[0]).toBe('You entered a production tax rate of 5%.');
  });
});

describe('deadlines', () => {
  it('Oklahoma pooling: the order date plus the 20 days it states', () => {
    const result = done(poolingElectionDeadline({ orderDate: '2025-03-14', periodDays: '20' }));
    expect(result.headlines[0]!.value).toBe('Thursday, April 3, 2025');
    expect(result.calendarQuery).toBe('orderDate=2025-03-14&periodDays=20');
    expect(result.notes.at(-1)).toMatch(/^The pooling order governs/);
  });

  it('Oklahoma pooling: a period ending on a weekend says not to count on more time', () => {
    const result = done(poolingElectionDeadline({ orderDate: '2025-06-10', periodDays: '15' }));
    expect(result.headlines[0]!.value).toBe('Wednesday, June 25, 2025');
    const weekend = done(poolingElectionDeadline({ orderDate: '2025-06-08', periodDays: '20' }));
    expect(weekend.headlines[0]!.value).toBe('Saturday, June 28, 2025');
    expect(weekend.notes[0]).toMatch(/falls on a weekend/);
  });

  it('Texas: first payment 120 days after the month of first sale, then 60 days for oil', () => {
    const result = done(texasRoyaltyPayments({ firstSaleMonth: '2025-01', product: 'oil' }));
    expect(result.tables[0]!.rows.slice(0, 3)).toEqual([
      ['January 2025 (first sale)', 'Saturday, May 31, 2025'],
      ['February 2025', 'Tuesday, April 29, 2025'],
      ['March 2025', 'Friday, May 30, 2025'],
    ]);
  });

  it('Texas: 90 days for gas, across a leap year end', () => {
    const result = done(texasRoyaltyPayments({ firstSaleMonth: '2023-12', product: 'gas' }));
    expect(result.tables[0]!.rows.slice(0, 3)).toEqual([
      ['December 2023 (first sale)', 'Monday, April 29, 2024'],
      ['January 2024', 'Tuesday, April 30, 2024'],
      ['February 2024', 'Wednesday, May 29, 2024'],
    ]);
  });

  it('refuses a date that does not exist', () => {
    const outcome = poolingElectionDeadline({ orderDate: '2025-02-30' });
    expect(outcome.status === 'invalid' && outcome.fieldErrors.orderDate?.message).toMatch(
      /as a date/,
    );
  });
});

describe('sending a result to the consultant', () => {
  it('carries the tool, every input and the result in the message', () => {
    const tool = toolDefinitions['net-acres'];
    const values = { interest: '1', grossAcres: '10', royalty: '3/16', unitAcres: '640' };
    const message = toolMessage(tool, values, tool.compute(values));
    expect(message).toContain('From the Net Mineral & Royalty Acres tool:');
    expect(message).toContain('- Your interest / Lease royalty (optional): 3/16');
    expect(message).toContain('- Royalty decimal: 0.00292969');
    const href = new URL(contactWithToolHref(tool, values, tool.compute(values)), 'https://x.test');
    expect(href.pathname).toBe('/contact');
    expect(href.searchParams.get('tool')).toBe('net-acres');
    expect(href.searchParams.get('message')).toBe(message);
  });
});
