import Box from '@mui/material/Box';
import { homePage } from '@landman/content';
import { CtaButton } from '../../components/sections/cta-button';
import { PageSection } from '../../components/sections/page-section';
import { SectionHeading } from '../../components/sections/section-heading';
import { StateCards } from '../../components/sections/state-cards';

/** The navy multi-state band: Texas, Oklahoma, New Mexico and Louisiana. */
export function StatesBand() {
  const { title, intro, items, button } = homePage.states;
  return (
    <PageSection id="coverage" labelledBy="coverage-title" tone="navy">
      <SectionHeading
        id="coverage-title"
        eyebrow="Multi-State Coverage"
        title={title}
        intro={intro}
        onDark
      />
      <StateCards items={items} />
      <Box sx={{ mt: 5 }}>
        <CtaButton action={button} />
      </Box>
    </PageSection>
  );
}
