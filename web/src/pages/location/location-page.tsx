import { locationPath, pageAnchors, type LocationPage as LocationContent } from '@landman/content';
import { alternateTone } from '../../components/sections/alternate-tone';
import { CardGrid } from '../../components/sections/card-grid';
import { CtaBand } from '../../components/sections/cta-band';
import { FaqSection } from '../../components/sections/faq-section';
import { PageOpening } from '../../components/sections/page-opening';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';
import { SectionRenderer } from '../../components/sections/section-renderer';
import { CoverageGrid } from './coverage-grid';
import { LocationServicesGrid } from './location-services-grid';
import { NearbySection } from './nearby-section';
import { RelatedLinks } from './related-links';

/** `/locations/<slug>`: the one layout every location page's content module is rendered with. */
export default function LocationPage({ page }: { page: LocationContent }) {
  const path = locationPath(page.slug);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Service Areas', path: '/locations' },
    { name: page.name, path },
  ];
  // Resources come first after the intro; every later band continues the alternation.
  const tone = alternateTone;
  const afterTopics = 1 + page.topics.length;
  // Nearby areas get their own band; without any, the page's links close the coverage band.
  const hasNearby = page.nearby.length > 0;
  const faqTone = tone(afterTopics + (hasNearby ? 3 : 2));
  return (
    <>
      <PageOpening
        page={page}
        path={path}
        crumbs={crumbs}
        introFooter={<CardGrid items={page.intro.highlights} columns={3} />}
      />
      <PageSection id={pageAnchors.resources} labelledBy="local-resources-title" tone={tone(0)}>
        <SectionHeading
          id="local-resources-title"
          title={page.resources.title}
          intro={page.resources.intro}
        />
        <CardGrid items={page.resources.items} />
      </PageSection>
      {page.topics.map((section, index) => (
        <SectionRenderer key={section.id} section={section} tone={tone(1 + index)} />
      ))}
      <PageSection id={pageAnchors.services} labelledBy="services-title" tone={tone(afterTopics)}>
        <SectionHeading
          id="services-title"
          title={page.services.title}
          intro={page.services.intro}
        />
        <LocationServicesGrid services={page.services} />
      </PageSection>
      <PageSection
        id={pageAnchors.coverage}
        labelledBy="coverage-title"
        tone={tone(afterTopics + 1)}
      >
        <SectionHeading
          id="coverage-title"
          title={page.coverage.title}
          intro={page.coverage.intro}
        />
        <CoverageGrid towns={page.coverage.towns} />
        {!hasNearby && <RelatedLinks page={page} />}
      </PageSection>
      {hasNearby && <NearbySection page={page} tone={tone(afterTopics + 2)} />}
      <FaqSection faqs={page.faqs} tone={faqTone} />
      <CtaBand
        id="get-started"
        title={page.cta.title}
        body={page.cta.body}
        note={page.cta.note}
        primary={page.cta.primary}
        secondary={page.cta.secondary}
      />
    </>
  );
}
