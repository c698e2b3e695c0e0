import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { locationSlugs, serviceSlugs, site, states } from '@landman/content';
import { PageHero } from '../../components/sections/page-hero';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { Seo } from '../../lib/seo/seo';
import { LinkGroup } from './link-group';
import { RecentPostsGroup } from './recent-posts-group';
import { sitemapLinks } from './sitemap-links';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Sitemap', path: '/sitemap' },
];

const stateNames = states.map((s) => s.name);
const stateList = `${stateNames.slice(0, -1).join(', ')} and ${stateNames.at(-1)}`;

/** `/sitemap`: every page of the site in groups, with the newest blog posts from the API. */
export default function SitemapPage() {
  return (
    <>
      <Seo
        title="Sitemap"
        description={`Every page on the ${site.name} website: services, service areas in ${stateList}, recent blog posts, legal pages and quick links.`}
        path="/sitemap"
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <PageHero
        eyebrow="Sitemap"
        title="Sitemap"
        subtitle="Every page on this site in one place, grouped so you can go straight to what you need."
        breadcrumbs={crumbs}
        image={{ name: 'county-records', alt: '' }}
      />
      <Container sx={{ py: { xs: 6, md: 9 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <LinkGroup id="main-pages" title="Main Pages" links={sitemapLinks.main} />
          <LinkGroup id="services" title="Services" links={sitemapLinks.services} />
          <LinkGroup id="service-areas" title="Service Areas" links={sitemapLinks.locations} />
          <LinkGroup id="owner-tools" title="Owner Tools" links={sitemapLinks.tools} />
          <RecentPostsGroup />
          <LinkGroup id="legal" title="Legal" links={sitemapLinks.legal} />
          <LinkGroup id="quick-access" title="Quick Access" links={sitemapLinks.quick} />
        </Box>
        <Box
          component="section"
          aria-labelledby="coverage-title"
          sx={{
            mt: 6,
            p: { xs: 3, md: 4 },
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography id="coverage-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
            Coverage
          </Typography>
          <Typography variant="body1" sx={{ mb: 2 }}>
            {`Serving ${stateList}: ${states.length} states, ${locationSlugs.length} service-area cities and ${serviceSlugs.length} services, with work in the counties and parishes around each one.`}
          </Typography>
          <Typography variant="body1">
            Can’t find what you need?{' '}
            <Link
              component={RouterLink}
              to="/contact"
              sx={{ color: 'secondary.light', fontWeight: 600 }}
            >
              Contact {site.name}
            </Link>{' '}
            and you will hear back within {site.replyTime}.
          </Typography>
        </Box>
      </Container>
    </>
  );
}
