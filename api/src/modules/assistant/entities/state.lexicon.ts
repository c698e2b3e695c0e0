import { states, type StateCode } from '@landman/content';

/** Other ways visitors write the four states (abbreviations are handled case-sensitively). */
const stateAliases: Record<StateCode, readonly string[]> = {
  TX: ['tex', 'texan', 'tejas'],
  OK: ['okla', 'oklahoman'],
  NM: ['n mex', 'new mex'],
  LA: ['louisianna', 'lousiana'],
};

export interface StateTerm {
  code: StateCode;
  phrase: string;
}

export const stateTerms: readonly StateTerm[] = states.flatMap((s) => [
  { code: s.code, phrase: s.name },
  ...stateAliases[s.code].map((phrase) => ({ code: s.code, phrase })),
]);

/**
 * The other US states and a few neighbours, so "do you work in Kansas?" gets a clear "no"
 * instead of a guess. Listing names is not a claim about them; it only tells the assistant
 * that the place is outside the four states it covers.
 */
export const uncoveredRegions: readonly string[] = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'Canada',
  'Mexico',
  'Alberta',
];

/**
 * Postal codes of the other states, for "Bradford County PA" or "Weld County, CO". Several are
 * words ("co", "pa", "me", "or", "in", "hi"), so a code counts only in capitals right after a
 * capitalised place name or a comma (read in entity.extractor.ts); ME, OR, IN and HI are left out,
 * read in capitals far more often as words than as states.
 */
export const uncoveredStateCodes: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  ID: 'Idaho',
  IL: 'Illinois',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/**
 * Large cities in the four states that have no location page, so "do you work in Houston?" is
 * answered with the state it is in. This is geography, not a claim about the practice.
 */
export const otherCities: readonly { city: string; code: StateCode }[] = [
  { city: 'Houston', code: 'TX' },
  { city: 'Dallas', code: 'TX' },
  { city: 'Fort Worth', code: 'TX' },
  { city: 'Austin', code: 'TX' },
  { city: 'San Antonio', code: 'TX' },
  { city: 'El Paso', code: 'TX' },
  { city: 'Lubbock', code: 'TX' },
  { city: 'Amarillo', code: 'TX' },
  { city: 'Corpus Christi', code: 'TX' },
  { city: 'Waco', code: 'TX' },
  { city: 'Beaumont', code: 'TX' },
  { city: 'Abilene', code: 'TX' },
  { city: 'San Angelo', code: 'TX' },
  { city: 'Nacogdoches', code: 'TX' },
  { city: 'Lufkin', code: 'TX' },
  { city: 'Laredo', code: 'TX' },
  { city: 'Norman', code: 'OK' },
  { city: 'Enid', code: 'OK' },
  { city: 'Lawton', code: 'OK' },
  { city: 'Stillwater', code: 'OK' },
  { city: 'Albuquerque', code: 'NM' },
  { city: 'Santa Fe', code: 'NM' },
  { city: 'Farmington', code: 'NM' },
  { city: 'Las Cruces', code: 'NM' },
  { city: 'Baton Rouge', code: 'LA' },
  { city: 'New Orleans', code: 'LA' },
  { city: 'Lafayette', code: 'LA' },
  { city: 'Lake Charles', code: 'LA' },
  { city: 'Monroe', code: 'LA' },
  { city: 'Alexandria', code: 'LA' },
];
