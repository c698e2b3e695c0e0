import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from '../../components/sections/section-heading';
import { usePageQuery } from '../../lib/data/page-query';
import { ArticlesFailed } from './articles-failed';
import { BlogPostsQuery, blogPostsVariables } from './blog-posts.query';
import { FeaturedPostCard } from './featured-post-card';
import { LoadingSpinner } from './loading-spinner';
import { PostCard } from './post-card';

/** Recent Posts: one column on phones, two from medium screens, three on large ones. */
const recentColumns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** Featured article (the first post) and the Recent Posts grid, for one category or all. */
export function BlogPostList({ category }: { category: string | undefined }) {
  const { data, loading, error } = usePageQuery(BlogPostsQuery, blogPostsVariables(category));
  const posts = data?.blogPosts;

  if (!posts) {
    if (loading) return <LoadingSpinner label="Loading articles" />;
    return (
      // A bordered notice rather than MUI's Alert, which would add its code to every /blog load.
      <Box
        role="alert"
        sx={{ border: 1, borderColor: 'error.main', borderRadius: 1, color: 'error.dark', p: 2 }}
      >
        <ArticlesFailed error={error} />
      </Box>
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
          <Box sx={recentColumns} data-testid="recent-posts">
            {recent.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
