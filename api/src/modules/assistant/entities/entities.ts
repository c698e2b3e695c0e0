import type { LocationSlug, ServiceSlug, StateCode } from '@landman/content';

export interface LocationHit {
  slug: LocationSlug;
  via: 'city' | 'county' | 'town' | 'area';
  /** The name the visitor used, as the content spells it. */
  phrase: string;
  note?: string;
}

/** What a message names: services, places and states, in the order the visitor wrote them. */
export interface Entities {
  services: ServiceSlug[];
  /** Services the visitor ruled out ("not a lease check"). */
  negatedServices: ServiceSlug[];
  locations: LocationHit[];
  states: StateCode[];
  /** A large city with no location page, and the covered state it is in. */
  otherCities: { city: string; code: StateCode }[];
  /** Places outside the four covered states. */
  uncovered: string[];
  /** "Smith County", "Caddo Parish": any county or parish the visitor names. */
  counties: string[];
  /**
   * Places named only as where a person lives ("my sister lives in California"): not the place
   * of the minerals, so neither covered nor refused (place-roles.ts).
   */
  residences: string[];
  /**
   * A county named with no state whose name more than one of the four states has ("Washington
   * County"): asked about, never assumed. Counties of that name elsewhere are outside anyway.
   */
  ambiguousCounties: { name: string; states: StateCode[] }[];
}
