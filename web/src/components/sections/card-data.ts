import {
  featuredServiceSlugs,
  homeLocationSlugs,
  locationPages,
  servicePages,
} from '@landman/content';
import { buildCardData } from './build-card-data';

/**
 * Cards for every service and location. Grids read these instead of servicePage() and
 * locationPage(), so a page that only shows cards need not load the pages' full copy once the
 * build inlines this module's value (as it does for the navigation links).
 */
export const cardData = buildCardData({
  servicePages,
  locationPages,
  featuredServiceSlugs,
  homeLocationSlugs,
});
