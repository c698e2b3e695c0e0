import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from '../../components/sections/section-heading';
import { BlogPostsQuery, blogPostsVariables } from './blog-posts.query';
import { FeaturedPostCard } from './featured-post-card';
import { LoadingSpinner } from './loading-spinner';
import { PostCard } from './post-card';

/** Featured article (the first post) and the Recent Posts grid, for one category or all. */
export function BlogPostList({ category }: { category: string | undefined }) {
  const { data, loading, error } = useQuery(BlogPostsQuery, {
    variables: blogPostsVariables(category),
  });
  const posts = data?.blogPosts;

  if (!posts) {
    if (loading) return <LoadingSpinner label="Loading articles" />;
    return (
      <Alert severity="error" variant="outlined">
        The articles could not be loaded{error ? ` (${error.message})` : ''}. Please refresh the
        page in a moment.
      </Alert>
    );
  }

  const [featured, ...recent] = posts;
  if (!featured) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {category ? `No articles in ${category} yet` : 'No articles yet'}
        </Typography>
        <Link component={RouterLink} to="/blog">
          See all posts
        </Link>
      </Box>
    );
  }

  return (
    <Stack spacing={{ xs: 5, md: 7 }}>
      <Box component="section" aria-labelledby="featured-title">
        <SectionHeading id="featured-title" title="Featured Article" />
        <FeaturedPostCard post={featured} />
      </Box>
      {recent.length > 0 ? (
        <Box component="section" aria-labelledby="recent-title">
          <SectionHeading id="recent-title" title="Recent Posts" />
          <Grid container spacing={3} data-testid="recent-posts">
            {recent.map((post) => (
              <Grid key={post.id} size={{ xs: 12, md: 6, lg: 4 }}>
                <PostCard post={post} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ) : null}
    </Stack>
  );
}
