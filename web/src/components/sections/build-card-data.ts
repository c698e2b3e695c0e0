import type {
  LocationCard,
  LocationPage,
  LocationSlug,
  ServiceCard,
  ServicePage,
  ServiceSlug,
} from '@landman/content';

export interface CardData {
  services: Record<ServiceSlug, { name: string; card: ServiceCard }>;
  locations: Record<LocationSlug, { name: string; card: LocationCard }>;
  /** The six services the home page features, in order. */
  featuredServiceSlugs: readonly ServiceSlug[];
  /** The four locations on the home page, in order. */
  homeLocationSlugs: readonly LocationSlug[];
}

/** The parts of the content package the card grids read. */
export interface CardContent {
  servicePages: readonly Pick<ServicePage, 'slug' | 'name' | 'card'>[];
  locationPages: readonly Pick<LocationPage, 'slug' | 'name' | 'card'>[];
  featuredServiceSlugs: readonly ServiceSlug[];
  homeLocationSlugs: readonly LocationSlug[];
}

/**
 * Service and location cards keyed by slug, and the home page's picks. A pure function of the content tables, so a build
 * can evaluate it once and ship the cards alone instead of every page's full copy.
 */
export function buildCardData(content: CardContent): CardData {
  return {
    services: Object.fromEntries(
      content.servicePages.map((p) => [p.slug, { name: p.name, card: p.card }]),
    ) as CardData['services'],
    locations: Object.fromEntries(
      content.locationPages.map((p) => [p.slug, { name: p.name, card: p.card }]),
    ) as CardData['locations'],
    featuredServiceSlugs: content.featuredServiceSlugs,
    homeLocationSlugs: content.homeLocationSlugs,
  };
}
