import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImageKey } from '@landman/content';
import type { ReactNode } from 'react';
import { Illustration } from '../illustration/illustration';
import { PageSection, type SectionTone } from './page-section';

interface IntroBlockProps {
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** Beside the text; pages whose hero already shows their illustration leave it out. */
  image?: ImageKey;
  imageAlt?: string;
  /** Under the paragraphs beside the image, or in the right-hand column without one. */
  aside?: ReactNode;
  /** Shown full width under both columns (for example three highlight cards). */
  footer?: ReactNode;
  tone?: SectionTone;
}

/** The opening section after a hero: a few paragraphs beside an illustration or an aside. */
export function IntroBlock({
  id,
  title,
  paragraphs,
  image,
  imageAlt,
  aside,
  footer,
  tone = 'paper',
}: IntroBlockProps) {
  const titleId = `${id}-title`;
  return (
    <PageSection id={id} labelledBy={titleId} tone={tone}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 8 },
          alignItems: image ? 'center' : 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: image || aside ? '7fr 5fr' : 'minmax(0, 820px)',
          },
        }}
      >
        <Box>
          <Typography id={titleId} variant="h2" sx={{ color: 'primary.main', mb: 3 }}>
            {title}
          </Typography>
          {paragraphs.map((paragraph) => (
            <Typography key={paragraph} variant="body1" sx={{ mb: 2, color: 'text.primary' }}>
              {paragraph}
            </Typography>
          ))}
          {image && aside && <Box sx={{ mt: 3 }}>{aside}</Box>}
        </Box>
        {image ? (
          <Illustration name={image} alt={imageAlt ?? ''} sx={{ borderRadius: 2 }} />
        ) : (
          aside && <Box sx={{ mt: { md: 1 } }}>{aside}</Box>
        )}
      </Box>
      {footer && <Box sx={{ mt: { xs: 5, md: 7 } }}>{footer}</Box>}
    </PageSection>
  );
}
