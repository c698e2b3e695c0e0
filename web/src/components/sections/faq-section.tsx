import { pageAnchors, type Faq } from '@landman/content';
import { FaqList } from './faq-list';
import { PageSection, type SectionTone } from './page-section';
import { SectionHeading } from './section-heading';

/** The questions band near the foot of service and location pages; absent when there are none. */
export function FaqSection({ faqs, tone }: { faqs: readonly Faq[]; tone?: SectionTone }) {
  if (faqs.length === 0) return null;
  return (
    <PageSection id={pageAnchors.faqs} labelledBy="faq-title" tone={tone}>
      <SectionHeading id="faq-title" title="Frequently Asked Questions" />
      <FaqList faqs={faqs} />
    </PageSection>
  );
}
