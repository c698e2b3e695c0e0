import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../../app/site-layout';

/**
 * The frame of the pages the API writes itself (booking without JavaScript, the subscription
 * links' pages): the site's header, footer, fonts, colours and chat, with these two markers
 * where the API puts the page's title and body (api/src/site/server-page.ts).
 */
export const serverPageTitleMarker = '%%server-page-title%%';
export const serverPageBodyMarker = '<div data-server-page-body=""></div>';

/**
 * Plain HTML elements of the API's pages (headings, links, form fields, buttons) dressed in the
 * theme: the API sends markup only, the look is the site's.
 */
const bodySx: SxProps<Theme> = (theme) => ({
  '& h2': { ...theme.typography.h5, color: 'primary.main', mt: 3, mb: 1 },
  '& p': { my: 1.5 },
  '& a': { color: 'secondary.dark', textUnderlineOffset: '0.15em' },
  '& fieldset': {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 1,
    m: 0,
    mb: 2,
    px: 2,
    pt: 1,
    pb: 2,
  },
  '& legend': { fontWeight: 600, px: 0.5 },
  '& label.field': { display: 'block', mt: 2, fontWeight: 600 },
  '& input[type=text], & input[type=email], & input[type=tel], & select, & textarea': {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    mt: 0.5,
    p: 1,
    font: 'inherit',
    color: 'text.primary',
    bgcolor: 'background.paper',
    border: `1px solid ${theme.palette.text.secondary}`,
    borderRadius: 1,
  },
  '& button': {
    mt: 2,
    px: 3,
    py: 1.25,
    border: 0,
    borderRadius: 1,
    font: 'inherit',
    fontWeight: 600,
    color: 'secondary.contrastText',
    bgcolor: 'secondary.main',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'secondary.dark' },
  },
  '& button.quiet': { bgcolor: 'primary.main', '&:hover': { bgcolor: 'primary.light' } },
  '& :is(a, button, input, select, textarea):focus-visible': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: '3px',
  },
  '& .error': { color: 'error.main', fontWeight: 600, mt: 0.5, mb: 0 },
  '& .notice': {
    borderLeft: `4px solid ${theme.palette.error.main}`,
    bgcolor: 'background.default',
    px: 2,
    py: 1.5,
  },
});

/** The card the page sits in; its width is the page's (a form wants more room than a notice). */
function ServerPageSlot() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Box
        data-server-page-card=""
        sx={{
          mx: 'auto',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          px: { xs: 2.5, sm: 4, md: 5 },
          py: { xs: 3, md: 5 },
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 2 }}>
          {serverPageTitleMarker}
        </Typography>
        <Box sx={bodySx}>
          <div data-server-page-body="" />
        </Box>
      </Box>
    </Container>
  );
}

/** The site's layout around the slot, at any path (the path only marks the active link). */
export function ServerPageFrame() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<ServerPageSlot />} />
      </Route>
    </Routes>
  );
}
