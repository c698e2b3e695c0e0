import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** Background of a band: the page colour, white paper, or the navy brand colour. */
export type SectionTone = 'default' | 'paper' | 'navy';

interface PageSectionProps {
  /** Anchor for in-page links such as /services/lease-checks#turnaround. */
  id: string;
  /** Id of the heading that names this section for assistive technology. */
  labelledBy?: string;
  tone?: SectionTone;
  children: ReactNode;
}

const toneSx = {
  default: { bgcolor: 'background.default', color: 'text.primary' },
  paper: { bgcolor: 'background.paper', color: 'text.primary' },
  navy: { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

/** One full-width band of a page, holding its content in the site's container. */
export function PageSection({ id, labelledBy, tone = 'default', children }: PageSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={{ ...toneSx[tone], py: { xs: 6, md: 9 }, scrollMarginTop: { xs: 72, md: 88 } }}
    >
      <Container>{children}</Container>
    </Box>
  );
}
