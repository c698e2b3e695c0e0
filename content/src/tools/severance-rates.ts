/** Products a check estimate is made for. */
export const checkProducts = ['oil', 'gas'] as const;
export type CheckProduct = (typeof checkProducts)[number];

export const checkStates = ['TX', 'OK', 'NM', 'LA', 'other'] as const;
export type CheckState = (typeof checkStates)[number];

export interface SeveranceDefault {
  /** Percent of value, as typed into the form (e.g. '4.6'); '0' where no percentage applies. */
  percent: string;
  /** Where the rate comes from, and what it leaves out. */
  source: string;
}

/**
 * Starting rates for the check estimate's production tax field: the full statutory rates as we
 * read them, offered only as a starting point. Reduced rates (new or low-producing wells,
 * incentives) are common; the form always says to check the state's current rate.
 */
export const severanceDefaults: Readonly<
  Record<CheckState, Record<CheckProduct, SeveranceDefault>>
> = {
  TX: {
    oil: {
      percent: '4.6',
      source: 'Texas oil production tax, 4.6% of market value (Tex. Tax Code section 202.052).',
    },
    gas: {
      percent: '7.5',
      source: 'Texas gas production tax, 7.5% of market value (Tex. Tax Code section 201.052).',
    },
  },
  OK: {
    oil: {
      percent: '7',
      source:
        'Oklahoma gross production tax, 7% (68 O.S. section 1001(B)). A well pays 5% for its first 36 months of production, and the rate drops when the statewide average price falls below the thresholds the Tax Commission posts; your check stub shows the rate used.',
    },
    gas: {
      percent: '7',
      source:
        'Oklahoma gross production tax, 7% (68 O.S. section 1001(B)). A well pays 5% for its first 36 months of production, and the rate drops when the statewide average price falls below the thresholds the Tax Commission posts; your check stub shows the rate used.',
    },
  },
  NM: {
    oil: {
      percent: '7.09',
      source:
        'New Mexico oil and gas severance tax 3.75%, emergency school tax 3.15% on oil and conservation tax 0.19% added together (NMSA 1978 sections 7-29-4, 7-31-4, 7-30-4). The conservation tax on oil rises to 0.24% in a quarter after West Texas Intermediate averaged over $70 a barrel, and the county ad valorem production tax comes on top.',
    },
    gas: {
      percent: '7.94',
      source:
        'New Mexico oil and gas severance tax 3.75%, emergency school tax 4% on natural gas and conservation tax 0.19% added together (NMSA 1978 sections 7-29-4, 7-31-4, 7-30-4); the county ad valorem production tax comes on top.',
    },
  },
  LA: {
    oil: {
      percent: '12.5',
      source:
        'Louisiana oil severance tax at its full rate of 12.5% of value for wells completed before July 1, 2025 (La. R.S. 47:633(7)(a)); wells completed since pay 6.5%, and stripper, incapable, horizontal and other wells pay reduced rates.',
    },
    gas: {
      percent: '0',
      source:
        'Louisiana taxes gas by volume (a rate per thousand cubic feet set each year), not by a share of value: enter the percentage your check stub works out to.',
    },
  },
  other: {
    oil: {
      percent: '0',
      source: 'No default for other states: enter the rate on your check stub.',
    },
    gas: {
      percent: '0',
      source: 'No default for other states: enter the rate on your check stub.',
    },
  },
};
