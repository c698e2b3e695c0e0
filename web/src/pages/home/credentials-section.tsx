import Box from '@mui/material/Box';
import { homePage } from '@landman/content';
import { PersonCard } from '../../components/person/person-card';
import { CardGrid } from '../../components/sections/card-grid';
import { CtaButton } from '../../components/sections/cta-button';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';

/** The person behind the work, the four reasons to trust it, and the way to the full credentials. */
export function CredentialsSection() {
  const { title, intro, button, highlights } = homePage.credentials;
  return (
    <PageSection id="credentials" labelledBy="credentials-title" tone="paper">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '7fr 5fr' },
          mb: { xs: 4, md: 6 },
        }}
      >
        <SectionHeading id="credentials-title" eyebrow="Credentials" title={title} intro={intro} />
        <Box
          sx={{
            p: 3,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <PersonCard markSize={72} />
        </Box>
      </Box>
      <CardGrid items={highlights} columns={4} />
      <Box sx={{ mt: 5 }}>
        <CtaButton action={button} emphasis="outline" />
      </Box>
    </PageSection>
  );
}
