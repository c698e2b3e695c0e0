import { homePage } from '@landman/content';
import { cardData } from '../../components/sections/card-data';
import { LocationCardGrid } from '../../components/sections/location-card-grid';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';

/** The four Texas service areas as picture cards. */
export function HomeLocationsSection() {
  const { title, intro } = homePage.locations;
  return (
    <PageSection id="locations" labelledBy="locations-title" tone="paper">
      <SectionHeading id="locations-title" eyebrow="Service Areas" title={title} intro={intro} />
      <LocationCardGrid slugs={cardData.homeLocationSlugs} />
    </PageSection>
  );
}
