import { pageAnchors, servicePath, type ServicePage as ServiceContent } from '@landman/content';
import { Checklist } from '../../components/sections/checklist';
import { CtaBand } from '../../components/sections/cta-band';
import { FaqSection } from '../../components/sections/faq-section';
import { PageOpening } from '../../components/sections/page-opening';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';
import { SectionList } from '../../components/sections/section-renderer';
import { ServiceCardGrid } from '../../components/sections/service-card-grid';
import { StepsList } from '../../components/sections/steps-list';
import { alternateTone } from '../../components/sections/alternate-tone';

const contact = '/contact';

/** `/services/<slug>`: the one layout every service page's content module is rendered with. */
export default function ServicePage({ page }: { page: ServiceContent }) {
  const path = servicePath(page.slug);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: page.name, path },
  ];
  // Bands after the content sections keep alternating where the sections left off.
  const next = (offset: number) => alternateTone(page.sections.length + offset);
  return (
    <>
      <PageOpening
        page={page}
        path={path}
        crumbs={crumbs}
        introAside={
          page.intro.highlights && <Checklist items={page.intro.highlights} columns={1} />
        }
      />
      <SectionList sections={page.sections} />
      <PageSection id={pageAnchors.process} labelledBy="process-title" tone={next(0)}>
        <SectionHeading id="process-title" title={page.process.title} intro={page.process.intro} />
        <StepsList steps={page.process.steps} />
      </PageSection>
      <FaqSection faqs={page.faqs} tone={next(1)} />
      <PageSection id="related-services" labelledBy="related-services-title" tone={next(2)}>
        <SectionHeading id="related-services-title" title="Related Services" />
        <ServiceCardGrid slugs={page.related} />
      </PageSection>
      <CtaBand
        id="get-started"
        title={page.cta.title}
        body={page.cta.body}
        primary={{ label: page.cta.buttonLabel, href: contact }}
      />
    </>
  );
}
