import {
  featuredServiceSlugs,
  locationPages,
  locationPath,
  servicePages,
  servicePath,
  staticRoutes,
  toolList,
  toolPath,
} from '@landman/content';
import { buildNavLinks } from './build-nav-links';

/**
 * Navigation links for the header and footer.
 * In the Vite build this module is replaced by its evaluated value (see `inlineNavLinks` in
 * vite.config.ts), so the entry bundle carries link labels instead of all service and location copy.
 */
export const navLinks = buildNavLinks({
  servicePages,
  locationPages,
  featuredServiceSlugs,
  servicePath,
  locationPath,
  staticRoutes,
  tools: toolList.map(({ slug, name }) => ({ slug, name })),
  toolPath,
});
