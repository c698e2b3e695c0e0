import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Island } from '../../islands/island';
import { blogFeeds } from '../../lib/seo/seo';
import { SubscribeForm } from './subscribe-form';

/**
 * New articles by e-mail: a form that confirms in place with JavaScript and posts as a plain form
 * without it, then a confirmation link by e-mail; nothing is sent until it is followed. The feeds
 * sit beside it.
 */
export function StayInformed() {
  return (
    <Box
      component="section"
      id="stay-informed"
      aria-labelledby="stay-informed-title"
      sx={{
        bgcolor: 'background.default',
        py: { xs: 6, md: 9 },
        scrollMarginTop: { xs: 72, md: 88 },
      }}
    >
      <Container>
        <Box
          sx={{
            borderRadius: 3,
            px: { xs: 3, sm: 6 },
            py: { xs: 6, md: 8 },
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Box sx={{ maxWidth: 760, mx: 'auto', textAlign: 'center' }}>
            <Typography id="stay-informed-title" variant="h2" sx={{ color: 'inherit', mb: 2 }}>
              Stay Informed
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ color: 'inherit', mb: 4 }}>
              Rule changes, pooling orders and lease-market shifts can change what your minerals are
              worth. Get each new article by e-mail, or one short digest a week. We send a link to
              confirm first, and every e-mail has a one-click unsubscribe.
            </Typography>
            <Island name="subscribe-form" component={SubscribeForm} props={{}} />
            <Typography variant="body2" sx={{ mt: 3, color: 'inherit' }}>
              Prefer a feed reader?{' '}
              <Box component="a" href={blogFeeds.rss} sx={{ color: 'inherit', fontWeight: 600 }}>
                RSS
              </Box>{' '}
              or{' '}
              <Box component="a" href={blogFeeds.atom} sx={{ color: 'inherit', fontWeight: 600 }}>
                Atom
              </Box>
              .
            </Typography>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
