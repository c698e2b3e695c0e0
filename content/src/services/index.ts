import type { ServicePage } from '../page-types';
import type { ServiceSlug } from '../slugs';
import { dealEvaluation } from './deal-evaluation';
import { estateHeirship } from './estate-heirship';
import { leaseChecks } from './lease-checks';
import { leaseholdAudits } from './leasehold-audits';
import { lithiumLeasing } from './lithium-leasing';
import { lithiumRenewables } from './lithium-renewables';
import { oilGasLeasing } from './oil-gas-leasing';
import { rowAcquisition } from './row-acquisition';
import { surfaceSettlements } from './surface-settlements';
import { suspenseMinerals } from './suspense-minerals';
import { titleCurative } from './title-curative';

/** All 11 service pages in the spec's order. */
export const servicePages: readonly ServicePage[] = [
  leaseChecks,
  leaseholdAudits,
  titleCurative,
  suspenseMinerals,
  dealEvaluation,
  estateHeirship,
  rowAcquisition,
  surfaceSettlements,
  lithiumRenewables,
  oilGasLeasing,
  lithiumLeasing,
];

/** The six services featured on the home page, footer and mobile menu, in the spec's order. */
export const featuredServiceSlugs: readonly ServiceSlug[] = [
  'lease-checks',
  'leasehold-audits',
  'title-curative',
  'suspense-minerals',
  'estate-heirship',
  'lithium-renewables',
];

export function servicePage(slug: ServiceSlug): ServicePage {
  const page = servicePages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No service page for ${slug}`);
  return page;
}

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((p) => p.slug === slug);
}
