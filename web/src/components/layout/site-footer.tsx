import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAddress, site } from '@landman/content';
import { Link as RouterLink } from 'react-router-dom';
import type { NavLink } from '../../lib/navigation/build-nav-links';
import { navLinks } from '../../lib/navigation/nav-links';

const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Sitemap', href: '/sitemap' },
];

const footerLinkSx = {
  color: 'primary.contrastText',
  textDecorationColor: 'transparent',
  '&:hover': { color: 'secondary.light', textDecorationColor: 'currentColor' },
} as const;

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{ color: 'secondary.light', display: 'block', mb: 1.5 }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link component={RouterLink} to={link.href} sx={footerLinkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Who, how to reach him, where he works, six services, six locations, the tools and the legal links. */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', pt: { xs: 6, md: 8 }, pb: 4 }}
    >
      <Container>
        {/* A CSS grid (not MUI Grid, which every page would load for this one layout). */}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '4fr 3fr 3fr 3fr' },
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Typography
              component="p"
              sx={{
                fontFamily: (t) => t.typography.h1.fontFamily,
                fontSize: '1.5rem',
                fontWeight: 600,
              }}
            >
              {site.name}
            </Typography>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.light', mb: 2 }}>
              {site.tagline}
            </Typography>
            <Typography sx={{ mb: 1.5, maxWidth: 420 }}>{site.shortDescription}</Typography>
            <Link
              component={RouterLink}
              to={navLinks.about.href}
              sx={{ ...footerLinkSx, display: 'inline-block', mb: 3, fontWeight: 600 }}
            >
              {navLinks.about.label} {site.name}
            </Link>
            <Stack spacing={1} component="address" sx={{ fontStyle: 'normal' }}>
              <Link href={`mailto:${site.email}`} sx={footerLinkSx}>
                {site.email}
              </Link>
              <Link href={`tel:${site.phoneE164}`} sx={footerLinkSx}>
                {site.phone}
              </Link>
              {site.profile.address ? (
                <Typography component="span">{formatAddress(site.profile.address)}</Typography>
              ) : null}
              <Typography component="span" sx={{ color: 'secondary.light', fontWeight: 600 }}>
                {site.coverageLine}
              </Typography>
            </Stack>
          </Box>
          <LinkColumn title="Services" links={navLinks.featuredServices} />
          <LinkColumn title="Locations" links={navLinks.footerLocations} />
          <LinkColumn title="Tools" links={navLinks.toolLinks} />
        </Box>
        <Box
          sx={{
            mt: { xs: 6, md: 8 },
            pt: 3,
            borderTop: 1,
            borderColor: 'primary.light',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Typography variant="body2">
            © {site.copyrightYear} {site.name}. All rights reserved.
          </Typography>
          <Stack
            component="ul"
            direction="row"
            spacing={3}
            sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}
            aria-label="Legal"
          >
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link component={RouterLink} to={link.href} variant="body2" sx={footerLinkSx}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
