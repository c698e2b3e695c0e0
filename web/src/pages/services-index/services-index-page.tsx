import { serviceSlugs } from '@landman/content';
import { CtaBand } from '../../components/sections/cta-band';
import { PageHero } from '../../components/sections/page-hero';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';
import { ServiceCardGrid } from '../../components/sections/service-card-grid';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
];

/** `/services`: every service as a card (the mobile menu's way to all eleven). */
export default function ServicesIndexPage() {
  return (
    <>
      <Seo
        title="Landman & Mineral Rights Services"
        description="All eleven landman services: lease checks, leasehold audits, title curative, suspense royalties, heirship, right-of-way, surface, lithium and leasing work."
        path="/services"
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <PageHero
        eyebrow="Services"
        title="Landman & Mineral Rights Services"
        subtitle="Eleven ways I help operators, investors, developers and mineral owners get title, leases and payments right, each one grounded in the county and parish records."
        primary={{ label: 'Book Quick Lease Check', href: '/services/lease-checks' }}
        secondary={{ label: 'Schedule Exploratory Call', href: '/contact' }}
        breadcrumbs={crumbs}
        image={{ name: 'negotiation-table', alt: '' }}
      />
      <PageSection id="all-services" labelledBy="all-services-title">
        <SectionHeading
          id="all-services-title"
          title="Choose the Work Your Project Needs"
          intro="Not sure which one fits? Most engagements start with a short call about the tract, the documents you have and the decision in front of you."
        />
        <ServiceCardGrid slugs={serviceSlugs} />
      </PageSection>
      <CtaBand
        id="get-started"
        title="Not Sure Where to Start?"
        body="Describe the lease, the inheritance or the project in a few sentences and I will tell you which service fits and what it involves."
        primary={{ label: 'Schedule Exploratory Call', href: '/contact' }}
        secondary={{ label: 'See Service Areas', href: '/locations' }}
      />
    </>
  );
}
