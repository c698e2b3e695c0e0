import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from '../../components/sections/section-heading';
import { ArticlesFailed } from './articles-failed';
import { FeaturedPostCard } from './featured-post-card';
import { LoadingSpinner } from './loading-spinner';
import { PostCard } from './post-card';
import { type PostSummary } from './post-summary';

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

export interface BlogPostListProps {
  category: string | undefined;
  /** The page of the list shown; only the first has a featured article. */
  page: number;
  posts: readonly PostSummary[] | undefined;
  loading: boolean;
  error: Error | undefined;
}

/** Featured article (first post of the first page) and the Recent Posts grid of one page. */
export function BlogPostList({ category, page, posts, loading, error }: BlogPostListProps) {
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

  const featured = page === 1 ? posts[0] : undefined;
  const rest = page === 1 ? posts.slice(1) : posts;
  if (posts.length === 0) {
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
      {featured ? (
        <Box component="section" aria-labelledby="featured-title">
          <SectionHeading id="featured-title" title="Featured Article" />
          <FeaturedPostCard post={featured} />
        </Box>
      ) : null}
      {rest.length > 0 ? (
        <Box component="section" aria-labelledby="recent-title">
          <SectionHeading
            id="recent-title"
            title={page === 1 ? 'Recent Posts' : `Earlier Posts, Page ${page}`}
          />
          <Box sx={recentColumns} data-testid="recent-posts">
            {rest.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
