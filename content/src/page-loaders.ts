import type { LocationPage, ServicePage } from './page-types';
import type { LocationSlug, ServiceSlug } from './slugs';

/**
 * One dynamic import per page, so a browser showing a service or location page downloads that
 * page's copy and no other. Each module is named after its slug: the web route table points
 * modulepreload hints at `services/<slug>.ts` and `locations/<slug>.ts`.
 */
const serviceLoaders: { readonly [S in ServiceSlug]: () => Promise<ServicePage> } = {
  'lease-checks': async () => (await import('./services/lease-checks.js')).leaseChecks,
  'leasehold-audits': async () => (await import('./services/leasehold-audits.js')).leaseholdAudits,
  'title-curative': async () => (await import('./services/title-curative.js')).titleCurative,
  'suspense-minerals': async () =>
    (await import('./services/suspense-minerals.js')).suspenseMinerals,
  'deal-evaluation': async () => (await import('./services/deal-evaluation.js')).dealEvaluation,
  'estate-heirship': async () => (await import('./services/estate-heirship.js')).estateHeirship,
  'row-acquisition': async () => (await import('./services/row-acquisition.js')).rowAcquisition,
  'surface-settlements': async () =>
    (await import('./services/surface-settlements.js')).surfaceSettlements,
  'lithium-renewables': async () =>
    (await import('./services/lithium-renewables.js')).lithiumRenewables,
  'oil-gas-leasing': async () => (await import('./services/oil-gas-leasing.js')).oilGasLeasing,
  'lithium-leasing': async () => (await import('./services/lithium-leasing.js')).lithiumLeasing,
};

const locationLoaders: { readonly [L in LocationSlug]: () => Promise<LocationPage> } = {
  'tyler-tx': async () => (await import('./locations/tyler-tx.js')).tylerTx,
  'longview-tx': async () => (await import('./locations/longview-tx.js')).longviewTx,
  'bryan-tx': async () => (await import('./locations/bryan-tx.js')).bryanTx,
  'midland-tx': async () => (await import('./locations/midland-tx.js')).midlandTx,
  'oklahoma-city-ok': async () => (await import('./locations/oklahoma-city-ok.js')).oklahomaCityOk,
  'hobbs-nm': async () => (await import('./locations/hobbs-nm.js')).hobbsNm,
  'shreveport-la': async () => (await import('./locations/shreveport-la.js')).shreveportLa,
};

export const loadServicePage = (slug: ServiceSlug): Promise<ServicePage> => serviceLoaders[slug]();

export const loadLocationPage = (slug: LocationSlug): Promise<LocationPage> =>
  locationLoaders[slug]();
