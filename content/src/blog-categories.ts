import type { ImageKey } from './images';

export interface BlogCategory {
  name: string;
  /** Badge colour (a fixed brand colour per category, as the spec asks). */
  color: string;
  image: ImageKey;
  imageAlt: string;
  description: string;
}

/** The ten categories shown as tiles, in the spec's order. */
export const blogCategories: readonly BlogCategory[] = [
  {
    name: 'Leasehold Insights',
    color: '#1f5f8b',
    image: 'oilfield-sunrise',
    imageAlt: 'Pump jacks at sunrise on a leased tract',
    description: 'Lease terms, audits and what operators miss.',
  },
  {
    name: 'Minerals & Suspense',
    color: '#2e7d32',
    image: 'audit-ledger',
    imageAlt: 'A royalty ledger with suspended payments marked',
    description: 'Finding and releasing suspended royalties.',
  },
  {
    name: 'ROW & Renewables',
    color: '#00838f',
    image: 'solar-wind',
    imageAlt: 'Solar panels and wind turbines on open range',
    description: 'Easements, transmission, solar and wind.',
  },
  {
    name: 'Title & Legal',
    color: '#6a1b9a',
    image: 'title-documents',
    imageAlt: 'Deeds and title opinions on a desk',
    description: 'Chains of title, curative and recording.',
  },
  {
    name: 'Regional Focus',
    color: '#ad5a00',
    image: 'permian-plains',
    imageAlt: 'Drilling rigs on the Permian plains',
    description: 'Basins, counties and local practice.',
  },
  {
    name: 'Market Analysis',
    color: '#37474f',
    image: 'market-chart',
    imageAlt: 'A chart of commodity prices over time',
    description: 'Prices, bonus trends and deal flow.',
  },
  {
    name: 'Estate & Heirship',
    color: '#8d3b2f',
    image: 'family-estate',
    imageAlt: 'A family homestead with a pasture and a windmill',
    description: 'Probate, heirs and family mineral legacies.',
  },
  {
    name: 'Due Diligence',
    color: '#283593',
    image: 'county-records',
    imageAlt: 'Bound volumes of county deed records',
    description: 'Acquisitions, divestitures and risk.',
  },
  {
    name: 'Regulatory Updates',
    color: '#c62828',
    image: 'negotiation-table',
    imageAlt: 'Regulatory filings spread on a conference table',
    description: 'Commission rules, permits and filings.',
  },
  {
    name: 'Tax & Planning',
    color: '#4e6e2e',
    image: 'ranch-land',
    imageAlt: 'Ranch land under a wide sky',
    description: 'Planning around mineral income and transfers.',
  },
];

/** Known to the post page but not shown as a tile. */
export const extraBlogCategories: readonly BlogCategory[] = [
  {
    name: 'Surface Rights',
    color: '#5d4037',
    image: 'ranch-land',
    imageAlt: 'Ranch land with a caliche road and a well pad',
    description: 'Surface use, damages and landowner rights.',
  },
];

/** Steel blue badge and default image for a category the site does not know. */
export const defaultBlogCategory: BlogCategory = {
  name: 'Industry Insights',
  color: '#4682b4',
  image: 'oilfield-sunrise',
  imageAlt: 'An oil field at sunrise',
  description: 'Industry insights.',
};

/**
 * The category a `?category=` filter names, when the site knows it (a tile, or another category
 * its articles use); undefined otherwise, so made-up values neither reach page titles nor
 * become pages of their own.
 */
export function filterableBlogCategory(requested: string | null | undefined): string | undefined {
  const name = requested?.trim();
  if (!name) return undefined;
  return [...blogCategories, ...extraBlogCategories].some((c) => c.name === name)
    ? name
    : undefined;
}

export function blogCategoryStyle(name: string): BlogCategory {
  return (
    [...blogCategories, ...extraBlogCategories].find((c) => c.name === name) ?? defaultBlogCategory
  );
}
