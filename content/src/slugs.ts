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

/** A URL name from a title: lowercase ASCII words joined by hyphens ("Pooling & Spacing" -> "pooling-spacing"). */
export function slugFromTitle(title: string, maxLength = 80): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  return slug || 'post';
}
