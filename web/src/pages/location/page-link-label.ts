import {
  locationPath,
  locationSlugs,
  servicePath,
  serviceSlugs,
  staticRoutes,
} from '@landman/content';
import { cardData } from '../../components/sections/card-data';

/** The name a site path is known by in menus: a service, a location or a static page. */
export function pageLinkLabel(href: string): string {
  const path = href.split('#')[0];
  const service = serviceSlugs.find((slug) => servicePath(slug) === path);
  if (service) return cardData.services[service].name;
  const location = locationSlugs.find((slug) => locationPath(slug) === path);
  if (location) return cardData.locations[location].name;
  const route = staticRoutes.find((r) => r.path === path);
  if (route) return route.label;
  throw new Error(`No page is known for the link ${href}`);
}
