import { homePage, locationSlugs } from '@landman/content';
import { CtaBand } from '../../components/sections/cta-band';
import { LocationCardGrid } from '../../components/sections/location-card-grid';
import { PageHero } from '../../components/sections/page-hero';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';
import { StateCards } from '../../components/sections/state-cards';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Service Areas', path: '/locations' },
];

/** `/locations`: every service area as a card, then the four states (the mobile menu's way in). */
export default function LocationsIndexPage() {
  return (
    <>
      <Seo
        title="Service Areas in Texas, Oklahoma, New Mexico & Louisiana"
        description="Landman service areas: Tyler, Longview, Bryan and Midland in Texas, Oklahoma City, Hobbs in New Mexico and Shreveport in Louisiana, plus the towns around them."
        path="/locations"
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <PageHero
        eyebrow="Service Areas"
        title="Where I Work: Seven Cities, Four States"
        subtitle="From the East Texas piney woods to the Delaware Basin, each service area has its own courthouses, regulators and habits of title. These are the places I know on the ground."
        primary={{ label: 'Discuss Your Project', href: '/contact' }}
        secondary={{ label: 'View All Services', href: '/services' }}
        breadcrumbs={crumbs}
        image={{ name: 'permian-plains', alt: '' }}
      />
      <PageSection id="all-locations" labelledBy="all-locations-title">
        <SectionHeading
          id="all-locations-title"
          title="Choose a Service Area"
          intro="Each page covers the local basins, records offices, regulatory quirks and the nearby towns I serve from there."
        />
        <LocationCardGrid slugs={locationSlugs} />
      </PageSection>
      <PageSection id="states" labelledBy="states-title" tone="paper">
        <SectionHeading
          id="states-title"
          title={homePage.states.title}
          intro={homePage.states.intro}
        />
        <StateCards items={homePage.states.items} />
      </PageSection>
      <CtaBand
        id="get-started"
        title="Working Somewhere Not Listed?"
        body="Projects cross county and state lines all the time. If your minerals or your route sit near any of these areas, send the details and I will tell you how I can help."
        primary={{ label: 'Discuss Your Project', href: '/contact' }}
      />
    </>
  );
}
