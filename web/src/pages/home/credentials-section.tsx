import Box from '@mui/material/Box';
import { homePage } from '@landman/content';
import { CardGrid } from '../../components/sections/card-grid';
import { CtaButton } from '../../components/sections/cta-button';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';

/** The four reasons to trust the work, with the way to the full credentials. */
export function CredentialsSection() {
  const { title, intro, button, highlights } = homePage.credentials;
  return (
    <PageSection id="credentials" labelledBy="credentials-title" tone="paper">
      <SectionHeading id="credentials-title" eyebrow="Credentials" title={title} intro={intro} />
      <CardGrid items={highlights} columns={4} />
      <Box sx={{ mt: 5 }}>
        <CtaButton action={button} emphasis="outline" />
      </Box>
    </PageSection>
  );
}
