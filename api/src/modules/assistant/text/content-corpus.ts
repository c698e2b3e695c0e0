import {
  aboutPage,
  consultationOffers,
  contactLocationOptions,
  contactServiceOptions,
  homePage,
  leaseCheckTurnaround,
  locationPages,
  marketingFigures,
  privacyPolicy,
  severanceDefaults,
  servicePages,
  site,
  states,
  termsOfService,
  toolList,
  toolsNeverStatement,
} from '@landman/content';

/** Every string in a content tree, depth first. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The site's own published text: what the pages render plus the exact facts. The assistant's
 * spelling vocabulary and its figure check both read this, so neither keeps a second copy.
 */
export const contentStrings: readonly string[] = stringsOf([
  site,
  servicePages,
  locationPages,
  homePage,
  aboutPage,
  privacyPolicy,
  termsOfService,
  leaseCheckTurnaround,
  marketingFigures,
  consultationOffers,
  contactServiceOptions,
  contactLocationOptions,
  states,
  // The owner tools' own words (their intros state the statutes' periods the assistant may
  // quote); not their forms, whose placeholders are examples, not facts.
  toolList.map(({ name, title, seo, intro, summary, questions }) => ({
    name,
    title,
    seo,
    intro,
    summary,
    questions,
  })),
  toolsNeverStatement,
  // The production tax rates the Check Estimate tool starts from, as it states them.
  Object.values(severanceDefaults).flatMap((rates) => Object.values(rates).map((r) => r.source)),
]);

/**
 * Counts the site states as coverage ("4 states, 7 cities, 11 services"). They are facts derived
 * from the content lists, not typed anywhere as numbers.
 */
export const coverageCounts = {
  states: states.length,
  cities: locationPages.length,
  services: servicePages.length,
} as const;

/** Published text plus the coverage counts: everything a reply may take a figure from. */
export function contentCorpus(): string[] {
  return [
    ...contentStrings,
    `${coverageCounts.states} states, ${coverageCounts.cities} cities, ${coverageCounts.services} services`,
  ];
}
