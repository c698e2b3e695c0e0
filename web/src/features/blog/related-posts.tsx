import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useQuery } from '@apollo/client/react';
import { SectionHeading } from '../../components/sections/section-heading';
import { BlogPostsQuery, blogPostsVariables } from './blog-posts.query';
import { PostCard } from './post-card';

const maxRelated = 3;

/** Up to three other posts of the same category; nothing at all when there are none. */
export function RelatedPosts({ category, currentSlug }: { category: string; currentSlug: string }) {
  const { data } = useQuery(BlogPostsQuery, { variables: blogPostsVariables(category) });
  const related = (data?.blogPosts ?? [])
    .filter((post) => post.slug !== currentSlug)
    .slice(0, maxRelated);
  if (related.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ my: 6 }}>
      <SectionHeading id="related-title" title="Related Articles" />
      <Grid container spacing={3} data-testid="related-posts">
        {related.map((post) => (
          <Grid key={post.id} size={{ xs: 12, md: 4 }}>
            <PostCard post={post} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
