/**
 * Keys of the self-hosted illustrations. Content names an image by key; the web app maps each
 * key to an optimized file it ships (no remote images anywhere).
 */
export const imageKeys = [
  'oilfield-sunrise',
  'title-documents',
  'county-records',
  'family-estate',
  'pipeline-row',
  'solar-wind',
  'lithium-brine',
  'permian-plains',
  'piney-woods',
  'refinery-town',
  'university-town',
  'prairie-rigs',
  'desert-basin',
  'bayou-river',
  'negotiation-table',
  'ranch-land',
  'audit-ledger',
  'market-chart',
] as const;
export type ImageKey = (typeof imageKeys)[number];
