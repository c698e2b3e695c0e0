import Box from '@mui/material/Box';
import { homePage } from '@landman/content';
import { cardData } from '../../components/sections/card-data';
import { CtaButton } from '../../components/sections/cta-button';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';
import { ServiceCardGrid } from '../../components/sections/service-card-grid';

/** The six featured services as cards, and the way to the rest. */
export function HomeServicesSection() {
  const { title, intro, button } = homePage.services;
  return (
    <PageSection id="services" labelledBy="services-title">
      <SectionHeading id="services-title" eyebrow="Services" title={title} intro={intro} />
      <ServiceCardGrid slugs={cardData.featuredServiceSlugs} />
      <Box sx={{ mt: 5, textAlign: 'center' }}>
        <CtaButton action={button} />
      </Box>
    </PageSection>
  );
}
