import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LocationPage } from '@landman/content';
import { pageLinkLabel } from './page-link-label';

/** The further pages a location points to (its `links`), as a row of buttons. */
export function RelatedLinks({ page }: { page: LocationPage }) {
  if (page.links.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={`Pages related to ${page.name}`}
      sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Typography variant="subtitle2" component="p">
        See also:
      </Typography>
      {page.links.map((href) => (
        <Button
          key={href}
          component={RouterLink}
          to={href}
          variant="outlined"
          endIcon={<ArrowForwardIcon aria-hidden />}
        >
          {pageLinkLabel(href)}
        </Button>
      ))}
    </Box>
  );
}
