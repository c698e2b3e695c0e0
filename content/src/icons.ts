/**
 * Icon names content may use. The web app maps each to a Material icon; keeping the list here
 * lets content stay free of React imports while staying typed.
 */
export const iconNames = [
  'search',
  'fact-check',
  'gavel',
  'payments',
  'family',
  'handshake',
  'route',
  'landscape',
  'bolt',
  'oil',
  'science',
  'map',
  'schedule',
  'description',
  'balance',
  'shield',
  'trending',
  'water',
  'solar',
  'wind',
  'battery',
  'account-balance',
  'location',
  'groups',
  'assignment',
  'verified',
  'warning',
  'school',
  'apartment',
  'agriculture',
] as const;
export type IconName = (typeof iconNames)[number];
