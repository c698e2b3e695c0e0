/** Slugs in the order the spec lists them; navigation order follows this order. */
export const serviceSlugs = [
  'lease-checks',
  'leasehold-audits',
  'title-curative',
  'suspense-minerals',
  'deal-evaluation',
  'estate-heirship',
  'row-acquisition',
  'surface-settlements',
  'lithium-renewables',
  'oil-gas-leasing',
  'lithium-leasing',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const locationSlugs = [
  'tyler-tx',
  'longview-tx',
  'bryan-tx',
  'midland-tx',
  'oklahoma-city-ok',
  'hobbs-nm',
  'shreveport-la',
] as const;
export type LocationSlug = (typeof locationSlugs)[number];
