import {
  contactLocationOptions,
  locationPages,
  type LocationPage,
  type LocationSlug,
} from '@landman/content';
import { normalize } from '../text/normalize';

/**
 * Basins, plays and regions visitors name instead of a city. Which location pages a term points to
 * is not written here: it is read from the pages themselves (a term belongs to every page whose
 * text mentions it), so the assistant only claims what the pages say.
 */
const areaTerms = [
  'Permian',
  'Permian Basin',
  'Midland Basin',
  'Delaware Basin',
  'Spraberry',
  'Wolfcamp',
  'Haynesville',
  'Cotton Valley',
  'East Texas',
  'East Texas Basin',
  'Smackover',
  'Eagle Ford',
  'Eaglebine',
  'Austin Chalk',
  'Brazos Valley',
  'SCOOP',
  'SCOOP and STACK',
  'Anadarko',
  'Anadarko Basin',
  'Woodford',
  'Red River',
  'Caddo',
  'Brazos',
  'Bossier',
  'Ark-La-Tex',
  'Piney Woods',
] as const;

/** Short forms people use for a city that the page itself does not spell out. */
const cityAliases: Partial<Record<LocationSlug, readonly string[]>> = {
  'oklahoma-city-ok': ['OKC', 'OK City', 'Oklahoma City metro'],
  'bryan-tx': ['Bryan College Station', 'Bryan-College Station'],
  'shreveport-la': ['Shreveport-Bossier', 'Shreveport Bossier'],
};

export interface LocationTerm {
  slug: LocationSlug;
  /** Raw phrase as written (a city, county, town or area name). */
  phrase: string;
  via: 'city' | 'county' | 'town' | 'area';
  /** The coverage note when the phrase is a nearby town the page lists. */
  note?: string;
}

function pageText(page: LocationPage): string {
  return normalize(JSON.stringify(page));
}

/** Counties named in a page's coverage notes ("Ector County seat ...") belong to that page. */
function coverageCounties(page: LocationPage): string[] {
  const found = page.coverage.towns.flatMap((t) =>
    [...t.note.matchAll(/([A-Z][a-z]+(?: [A-Z][a-z]+)?) (County|Parish)\b/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    ),
  );
  return [...new Set(found)];
}

function termsFor(page: LocationPage): LocationTerm[] {
  const text = pageText(page);
  return [
    { slug: page.slug, phrase: page.city, via: 'city' },
    { slug: page.slug, phrase: page.name, via: 'city' },
    ...(cityAliases[page.slug] ?? []).map((phrase) => ({
      slug: page.slug,
      phrase,
      via: 'city' as const,
    })),
    { slug: page.slug, phrase: page.county, via: 'county' },
    // Bare county names ("Smith", "Lea") are also surnames, so a county counts only with its
    // "County" or "Parish"; the few that are regions in their own right are area terms.
    ...coverageCounties(page).map((c) => ({ slug: page.slug, phrase: c, via: 'county' as const })),
    ...page.coverage.towns.map((t) => ({
      slug: page.slug,
      phrase: t.name,
      via: 'town' as const,
      note: t.note,
    })),
    ...areaTerms
      .filter((term) => ` ${text} `.includes(` ${normalize(term)} `))
      .map((term) => ({ slug: page.slug, phrase: term, via: 'area' as const })),
  ];
}

export const locationTerms: readonly LocationTerm[] = locationPages.flatMap(termsFor);

/** Form option each location is filed under when the chat stores a request. */
export const locationContactOption: Record<LocationSlug, (typeof contactLocationOptions)[number]> =
  Object.fromEntries(
    locationPages.map((page) => {
      const option = contactLocationOptions.find((o) => o === page.name.replace(',', ''));
      if (!option) throw new Error(`No contact form option for "${page.name}"`);
      return [page.slug, option];
    }),
  ) as Record<LocationSlug, (typeof contactLocationOptions)[number]>;
