import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { IconName, ImageKey } from '@landman/content';
import { Illustration } from '../illustration/illustration';
import { ContentIcon } from '../icons/content-icon';
import { visuallyHidden } from './visually-hidden';

export interface FeatureCardProps {
  title: string;
  body: string;
  subtitle?: string;
  icon?: IconName;
  bullets?: readonly string[];
  image?: { name: ImageKey; alt: string };
  /** Makes the whole card clickable through one link (no nested or duplicate links). */
  href?: string;
  /** Shown as a "Learn More"-style link at the foot of the card; the title is the link otherwise. */
  linkLabel?: string;
  headingComponent?: 'h2' | 'h3';
}

/**
 * Stretches a link over its card, so the card is one large target with one accessible name. The
 * focus ring is drawn on the card itself (see focusRingOnCard): an outline on the link or its
 * stretched pseudo-element is clipped by the card's `overflow: hidden` (WCAG 2.4.7).
 */
const stretchedLink = {
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '&:focus-visible': { outline: 'none' },
} as const;

/** The card shows the ring while the link inside it has keyboard focus. */
const focusRingOnCard = {
  '&:has(a:focus-visible)': {
    outline: '3px solid',
    outlineColor: 'secondary.main',
    outlineOffset: '2px',
  },
} as const;

/** The site's one card: icon or image, title, text, bullet list and an optional link. */
export function FeatureCard({
  title,
  body,
  subtitle,
  icon,
  bullets,
  image,
  href,
  linkLabel,
  headingComponent = 'h3',
}: FeatureCardProps) {
  const titleIsLink = href !== undefined && linkLabel === undefined;
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        transition: 'border-color 150ms, box-shadow 150ms',
        ...(href && {
          '&:hover': { borderColor: 'secondary.main', boxShadow: 3 },
          ...focusRingOnCard,
        }),
      }}
    >
      {image && <Illustration name={image.name} alt={image.alt} />}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'background.default',
              color: 'secondary.main',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <ContentIcon name={icon} />
          </Box>
        )}
        <Box>
          <Typography variant="h5" component={headingComponent} sx={{ color: 'primary.main' }}>
            {titleIsLink ? (
              <Link
                component={RouterLink}
                to={href}
                underline="hover"
                sx={{ color: 'inherit', ...stretchedLink }}
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {subtitle && (
            <Typography variant="subtitle2" component="p" sx={{ color: 'secondary.dark', mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {body}
        </Typography>
        {bullets && bullets.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {bullets.map((bullet) => (
              <Box
                component="li"
                key={bullet}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', typography: 'body2' }}
              >
                <CheckIcon
                  fontSize="small"
                  aria-hidden
                  sx={{ color: 'secondary.main', mt: '2px', flexShrink: 0 }}
                />
                {bullet}
              </Box>
            ))}
          </Box>
        )}
        {href && linkLabel && (
          <Link
            component={RouterLink}
            to={href}
            underline="hover"
            sx={{
              mt: 'auto',
              pt: 1,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 600,
              ...stretchedLink,
            }}
          >
            {linkLabel}
            <Box component="span" sx={visuallyHidden}>
              {`: ${title}`}
            </Box>
            <ArrowForwardIcon fontSize="small" aria-hidden />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
