import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { site } from '@landman/content';
import { Link as RouterLink } from 'react-router-dom';
import { HttpStatus } from '../../lib/http-status/http-status';
import { Seo } from '../../lib/seo/seo';

const onward = [
  {
    label: 'Services',
    href: '/services',
    note: 'Lease checks, title curative, suspense recovery and more',
  },
  {
    label: 'Service areas',
    href: '/locations',
    note: 'Service areas across TX, OK, NM and LA',
  },
  { label: 'Blog', href: '/blog', note: 'Articles on leasing, title and mineral ownership' },
  { label: 'Sitemap', href: '/sitemap', note: 'Every page of the site on one list' },
] as const;

/**
 * Any address the site does not have (served with HTTP 404). It does not echo the address, so
 * the one prerendered 404.html hydrates cleanly whatever URL it is served for.
 */
export default function NotFoundPage() {
  return (
    <>
      <HttpStatus code={404} />
      <Seo
        title="404 Page Not Found"
        description={`The page you asked for is not on ${site.name}'s website. Find services, service areas, articles and contact details from here.`}
        path="/404"
        noindex
      />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 6 } }}>
            <Typography variant="overline" component="p" color="secondary.dark">
              Error 404
            </Typography>
            <Typography variant="h1" sx={{ mb: 2 }}>
              404 Page Not Found
            </Typography>
            <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 1 }}>
              There is no page at this address. The link you followed may be out of date, or the
              address may have a typo.
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              Everything on the site is still a click away. Try one of these, or get in touch and
              I&apos;ll point you to the right place.
            </Typography>
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
              {onward.map((item) => (
                <li key={item.href}>
                  <Link component={RouterLink} to={item.href} sx={{ fontWeight: 600 }}>
                    {item.label}
                  </Link>
                  <Typography component="span" color="text.secondary">
                    {' '}
                    — {item.note}
                  </Typography>
                </li>
              ))}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button component={RouterLink} to="/" variant="contained" size="large">
                Go to the home page
              </Button>
              <Button component={RouterLink} to="/contact" variant="outlined" size="large">
                Contact {site.name}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
