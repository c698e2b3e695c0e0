import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { blogListPath } from '@landman/content';

/** A page number past the end of the list (served with HTTP 404). */
export function BlogPageNotFound({ category }: { category: string | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        This page of articles does not exist
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        The list may have fewer pages than the link you followed. The newest articles are on the
        first page.
      </Typography>
      <Button component={RouterLink} to={blogListPath(category)} variant="contained">
        Go to the first page
      </Button>
    </Paper>
  );
}
