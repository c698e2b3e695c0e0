import type { LocationPage } from '@landman/content';
import { fitColumns } from '../../components/sections/card-columns';
import { LocationCardGrid } from '../../components/sections/location-card-grid';
import { PageSection, type SectionTone } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';
import { RelatedLinks } from './related-links';

/** Other service areas this one borders, as picture cards, then the page's further links. */
export function NearbySection({ page, tone }: { page: LocationPage; tone: SectionTone }) {
  return (
    <PageSection id="nearby" labelledBy="nearby-title" tone={tone}>
      <SectionHeading
        id="nearby-title"
        title="Nearby Service Areas"
        intro={`Minerals, heirs and pipelines cross county lines. These service areas border the work I do around ${page.city}.`}
      />
      <LocationCardGrid slugs={page.nearby} columns={fitColumns(page.nearby.length)} />
      <RelatedLinks page={page} />
    </PageSection>
  );
}
