import type { LocationSlug } from './slugs';

export const stateCodes = ['TX', 'OK', 'NM', 'LA'] as const;
export type StateCode = (typeof stateCodes)[number];

export interface StateInfo {
  code: StateCode;
  name: string;
  /** The location page a state card links to. */
  primaryLocation: LocationSlug;
}

export const states: readonly StateInfo[] = [
  { code: 'TX', name: 'Texas', primaryLocation: 'midland-tx' },
  { code: 'OK', name: 'Oklahoma', primaryLocation: 'oklahoma-city-ok' },
  { code: 'NM', name: 'New Mexico', primaryLocation: 'hobbs-nm' },
  { code: 'LA', name: 'Louisiana', primaryLocation: 'shreveport-la' },
];

export function stateByCode(code: StateCode): StateInfo {
  const state = states.find((s) => s.code === code);
  if (!state) throw new Error(`Unknown state ${code}`);
  return state;
}
