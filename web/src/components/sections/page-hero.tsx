import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ImageKey } from '@landman/content';
import type { ReactNode } from 'react';
import { Illustration } from '../illustration/illustration';
import type { CtaAction } from './cta-action';
import { CtaButtons } from './cta-buttons';
import { PageBreadcrumbs, type Crumb } from './page-breadcrumbs';

interface PageHeroProps {
  eyebrow: string;
  /** The page's one H1. */
  title: string;
  subtitle: string;
  primary?: CtaAction;
  secondary?: CtaAction;
  /** The page's illustration, right of the text on wide screens. */
  image?: { name: ImageKey; alt: string };
  /** Instead of an image: something of the page's own beside the text (it handles phones). */
  aside?: ReactNode;
  /** Phones see the art only where it is the page's lead (home); elsewhere text comes first. */
  imageOnPhones?: boolean;
  breadcrumbs?: readonly Crumb[];
}

/** The navy band that opens every page: eyebrow, H1, subtitle, up to two actions, optional art. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  primary,
  secondary,
  image,
  imageOnPhones = false,
  aside,
  breadcrumbs,
}: PageHeroProps) {
  return (
    <Box
      component="header"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}
    >
      <Container>
        {breadcrumbs && <PageBreadcrumbs items={breadcrumbs} />}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: image || aside ? '7fr 5fr' : '1fr' },
          }}
        >
          <Box sx={{ maxWidth: image || aside ? 'none' : 820 }}>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.light', mb: 1.5 }}>
              {eyebrow}
            </Typography>
            <Typography variant="h1" sx={{ color: 'inherit' }}>
              {title}
            </Typography>
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ mt: 2.5, mb: primary ? 4 : 0, color: 'inherit', maxWidth: 680 }}
            >
              {subtitle}
            </Typography>
            {primary && <CtaButtons primary={primary} secondary={secondary} onDark />}
          </Box>
          {aside}
          {image && !aside && (
            <Illustration
              name={image.name}
              alt={image.alt}
              priority
              sx={{
                borderRadius: 2,
                boxShadow: 6,
                display: { xs: imageOnPhones ? 'block' : 'none', md: 'block' },
              }}
            />
          )}
        </Box>
      </Container>
    </Box>
  );
}
