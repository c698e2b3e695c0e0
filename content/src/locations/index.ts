import type { LocationPage } from '../page-types';
import type { LocationSlug } from '../slugs';
import { bryanTx } from './bryan-tx';
import { hobbsNm } from './hobbs-nm';
import { longviewTx } from './longview-tx';
import { midlandTx } from './midland-tx';
import { oklahomaCityOk } from './oklahoma-city-ok';
import { shreveportLa } from './shreveport-la';
import { tylerTx } from './tyler-tx';

/** All 7 location pages in the spec's order. */
export const locationPages: readonly LocationPage[] = [
  tylerTx,
  longviewTx,
  bryanTx,
  midlandTx,
  oklahomaCityOk,
  hobbsNm,
  shreveportLa,
];

/** Home page grid: the four Texas service areas. Mobile menu: the first four. Footer: the first six. */
export const homeLocationSlugs: readonly LocationSlug[] = [
  'tyler-tx',
  'longview-tx',
  'bryan-tx',
  'midland-tx',
];

export function locationPage(slug: LocationSlug): LocationPage {
  const page = locationPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No location page for ${slug}`);
  return page;
}

export function findLocationPage(slug: string): LocationPage | undefined {
  return locationPages.find((p) => p.slug === slug);
}
