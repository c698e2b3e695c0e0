import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Shown for an unknown slug (the server answers it with HTTP 404). */
export function PostNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
          Blog Post Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          The blog post you&apos;re looking for doesn&apos;t exist.
        </Typography>
        <Button component={RouterLink} to="/blog" variant="contained">
          Back to Blog
        </Button>
      </Paper>
    </Container>
  );
}
