import { locationPage, stateByCode } from '@landman/content';
import type { Entities } from '../entities/entities';
import { locationContactOption } from '../entities/location.lexicon';
import type { PlaceValue } from './session-state';

/**
 * The place a message names, as a form option plus the visitor's own words. A city, county or
 * town on a location page files under that location; a state or other place files under Other.
 */
export function placeFrom(entities: Entities): PlaceValue | undefined {
  const county = entities.counties[0];
  const hit = entities.locations[0];
  if (hit) {
    const page = locationPage(hit.slug);
    const state = stateByCode(page.state).name;
    const detail =
      hit.via === 'area'
        ? `${hit.phrase} (${page.name})`
        : hit.via === 'city'
          ? page.name
          : `${hit.phrase}, ${state}`;
    return {
      option: locationContactOption[hit.slug],
      detail,
      state: page.state,
      county: hit.via === 'county' ? hit.phrase : county,
      location: hit.slug,
    };
  }
  const code = entities.states[0] ?? entities.otherCities[0]?.code;
  if (code) {
    const state = stateByCode(code).name;
    const city = entities.otherCities[0]?.city;
    const where = [city, county].filter(Boolean).join(', ');
    return { option: 'Other', detail: where ? `${where}, ${state}` : state, state: code, county };
  }
  if (county) return { option: 'Other', detail: county, county };
  const elsewhere = entities.uncovered[0];
  return elsewhere ? { option: 'Other', detail: elsewhere } : undefined;
}

/** A bare state after a detailed place in the same state adds nothing; keep the detail. */
export function mergePlace(previous: PlaceValue | undefined, next: PlaceValue): PlaceValue {
  if (!previous) return next;
  const onlyState =
    next.option === 'Other' &&
    !next.county &&
    next.state &&
    next.detail === stateByCode(next.state).name;
  if (onlyState && previous.state === next.state) return previous;
  // "Lea County" after "New Mexico": keep both.
  if (next.county && !next.state && previous.state && !previous.county) {
    return {
      ...previous,
      county: next.county,
      detail: `${next.county}, ${stateByCode(previous.state).name}`,
    };
  }
  return next;
}
