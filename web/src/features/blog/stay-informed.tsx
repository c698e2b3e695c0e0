import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blogFeeds } from '../../lib/seo/seo';

/** The server's no-JavaScript subscription form (api/src/modules/newsletter/newsletter.routes.ts). */
const subscribeAction = '/blog/subscribe';

/**
 * New articles by e-mail: a plain form the server takes as it is (no script needed), then a
 * confirmation link by e-mail; nothing is sent until it is followed. The feeds sit beside it.
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
            <Box component="form" method="post" action={subscribeAction} noValidate={false}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'center', alignItems: { sm: 'flex-end' } }}
              >
                <Box sx={{ textAlign: 'left' }}>
                  <Box
                    component="label"
                    htmlFor="stay-informed-email"
                    sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
                  >
                    E-mail address
                  </Box>
                  {/* A plain input: MUI's text field brings global styles this island-free
                      section does not need. */}
                  <Box
                    component="input"
                    id="stay-informed-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={254}
                    sx={{
                      width: { xs: '100%', sm: 320 },
                      font: 'inherit',
                      px: 1.5,
                      py: 1.5,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      bgcolor: 'background.paper',
                      color: 'text.primary',
                    }}
                  />
                </Box>
                <Button
                  type="submit"
                  variant="contained"
                  color="secondary"
                  size="large"
                  sx={{ py: 1.8 }}
                >
                  Subscribe for Updates
                </Button>
              </Stack>
              <RadioGroup
                row
                name="frequency"
                defaultValue="each_post"
                aria-label="How often"
                sx={{ justifyContent: 'center', mt: 2 }}
              >
                <FormControlLabel
                  value="each_post"
                  control={
                    <Radio sx={{ color: 'inherit', '&.Mui-checked': { color: 'inherit' } }} />
                  }
                  label="Each new article"
                />
                <FormControlLabel
                  value="weekly"
                  control={
                    <Radio sx={{ color: 'inherit', '&.Mui-checked': { color: 'inherit' } }} />
                  }
                  label="A weekly digest"
                />
              </RadioGroup>
            </Box>
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
